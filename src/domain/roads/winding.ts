/**
 * How much a road turns: the sum of its changes of heading, in degrees per km, over a window of road around each
 * segment (the "curvature change rate" of road design, measured from the drawn geometry). docs/road-graph.md,
 * "Winding".
 */

/** Length of road the turning is summed over, centred on each segment (metres). */
export const TURN_WINDOW_METRES = 1000;

const RAD = Math.PI / 180;
/** Metres per integer coordinate unit (1e-5°) along a meridian, on the app's 6,371 km sphere. */
const METRES_PER_UNIT = (6_371_000 * RAD) / 100_000;

/**
 * Turning around each segment of a polyline given in integer coordinates (degrees × 100,000), degrees per km:
 * the heading changes at the vertices within TURN_WINDOW_METRES of road centred on the segment's middle,
 * divided by the window's length (a window cut short by the polyline's end still counts as whole, so a short
 * polyline reads low rather than noisy). Returns one value per segment.
 */
export function turnDensities(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  windowMetres = TURN_WINDOW_METRES,
): Float64Array {
  const n = xs.length;
  const out = new Float64Array(Math.max(0, n - 1));
  if (n < 2) return out;
  // Cumulative length at each vertex, and each segment's heading (east, north unit vector).
  const at = new Float64Array(n);
  const hx = new Float64Array(n - 1);
  const hy = new Float64Array(n - 1);
  for (let i = 1; i < n; i++) {
    const c = Math.cos(((ys[i - 1]! + ys[i]!) / 2 / 100_000) * RAD);
    const dx = (xs[i]! - xs[i - 1]!) * c * METRES_PER_UNIT;
    const dy = (ys[i]! - ys[i - 1]!) * METRES_PER_UNIT;
    const len = Math.hypot(dx, dy);
    at[i] = at[i - 1]! + len;
    hx[i - 1] = len > 0 ? dx / len : 0;
    hy[i - 1] = len > 0 ? dy / len : 0;
  }
  // Turn at each inner vertex, as a running sum over the vertices.
  const turnSum = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    let turn = 0;
    if (i > 0 && i < n - 1) {
      const dot = hx[i - 1]! * hx[i]! + hy[i - 1]! * hy[i]!;
      turn = Math.acos(Math.max(-1, Math.min(1, dot))) / RAD;
    }
    turnSum[i + 1] = turnSum[i]! + turn;
  }
  let lo = 0;
  let hi = 0;
  for (let j = 0; j < n - 1; j++) {
    const mid = (at[j]! + at[j + 1]!) / 2;
    while (lo < n && at[lo]! < mid - windowMetres / 2) lo++;
    while (hi < n && at[hi]! <= mid + windowMetres / 2) hi++;
    out[j] = ((turnSum[hi]! - turnSum[lo]!) / windowMetres) * 1000;
  }
  return out;
}
