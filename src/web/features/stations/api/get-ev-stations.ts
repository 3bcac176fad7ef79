import type { LatLng } from '../../../../domain/geo/lat-lng.ts';
import type { EvStationsBody } from '../../../../domain/stations/maps-api.schema.ts';
import type { StationList } from '../../../../domain/stations/maps-api.ts';
import type { StationFilters } from '../../../../domain/stations/station-filters.ts';
import type { ApiResult } from '../../../lib/api-client.ts';
import { mapsApi } from '../../../lib/maps-client.ts';

/** POST /googleservice/ev-stations: the stations nearest a point, with the filter chips. */
export const getEvStations = (point: LatLng, filters: StationFilters): Promise<ApiResult<StationList>> =>
  mapsApi<StationList>('POST', '/googleservice/ev-stations', { ...point, ...filters } satisfies EvStationsBody);
