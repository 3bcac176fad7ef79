import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planCharging } from './charging-plan.ts';
import { EnergyScale, fromEnergyPlan } from './energy-scale.ts';
import type { PlanInput } from './plan-types.ts';
import { testCar, testStation } from './test-vehicles.ts';
import { pctPerKmOf } from './trip-legs.ts';

/** A route as the road router gives it: cumulative km per point and a winding flag per segment. */
const route = fc
  .array(fc.record({ km: fc.double({ min: 0, max: 40, noNaN: true }), winding: fc.constantFrom(0, 0, 1) }), {
    minLength: 0,
    maxLength: 40,
  })
  .map((segments) => {
    const cumKm = [0];
    for (const s of segments) cumKm.push((cumKm[cumKm.length - 1] as number) + s.km);
    return { cumKm: Float64Array.from(cumKm), winding: Uint8Array.from(segments.map((s) => s.winding)) };
  });
const factor = fc.double({ min: 1, max: 2, noNaN: true });

/** The planner's input with its positions (the route's length, each station's) in energy km, as PlanCore gives them. */
const toEnergyInput = (input: PlanInput, scale: EnergyScale): PlanInput => ({
  ...input,
  routeKm: scale.energyAt(input.routeKm),
  stations: input.stations.map((s) => ({ ...s, alongKm: scale.energyAt(s.alongKm) })),
});

/** Energy km between 0 and x, summed segment by segment (the definition, written again). */
function energyByHand(cumKm: Float64Array, winding: Uint8Array, f: number, x: number): number {
  let e = 0;
  for (let i = 0; i < winding.length; i++) {
    const a = cumKm[i] as number;
    const b = Math.min(cumKm[i + 1] as number, x);
    if (b > a) e += (b - a) * (winding[i] ? f : 1);
  }
  const end = cumKm[cumKm.length - 1] as number;
  return e + Math.max(0, x - end);
}

describe('EnergyScale', () => {
  it('counts a winding km as `factor` km and any other as one, and roadAt undoes energyAt', () => {
    fc.assert(
      fc.property(route, factor, fc.double({ min: 0, max: 1.2, noNaN: true }), ({ cumKm, winding }, f, share) => {
        const scale = EnergyScale.ofRoute(cumKm, winding, f);
        const x = share * (cumKm[cumKm.length - 1] as number);
        const e = scale.energyAt(x);
        expect(e).toBeCloseTo(energyByHand(cumKm, winding, f, x), 6);
        expect(e).toBeGreaterThanOrEqual(x - 1e-9);
        expect(scale.roadAt(e)).toBeCloseTo(x, 6);
      }),
    );
  });

  it('is flat (the identity) with no winding segment or a factor of 1', () => {
    fc.assert(
      fc.property(route, ({ cumKm, winding }) => {
        expect(EnergyScale.ofRoute(cumKm, winding, 1).flat).toBe(true);
        expect(EnergyScale.ofRoute(cumKm, new Uint8Array(winding.length), 1.5).flat).toBe(true);
      }),
    );
  });

  it('never decreases', () => {
    fc.assert(
      fc.property(
        route,
        factor,
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        ({ cumKm, winding }, f, a, b) => {
          const scale = EnergyScale.ofRoute(cumKm, winding, f);
          expect(scale.energyAt(Math.min(a, b))).toBeLessThanOrEqual(scale.energyAt(Math.max(a, b)) + 1e-9);
        },
      ),
    );
  });

  it('refuses a factor below 1 and a route whose km go back', () => {
    expect(() => EnergyScale.ofRoute([0, 10], [1], 0.9)).toThrow(RangeError);
    expect(() => EnergyScale.ofRoute([0, 10, 5], [0, 1], 1.2)).toThrow(RangeError);
    expect(() => EnergyScale.ofRoute([0, 10], [], 1.2)).toThrow(RangeError);
  });
});

