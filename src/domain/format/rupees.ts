/**
 * Indian rupee amounts as the spec writes them (section 9): Indian digit grouping, no decimals,
 * e.g. 1249000 → '₹12,49,000'. Shared by the web screens and anything the server words.
 *
 * Written out rather than through Intl.NumberFormat('en-IN'): the first such formatter costs a
 * slow phone ~20–40 ms of locale-data loading (measured ~75 ms at 4× CPU throttling), on the
 * critical path of every screen with a price, and some Android WebViews ship without the en-IN
 * data and would group the Western way.
 */

/** '1249000' → '12,49,000': the last three digits, then pairs. */
function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/** Whole units, rounded half away from zero, signed as Intl signs them (a negative that rounds to 0 is '-0'). */
function grouped(value: number): { sign: string; digits: string } {
  const rounded = Math.round(Math.abs(value));
  return { sign: value < 0 || Object.is(value, -0) ? '-' : '', digits: groupDigits(BigInt(rounded).toString()) };
}

/** 1249000 → '₹12,49,000'; −500 → '-₹500'. A value that is not a finite number reads as it is ('NaN'). */
export function formatRupees(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const { sign, digits } = grouped(value);
  return `${sign}₹${digits}`;
}

/** 2322472 → '23,22,472'. */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const { sign, digits } = grouped(value);
  return `${sign}${digits}`;
}

/** A price that may be missing: null (no source gave one) reads 'NA', never ₹0. */
export const formatPrice = (value: number | null | undefined, missing = 'NA'): string =>
  typeof value === 'number' && Number.isFinite(value) ? formatRupees(value) : missing;
