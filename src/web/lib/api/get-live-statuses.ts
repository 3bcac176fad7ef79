import type { LiveStatusPage } from '../../../domain/ocpi/live-status.ts';
import { api, type ApiResult } from '../api-client.ts';

/** GET /ev/stations/live: up to 100 stations' live status from the networks (issue 33). Public, so sent without the token. */
export const getLiveStatuses = (placeIds: readonly string[]): Promise<ApiResult<LiveStatusPage>> =>
  api<LiveStatusPage>('GET', `/ev/stations/live?ids=${placeIds.map(encodeURIComponent).join(',')}`, undefined, {
    anonymous: true,
  });
