import type { LiveStatus } from '../../domain/ocpi/live-status.ts';
import { getLiveStatuses } from './api/get-live-statuses.ts';
import { stationBatches } from './station-batches.ts';

/**
 * Station cards' live status from the networks (issue 33): GET /ev/stations/live for a screen of
 * cards at once (station-batches.ts), kept 30 seconds (the server holds them in memory; a reload
 * always asks again). Public, so sent without the token.
 */
const statuses = stationBatches<LiveStatus>(
  async (ids) => {
    const answer = await getLiveStatuses(ids);
    return answer.success && answer.data ? answer.data.statuses : undefined;
  },
  (status) => status.place_id,
  30_000,
);

/** The station's live status; null when no network shares one, undefined while it loads or offline. */
export const useLiveStatus = (placeId: string): LiveStatus | null | undefined => statuses.useStation(placeId);
