import type { CheckInPage } from '../../../../domain/checkins/checkin-api.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';
import { stationCallPath } from './station-paths.ts';

/** GET /ev/stations/:placeId/check-ins: a page of the station's check-ins, newest first, from `before` on. */
export const getCheckInHistory = (placeId: string, before?: string | null): Promise<ApiResult<CheckInPage>> =>
  api<CheckInPage>(
    'GET',
    `${stationCallPath(placeId)}/check-ins${before ? `?before=${encodeURIComponent(before)}` : ''}`,
  );
