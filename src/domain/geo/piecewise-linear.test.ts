import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { piecewiseLinear } from './piecewise-linear.ts';

describe('piecewiseLinear', () => {
  it('goes through every point, and in a straight line between two', () => {
    const steps = fc.array(
      fc.record({
        dx: fc.double({ min: 0.001, max: 50, noNaN: true }),
        y: fc.double({ min: -1000, max: 1000, noNaN: true }),
      }),
      { minLength: 2, maxLength: 30 },
    );
    fc.assert(
      fc.property(steps, fc.double({ min: 0, max: 1, noNaN: true }), fc.nat(), (list, share, pick) => {
        const xs: number[] = [];
        list.forEach((s, i) => xs.push(i === 0 ? 0 : xs[i - 1]! + s.dx));
        const ys = list.map((s) => s.y);
        xs.forEach((x, i) => expect(piecewiseLinear(xs, ys, x)).toBeCloseTo(ys[i]!, 6));
        const i = pick % (xs.length - 1);
        const x = xs[i]! + share * (xs[i + 1]! - xs[i]!);
        expect(piecewiseLinear(xs, ys, x)).toBeCloseTo(ys[i]! + share * (ys[i + 1]! - ys[i]!), 6);
      }),
    );
  });

  it('holds the end values beyond the ends, and takes a run of equal xs without dividing by zero', () => {
    expect(piecewiseLinear([0, 10], [5, 7], -3)).toBe(5);
    expect(piecewiseLinear([0, 10], [5, 7], 30)).toBe(7);
    expect(piecewiseLinear([0, 5, 5, 10], [0, 1, 2, 3], 5)).toBe(2);
    expect(Number.isFinite(piecewiseLinear([0, 0], [1, 2], 0))).toBe(true);
  });
});
