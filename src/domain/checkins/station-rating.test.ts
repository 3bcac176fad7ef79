import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { medianPrice, stationRating, wilsonLowerBound } from './station-rating.ts';

describe('the rating from check-ins', () => {
  it('is NA with fewer than 3 check-ins that say whether charging worked', () => {
    expect(stationRating(0, 0)).toBe('NA');
    expect(stationRating(2, 0)).toBe('NA');
    expect(stationRating(1, 1)).toBe('NA');
    expect(stationRating(3, 0)).not.toBe('NA');
  });

  it('gives the figures docs/check-ins.md lists', () => {
    expect(stationRating(3, 0)).toBe(3.1);
    expect(stationRating(10, 0)).toBe(4.1);
    expect(stationRating(30, 0)).toBe(4.7);
    expect(stationRating(8, 2)).toBe(3.2);
    expect(stationRating(2, 1)).toBe(2);
    expect(stationRating(0, 5)).toBe(1);
  });

  it('stays within 1–5, below the plain share, and rises with each more success (fast-check)', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), (good, bad) => {
        const total = good + bad;
        const bound = wilsonLowerBound(good, total);
        expect(bound).toBeGreaterThanOrEqual(0);
        expect(bound).toBeLessThanOrEqual(total === 0 ? 0 : good / total + 1e-12);
        expect(wilsonLowerBound(good + 1, total + 1)).toBeGreaterThanOrEqual(bound - 1e-12);
        expect(wilsonLowerBound(good, total + 1)).toBeLessThanOrEqual(bound + 1e-12);
        const rating = stationRating(good, bad);
        if (total < 3) expect(rating).toBe('NA');
        else {
          expect(rating).toBeGreaterThanOrEqual(1);
          expect(rating).toBeLessThanOrEqual(5);
          expect(Math.round((rating as number) * 10)).toBeCloseTo((rating as number) * 10, 9);
        }
      }),
    );
  });
});

describe('the median price paid', () => {
  it('is the middle price, or the mean of the middle two, to the paisa; null for none', () => {
    expect(medianPrice([])).toBeNull();
    expect(medianPrice([18])).toBe(18);
    expect(medianPrice([24, 16, 18])).toBe(18);
    expect(medianPrice([16, 18, 24, 20])).toBe(19);
    expect(medianPrice([17.255, 17.26])).toBe(17.26);
  });

  it('has as many prices at or below it as at or above it (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 0, max: 10_000 }).map((p) => p / 100),
          { minLength: 1, maxLength: 60 },
        ),
        (prices) => {
          const median = medianPrice(prices)!;
          expect(prices.filter((p) => p <= median + 0.005).length * 2).toBeGreaterThanOrEqual(prices.length);
          expect(prices.filter((p) => p >= median - 0.005).length * 2).toBeGreaterThanOrEqual(prices.length);
        },
      ),
    );
  });
});
