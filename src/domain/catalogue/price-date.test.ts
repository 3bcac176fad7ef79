import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oldPriceYear } from './price-date.ts';

const TODAY = new Date(Date.UTC(2026, 11, 1));

describe('oldPriceYear', () => {
  it('gives the year of a price more than two years old', () => {
    expect(oldPriceYear('2022-10-07', TODAY)).toBe('2022');
    expect(oldPriceYear('2023-11-10', TODAY)).toBe('2023');
    expect(oldPriceYear('2021', TODAY)).toBe('2021');
  });

  it('says nothing for a recent, undated or unreadable price', () => {
    expect(oldPriceYear('2025-12-13', TODAY)).toBeNull();
    expect(oldPriceYear('2024-12-01', TODAY)).toBeNull();
    expect(oldPriceYear(null, TODAY)).toBeNull();
    expect(oldPriceYear(undefined, TODAY)).toBeNull();
    expect(oldPriceYear('soon', TODAY)).toBeNull();
  });

  it('counts a month or a year as its last day, so no price is called older than it may be', () => {
    expect(oldPriceYear('2024-12', TODAY)).toBeNull();
    expect(oldPriceYear('2024-11', TODAY)).toBe('2024');
    expect(oldPriceYear('2024', TODAY)).toBeNull();
    expect(oldPriceYear('2023', TODAY)).toBe('2023');
  });

  it('names a price exactly when its date is before the day two years back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 * 365 }), (daysBack) => {
        const given = new Date(TODAY.getTime() - daysBack * 86_400_000);
        const iso = given.toISOString().slice(0, 10);
        const old = given < new Date(Date.UTC(2024, 11, 1));
        expect(oldPriceYear(iso, TODAY)).toBe(old ? iso.slice(0, 4) : null);
      }),
    );
  });
});
