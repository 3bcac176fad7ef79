/**
 * Why a trip can't be done, and what would make it work: the first stretch along the route that no
 * compatible charger bridges ("No fast charger for your vehicle between Hubballi and Belagavi
 * (182 km). With 15% reserve you can cover 160 km."), and the changes (a lower reserve, AC points,
 * a higher start) that the planner finds feasible when it plans again with them.
 */
import type { PlanGap, PlanInput, PlanSuggestions } from './plan-types.ts';
import { arrival, legKm, PCT_EPSILON, prepareTrip, type TripContext } from './trip-legs.ts';

/** Suggested reserves and starts move in steps of this many %. */
export const SUGGESTION_STEP_PCT = 5;
/** The lowest reserve the planner suggests. */
export const LOWEST_SUGGESTED_RESERVE_PCT = 5;

/**
 * The highest level each candidate can be left with (NaN when it can't be reached): under the
 * policy a stop leaves at the target, or above it when it arrived above it and charged nothing.
 */
function bestDepartures(ctx: TripContext): Float64Array {
  const { candidates, targetPct, reservePct, pctPerKm } = ctx;
  const n = candidates.length;
  const along = Float64Array.from(candidates, (c) => c.station.alongKm);
  const detour = Float64Array.from(candidates, (c) => c.station.detourKm);
  const depart = new Float64Array(n).fill(Number.NaN);
  const relax = (source: number, level: number, atAlong: number, atDetour: number) => {
    const reachKm = (level - reservePct + PCT_EPSILON) / pctPerKm;
    for (let j = source + 1; j < n; j++) {
      const roadKm = atDetour + along[j]! - atAlong;
      if (roadKm > reachKm) break;
      const km = roadKm + detour[j]!;
      if (km > reachKm) continue;
      const leave = Math.max(level - pctPerKm * km, targetPct);
      if (!(leave <= depart[j]!)) depart[j] = leave;
    }
  };
  relax(-1, ctx.startPct, 0, 0);
  for (let i = 0; i < n; i++) if (!Number.isNaN(depart[i]!)) relax(i, depart[i]!, along[i]!, detour[i]!);
  return depart;
}

/** Whether the trip can be done under the policy (what searchStops finds, without the timing). */
export function canFinish(ctx: TripContext): boolean {
  if (arrival(ctx, ctx.startPct, ctx.routeKm) !== null) return true;
  const depart = bestDepartures(ctx);
  return ctx.candidates.some(
    ({ station }, i) => !Number.isNaN(depart[i]!) && arrival(ctx, depart[i]!, legKm(ctx, station, undefined)) !== null,
  );
}

/** The first stretch that can't be crossed, and how far the charge at its start carries the vehicle. Call only for a trip searchStops can't do. */
export function findGap(ctx: TripContext): { gap: PlanGap; reachKm: number } {
  const { candidates, pctPerKm, reservePct } = ctx;
  const depart = bestDepartures(ctx);
  // The furthest point reached: the start, or the reachable candidate furthest along.
  let from = -1;
  for (let i = 0; i < candidates.length; i++) if (!Number.isNaN(depart[i]!)) from = i;
  const fromStation = from >= 0 ? candidates[from]!.station : undefined;
  const fromLevel = from >= 0 ? depart[from]! : ctx.startPct;
  const fromKm = fromStation?.alongKm ?? 0;
  // A station so far off the road that no charge could reach it says nothing about the road.
  const bestLevel = Math.max(ctx.startPct, ctx.targetPct);
  const hopeless = (detourKm: number) => reservePct + pctPerKm * detourKm > bestLevel + PCT_EPSILON;
  let to: number | undefined;
  for (let j = from + 1; j < candidates.length; j++) {
    const station = candidates[j]!.station;
    if (station.alongKm > fromKm && !hopeless(station.detourKm)) {
      to = j;
      break;
    }
  }
  const toStation = to === undefined ? undefined : candidates[to]!.station;
  const gap: PlanGap = {
    fromKm,
    toKm: toStation?.alongKm ?? ctx.routeKm,
    lengthKm: legKm(ctx, fromStation, toStation),
  };
  if (fromStation) gap.fromStationId = fromStation.id;
  if (toStation) gap.toStationId = toStation.id;
  return { gap, reachKm: Math.max(0, (fromLevel - reservePct) / pctPerKm) };
}

/**
 * Each single change that makes an infeasible trip feasible, checked by planning again with it
 * (feasibility only grows as the reserve falls or the start rises, so the lowest start is bisected).
 */
export function suggestChanges(input: PlanInput, ctx: TripContext = prepareTrip(input)): PlanSuggestions {
  const suggestions: PlanSuggestions = {};
  const step = SUGGESTION_STEP_PCT;
  const feasibleWith = (change: Partial<Pick<TripContext, 'startPct' | 'reservePct'>>) =>
    canFinish({ ...ctx, ...change });
  for (
    let reserve = Math.ceil(input.reservePct / step) * step - step;
    reserve >= LOWEST_SUGGESTED_RESERVE_PCT;
    reserve -= step
  ) {
    if (feasibleWith({ reservePct: reserve })) {
      suggestions.lowerReservePct = reserve;
      break;
    }
  }
  if (input.vehicle.kind === 'car' && input.allowAc !== true && canFinish(prepareTrip({ ...input, allowAc: true })))
    suggestions.allowAc = true;
  if (input.startPct < 100 && feasibleWith({ startPct: 100 })) {
    let low = Math.floor(input.startPct / step) + 1;
    let high = 100 / step;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (feasibleWith({ startPct: mid * step })) high = mid;
      else low = mid + 1;
    }
    suggestions.startPct = high * step;
  }
  return suggestions;
}
