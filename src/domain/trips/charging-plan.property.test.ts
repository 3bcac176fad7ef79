import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargePower } from './charger-compatibility.ts';
import { directPlan, planCharging } from './charging-plan.ts';
import { chargingMinutes } from './charging-time.ts';
import { canFinish } from './plan-gap.ts';
import type { FeasiblePlan, PlanInput, PlanStation } from './plan-types.ts';
import { testCar, testScooter } from './test-vehicles.ts';
import { stopAlternatives } from './stop-alternatives.ts';
import { prepareTrip } from './trip-legs.ts';
import { averageKmh, STOP_OVERHEAD_MINUTES } from './trip-pace.ts';
import type { VehicleProfile } from './vehicle-profile.ts';
import { assertOnEnough } from '../../../tests/support/property-coverage.ts';

const EPS = 1e-9;
/** Uniform over [min, max] (fc.double is uniform over the float representations, crowding near 0). */
const double = (min: number, max: number) =>
  fc.noBias(fc.integer({ min: 0, max: 1_000_000 })).map((n) => min + ((max - min) * n) / 1_000_000);

const vehicle: fc.Arbitrary<VehicleProfile> = fc.oneof(
  fc
    .record({
      usableKwh: double(18, 80),
      kwhPerKm: double(0.1, 0.2),
      maxDcKw: fc.option(fc.constantFrom(15, 30, 50, 100), { nil: null, freq: 6 }),
      maxAcKw: fc.constantFrom(3.3, 7.2, 11),
    })
    .map((figures) => testCar(figures)),
  fc
    .record({
      usableKwh: double(1.5, 4.5),
      kwhPerKm: double(0.02, 0.045),
      maxDcKw: fc.option(fc.constantFrom(2, 6.6), { nil: null, freq: 3 }),
      maxAcKw: double(0.3, 1),
    })
    .map((figures) => testScooter(figures)),
);

/** Mostly connectors the vehicle can use, some it can't (or only as AC). */
const CONNECTOR_SETS: Record<'car' | 'twoWheeler', readonly (readonly string[])[]> = {
  car: [
    ['CCS2'],
    ['CCS2'],
    ['CCS2'],
    ['CCS2', 'Type 2'],
    ['Bharat AC-001', 'CCS2'],
    ['Type 2'],
    ['CEE 3 Pin'],
    ['LEV AC'],
    ['CHAdeMO'],
  ],
  twoWheeler: [
    ['LEV AC'],
    ['LEV AC'],
    ['LEV DC (IS 17017-2-7)'],
    ['LEV DC (IS 17017-2-7)'],
    ['CEE 3 Pin'],
    ['LEV AC', 'LEV DC (IS 17017-2-6)'],
    ['CCS2', 'Type 2'],
  ],
};

const station = (routeKm: number, kind: VehicleProfile['kind']): fc.Arbitrary<Omit<PlanStation, 'id'>> =>
  fc
    .record({
      // Spread along the route (fast-check would crowd them at 0); whole km make ties common.
      alongKm: fc.oneof(fc.noBias(fc.integer({ min: 0, max: Math.floor(routeKm) })), double(0, routeKm)),
      detourKm: fc.constantFrom(0, 0, 0.5, 2, 6, 15),
      connectors: fc.constantFrom(...CONNECTOR_SETS[kind === 'car' ? 'car' : 'twoWheeler']),
      maxKw: fc.option(fc.constantFrom(2, 3.3, 7.4, 15, 25, 60, 120), { nil: null, freq: 5 }),
    })
    .map((s) => ({ ...s, connectors: [...s.connectors], levOnly: s.connectors.every((c) => c.startsWith('LEV')) }));

/**
 * A trip of 0.3–2.5 times the vehicle's range with up to `maxStations` candidates; `busy` makes
 * trips that need stops and offer choices (0.8–2.2 ranges, 5–8 candidates, a wide charging window).
 */
