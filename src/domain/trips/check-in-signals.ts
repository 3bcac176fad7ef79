/**
 * What drivers' check-ins tell the trip planner (issue 17; docs/trip-model.md, "Check-ins"): the
 * stations to leave out of the candidates (the latest check-in in the last 48 h says it did not
 * work) and the stations to rank first (a recent 'charged' check-in). The server keeps the two
 * sets from the station summaries (src/domain/checkins/station-signal.ts has the rule) and hands
 * them to wherever plans are made, a trip search thread included, which has no database.
 */
export interface StationSignals {
  avoid: readonly string[];
  prefer: readonly string[];
}

export const NO_SIGNALS: StationSignals = { avoid: [], prefer: [] };

/** kW figures are capped at 400 on import (station-csv MAX_PLAUSIBLE_KW); 999 leaves room. */
const KW_SPAN = 1000;

/**
 * A candidate's rank within its stretch of the route, smaller first: the vehicle's first choice of
 * point (DC for a car, LEV for a two-wheeler) before any other, then within each, a station with a
 * recent good check-in before one without, then the fastest. With no station preferred this orders
 * exactly as the planner did before check-ins: first choice, then fastest.
 */
export function candidateRank(firstChoice: boolean, preferred: boolean, maxKw: number | null): number {
  const kw = Math.min(Math.max(maxKw ?? 0, 0), KW_SPAN - 1);
  return (firstChoice ? 0 : 2 * KW_SPAN) + (preferred ? 0 : KW_SPAN) - kw;
}
