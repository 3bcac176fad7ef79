/**
 * When a catalogue price is old enough to say so (issue 42): a price given more than two years before
 * `today` is shown with its year ('price as of 2022'). The date is the row's price_as_of (YYYY, YYYY-MM or
 * YYYY-MM-DD); a partial date counts as its last day, so a price is never called older than it may be.
 */
export const PRICE_AGE_YEARS = 2;

function lastDay(asOf: string): Date | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(asOf.trim());
  if (!match) return null;
  const year = Number(match[1]);
  if (match[3]) return new Date(Date.UTC(year, Number(match[2]) - 1, Number(match[3])));
  if (match[2]) return new Date(Date.UTC(year, Number(match[2]), 0));
  return new Date(Date.UTC(year, 11, 31));
}

/** The year to show beside the price, or null when the price is recent, undated or its date unreadable. */
export function oldPriceYear(asOf: string | null | undefined, today: Date): string | null {
  if (!asOf) return null;
  const given = lastDay(asOf);
  if (!given) return null;
  const cutoff = new Date(Date.UTC(today.getUTCFullYear() - PRICE_AGE_YEARS, today.getUTCMonth(), today.getUTCDate()));
  return given < cutoff ? String(given.getUTCFullYear()) : null;
}
