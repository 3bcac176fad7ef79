/**
 * What a check-in and a problem report can say, and the limits on writing them (issue 17;
 * docs/check-ins.md). Times are epoch milliseconds; a "day" is India's calendar day (IST, UTC+05:30).
 */

/** 'Charged', 'Could not charge', 'Waited / busy', 'Station not found'. */
export const OUTCOMES = ['charged', 'could_not_charge', 'waited', 'not_found'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** The outcomes that say the station did not work: they count against its rating and make the planner avoid it. */
export const BAD_OUTCOMES: readonly Outcome[] = ['could_not_charge', 'not_found'];
export const isBadOutcome = (outcome: string): boolean => (BAD_OUTCOMES as readonly string[]).includes(outcome);

/** Wrong location, wrong connectors, closed for good, a duplicate of another station. */
export const REPORT_KINDS = ['wrong_location', 'wrong_connectors', 'closed', 'duplicate'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A comment or a report's note, in characters (code points). */
export const TEXT_MAX = 280;

/** Bounds of the figures a driver may type: a 1 kW scooter point to a 400 kW car charger; ₹0 (free) to ₹100/kWh. */
export const FIGURE_LIMITS = {
  kw: { min: 0.5, max: 400 },
  pricePerKwh: { min: 0, max: 100 },
} as const;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Per person: one check-in per station per 30 minutes, 30 check-ins and 10 reports per India
 * day. (The per-address limit is the server's configuration: STATION_WRITES_PER_IP_PER_HOUR.)
 */
export const WRITE_LIMITS = {
  sameStationMs: 30 * MINUTE_MS,
  checkInsPerDay: 30,
  reportsPerDay: 10,
  favourites: 500,
} as const;

/** Windows of the summaries: the card's count, the rating and the median price, the planner's rule. */
export const WINDOWS = {
  countDays: 30,
  ratingDays: 90,
  priceDays: 90,
  /** A station whose latest check-in in this window says it did not work is avoided by the planner. */
  avoidMs: 48 * HOUR_MS,
  /** A 'charged' check-in this recent (and no failure after it) makes the planner prefer the station. */
  preferMs: 7 * DAY_MS,
} as const;

const IST_OFFSET_MS = 330 * MINUTE_MS;

/** India's calendar day of a time, as a day number (days since 1970-01-01 in IST). */
export const indiaDay = (at: number): number => Math.floor((at + IST_OFFSET_MS) / DAY_MS);

/** When India's day `day` starts, in epoch milliseconds. */
export const indiaDayStart = (day: number): number => day * DAY_MS - IST_OFFSET_MS;

/** Whole seconds (at least 1) until India's next day starts: a daily limit's Retry-After. */
export const secondsToNextIndiaDay = (now: number): number =>
  Math.max(1, Math.ceil((indiaDayStart(indiaDay(now) + 1) - now) / 1000));

/** 'YYYY-MM-DD' of India's day at `at` (the download's file name). */
export const indiaDate = (at: number): string =>
  new Date(indiaDayStart(indiaDay(at)) + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The name of a person's downloaded data: the server's Content-Disposition and the saved file alike. */
export const myDataFileName = (at: number): string => `ev-india-my-data-${indiaDate(at)}.json`;
