/**
 * Up to two other stations for each stop of a plan: compatible, within about 10 km along the route
 * of the chosen one, between the stops before and after it, and keeping the whole plan feasible when
 * swapped in (the arrival there and at every later stop stays at or above the reserve). Quickest
 * first, then nearest, then in route order.
 */
import type { FeasiblePlan, PlanInput, PlannedStop } from './plan-types.ts';
import { prepareTrip, walkStops, type TripContext } from './trip-legs.ts';

export const ALTERNATIVE_WITHIN_KM = 10;
export const MAX_ALTERNATIVES = 2;

export interface StopAlternative extends PlannedStop {
  /** Change in the trip's total time with this station instead of the chosen one (≥ 0 for a plan from planCharging). */
  extraMinutes: number;
}

export interface AlternativeOptions {
  withinKm?: number;
  max?: number;
}

/** For each stop of `plan` (made by planCharging from the same input), its alternatives; `ctx`: prepareTrip(input), when the caller has it. */
export function stopAlternatives(
  input: PlanInput,
  plan: FeasiblePlan,
  options: AlternativeOptions = {},
  ctx: TripContext = prepareTrip(input),
): StopAlternative[][] {
  const withinKm = options.withinKm ?? ALTERNATIVE_WITHIN_KM;
  const max = options.max ?? MAX_ALTERNATIVES;
  const { candidates } = ctx;
  const sequence = plan.stops.map((stop) =>
    candidates.findIndex(({ station }) => station.id === stop.stationId && station.alongKm === stop.alongKm),
  );
  if (sequence.some((index) => index < 0)) throw new Error('the plan names a station the input does not offer');

  return sequence.map((chosen, k) => {
    const after = k > 0 ? sequence[k - 1]! : -1;
    const before = k + 1 < sequence.length ? sequence[k + 1]! : candidates.length;
    const chosenKm = candidates[chosen]!.station.alongKm;
    const found: { alternative: StopAlternative; offKm: number; index: number }[] = [];
    for (let index = after + 1; index < before; index++) {
      const offKm = Math.abs(candidates[index]!.station.alongKm - chosenKm);
      if (index === chosen || offKm > withinKm) continue;
      const swapped = walkStops(
        ctx,
        sequence.map((stop, position) => (position === k ? index : stop)),
      );
      if (!swapped) continue;
      found.push({
        alternative: { ...swapped.stops[k]!, extraMinutes: swapped.totalMinutes - plan.totalMinutes },
        offKm,
        index,
      });
    }
    found.sort(
      (a, b) => a.alternative.extraMinutes - b.alternative.extraMinutes || a.offKm - b.offKm || a.index - b.index,
    );
    return found.slice(0, max).map(({ alternative }) => alternative);
  });
}
