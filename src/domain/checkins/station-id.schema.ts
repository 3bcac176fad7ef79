import * as z from 'zod/mini';
import { isStationId, parseStationIds, SUMMARY_IDS_MAX } from './station-id.ts';

/** GET /ev/stations/summaries: 1–100 station ids. */
export const summariesQuery = z.object({
  ids: z.pipe(
    z.unknown(),
    z.transform((value, ctx) => {
      const ids = parseStationIds(value);
      if (ids.length === 0 || ids.length > SUMMARY_IDS_MAX || !ids.every(isStationId)) {
        ctx.issues.push({ code: 'custom', message: 'checkins.validation.ids', input: value });
        return z.NEVER;
      }
      return ids;
    }),
  ),
});
