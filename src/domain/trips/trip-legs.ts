/**
 * The trip as the planner sees it: compatible stations on the route in order, battery % used per km,
 * and the stop policy applied to one sequence of stops (walkStops). The policy: at a stop, charge to
 * the target; at the last stop, only to what reaching the destination with the reserve needs (never
 * above the target); arriving above that, charge nothing.
 */
import { chargePower, type ChargePower } from './charger-compatibility.ts';
import { chargingMinutes } from './charging-time.ts';
import type { FeasiblePlan, PlanInput, PlannedStop, PlanStation } from './plan-types.ts';
import { averageKmh, drivingMinutes, STOP_OVERHEAD_MINUTES } from './trip-pace.ts';

/** Battery levels within this of a limit count as on it (floating-point dust). */
export const PCT_EPSILON = 1e-9;

export interface Candidate {
  station: PlanStation;
  power: ChargePower;
}

export interface TripContext {
  routeKm: number;
  startPct: number;
  reservePct: number;
  targetPct: number;
  usableKwh: number;
  /** Battery % used per km driven. */
  pctPerKm: number;
  kmh: number;
  overheadMinutes: number;
  /** Compatible stations on the route, by alongKm, then id. */
  candidates: Candidate[];
}

const isPct = (value: number) => Number.isFinite(value) && value >= 0 && value <= 100;

function checkInput(input: PlanInput): void {
  const { routeKm, vehicle, startPct, reservePct, targetPct, averageKmh: kmh, overheadMinutes } = input;
  if (!(Number.isFinite(routeKm) && routeKm >= 0)) throw new RangeError('routeKm must be a number of km ≥ 0');
  if (![startPct, reservePct, targetPct].every(isPct))
    throw new RangeError('start, reserve and target must be between 0 and 100%');
  if (!(vehicle.usableKwh > 0 && vehicle.kwhPerKm > 0))
    throw new RangeError('the vehicle needs a positive battery and energy use');
  if (kmh !== undefined && !(kmh > 0 && Number.isFinite(kmh))) throw new RangeError('averageKmh must be positive');
  if (overheadMinutes !== undefined && !(overheadMinutes >= 0 && Number.isFinite(overheadMinutes)))
    throw new RangeError('overheadMinutes must be ≥ 0');
}

function byRoutePosition(a: Candidate, b: Candidate): number {
  const x = a.station;
  const y = b.station;
  if (x.alongKm !== y.alongKm) return x.alongKm - y.alongKm;
  if (x.id !== y.id) return x.id < y.id ? -1 : 1;
  if (x.detourKm !== y.detourKm) return x.detourKm - y.detourKm;
  return b.power.kw - a.power.kw;
}

/**
 * Each station's chargePower for one list of stations, vehicle and AC choice, kept while the list
 * lives: one plan prepares its trip several times over the same list (the plan, its
 * alternatives, a gap's suggestions), and the answer depends only on these three.
 */
const powersKept = new WeakMap<
  readonly PlanStation[],
  WeakMap<PlanInput['vehicle'], Map<boolean, Array<ChargePower | null>>>
>();

function powersFor(input: PlanInput): Array<ChargePower | null> {
  const { stations, vehicle } = input;
  const allowAc = input.allowAc === true;
  let byVehicle = powersKept.get(stations);
  if (!byVehicle) powersKept.set(stations, (byVehicle = new WeakMap()));
  let byAc = byVehicle.get(vehicle);
  if (!byAc) byVehicle.set(vehicle, (byAc = new Map()));
  let powers = byAc.get(allowAc);
  if (!powers) {
    const given = allowAc ? 1 : 0;
    powers = stations.map((station) =>
      station.powers ? station.powers[given] : chargePower(vehicle, station, { allowAc }),
    );
    byAc.set(allowAc, powers);
  }
  return powers;
}

/** The battery % a vehicle uses per km driven. */
export const pctPerKmOf = (vehicle: PlanInput['vehicle']) => (100 * vehicle.kwhPerKm) / vehicle.usableKwh;

