import type { RouteStationsBody } from '../../../../domain/stations/maps-api.schema.ts';
import type { TripStations } from '../../../../domain/stations/maps-api.ts';
import type { ApiResult } from '../../../lib/api-client.ts';
import { mapsApi } from '../../../lib/maps-client.ts';

/** POST /googleservice/route-ev-stations: the stations along a trip, and its two ends as the server resolved them. */
export const getRouteStations = (query: RouteStationsBody): Promise<ApiResult<TripStations>> =>
  mapsApi<TripStations>('POST', '/googleservice/route-ev-stations', query);