describe('a plan on energy km, told in road km', () => {
  /** 300 km with the middle 100 km winding; the test car uses 0.5% a km. */
  const cumKm = Float64Array.from([0, 100, 200, 300]);
  const winding = Uint8Array.from([0, 1, 0]);
  const plain = (stations: PlanInput['stations'], startPct = 100): PlanInput => ({
    routeKm: 300,
    vehicle: testCar(),
    startPct,
    reservePct: 10,
    targetPct: 95,
    stations,
    averageKmh: 60,
  });

  it('arrives with the battery the hills leave: a winding km uses `factor` times the energy', () => {
    const scale = EnergyScale.ofRoute(cumKm, winding, 1.3);
    const input = plain([testStation('a', 150)]);
    const plan = fromEnergyPlan(planCharging(toEnergyInput(input, scale)), scale, { routeKm: 300, kmh: 60 });
    expect(plan.feasible).toBe(true);
    if (!plan.feasible) return;
    // 100% − 0.5% × (100 + 50 × 1.3) = 17.5% at km 150 (flat, it would be 25%); the last stop charges
    // what the rest needs: 10% + 0.5% × (50 × 1.3 + 100).
    const stop = plan.stops[0]!;
    expect(stop.alongKm).toBeCloseTo(150, 9);
    expect(stop.arrivePct).toBeCloseTo(100 - 0.5 * (100 + 50 * 1.3), 9);
    expect(stop.departPct).toBeCloseTo(10 + 0.5 * (50 * 1.3 + 100), 9);
    expect(plan.arrivePct).toBeCloseTo(10, 9);
    // Distance and driving time are the road's, not the energy's.
    expect(plan.driveKm).toBeCloseTo(300, 9);
    expect(plan.driveMinutes).toBeCloseTo(300, 9);
  });

  it('names a gap and the reach before it in road km', () => {
    const scale = EnergyScale.ofRoute(cumKm, winding, 1.5);
    const plan = fromEnergyPlan(planCharging(toEnergyInput(plain([], 80), scale)), scale, { routeKm: 300, kmh: 60 });
    expect(plan.feasible).toBe(false);
    if (plan.feasible) return;
    expect(plan.gap.fromKm).toBe(0);
    expect(plan.gap.toKm).toBeCloseTo(300, 9);
    expect(plan.gap.lengthKm).toBeCloseTo(300, 9);
    // 70% above the reserve = 140 energy km: 100 flat km, then 40 ÷ 1.5 km of hill road.
    expect(plan.reachKm).toBeCloseTo(100 + 40 / 1.5, 9);
  });

  it('gives arrivals that a walk along the road, km by km, agrees with', () => {
    const stationsArb = fc.array(
      fc.record({ along: fc.integer({ min: 0, max: 300 }), detour: fc.constantFrom(0, 0, 1, 4) }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(factor, stationsArb, fc.integer({ min: 40, max: 100 }), (f, list, startPct) => {
        const scale = EnergyScale.ofRoute(cumKm, winding, f);
        const input = plain(
          list.map((s, i) => testStation(`s${i}`, s.along, { detourKm: s.detour })),
          startPct,
        );
        const plan = fromEnergyPlan(planCharging(toEnergyInput(input, scale)), scale, { routeKm: 300, kmh: 60 });
        if (!plan.feasible) return;
        const perKm = pctPerKmOf(input.vehicle);
        const energy = (x: number) => energyByHand(cumKm, winding, f, x);
        let level = startPct;
        let at = 0;
        let detour = 0;
        let detours = 0;
        for (const stop of plan.stops) {
          level -= perKm * (detour + energy(stop.alongKm) - energy(at) + stop.detourKm);
          expect(stop.arrivePct).toBeCloseTo(Math.max(level, 10), 6);
          [level, at, detour] = [stop.departPct, stop.alongKm, stop.detourKm];
          detours += 2 * stop.detourKm;
        }
        level -= perKm * (detour + energy(300) - energy(at));
        expect(plan.arrivePct).toBeCloseTo(Math.max(level, 10), 6);
        expect(plan.driveKm).toBeCloseTo(300 + detours, 6);
      }),
    );
  });
});