const tripInput = (maxStations: number, busy = false): fc.Arbitrary<PlanInput> =>
  vehicle.chain((v) =>
    (busy ? double(0.8, 2.2) : double(0.3, 2.5)).chain((ranges) => {
      const routeKm = (ranges * v.usableKwh) / v.kwhPerKm;
      return fc
        .record({
          routeKm: fc.constant(routeKm),
          vehicle: fc.constant(v),
          startOffset: busy ? fc.integer({ min: 40, max: 100 }) : fc.integer({ min: -5, max: 100 }),
          reservePct: fc.integer({ min: 0, max: 30 }),
          targetOffset: busy ? fc.integer({ min: 50, max: 90 }) : fc.integer({ min: 10, max: 90 }),
          allowAc: fc.boolean(),
          overheadMinutes: fc.constantFrom(0, 5, 12),
          stations: fc
            .array(station(routeKm, v.kind), { minLength: busy ? 5 : 0, maxLength: maxStations })
            .map((list) => list.map((s, i) => ({ ...s, id: `s${(i * 7) % 10}${i}` }))),
        })
        .map(({ targetOffset, startOffset, ...input }) => ({
          ...input,
          startPct: Math.max(0, Math.min(100, input.reservePct + startOffset)),
          targetPct: Math.min(100, input.reservePct + targetOffset),
        }));
    }),
  );

/**
 * The fastest total time over every forward sequence of stops, by trying them all (the policy written
 * again from the issue, independent of the planner's code), with the stops of the sequence the tie
 * rule picks (fewer stops, then the earlier first differing stop in route order); null when none works.
 */
function bruteForce(input: PlanInput): { minutes: number; ids: string[] } | null {
  const { vehicle: v, routeKm, reservePct, targetPct } = input;
  const pctPerKm = (100 * v.kwhPerKm) / v.usableKwh;
  const kmh = input.averageKmh ?? averageKmh(v.kind);
  const overhead = input.overheadMinutes ?? STOP_OVERHEAD_MINUTES;
  const usable = input.stations
    .filter((s) => s.alongKm >= 0 && s.alongKm <= routeKm)
    .map((s) => ({ s, power: chargePower(v, s, { allowAc: input.allowAc }) }))
    .filter((c) => c.power !== null)
    .sort((a, b) => a.s.alongKm - b.s.alongKm || (a.s.id < b.s.id ? -1 : a.s.id > b.s.id ? 1 : 0));
  let best: { minutes: number; ids: string[]; order: number[] } | null = null;
  for (let mask = 0; mask < 1 << usable.length; mask++) {
    const order = usable.flatMap((_, i) => (mask & (1 << i) ? [i] : []));
    const chosen = order.map((i) => usable[i]!);
    let level = input.startPct;
    let pos = 0;
    let detour = 0;
    let minutes = 0;
    let ok = true;
    for (const [k, { s, power }] of chosen.entries()) {
      const km = detour + s.alongKm - pos + s.detourKm;
      const arrive = level - km * pctPerKm;
      const last = k === chosen.length - 1;
      const goal = last ? reservePct + pctPerKm * (s.detourKm + routeKm - s.alongKm) : targetPct;
      if (arrive < reservePct - EPS || goal > targetPct + EPS) {
        ok = false;
        break;
      }
      const depart = Math.max(arrive, Math.min(goal, targetPct));
      minutes += (km / kmh) * 60 + overhead + chargingMinutes(arrive, depart, power!, v.usableKwh);
      [level, pos, detour] = [depart, s.alongKm, s.detourKm];
    }
    const lastKm = detour + routeKm - pos;
    if (!ok || level - lastKm * pctPerKm < reservePct - EPS) continue;
    minutes += (lastKm / kmh) * 60;
    const wins =
      best === null ||
      (Math.abs(minutes - best.minutes) > 1e-7
        ? minutes < best.minutes
        : order.length !== best.order.length
          ? order.length < best.order.length
          : earlier(order, best.order));
    if (wins) best = { minutes, ids: chosen.map((c) => c.s.id), order };
  }
  return best && { minutes: best.minutes, ids: best.ids };
}

/** Does index sequence a come before b (same length) at their first difference? */
function earlier(a: readonly number[], b: readonly number[]): boolean {
  const k = a.findIndex((x, i) => x !== b[i]);
  return k >= 0 && a[k]! < b[k]!;
}

