import { lastTrip, type LastTrip } from './last-trip.ts';
import { routeStations, type TripQuery } from './stations-api.ts';

/**
 * Searches a trip and keeps it as the last trip. Resolves to the trip, or to null when the search
 * failed (the spec's plan-a-trip search then returns quietly to idle); MapsAuthError passes through.
 */
export async function requestTrip(query: TripQuery): Promise<LastTrip | null> {
  const result = await routeStations(query);
  if (!result.success || !result.data) return null;
  const trip: LastTrip = {
    source: query.origin,
    destination: query.destination,
    results: result.data.data,
    query,
    origin: result.data.origin,
    destination_place: result.data.destination,
  };
  lastTrip.set(trip);
  return trip;
}
