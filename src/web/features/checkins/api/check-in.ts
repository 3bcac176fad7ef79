import type { CheckInCreated } from '../../../../domain/checkins/checkin-api.ts';
import type { CheckInBody } from '../../../../domain/checkins/checkin.schema.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';
import { stationCallPath } from './station-paths.ts';

/** POST /ev/stations/:placeId/check-ins: what happened at the station (signed in). */
export const checkIn = (placeId: string, body: CheckInBody): Promise<ApiResult<CheckInCreated>> =>
  api<CheckInCreated>('POST', `${stationCallPath(placeId)}/check-ins`, body);
