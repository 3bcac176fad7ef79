/** The pure formatters live in src/domain so the server words amounts the same way. */
export { formatCount, formatPrice, formatRupees } from '../../domain/format/rupees.ts';

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** '2024-08' → 'August 2024'. */
export function formatMonth(yyyyMm: string): string {
  const [year, month] = yyyyMm.split('-').map(Number);
  return month && year ? `${monthNames[month - 1]} ${year}` : yyyyMm;
}

/**
 * '2022-02-11' → '11 February 2022', as Intl's en-IN long date writes it. Written out (like the
 * rest of this file) because the first Intl.DateTimeFormat costs a slow phone tens of
 * milliseconds on a list's first render. Text that is not a date comes back as it is.
 */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month} ${match[1]}`;
}
