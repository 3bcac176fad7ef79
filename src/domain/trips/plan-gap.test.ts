import { describe, expect, it } from 'vitest';
import { planCharging } from './charging-plan.ts';
import type { InfeasiblePlan, PlanInput } from './plan-types.ts';
import { testCar, testStation } from './test-vehicles.ts';

/** 32 kWh at 0.13 kWh/km: 0.40625% per km, so 65% (80% down to 15%) carries the car 160 km. */
const trip = (overrides: Partial<PlanInput>): PlanInput => ({
  routeKm: 300,
  vehicle: testCar({ usableKwh: 32, kwhPerKm: 0.13 }),
  startPct: 80,
  reservePct: 15,
  targetPct: 80,
  stations: [],
  ...overrides,
});

const infeasible = (input: PlanInput): InfeasiblePlan => {
  const plan = planCharging(input);
  if (plan.feasible) throw new Error('expected no plan');
  return plan;
};

describe('the stretch that cannot be crossed', () => {
  it('names the two chargers around it: "between Hubballi and Belagavi (182 km); with 15% reserve you can cover 160 km"', () => {
    const plan = infeasible(trip({ stations: [testStation('hubballi', 50), testStation('belagavi', 232)] }));
    expect(plan.gap).toEqual({
      fromKm: 50,
      toKm: 232,
      lengthKm: 182,
      fromStationId: 'hubballi',
      toStationId: 'belagavi',
    });
    expect(plan.reachKm).toBeCloseTo(160, 9);
    // A 5% reserve carries the car 75 / 0.40625 = 184.6 km; 10% only 172.3 km. No AC point, and the start does not matter.
    expect(plan.suggestions).toEqual({ lowerReservePct: 5 });
  });

  it('starts at the start when the first stretch is too long, with the reach of the battery now', () => {
    const plan = infeasible(trip({ startPct: 60, routeKm: 190 }));
    expect(plan.gap).toEqual({ fromKm: 0, toKm: 190, lengthKm: 190 });
    expect(plan.reachKm).toBeCloseTo(45 / 0.40625, 9);
    // 15% + 190 × 0.40625% = 92.2%: start with 95%.
    expect(plan.suggestions).toEqual({ startPct: 95 });
  });

  it('counts the detours at either end, and ignores a station no charge could reach', () => {
    const plan = infeasible(
      trip({
        stations: [
          testStation('a', 50, { detourKm: 4 }),
          testStation('far-off', 100, { detourKm: 500 }),
          testStation('b', 232, { detourKm: 3 }),
        ],
      }),
    );
    expect(plan.gap).toEqual({ fromKm: 50, toKm: 232, lengthKm: 189, fromStationId: 'a', toStationId: 'b' });
  });

  it('offers AC points to a car when they bridge the stretch', () => {
    const stations = [
      testStation('hubballi', 50),
      testStation('dharwad-ac', 140, { connectors: ['Type 2'], maxKw: 7.4 }),
      testStation('belagavi', 232),
    ];
    const plan = infeasible(trip({ stations }));
    expect(plan.suggestions).toEqual({ lowerReservePct: 5, allowAc: true });
    expect(planCharging(trip({ stations, allowAc: true })).feasible).toBe(true);
  });

  it('offers nothing when no single change helps', () => {
    expect(infeasible(trip({ routeKm: 600 })).suggestions).toEqual({});
  });
});
