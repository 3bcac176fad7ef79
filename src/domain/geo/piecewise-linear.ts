/**
 * y at x on the piecewise-linear function through the points (xs[i], ys[i]), xs never decreasing,
 * for x within [xs[0], xs[last]] (the caller decides beyond the ends): a binary search for the last
 * point at or before x, then a straight line to the next. A run of equal xs gives the first y of
 * the run's last point.
 */
export function piecewiseLinear(xs: ArrayLike<number>, ys: ArrayLike<number>, x: number): number {
  let lo = 0;
  let hi = xs.length - 1;
  if (hi <= 0 || x <= (xs[0] as number)) return ys[0] as number;
  if (x >= (xs[hi] as number)) return ys[hi] as number;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((xs[mid] as number) <= x) lo = mid;
    else hi = mid;
  }
  const x0 = xs[lo] as number;
  const x1 = xs[hi] as number;
  const y0 = ys[lo] as number;
  return x1 > x0 ? y0 + ((x - x0) / (x1 - x0)) * ((ys[hi] as number) - y0) : y0;
}
