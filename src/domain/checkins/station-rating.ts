/**
 * A station's rating from its check-ins (docs/check-ins.md, "Rating"): the Wilson score lower
 * bound, at one-sided 95% confidence, of the share of 'charged' among the check-ins that say
 * whether charging worked ('charged' against 'could_not_charge' and 'not_found') over the last 90
 * days, put on the 1–5 scale the cards use: 1 + 4 × bound, to one decimal. With fewer than 3 such
 * check-ins the rating is 'NA', as the spec has it for a station without a rating.
 *
 * The lower bound answers "how reliable is this station at least, given so few reports?": 3 of 3
 * is 3.1, 10 of 10 is 4.1, 30 of 30 is 4.7, 8 of 10 is 3.2, 2 of 3 is 2.0, 0 of 5 is 1.0.
 */

/** z for one-sided 95% confidence. */
export const RATING_Z = 1.645;
/** Check-ins that say whether charging worked needed before a rating is shown. */
export const RATING_MIN_COUNT = 3;

export type Rating = number | 'NA';

/** The Wilson score interval's lower bound for `good` successes in `total` trials (0 when total is 0). */
export function wilsonLowerBound(good: number, total: number, z: number = RATING_Z): number {
  if (!(total > 0)) return 0;
  const p = good / total;
  const z2 = z * z;
  const centre = p + z2 / (2 * total);
  const spread = z * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total));
  return Math.min(1, Math.max(0, (centre - spread) / (1 + z2 / total)));
}

/** The 1–5 rating of `charged` good and `bad` failed check-ins, or 'NA' below RATING_MIN_COUNT. */
export function stationRating(charged: number, bad: number): Rating {
  const total = charged + bad;
  if (total < RATING_MIN_COUNT) return 'NA';
  return Math.round((1 + 4 * wilsonLowerBound(charged, total)) * 10) / 10;
}

/** The median of the prices paid (the mean of the middle two for an even count), or null for none. */
export function medianPrice(prices: readonly number[]): number | null {
  const sorted = prices.filter((p) => Number.isFinite(p)).toSorted((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = sorted.length >> 1;
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return Math.round(median * 100) / 100;
}
