/** The pure formatters live in src/domain so the server words amounts the same way. */
export { formatCount, formatPrice, formatRupees } from '../../domain/format/rupees.ts';
import { i18n } from './i18n.ts';

/**
 * The month's name in the reader's language (the catalogue's dates.months: 'August', 'अगस्त'),
 * as Intl's long dates name it; read when a date is written, so a component that renders again on
 * a switch of language (every one reading useTranslation) writes it in the new language.
 */
const monthName = (month: number): string | undefined => i18n.list('dates.months')[month - 1];

/** '2024-08' → 'August 2024' ('अगस्त 2024' for a Hindi reader). */
export function formatMonth(yyyyMm: string): string {
  const [year, month] = yyyyMm.split('-').map(Number);
  const name = month && year ? monthName(month) : undefined;
  return name ? `${name} ${year}` : yyyyMm;
}

/**
 * '2022-02-11' → '11 February 2022' ('11 फ़रवरी 2022' for a Hindi reader), as Intl's en-IN and
 * hi-IN long dates write it. Written out (like the rest of this file) because the first
 * Intl.DateTimeFormat costs a slow phone tens of milliseconds on a list's first render. Text that
 * is not a date comes back as it is.
 */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthName(Number(match[2])) : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month} ${match[1]}`;
}
