import type { LatLng } from '../../domain/geo/lat-lng.ts';
import type { TripStations } from '../../domain/stations/maps-api.ts';
import type { StationFilters } from '../../domain/stations/station-filters.ts';
import type { Station } from '../../domain/stations/station.ts';
import { ok, type AnswerBytes } from '../http/api-envelope.server.ts';
import type { StationIndex } from '../stations/station-index.server.ts';
import { StationJsonPieces, stationFilter, stationResultsBytes } from '../maps/station-result.server.ts';
import { shortlistAlongRoute } from '../maps/thin-route.server.ts';
import { kmFromStart, routeCorridor, type TripRoutes } from './trip-route.server.ts';

/** A trip to search: the two places as the geocoder found them, the routing service's path between them (null: the local route, TripRoutes), and the filter chips. */
export interface Trip {
  origin: LatLng & { name: string };
  destination: LatLng & { name: string };
  path: LatLng[] | null;
  widthKm: number;
  filters: StationFilters;
}

/** ok(data) as text up to data's JSON (which is followed by '}'). */
const OK_BEFORE_DATA = JSON.stringify(ok(null)).slice(0, -'null}'.length);

/**
 * Answers to POST /googleservice/route-ev-stations as UTF-8 bytes, from one station index:
 * ok({ data: [stations], origin, destination, distance_km, total_in_corridor }), where the
 * stations are the best few of each stretch of the corridor along the trip's route
 * (shortlistAlongRoute), ordered from the start, each with its road km from the start (kmFromStart:
 * a station behind the start, its estimated road km from it), and distance_km is the route's road km.
 * Keeps each station's JSON pieces once made.
 */
export class TripAnswers {
  private readonly pieces: StationJsonPieces;

  constructor(
    private readonly index: StationIndex<Station>,
    private readonly routes: TripRoutes,
  ) {
    this.pieces = new StationJsonPieces(index.items);
  }

  bytes(trip: Trip): AnswerBytes<TripStations> {
    const { origin, destination, widthKm, filters } = trip;
    const route = this.routes.of(origin, destination, trip.path);
    const pathKm = route.pathKm[route.pathKm.length - 1] ?? 0;
    const corridor = routeCorridor(route, widthKm);
    const { matches, inCorridor } = shortlistAlongRoute(this.index, corridor, widthKm, pathKm, stationFilter(filters));
    this.routes.weigh(route, this.index.keptHitBytes(corridor));
    const ends: Omit<TripStations, 'data'> = {
      origin,
      destination,
      distance_km: Math.round(route.km),
      total_in_corridor: inCorridor,
    };
    const rest = JSON.stringify(ends).slice(1);
    const stations = matches.map(({ index, distanceFromStartKm, offsetKm }) => ({
      index,
      distanceFromStartKm: kmFromStart(route, distanceFromStartKm, offsetKm),
    }));
    // A station behind the start is as far from it as its own estimated road km: listed where that puts it.
    if (matches.some((m) => m.distanceFromStartKm <= 0 && m.offsetKm > 0))
      stations.sort((a, b) => a.distanceFromStartKm - b.distanceFromStartKm);
    // The stations are toStationResult's (StationResult), to the byte (station-result.test.ts).
    return stationResultsBytes(
      this.pieces,
      `${OK_BEFORE_DATA}{"data":`,
      stations,
      `,${rest}}`,
    ) as AnswerBytes<TripStations>;
  }
}
