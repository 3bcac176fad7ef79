import { describe, expect, it } from 'vitest';
import { averageKmh, drivingMinutes } from './trip-pace.ts';

describe('averageKmh', () => {
  it("is the kind's highway average, lower for a vehicle too slow to reach it", () => {
    expect(averageKmh('car')).toBe(55);
    expect(averageKmh('scooter', 90)).toBe(40);
    expect(averageKmh('scooter', 25)).toBe(20);
    expect(drivingMinutes(110, 55)).toBe(120);
  });
});
