import { afterAll, describe, expect, it } from 'vitest';
import { formatLongDate, formatMonth } from './format.ts';
import { setLanguage } from './i18n.ts';

const DATES = [
  '2022-02-11',
  '2024-01-01',
  '2025-12-31',
  '2023-09-05',
  '2026-11-23',
  '2024-03-15',
  '2024-04-30',
  '2024-05-01',
  '2024-06-06',
  '2024-07-07',
  '2024-08-08',
  '2024-10-10',
];
const atUtc = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('dates', () => {
  it('writes a day as Intl en-IN long dates do', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (const iso of DATES) expect(formatLongDate(iso)).toBe(intl.format(atUtc(iso)));
    expect(formatMonth('2024-08')).toBe('August 2024');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatLongDate('soon')).toBe('soon');
    expect(formatLongDate('2022-13-01')).toBe('2022-13-01');
    expect(formatMonth('2024-13')).toBe('2024-13');
  });
});

describe('dates for a Hindi reader (issue 18)', () => {
  afterAll(() => setLanguage('en'));

  it('names every month as Intl hi-IN does, in long dates and month-and-year', async () => {
    await setLanguage('hi');
    const months = new Intl.DateTimeFormat('hi-IN', { month: 'long', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const monthYear = new Intl.DateTimeFormat('hi-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      const iso = `2024-${String(month).padStart(2, '0')}`;
      expect(formatMonth(iso)).toBe(`${months.format(atUtc(`${iso}-15`))} 2024`);
      expect(formatMonth(iso)).toBe(monthYear.format(atUtc(`${iso}-15`)));
    }
    for (const iso of DATES) expect(formatLongDate(iso)).toBe(long.format(atUtc(iso)));
  });
});

describe.each(['mr', 'ta', 'te', 'kn', 'bn', 'ml', 'gu'] as const)(
  'dates for a reader of %s (issue 41)',
  (language) => {
    afterAll(() => setLanguage('en'));

    it('are written in the language’s own form for <lang>-IN, with Latin digits', async () => {
      await setLanguage(language);
      const locale = `${language}-IN-u-nu-latn`;
      const long = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      for (const iso of DATES) {
        expect(formatLongDate(iso)).toBe(long.format(atUtc(iso)));
        expect(formatLongDate(iso)).toMatch(/^[^०-९০-৯૦-૯]*$/);
        expect(formatLongDate(iso)).toContain(iso.slice(0, 4));
      }
      expect(formatMonth('2024-08')).toContain('2024');
      expect(formatMonth('2024-08')).not.toBe('August 2024');
    });
  },
);
