import type { StationSummary } from '../../domain/checkins/station-summary.ts';
import { getStationSummaries } from './api/get-station-summaries.ts';
import { stationBatches } from './station-batches.ts';

/**
 * Station cards' check-in summaries (issue 17), asked for together (station-batches.ts) and kept a
 * minute; a check-in's answer replaces its station's at once (`keepSummary`), so a card shown after
 * checking in says so.
 */
const summaries = stationBatches<StationSummary>(
  async (ids) => {
    const answer = await getStationSummaries(ids);
    return answer.success && answer.data ? answer.data.summaries : undefined;
  },
  (summary) => summary.place_id,
  60_000,
);

export const keepSummary = (summary: StationSummary): void => summaries.keep(summary);

/** The station's summary once known; undefined while it loads, offline, or for a station not ours. */
export const useStationSummary = (placeId: string): StationSummary | undefined =>
  summaries.useStation(placeId) ?? undefined;
