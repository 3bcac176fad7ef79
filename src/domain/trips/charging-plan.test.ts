import { describe, expect, it } from 'vitest';
import { planCharging } from './charging-plan.ts';
import type { FeasiblePlan, PlanInput } from './plan-types.ts';
import { testCar, testScooter, testStation, testTrip } from './test-vehicles.ts';
import { prepareTrip, walkStops } from './trip-legs.ts';
import { averageKmh } from './trip-pace.ts';

/** The test car uses 0.5% per km (test-vehicles.ts). */
const trip = testTrip;

const feasible = (input: PlanInput): FeasiblePlan => {
  const plan = planCharging(input);
  if (!plan.feasible) throw new Error(`expected a plan, got ${JSON.stringify(plan)}`);
  return plan;
};

describe('planCharging, worked by hand', () => {
  it('drives straight there when the battery suffices', () => {
    const plan = feasible(trip({ routeKm: 130, stations: [testStation('a', 60)] }));
    // 80% − 130 km × 0.5%/km = 15%, exactly the reserve.
    expect(plan).toEqual({
      feasible: true,
      stops: [],
      arrivePct: 15,
      driveKm: 130,
      driveMinutes: 130,
      chargeMinutes: 0,
      stopMinutes: 0,
      totalMinutes: 130,
    });
  });

  it('charges at the last stop only what the destination needs', () => {
    const plan = feasible(trip({ stations: [testStation('a', 100)] }));
    // Arrive 80 − 50 = 30%; the last 100 km need 50% + 15% = 65%; 35% of 30 kWh = 10.5 kWh at
    // 50 kW × 0.9 = 45 kW: 14 minutes. 200 km at 60 km/h, one stop of 5 minutes.
    expect(plan.stops).toEqual([
      {
        stationId: 'a',
        alongKm: 100,
        detourKm: 0,
        arrivePct: 30,
        departPct: 65,
        chargeMinutes: expect.closeTo(14, 9),
        powerKw: 50,
        current: 'dc',
        powerAssumed: false,
      },
    ]);
    expect(plan.arrivePct).toBeCloseTo(15, 9);
    expect(plan.totalMinutes).toBeCloseTo(200 + 14 + 5, 9);
  });

  it('counts a detour both ways, and takes two stops when they are quicker than one slow one', () => {
    const input = trip({
      routeKm: 280,
      startPct: 90,
      reservePct: 10,
      stations: [testStation('b', 120, { detourKm: 5 }), testStation('c', 150, { maxKw: 25 })],
    });
    const plan = feasible(input);
    // Only c can be the last stop (b would need 10 + 82.5 = 92.5% > 80%).
    // c alone: arrive 15%, charge to 75% at 25 kW (18 kWh at 22.5 kW): 48 min; 280 + 48 + 5 = 333.
    // b then c: b arrive 27.5%, charge to 80% at 50 kW (15.75 kWh at 45 kW): 21 min; 5 + 30 km to c,
    // arrive 62.5%, charge to 75% (3.75 kWh at 22.5 kW): 10 min; 290 km driven: 290 + 21 + 10 + 10 = 331.
    expect(plan.stops.map((s) => [s.stationId, s.arrivePct, s.departPct])).toEqual([
      ['b', 27.5, 80],
      ['c', 62.5, 75],
    ]);
    expect(plan.stops.map((s) => s.chargeMinutes)).toEqual([expect.closeTo(21, 9), expect.closeTo(10, 9)]);
    expect(plan.driveKm).toBe(290);
    expect(plan.totalMinutes).toBeCloseTo(331, 9);
    expect(plan.stopMinutes).toBe(10);
  });

  it('charges a car at AC points only when allowed', () => {
    const stations = [testStation('ac', 100, { connectors: ['Type 2'], maxKw: 7.4 })];
    expect(planCharging(trip({ stations })).feasible).toBe(false);
    const plan = feasible(trip({ stations, allowAc: true }));
    // 35% of 30 kWh at 7.2 kW × 0.9: 10.5 / 6.48 h.
    expect(plan.stops[0]).toMatchObject({
      stationId: 'ac',
      current: 'ac',
      powerKw: 7.2,
      chargeMinutes: expect.closeTo((10.5 / 6.48) * 60, 9),
    });
  });

  it('plans a scooter on LEV points at its own pace', () => {
    const input: PlanInput = {
      routeKm: 150,
      vehicle: testScooter(),
      startPct: 90,
      reservePct: 10,
      targetPct: 90,
      stations: [
        testStation('grid', 70, { connectors: ['LEV DC (IS 17017-2-7)'], maxKw: 3.3, levOnly: true }),
        testStation('car-only', 75),
      ],
    };
    const plan = feasible(input);
    // 1% per km: arrive 20%, need 10 + 80 = 90%; 70% of 3 kWh at 2 kW × 0.9 (taper above 80%).
    expect(plan.stops.map((s) => [s.stationId, s.arrivePct, s.departPct, s.current])).toEqual([['grid', 20, 90, 'dc']]);
    expect(plan.driveMinutes).toBeCloseTo((150 / averageKmh('scooter')) * 60, 9);
  });
});

describe('the stop policy (walkStops)', () => {
  it('charges nothing at a stop reached above the target, and keeps the battery it came with', () => {
    const ctx = prepareTrip(trip({ startPct: 100, stations: [testStation('a', 10), testStation('b', 120)] }));
    const plan = walkStops(ctx, [0, 1]);
    expect(plan?.stops.map((s) => [s.arrivePct, s.departPct, s.chargeMinutes])).toEqual([
      [95, 95, 0],
      [40, 55, expect.any(Number)],
    ]);
  });

  it('refuses a sequence that runs below the reserve or whose last stop would need more than the target', () => {
    const ctx = prepareTrip(trip({ routeKm: 300, stations: [testStation('a', 100), testStation('b', 200)] }));
    expect(walkStops(ctx, [1])).toBeNull();
    expect(walkStops(ctx, [0])).toBeNull();
    expect(walkStops(ctx, [0, 1])).not.toBeNull();
  });
});

describe('determinism', () => {
  it('breaks a tie by route order, then id, whatever the input order', () => {
    const twins = [testStation('z', 100), testStation('m', 100), testStation('q', 101)];
    const ids = (stations: typeof twins) => feasible(trip({ stations })).stops.map((s) => s.stationId);
    expect(ids(twins)).toEqual(['m']);
    expect(ids([...twins].reverse())).toEqual(['m']);
  });

  it('ignores stations off the route and rejects impossible input', () => {
    const plan = feasible(
      trip({ stations: [testStation('before', -1), testStation('after', 201), testStation('a', 100)] }),
    );
    expect(plan.stops.map((s) => s.stationId)).toEqual(['a']);
    expect(() => planCharging(trip({ startPct: 120 }))).toThrow(RangeError);
    expect(() => planCharging(trip({ vehicle: testCar({ kwhPerKm: 0 }) }))).toThrow(RangeError);
  });
});
