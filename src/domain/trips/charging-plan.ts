/**
 * Charging stops for the driver's own vehicle (issue 16, "Stop choice"): the fastest plan (driving,
 * charging and a few minutes per stop) that arrives at every stop and at the destination with at
 * least the reserve, or, when there is none, the stretch that can't be crossed and what would help.
 * The same input always gives the same plan (stopAlternatives, in stop-alternatives.ts, offers other
 * stations for each stop). docs/trip-model.md lists every assumption.
 */
import { findGap, suggestChanges } from './plan-gap.ts';
import type { ChargingPlan, FeasiblePlan, PlanInput } from './plan-types.ts';
import { searchStops } from './stop-search.ts';
import { pctPerKmOf, prepareTrip, walkStops, type TripContext } from './trip-legs.ts';

/** `ctx`: prepareTrip(input), when the caller has it already. */
export function planCharging(input: PlanInput, ctx: TripContext = prepareTrip(input)): ChargingPlan {
  const sequence = searchStops(ctx);
  if (sequence) {
    const plan = walkStops(ctx, sequence);
    if (plan) return plan;
    throw new Error('the stop search chose a sequence the policy rejects');
  }
  const { gap, reachKm } = findGap(ctx);
  return { feasible: false, gap, reachKm, suggestions: suggestChanges(input, ctx) };
}

/**
 * The plan with no stop, when the battery covers the whole trip; else null. It is then what
 * planCharging gives whatever the candidates (a stop only adds time, and the tie rule takes fewer
 * stops), so a caller can skip looking for candidates (charging-plan.property.test.ts).
 */
export function directPlan(trip: Omit<PlanInput, 'stations'>): FeasiblePlan | null {
  // Most trips that need a stop are short of it by far: a whole percentage point settles them
  // without the model's setting up (the property tests hold this to planCharging).
  if (trip.startPct - pctPerKmOf(trip.vehicle) * trip.routeKm < trip.reservePct - 1) return null;
  const ctx = prepareTrip({ ...trip, stations: [] });
  const sequence = searchStops(ctx);
  return sequence ? walkStops(ctx, sequence) : null;
}
