import { indiaDay, isBadOutcome, WINDOWS, type Outcome } from './checkin-rules.ts';
import { stationRating, type Rating } from './station-rating.ts';

/**
 * A station's summary, as the cards and the station page show it: the latest check-in's outcome
 * and time ('Charged OK · 2 days ago', 'Reported not working · 3 h ago', or 'No check-ins yet'),
 * the number of check-ins in the last 30 days, and the rating (station-rating.ts).
 *
 * The server keeps the facts (the latest outcome and the latest good and bad times) and the
 * counts per India day as check-ins arrive; this module folds a check-in into them and reads a
 * summary out of them at a given time, so nothing is aggregated over all check-ins on a read.
 */

/** What the server keeps per station (the station_summaries row). */
export interface SummaryFacts {
  lastOutcome: Outcome;
  lastAt: number;
  /** The latest 'charged' check-in. */
  goodAt: number | null;
  /** The latest 'could_not_charge' or 'not_found' check-in. */
  badAt: number | null;
}

/** A station's check-ins on one India day (the station_checkin_days row). */
export interface DayCount {
  day: number;
  total: number;
  charged: number;
  bad: number;
}

/** The summary's state: the latest outcome, or 'none' for no check-ins (yet, or none visible). */
export type SummaryState = Outcome | 'none';

/** A station's summary as the API answers it (GET /ev/stations/summaries, the station page). */
export interface StationSummary {
  place_id: string;
  state: SummaryState;
  /** The latest check-in's time (epoch ms), null with 'none'. */
  last_at: number | null;
  check_ins_30d: number;
  /** 1–5, or 'NA' with fewer than 3 check-ins saying whether charging worked in 90 days. */
  rating: Rating;
  /** The check-ins the rating stands on: charged, and could not charge or not found, in 90 days. */
  rating_charged: number;
  rating_failed: number;
}

const later = (a: number | null, b: number | null): number | null => (a === null ? b : b === null ? a : Math.max(a, b));

/** The facts after one more check-in. The order check-ins are folded in does not matter. */
export function foldCheckIn(facts: SummaryFacts | undefined, outcome: Outcome, at: number): SummaryFacts {
  const good = outcome === 'charged' ? at : null;
  const bad = isBadOutcome(outcome) ? at : null;
  if (!facts) return { lastOutcome: outcome, lastAt: at, goodAt: good, badAt: bad };
  // Equal times: the more cautious outcome is the latest (a failure over a success), so the
  // result is the same whichever arrives first.
  const newer =
    at > facts.lastAt || (at === facts.lastAt && OUTCOME_WEIGHT[outcome] > OUTCOME_WEIGHT[facts.lastOutcome]);
  return {
    lastOutcome: newer ? outcome : facts.lastOutcome,
    lastAt: Math.max(at, facts.lastAt),
    goodAt: later(facts.goodAt, good),
    badAt: later(facts.badAt, bad),
  };
}

/** The outcomes from the least to the most cautious: at equal times the later in this list is the latest. */
export const OUTCOMES_BY_CAUTION: readonly Outcome[] = ['charged', 'waited', 'could_not_charge', 'not_found'];
const OUTCOME_WEIGHT = Object.fromEntries(OUTCOMES_BY_CAUTION.map((outcome, i) => [outcome, i])) as Readonly<
  Record<Outcome, number>
>;

/** A day's counts after one more check-in. */
export function countCheckIn(day: DayCount | undefined, outcome: Outcome, at: number): DayCount {
  const base = day ?? { day: indiaDay(at), total: 0, charged: 0, bad: 0 };
  return {
    ...base,
    total: base.total + 1,
    charged: base.charged + (outcome === 'charged' ? 1 : 0),
    bad: base.bad + (isBadOutcome(outcome) ? 1 : 0),
  };
}

/** The facts and per-day counts of a station's visible check-ins, worked out afresh (after a moderator hides one). */
export function summariseCheckIns(checkIns: ReadonlyArray<{ outcome: Outcome; createdAt: number }>): {
  facts: SummaryFacts | undefined;
  days: DayCount[];
} {
  let facts: SummaryFacts | undefined;
  const days = new Map<number, DayCount>();
  for (const { outcome, createdAt } of checkIns) {
    facts = foldCheckIn(facts, outcome, createdAt);
    const day = indiaDay(createdAt);
    days.set(day, countCheckIn(days.get(day), outcome, createdAt));
  }
  return { facts, days: [...days.values()].sort((a, b) => a.day - b.day) };
}

/** The first India day inside a window of `days` days ending today (today counts as one). */
export const firstDayOf = (days: number, now: number): number => indiaDay(now) - days + 1;

/** The summary at `now`: the 30-day count and the 90-day rating from the day counts. */
export function stationSummary(
  placeId: string,
  facts: SummaryFacts | undefined,
  days: readonly DayCount[],
  now: number,
): StationSummary {
  const countFrom = firstDayOf(WINDOWS.countDays, now);
  const ratingFrom = firstDayOf(WINDOWS.ratingDays, now);
  let count = 0;
  let charged = 0;
  let failed = 0;
  for (const d of days) {
    if (d.day >= countFrom) count += d.total;
    if (d.day >= ratingFrom) {
      charged += d.charged;
      failed += d.bad;
    }
  }
  return {
    place_id: placeId,
    state: facts ? facts.lastOutcome : 'none',
    last_at: facts ? facts.lastAt : null,
    check_ins_30d: count,
    rating: stationRating(charged, failed),
    rating_charged: charged,
    rating_failed: failed,
  };
}

/** The words a card leads with for a state ('Charged OK'); the screen adds the time ago. */
export function summaryLabelKey(state: SummaryState): string {
  switch (state) {
    case 'charged':
      return 'stationCard.summary.charged';
    case 'could_not_charge':
      return 'stationCard.summary.notWorking';
    case 'waited':
      return 'stationCard.summary.waited';
    case 'not_found':
      return 'stationCard.summary.notFound';
    case 'none':
      return 'stationCard.summary.none';
  }
}
