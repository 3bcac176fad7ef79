import type { StationPage } from '../../../../domain/checkins/checkin-api.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';
import { stationCallPath } from './station-paths.ts';

/** GET /ev/stations/:placeId: the station's page (issue 17; docs/check-ins.md has the shapes). */
export const getStationPage = (placeId: string): Promise<ApiResult<StationPage>> =>
  api<StationPage>('GET', stationCallPath(placeId));
