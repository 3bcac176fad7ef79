import { isBadOutcome, WINDOWS } from './checkin-rules.ts';
import type { SummaryFacts } from './station-summary.ts';

/**
 * The trip planner's rule (issue 17; docs/trip-model.md, "Check-ins"): a station whose latest
 * check-in in the last 48 hours says it did not work ('could_not_charge' or 'not_found') is
 * avoided; one with a 'charged' check-in in the last 7 days and no failure after it is preferred.
 */
export type StationSignal = 'avoid' | 'prefer';

export function stationSignal(facts: SummaryFacts, now: number): StationSignal | null {
  if (isBadOutcome(facts.lastOutcome) && now - facts.lastAt <= WINDOWS.avoidMs) return 'avoid';
  if (facts.goodAt !== null && now - facts.goodAt <= WINDOWS.preferMs && facts.goodAt >= (facts.badAt ?? -Infinity))
    return 'prefer';
  return null;
}

/** When the signal of these facts next changes on its own (a window ends), or Infinity. */
export function signalChangesAt(facts: SummaryFacts, now: number): number {
  // The first moment past each window: stationSignal compares with <=.
  const ends = [
    facts.lastAt + WINDOWS.avoidMs + 1,
    facts.goodAt === null ? Infinity : facts.goodAt + WINDOWS.preferMs + 1,
  ];
  return Math.min(Infinity, ...ends.filter((t) => t > now));
}
