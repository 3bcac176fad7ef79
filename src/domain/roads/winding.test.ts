import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TURN_WINDOW_METRES, turnDensities } from './winding.ts';

// Integer coordinates (degrees × 100,000) near the equator, where 1 unit is about 1.11 m both ways.
describe('turnDensities', () => {
  it('is zero along a straight road', () => {
    const xs = Array.from({ length: 50 }, (_, i) => 7_700_000 + i * 90);
    const ys = xs.map(() => 0);
    expect([...turnDensities(xs, ys)].every((d) => d === 0)).toBe(true);
  });

  it('counts a right-angle bend once, spread over the window around it', () => {
    // 20 segments of ~100 m east, then 20 north: one 90° turn at the corner.
    const xs = [...Array.from({ length: 21 }, (_, i) => i * 90), ...Array.from({ length: 20 }, () => 20 * 90)];
    const ys = [...Array.from({ length: 21 }, () => 0), ...Array.from({ length: 20 }, (_, i) => (i + 1) * 90)];
    const d = turnDensities(xs, ys);
    expect(Math.max(...d)).toBeCloseTo(90 / (TURN_WINDOW_METRES / 1000), 6);
    expect(d[0]).toBe(0);
    expect(d[d.length - 1]).toBe(0);
  });

  it('is never negative and reads more on a zigzag than on the same road straightened', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -60, max: 60 }), { minLength: 3, maxLength: 60 }), (offsets) => {
        const xs = offsets.map((_, i) => i * 80);
        const ys = offsets;
        const d = turnDensities(xs, ys);
        expect(d.length).toBe(xs.length - 1);
        for (const v of d) expect(v).toBeGreaterThanOrEqual(0);
        const straight = turnDensities(
          xs,
          xs.map(() => 0),
        );
        expect(straight.reduce((s, v) => s + v, 0)).toBeLessThanOrEqual(d.reduce((s, v) => s + v, 0));
      }),
      { numRuns: 100, seed: 29 },
    );
  });
});
