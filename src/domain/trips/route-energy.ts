/**
 * A trip's energy on the heights of its road (issue 40): the planner's scale for one vehicle, and the battery
 * line along the route once the plan is made. docs/trip-model.md, "Energy on the height of the ground".
 *
 * The charging planner counts battery % per energy km and needs positions that never go back, so it is given a
 * cautious scale: a stretch's energy km are its kWh ÷ the vehicle's kWh per km, and a stretch that gives back
 * energy (a long descent) counts none. What the descent gives back is then counted in the battery line, which
 * gives the plan's arrival % at each stop and at the destination: the battery can rise on the way down, never
 * past 100% (what regeneration would add beyond is lost, as a full battery refuses it) and never below 0.
 */
import { EnergyScale } from './energy-scale.ts';
import { type HillStretch, type HillVehicle, stretchKwh } from './hill-physics.ts';
import type { ChargingPlan } from './plan-types.ts';

/** A route's stretches with their heights: road km at each point (first 0), a stretch per segment. */
export interface RouteHills {
  roadKm: Float64Array;
  stretches: readonly HillStretch[];
}

/** Energy km per road km for this vehicle on this route (cautious: a descent's gain counts nothing here). */
export function planningScale(hills: RouteHills, v: HillVehicle, hillFactor: number): EnergyScale {
  const road = [0];
  const energy = [0];
  for (let i = 0; i < hills.stretches.length; i++) {
    const to = hills.roadKm[i + 1]!;
    if (!(to > road[road.length - 1]!)) continue;
    const e = Math.max(0, stretchKwh(v, hills.stretches[i]!, hillFactor)) / v.kwhPerKm;
    road.push(to);
    energy.push(energy[energy.length - 1]! + e);
  }
  return EnergyScale.ofBreakpoints(road, energy);
}

/** The battery along the route: at each of its points, % (with the stops' charges on the way). */
export interface BatteryLine {
  km: Float64Array;
  pct: Float64Array;
  /** Arrival % at each stop (the plan's stops in order) and at the destination, by the line. */
  stopArrivePct: number[];
  arrivePct: number;
}

/**
 * Drives the plan along the route: each stretch's kWh (negative on a long descent) as % of the usable battery,
 * clamped to 0–100%; at a stop the detour there and back on the flat, charged to the stop's departure %
 * (or left as it is if it arrives higher).
 */
export function batteryLine(
  hills: RouteHills,
  v: HillVehicle,
  hillFactor: number,
  usableKwh: number,
  startPct: number,
  plan: ChargingPlan,
): BatteryLine {
  const stops = plan.feasible ? [...plan.stops].sort((a, b) => a.alongKm - b.alongKm) : [];
  const n = hills.roadKm.length;
  const km = Float64Array.from(hills.roadKm);
  const pct = new Float64Array(n);
  const clamp = (p: number) => Math.min(100, Math.max(0, p));
  const toPct = (kwh: number) => (kwh / usableKwh) * 100;
  let battery = clamp(startPct);
  pct[0] = battery;
  const stopArrivePct: number[] = [];
  let next = 0;
  for (let i = 0; i + 1 < n; i++) {
    const from = km[i]!;
    const to = km[i + 1]!;
    const kwh = stretchKwh(v, hills.stretches[i]!, hillFactor);
    let at = from;
    while (next < stops.length && stops[next]!.alongKm < to) {
      const stop = stops[next++]!;
      const share = to > from ? (Math.max(at, stop.alongKm) - at) / (to - from) : 0;
      battery = clamp(battery - toPct(kwh * share) - toPct(stop.detourKm * v.kwhPerKm));
      stopArrivePct.push(battery);
      battery = clamp(Math.max(battery, stop.departPct) - toPct(stop.detourKm * v.kwhPerKm));
      at = Math.max(at, stop.alongKm);
    }
    const rest = to > from ? (to - at) / (to - from) : 1;
    battery = clamp(battery - toPct(kwh * rest));
    pct[i + 1] = battery;
  }
  // Stops past the last point (none on a plan made on this route; kept for safety).
  while (next++ < stops.length) stopArrivePct.push(battery);
  return { km, pct, stopArrivePct, arrivePct: battery };
}

/** The plan with its arrival figures from the battery line (the planner's own are the cautious ones). */
export function withLineArrivals(plan: ChargingPlan, line: BatteryLine): ChargingPlan {
  if (!plan.feasible) return plan;
  const order = plan.stops.map((s, i) => [s.alongKm, i] as const).sort((a, b) => a[0] - b[0]);
  const stops = [...plan.stops];
  order.forEach(([, i], k) => {
    const arrivePct = line.stopArrivePct[k]!;
    stops[i] = { ...stops[i]!, arrivePct: Math.max(stops[i]!.arrivePct, Math.min(arrivePct, stops[i]!.departPct)) };
  });
  return { ...plan, stops, arrivePct: Math.max(plan.arrivePct, line.arrivePct) };
}
