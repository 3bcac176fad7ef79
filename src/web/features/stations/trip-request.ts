import type { RouteStationsBody } from '../../../domain/stations/maps-api.schema.ts';
import type { TripPlan } from '../../../domain/trips/plan-answer.ts';
import type { TripPlanBody } from '../../../domain/trips/trip-plan.schema.ts';
import { track } from '../../lib/analytics/track.ts';
import { MapsAuthError } from '../../lib/maps-client.ts';
import { lastTrip, type LastTrip } from './last-trip.ts';
import { getRouteStations } from './api/get-route-stations.ts';
import { planTrip } from './api/plan-trip.ts';

/** When the trips fetched since this page loaded were saved: any other trip on screen comes from the phone. */
const fetchedHere = new Set<number>();

function keepAsLast(trip: LastTrip): LastTrip {
  const savedAt = Date.now();
  fetchedHere.add(savedAt);
  const stamped = { ...trip, savedAt };
  lastTrip.set(stamped);
  return stamped;
}

/** True for a trip shown from the phone (a reload, the last search reopened) rather than just fetched. */
export const isSavedCopy = (trip: LastTrip): trip is LastTrip & { savedAt: number } =>
  trip.savedAt !== undefined && !fetchedHere.has(trip.savedAt);

/** The stations' query of a plan's query: the two ends as typed and picked. */
export const tripQueryOf = (plan: TripPlanBody): RouteStationsBody => ({
  origin: plan.origin,
  destination: plan.destination,
  ...(plan.origin_place_id ? { origin_place_id: plan.origin_place_id } : {}),
  ...(plan.destination_place_id ? { destination_place_id: plan.destination_place_id } : {}),
});

/** The plan, or null when it could not be made (the stations still show); MapsAuthError passes through. */
async function planOrNull(query: TripPlanBody): Promise<TripPlan | null> {
  try {
    const result = await planTrip(query);
    return result.success && result.data ? result.data : null;
  } catch (error) {
    if (error instanceof MapsAuthError) throw error;
    return null;
  }
}

/**
 * Searches a trip (and, with a vehicle, plans its charging stops at the same time) and keeps it as
 * the last trip. Resolves to the trip, or to null when the station search failed (the spec's
 * plan-a-trip search then returns quietly to idle); MapsAuthError passes through.
 */
export async function requestTrip(query: RouteStationsBody, planQuery?: TripPlanBody): Promise<LastTrip | null> {
  const [result, plan] = await Promise.all([
    getRouteStations(query),
    planQuery ? planOrNull(planQuery) : Promise.resolve(null),
  ]);
  if (!result.success || !result.data) return null;
  const trip = keepAsLast({
    source: query.origin,
    destination: query.destination,
    results: result.data.data,
    query,
    origin: result.data.origin,
    destination_place: result.data.destination,
    ...(planQuery ? { planQuery, ...(plan ? { plan } : { planFailed: true }) } : {}),
  });
  track('trip_planned', { with_vehicle: planQuery !== undefined });
  return trip;
}

/** Plans again with changed settings (a suggestion taken), keeping the trip's stations. */
export async function replan(trip: LastTrip, planQuery: TripPlanBody): Promise<LastTrip> {
  const plan = await planOrNull(planQuery);
  return keepAsLast({
    ...trip,
    planQuery,
    ...(plan ? { plan, planFailed: false } : { plan: undefined, planFailed: true }),
  });
}
