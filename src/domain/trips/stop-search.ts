/**
 * The exact fastest sequence of stops under the policy of trip-legs.ts, as a shortest path over a
 * DAG: candidates in route order are the nodes, the battery is the state. Under the policy a stop
 * that charges leaves at the target, so "left candidate i at the target" is one node whatever came
 * before; the last stop (which charges only what the destination needs) is an edge to the end.
 * A stop that would charge nothing is never needed: dropping it saves its detour and overhead and
 * leaves every later arrival as high or higher. So the search is exact for the policy: O(n²) at
 * worst, much less in practice, as a stop's reach is cut off along the sorted route.
 *
 * Ties (within TIME_EPSILON minutes) go to fewer stops, then to the sequence whose first differing
 * stop is earlier in route order (lower alongKm, then id): the same answer for the same input.
 */
import { fullPowerPct, minutesPerFullPowerPct, TAPER_START_PCT } from './charging-time.ts';
import type { ChargeCurrent } from './connectors.ts';
import { PCT_EPSILON, type TripContext } from './trip-legs.ts';

export const TIME_EPSILON = 1e-7;
const NONE = -2;
const START = -1;

/** Per-candidate figures the search reads in its inner loop, as flat arrays. */
function tables(ctx: TripContext) {
  const { candidates, targetPct, reservePct, pctPerKm, routeKm, usableKwh } = ctx;
  const n = candidates.length;
  const along = new Float64Array(n);
  const detour = new Float64Array(n);
  const perPct = new Float64Array(n);
  const current: ChargeCurrent[] = new Array(n);
  const atTarget = new Float64Array(n);
  const need = new Float64Array(n);
  const atNeed = new Float64Array(n);
  for (let j = 0; j < n; j++) {
    const { station, power } = candidates[j]!;
    along[j] = station.alongKm;
    detour[j] = station.detourKm;
    perPct[j] = minutesPerFullPowerPct(power, usableKwh);
    current[j] = power.current;
    atTarget[j] = fullPowerPct(targetPct, power.current);
    need[j] = reservePct + pctPerKm * (station.detourKm + routeKm - station.alongKm);
    atNeed[j] = fullPowerPct(Math.min(need[j]!, targetPct), power.current);
  }
  return { n, along, detour, perPct, current, atTarget, need, atNeed };
}

/** Stop indices from the start to node i (inclusive), following `prev`. */
function pathTo(prev: Int32Array, i: number): number[] {
  const path: number[] = [];
  for (let at = i; at >= 0; at = prev[at]!) path.push(at);
  return path.reverse();
}

/** Is the sequence "prevA's path, then tailA" before "prevB's path, then tailB" (same length)? */
function earlierInRoute(prev: Int32Array, prevA: number, tailA: number, prevB: number, tailB: number): boolean {
  const a = prevA >= 0 ? pathTo(prev, prevA) : [];
  const b = prevB >= 0 ? pathTo(prev, prevB) : [];
  if (tailA >= 0) a.push(tailA);
  if (tailB >= 0) b.push(tailB);
  for (let k = 0; k < Math.min(a.length, b.length); k++) if (a[k] !== b[k]) return a[k]! < b[k]!;
  return false;
}

/** The fastest stop sequence (indices into ctx.candidates), [] for none needed, or null when the trip can't be done. */
export function searchStops(ctx: TripContext): number[] | null {
  const { targetPct, reservePct, pctPerKm, overheadMinutes, routeKm } = ctx;
  const { n, along, detour, perPct, current, atTarget, need, atNeed } = tables(ctx);
  const minutesPerKm = 60 / ctx.kmh;
  const bestMinutes = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const bestStops = new Int32Array(n);
  const bestPrev = new Int32Array(n).fill(NONE);
  let endMinutes = Number.POSITIVE_INFINITY;
  let endStops = 0;
  let endPrev = NONE;
  let endLast = NONE;

  const beatsEnd = (minutes: number, stops: number, prev: number, last: number) => {
    if (endPrev === NONE) return true;
    if (Math.abs(minutes - endMinutes) > TIME_EPSILON) return minutes < endMinutes;
    if (stops !== endStops) return stops < endStops;
    return earlierInRoute(bestPrev, prev, last, endPrev, endLast);
  };
  const offerEnd = (minutes: number, stops: number, prev: number, last: number) => {
    if (!beatsEnd(minutes, stops, prev, last)) return;
    [endMinutes, endStops, endPrev, endLast] = [minutes, stops, prev, last];
  };

  const relaxFrom = (source: number, level: number, atAlong: number, atDetour: number, base: number, stops: number) => {
    const reachKm = (level - reservePct + PCT_EPSILON) / pctPerKm;
    const directKm = atDetour + routeKm - atAlong;
    if (directKm <= reachKm) offerEnd(base + directKm * minutesPerKm, stops, source, -1);
    for (let j = source + 1; j < n; j++) {
      const roadKm = atDetour + along[j]! - atAlong;
      if (roadKm > reachKm) break;
      const km = roadKm + detour[j]!;
      if (km > reachKm) continue;
      const arrive = Math.max(reservePct, level - pctPerKm * km);
      const arrivedAt = arrive <= TAPER_START_PCT ? arrive : fullPowerPct(arrive, current[j]!);
      const reached = base + km * minutesPerKm + overheadMinutes;
      if (arrive <= targetPct + PCT_EPSILON) {
        const minutes = reached + perPct[j]! * Math.max(0, atTarget[j]! - arrivedAt);
        const held = bestMinutes[j]!;
        const wins =
          bestPrev[j] === NONE ||
          (Math.abs(minutes - held) > TIME_EPSILON
            ? minutes < held
            : stops + 1 !== bestStops[j]
              ? stops + 1 < bestStops[j]!
              : earlierInRoute(bestPrev, source, j, bestPrev[j]!, j));
        if (wins) {
          bestMinutes[j] = minutes;
          bestStops[j] = stops + 1;
          bestPrev[j] = source;
        }
      }
      if (need[j]! <= targetPct + PCT_EPSILON && arrive < need[j]!) {
        const finish = (detour[j]! + routeKm - along[j]!) * minutesPerKm;
        offerEnd(reached + perPct[j]! * Math.max(0, atNeed[j]! - arrivedAt) + finish, stops + 1, source, j);
      }
    }
  };

  relaxFrom(START, ctx.startPct, 0, 0, 0, 0);
  for (let i = 0; i < n; i++) {
    if (bestPrev[i] !== NONE) relaxFrom(i, targetPct, along[i]!, detour[i]!, bestMinutes[i]!, bestStops[i]!);
  }
  if (endPrev === NONE) return null;
  const sequence = endPrev >= 0 ? pathTo(bestPrev, endPrev) : [];
  if (endLast >= 0) sequence.push(endLast);
  return sequence;
}
