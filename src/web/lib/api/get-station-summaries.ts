import type { StationSummaryList } from '../../../domain/checkins/checkin-api.ts';
import { api, type ApiResult } from '../api-client.ts';

/** GET /ev/stations/summaries: up to 100 stations' summaries, in the order asked. Public, so sent without the token. */
export const getStationSummaries = (placeIds: readonly string[]): Promise<ApiResult<StationSummaryList>> =>
  api<StationSummaryList>(
    'GET',
    `/ev/stations/summaries?ids=${placeIds.map(encodeURIComponent).join(',')}`,
    undefined,
    { anonymous: true },
  );