export function prepareTrip(input: PlanInput): TripContext {
  checkInput(input);
  const { vehicle, routeKm } = input;
  const candidates: Candidate[] = [];
  const powers = powersFor(input);
  input.stations.forEach((station, i) => {
    const onRoute =
      station.alongKm >= 0 && station.alongKm <= routeKm && station.detourKm >= 0 && Number.isFinite(station.detourKm);
    const power = onRoute ? powers[i] : null;
    if (power) candidates.push({ station, power });
  });
  candidates.sort(byRoutePosition);
  return {
    routeKm,
    startPct: input.startPct,
    reservePct: input.reservePct,
    targetPct: input.targetPct,
    usableKwh: vehicle.usableKwh,
    pctPerKm: pctPerKmOf(vehicle),
    kmh: input.averageKmh ?? averageKmh(vehicle.kind),
    overheadMinutes: input.overheadMinutes ?? STOP_OVERHEAD_MINUTES,
    candidates,
  };
}

/** Km driven from one stop (or the start, undefined) to the next (or the destination, undefined), detours included. */
export function legKm(ctx: TripContext, from: PlanStation | undefined, to: PlanStation | undefined): number {
  const leave = from ? from.alongKm : 0;
  const reach = to ? to.alongKm : ctx.routeKm;
  return (from?.detourKm ?? 0) + (reach - leave) + (to?.detourKm ?? 0);
}

/** Battery % a stop must leave with to reach the destination with the reserve. */
export const neededToFinish = (ctx: TripContext, station: PlanStation) =>
  ctx.reservePct + ctx.pctPerKm * legKm(ctx, station, undefined);

/** An arrival level, or null below the reserve; a level within PCT_EPSILON of the reserve is the reserve. */
export function arrival(ctx: TripContext, departPct: number, km: number): number | null {
  const pct = departPct - ctx.pctPerKm * km;
  if (pct < ctx.reservePct - PCT_EPSILON) return null;
  return Math.max(pct, ctx.reservePct);
}

/** The plan for stopping at these candidates (indices into ctx.candidates, in route order) under the policy; null if it fails. */
export function walkStops(ctx: TripContext, sequence: readonly number[]): FeasiblePlan | null {
  const stops: PlannedStop[] = [];
  let level = ctx.startPct;
  let at: PlanStation | undefined;
  let driveKm = 0;
  let chargeMinutes = 0;
  for (const [k, index] of sequence.entries()) {
    const candidate = ctx.candidates[index];
    if (!candidate || (at && candidate.station.alongKm < at.alongKm)) return null;
    const { station, power } = candidate;
    const km = legKm(ctx, at, station);
    const arrivePct = arrival(ctx, level, km);
    if (arrivePct === null) return null;
    const last = k === sequence.length - 1;
    const goal = last ? neededToFinish(ctx, station) : ctx.targetPct;
    if (goal > ctx.targetPct + PCT_EPSILON) return null;
    const departPct = Math.max(arrivePct, Math.min(goal, ctx.targetPct));
    const minutes = chargingMinutes(arrivePct, departPct, power, ctx.usableKwh);
    stops.push({
      stationId: station.id,
      alongKm: station.alongKm,
      detourKm: station.detourKm,
      arrivePct,
      departPct,
      chargeMinutes: minutes,
      powerKw: power.kw,
      current: power.current,
      powerAssumed: power.assumed,
    });
    driveKm += km;
    chargeMinutes += minutes;
    level = departPct;
    at = station;
  }
  const lastKm = legKm(ctx, at, undefined);
  const arrivePct = arrival(ctx, level, lastKm);
  if (arrivePct === null) return null;
  driveKm += lastKm;
  const driveMinutes = drivingMinutes(driveKm, ctx.kmh);
  const stopMinutes = stops.length * ctx.overheadMinutes;
  return {
    feasible: true,
    stops,
    arrivePct,
    driveKm,
    driveMinutes,
    chargeMinutes,
    stopMinutes,
    totalMinutes: driveMinutes + chargeMinutes + stopMinutes,
  };
}