/** Every leg of a plan: from where (station or start) at what level, over how many km. */
function legs(input: PlanInput, plan: FeasiblePlan) {
  const points = [{ alongKm: 0, detourKm: 0, departPct: input.startPct }, ...plan.stops];
  const ends = [...plan.stops, { alongKm: input.routeKm, detourKm: 0, arrivePct: plan.arrivePct }];
  return ends.map((end, i) => {
    const from = points[i]!;
    return {
      departPct: from.departPct,
      arrivePct: end.arrivePct,
      km: from.detourKm + end.alongKm - from.alongKm + end.detourKm,
    };
  });
}

describe('planCharging, properties', () => {
  it('equals a brute-force search over all stop sequences on small station sets', () => {
    fc.assert(
      fc.property(fc.oneof(tripInput(8), tripInput(8, true)), (input) => {
        const plan = planCharging(input);
        const best = bruteForce(input);
        expect(plan.feasible).toBe(best !== null);
        // The quick feasibility check the suggestions use agrees with the search.
        expect(canFinish(prepareTrip(input))).toBe(plan.feasible);
        if (plan.feasible) expect(plan.totalMinutes).toBeCloseTo(best!.minutes, 6);
      }),
      { numRuns: 1000 },
    );
  });

  it('breaks ties like the brute force: fewer stops, then the earlier stops in route order', () => {
    // Same power everywhere, no detour, no overhead and no taper: every working sequence takes the
    // same time (the same energy at the same power), so only the tie rule decides.
    const ties = fc
      .record({
        ranges: double(1.5, 3.5),
        reservePct: fc.integer({ min: 5, max: 10 }),
        targetPct: fc.integer({ min: 60, max: 80 }),
        alongs: fc.array(fc.noBias(fc.integer({ min: 0, max: 100 })), { minLength: 6, maxLength: 9 }),
      })
      .map(({ ranges, reservePct, targetPct, alongs }): PlanInput => {
        const routeKm = ranges * 200;
        const stations = alongs.map((a, i) => ({
          id: `t${alongs.length - i}`,
          alongKm: (a / 100) * routeKm,
          detourKm: 0,
          maxKw: 60,
          connectors: ['CCS2'],
          levOnly: false,
        }));
        return {
          routeKm,
          vehicle: testCar(),
          startPct: targetPct,
          reservePct,
          targetPct,
          overheadMinutes: 0,
          stations,
        };
      });
    fc.assert(
      fc.property(ties, (input) => {
        const plan = planCharging(input);
        const best = bruteForce(input);
        expect(plan.feasible ? plan.stops.map((s) => s.stationId) : null).toEqual(best?.ids ?? null);
      }),
      { numRuns: 500 },
    );
  });

  it('never needs more energy on a leg than the battery holds above the reserve, and arrives everywhere with the reserve', () => {
    assertOnEnough(
      fc.oneof(tripInput(40), tripInput(40, true)),
      (input) => {
        const plan = planCharging(input);
        if (!plan.feasible) return false;
        const pctPerKm = (100 * input.vehicle.kwhPerKm) / input.vehicle.usableKwh;
        for (const leg of legs(input, plan)) {
          expect(leg.km * pctPerKm).toBeLessThanOrEqual(leg.departPct - input.reservePct + EPS);
          expect(leg.departPct - leg.km * pctPerKm).toBeCloseTo(leg.arrivePct, 9);
          expect(leg.arrivePct).toBeGreaterThanOrEqual(input.reservePct);
        }
        for (const stop of plan.stops) {
          expect(stop.departPct).toBeLessThanOrEqual(Math.max(input.targetPct, stop.arrivePct));
          expect(stop.departPct).toBeGreaterThanOrEqual(stop.arrivePct);
        }
        expect(plan.stops.map((s) => s.alongKm)).toEqual([...plan.stops.map((s) => s.alongKm)].sort((a, b) => a - b));
        const sum = plan.driveMinutes + plan.chargeMinutes + plan.stopMinutes;
        expect(plan.totalMinutes).toBeCloseTo(sum, 9);
        return true;
      },
      { runs: 300, atLeast: 60 },
    );
  });

  it('stops a car only where it can charge: never a two-wheeler point, AC only when allowed', () => {
    assertOnEnough(
      fc.oneof(tripInput(40), tripInput(40, true)),
      (input) => {
        const plan = planCharging(input);
        if (!plan.feasible || input.vehicle.kind !== 'car' || plan.stops.length === 0) return false;
        const byId = new Map(input.stations.map((s) => [s.id, s]));
        for (const stop of plan.stops) {
          expect(byId.get(stop.stationId)!.levOnly).toBe(false);
          if (!input.allowAc) expect(stop.current).toBe('dc');
        }
        return true;
      },
      { runs: 300, atLeast: 25 },
    );
  });

  it('is deterministic: the same plan for the stations in any order', () => {
    fc.assert(
      fc.property(tripInput(30), fc.func(fc.integer()), (input, key) => {
        const shuffled = [...input.stations]
          .map((s, i) => ({ s, k: key(i) }))
          .sort((a, b) => a.k - b.k)
          .map(({ s }) => s);
        expect(planCharging({ ...input, stations: shuffled })).toEqual(planCharging(input));
      }),
    );
  });

  it('plans a trip the battery covers with no stop, whatever the candidates: directPlan is then the plan', () => {
    // The generator makes such trips about one time in eleven.
    assertOnEnough(
      tripInput(12),
      (input) => {
        const { stations: _stations, ...trip } = input;
        const plan = directPlan(trip);
        if (!plan) return false;
        expect(plan.stops).toEqual([]);
        expect(planCharging(input)).toEqual(plan);
        return true;
      },
      { runs: 1000, atLeast: 40 },
    );
  });

  it('has no plan without stops for a trip the battery does not cover', () => {
    assertOnEnough(
      tripInput(12),
      (input) => {
        const { stations: _stations, ...trip } = input;
        if (directPlan(trip)) return false;
        const plan = planCharging(input);
        if (!plan.feasible) return false;
        expect(plan.stops.length).toBeGreaterThan(0);
        return true;
      },
      { runs: 1000, atLeast: 60 },
    );
  });

  it('explains an impossible trip with a stretch longer than the reach, and each suggestion works', () => {
    assertOnEnough(
      tripInput(20),
      (input) => {
        const plan = planCharging(input);
        if (plan.feasible) return false;
        expect(plan.gap.lengthKm).toBeGreaterThan(plan.reachKm);
        expect(plan.gap.toKm).toBeGreaterThan(plan.gap.fromKm - EPS);
        const { lowerReservePct, allowAc, startPct } = plan.suggestions;
        if (lowerReservePct !== undefined)
          expect(planCharging({ ...input, reservePct: lowerReservePct }).feasible).toBe(true);
        if (allowAc) expect(planCharging({ ...input, allowAc: true }).feasible).toBe(true);
        if (startPct !== undefined) {
          expect(planCharging({ ...input, startPct }).feasible).toBe(true);
          if (startPct - 5 > input.startPct)
            expect(planCharging({ ...input, startPct: startPct - 5 }).feasible).toBe(false);
        }
        return true;
      },
      { atLeast: 60 },
    );
  });
  it('plans the same with the powers given per station (as a server keeps them) as when it works them out', () => {
    fc.assert(
      fc.property(tripInput(12), (input) => {
        const given = {
          ...input,
          stations: input.stations.map((s) => ({
            ...s,
            powers: [
              chargePower(input.vehicle, s, { allowAc: false }),
              chargePower(input.vehicle, s, { allowAc: true }),
            ] as const,
          })),
        };
        const plan = planCharging(input);
        expect(planCharging(given)).toEqual(plan);
        if (plan.feasible) expect(stopAlternatives(given, plan)).toEqual(stopAlternatives(input, plan));
      }),
      { numRuns: 500 },
    );
  });

  it('takes the powers given: a station given none is not a stop', () => {
    assertOnEnough(
      tripInput(12, true),
      (input) => {
        const plan = planCharging(input);
        if (!plan.feasible || plan.stops.length === 0) return false;
        const used = plan.stops[0]!.stationId;
        const given = {
          ...input,
          stations: input.stations.map((s) => (s.id === used ? { ...s, powers: [null, null] as const } : s)),
        };
        const again = planCharging(given);
        if (!again.feasible) return false;
        expect(again.stops.map((stop) => stop.stationId)).not.toContain(used);
        return true;
      },
      { runs: 300, atLeast: 55 },
    );
  });
});
