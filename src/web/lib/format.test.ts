import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonth } from './format.ts';

describe('dates', () => {
  it('writes a day as Intl en-IN long dates do', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (const iso of ['2022-02-11', '2024-01-01', '2025-12-31', '2023-09-05']) {
      expect(formatLongDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatLongDate('soon')).toBe('soon');
    expect(formatLongDate('2022-13-01')).toBe('2022-13-01');
    expect(formatMonth('2024-08')).toBe('August 2024');
  });
});
