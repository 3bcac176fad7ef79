/** The pure formatters live in src/domain so the server words amounts the same way. */
export { formatCount, formatPrice, formatRupees } from '../../domain/format/rupees.ts';

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** '2024-08' → 'August 2024'. */
export function formatMonth(yyyyMm: string): string {
  const [year, month] = yyyyMm.split('-').map(Number);
  return month && year ? `${monthNames[month - 1]} ${year}` : yyyyMm;
}
