import { describe, expect, it } from 'vitest';
import { median, medianPoint } from './median.ts';

describe('median', () => {
  it('takes medians like pincodes.csv does (mean of the middle two)', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
    expect(
      medianPoint([
        { lat: 1, lng: 10 },
        { lat: 3, lng: 30 },
        { lat: 2, lng: 50 },
      ]),
    ).toEqual({ lat: 2, lng: 30 });
    expect(medianPoint([])).toBeUndefined();
  });
});
