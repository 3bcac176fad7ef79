import { haversineKm } from '../../domain/geo/geodesy.ts';
import type { LatLng } from '../../domain/geo/lat-lng.ts';
import type { StationFilters } from '../../domain/stations/station-filters.ts';
import type { Station } from '../../domain/stations/station.ts';
import type { StationIndex } from '../stations/station-index.server.ts';
import { stationFilter, stationResultsBytes } from './station-result.server.ts';
import { shortlistAlongRoute } from './thin-route.server.ts';

/** A trip to search: the two places as the geocoder found them, the route between them, and the filter chips. */
export interface Trip {
  origin: LatLng & { name: string };
  destination: LatLng & { name: string };
  path: readonly LatLng[];
  widthKm: number;
  filters: StationFilters;
}

const ok = <T>(data: T) => ({ success: true, message: 'Success', data });
/** ok(data) as text up to data's JSON (which is followed by '}'). */
const OK_BEFORE_DATA = JSON.stringify(ok(null)).slice(0, -'null}'.length);

/**
 * The answer to POST /googleservice/route-ev-stations as UTF-8 bytes:
 * ok({ data: [stations], origin, destination, distance_km, total_in_corridor }), where the
 * stations are the best few of each stretch of the corridor (shortlistAlongRoute), ordered from
 * the start, each with its distance from the start.
 */
export function tripAnswerBytes(index: StationIndex<Station>, trip: Trip): Buffer {
  const { origin, destination, path, widthKm, filters } = trip;
  const routeKm = haversineKm(origin, destination);
  const { matches, inCorridor } = shortlistAlongRoute(index, path, widthKm, routeKm, stationFilter(filters));
  const rest = JSON.stringify({ origin, destination, distance_km: Math.round(routeKm), total_in_corridor: inCorridor }).slice(1);
  const stations = matches.map(({ item, distanceFromStartKm }) => ({ station: item, distanceFromStartKm }));
  return stationResultsBytes(`${OK_BEFORE_DATA}{"data":`, stations, `,${rest}}`);
}
