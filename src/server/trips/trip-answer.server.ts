import { haversineKm } from '../../domain/geo/geodesy.ts';
import type { LatLng } from '../../domain/geo/lat-lng.ts';
import type { StationFilters } from '../../domain/stations/station-filters.ts';
import type { Station } from '../../domain/stations/station.ts';
import { ok } from '../http/api-envelope.server.ts';
import type { StationIndex } from '../stations/station-index.server.ts';
import { StationJsonPieces, stationFilter, stationResultsBytes } from '../maps/station-result.server.ts';
import { shortlistAlongRoute } from '../maps/thin-route.server.ts';

/** A trip to search: the two places as the geocoder found them, the route between them, and the filter chips. */
export interface Trip {
  origin: LatLng & { name: string };
  destination: LatLng & { name: string };
  path: readonly LatLng[];
  widthKm: number;
  filters: StationFilters;
}

/** ok(data) as text up to data's JSON (which is followed by '}'). */
const OK_BEFORE_DATA = JSON.stringify(ok(null)).slice(0, -'null}'.length);

/**
 * Answers to POST /googleservice/route-ev-stations as UTF-8 bytes, from one station index:
 * ok({ data: [stations], origin, destination, distance_km, total_in_corridor }), where the
 * stations are the best few of each stretch of the corridor (shortlistAlongRoute), ordered from
 * the start, each with its distance from the start. Keeps each station's JSON pieces once made.
 */
export class TripAnswers {
  private readonly pieces: StationJsonPieces;

  constructor(private readonly index: StationIndex<Station>) {
    this.pieces = new StationJsonPieces(index.items);
  }

  bytes(trip: Trip): Buffer {
    const { origin, destination, path, widthKm, filters } = trip;
    const routeKm = haversineKm(origin, destination);
    const { matches, inCorridor } = shortlistAlongRoute(this.index, path, widthKm, routeKm, stationFilter(filters));
    const rest = JSON.stringify({ origin, destination, distance_km: Math.round(routeKm), total_in_corridor: inCorridor }).slice(1);
    const stations = matches.map(({ index, distanceFromStartKm }) => ({ index, distanceFromStartKm }));
    return stationResultsBytes(this.pieces, `${OK_BEFORE_DATA}{"data":`, stations, `,${rest}}`);
  }
}
