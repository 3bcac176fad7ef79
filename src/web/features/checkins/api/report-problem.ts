import type { ReportCreated } from '../../../../domain/checkins/checkin-api.ts';
import type { ReportBody } from '../../../../domain/checkins/checkin.schema.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';
import { stationCallPath } from './station-paths.ts';

/** POST /ev/stations/:placeId/reports: a problem with the station's data, for moderation (signed in). */
export const reportProblem = (placeId: string, body: ReportBody): Promise<ApiResult<ReportCreated>> =>
  api<ReportCreated>('POST', `${stationCallPath(placeId)}/reports`, body);
