/**
 * Energy in the hills (issue 29): on the stretches of a road route that the geometry shows to be
 * winding mountain road, the vehicle uses `factor` times its energy per km (HILL_ENERGY_FACTOR,
 * src/domain/roads/hill-energy.ts; docs/trip-model.md, "Energy in the hills").
 *
 * The charging planner (charging-plan.ts) uses one battery % per km everywhere. Rather than teach
 * every part of it a per-stretch rate, the planner is given positions in "energy km": a km of
 * winding road counts `factor` km, any other km counts one. Battery use between two positions is
 * then the planner's own % per km × the energy km between them, exactly; the plan's positions,
 * distances and times are turned back into road km afterwards (fromEnergyPlan): the caller gives
 * the route's length and each station's `alongKm` as energyAt(road km). Detours off the
 * road are estimates, not graph stretches, and count one energy km per km.
 */
import { piecewiseLinear } from '../geo/piecewise-linear.ts';
import type { ChargingPlan, PlannedStop } from './plan-types.ts';
import { drivingMinutes } from './trip-pace.ts';

/**
 * A monotone, piecewise-linear map between road km and energy km along one route, with a
 * breakpoint wherever winding starts or stops. Beyond the route's last breakpoint both run at one
 * to one (a position past the end is on no winding stretch).
 */
export class EnergyScale {
  private constructor(
    /** Road km at each breakpoint, increasing, from 0. */
    private readonly road: Float64Array,
    /** Energy km at the same breakpoints. */
    private readonly energy: Float64Array,
  ) {}

  /** The bytes of the scale's two arrays. */
  get byteLength(): number {
    return this.road.byteLength + this.energy.byteLength;
  }

  /** No winding stretch: energy km = road km. */
  static readonly FLAT = new EnergyScale(new Float64Array([0]), new Float64Array([0]));

  /**
   * The scale of a route given as cumulative km at each point (first 0, never decreasing) and a
   * flag per segment (1 = winding): a segment of `winding[i] === 1` counts `factor` energy km per km.
   */
  static ofRoute(cumKm: ArrayLike<number>, winding: ArrayLike<number>, factor: number): EnergyScale {
    if (!(factor >= 1) || !Number.isFinite(factor))
      throw new RangeError(`EnergyScale: the factor must be a number ≥ 1, got ${factor}`);
    if (winding.length !== Math.max(0, cumKm.length - 1))
      throw new RangeError('EnergyScale: one winding flag per segment');
    const road = [0];
    const energy = [0];
    let runWinding = false;
    let at = 0;
    let atEnergy = 0;
    for (let i = 0; i < winding.length; i++) {
      const from = cumKm[i] as number;
      const to = cumKm[i + 1] as number;
      if (!(to >= from)) throw new RangeError(`EnergyScale: cumulative km must not decrease (point ${i + 1})`);
      const isWinding = winding[i] === 1 && factor > 1;
      // A breakpoint where the kind of stretch changes (the last one is closed below).
      if (isWinding !== runWinding && from > at) {
        atEnergy += (from - at) * (runWinding ? factor : 1);
        at = from;
        road.push(at);
        energy.push(atEnergy);
      }
      runWinding = isWinding;
    }
    const end = cumKm.length > 0 ? (cumKm[cumKm.length - 1] as number) : 0;
    if (end > at) {
      road.push(end);
      energy.push(atEnergy + (end - at) * (runWinding ? factor : 1));
    }
    if (energy[energy.length - 1] === road[road.length - 1]) return EnergyScale.FLAT;
    return new EnergyScale(Float64Array.from(road), Float64Array.from(energy));
  }

  /**
   * The scale through given breakpoints: road km from 0, increasing; energy km from 0, never decreasing (a
   * stretch that gives back energy counts none here; the battery line shows what it gives: route-energy.ts).
   */
  static ofBreakpoints(road: ArrayLike<number>, energy: ArrayLike<number>): EnergyScale {
    if (road.length !== energy.length || road.length === 0 || road[0] !== 0 || energy[0] !== 0)
      throw new RangeError('EnergyScale: breakpoints from 0, one energy km per road km');
    let same = true;
    for (let i = 1; i < road.length; i++) {
      if (!((road[i] as number) > (road[i - 1] as number)) || !((energy[i] as number) >= (energy[i - 1] as number)))
        throw new RangeError(`EnergyScale: breakpoint ${i} goes back`);
      if (Math.abs((energy[i] as number) - (road[i] as number)) > 1e-9) same = false;
    }
    return same ? EnergyScale.FLAT : new EnergyScale(Float64Array.from(road), Float64Array.from(energy));
  }

  /** True when energy km = road km everywhere. */
  get flat(): boolean {
    return this.road.length === 1;
  }

  /** Energy km from the start to the position `roadKm` along the route. */
  energyAt(roadKm: number): number {
    return EnergyScale.map(this.road, this.energy, roadKm);
  }

  /** The road km of the position `energyKm` energy km from the start (energyAt's inverse). */
  roadAt(energyKm: number): number {
    return EnergyScale.map(this.energy, this.road, energyKm);
  }

  /** Through the breakpoints `from` → `to`, one to one before the start and past the end. */
  private static map(from: Float64Array, to: Float64Array, x: number): number {
    if (x <= 0) return x;
    const last = from.length - 1;
    if (x >= (from[last] as number)) return (to[last] as number) + (x - (from[last] as number));
    return piecewiseLinear(from, to, x);
  }
}

/** A stop (or an alternative) of a plan made on energy km, at its road km. */
export const stopOnRoad = <S extends Pick<PlannedStop, 'alongKm'>>(stop: S, scale: EnergyScale): S =>
  scale.flat ? stop : { ...stop, alongKm: scale.roadAt(stop.alongKm) };

/**
 * A plan made on energy km (toEnergyInput), in road km: stops and a gap's ends at their road
 * positions; the distance driven = the route's road km + the detours; driving time = that at
 * `kmh`; a gap's length and the reach before it measured along the road.
 */
export function fromEnergyPlan(
  plan: ChargingPlan,
  scale: EnergyScale,
  trip: { routeKm: number; kmh: number },
): ChargingPlan {
  if (scale.flat) return plan;
  const routeEnergyKm = scale.energyAt(trip.routeKm);
  if (plan.feasible) {
    const driveKm = plan.driveKm - routeEnergyKm + trip.routeKm;
    const driveMinutes = drivingMinutes(driveKm, trip.kmh);
    return {
      ...plan,
      stops: plan.stops.map((s) => stopOnRoad(s, scale)),
      driveKm,
      driveMinutes,
      totalMinutes: driveMinutes + plan.chargeMinutes + plan.stopMinutes,
    };
  }
  const { gap } = plan;
  const fromKm = scale.roadAt(gap.fromKm);
  const toKm = scale.roadAt(gap.toKm);
  return {
    ...plan,
    gap: { ...gap, fromKm, toKm, lengthKm: gap.lengthKm - (gap.toKm - gap.fromKm) + (toKm - fromKm) },
    reachKm: scale.roadAt(gap.fromKm + plan.reachKm) - fromKm,
  };
}
