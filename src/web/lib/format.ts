/** The pure formatters live in src/domain so the server words amounts the same way. */
export { formatCount, formatPrice, formatRupees } from '../../domain/format/rupees.ts';
import { intlLocale, type Language } from '../../domain/i18n/languages.ts';
import { i18n } from './i18n.ts';

/**
 * The seven languages of issue 41 write dates in their own order and punctuation ('11 பிப்ரவரி,
 * 2022', '2022, ഫെബ്രുവരി 11'): their readers get Intl's form for `<lang>-IN` with Latin digits,
 * one formatter per language made on first use (English and Hindi, the most read, keep the
 * written-out form below, which costs a first render nothing).
 */
const intlDates = new Map<Language, { month: Intl.DateTimeFormat; long: Intl.DateTimeFormat }>();
function intlDatesFor(language: Language) {
  if (language === 'en' || language === 'hi') return undefined;
  let found = intlDates.get(language);
  if (!found) {
    const locale = intlLocale(language);
    found = {
      month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      long: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    };
    intlDates.set(language, found);
  }
  return found;
}

/**
 * The month's name in the reader's language (the catalogue's dates.months: 'August', 'अगस्त'),
 * as Intl's long dates name it; read when a date is written, so a component that renders again on
 * a switch of language (every one reading useTranslation) writes it in the new language.
 */
const monthName = (month: number): string | undefined => i18n.list('dates.months')[month - 1];

/** '2024-08' → 'August 2024' ('अगस्त 2024' for a Hindi reader). */
export function formatMonth(yyyyMm: string): string {
  const [year, month] = yyyyMm.split('-').map(Number);
  const intl = intlDatesFor(i18n.language);
  if (intl && /^\d{4}-\d{2}$/.test(yyyyMm) && month && month <= 12)
    return intl.month.format(Date.UTC(year!, month - 1, 1));
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
  const intl = intlDatesFor(i18n.language);
  if (intl && match && Number(match[2]) >= 1 && Number(match[2]) <= 12)
    return intl.long.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const month = match ? monthName(Number(match[2])) : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month} ${match[1]}`;
}
