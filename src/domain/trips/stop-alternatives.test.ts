import { describe, expect, it } from 'vitest';
import { planCharging } from './charging-plan.ts';
import type { FeasiblePlan, PlanInput } from './plan-types.ts';
import { stopAlternatives } from './stop-alternatives.ts';
import { testStation, testTrip } from './test-vehicles.ts';

const trip = testTrip;

const planned = (input: PlanInput) => planCharging(input) as FeasiblePlan;

describe('stopAlternatives', () => {
  const input = trip({
    stations: [
      testStation('a', 100),
      testStation('b', 105, { maxKw: 30 }),
      testStation('c', 92, { detourKm: 2 }),
      testStation('d', 115),
      testStation('lev', 95, { connectors: ['LEV AC'], maxKw: 3.3, levOnly: true }),
      testStation('too-far-off', 99, { detourKm: 40 }),
    ],
  });

  it('offers compatible stations within 10 km that keep the plan feasible, quickest first (worked)', () => {
    const plan = planned(input);
    expect(plan.stops.map((s) => s.stationId)).toEqual(['a']);
    const [alternatives] = stopAlternatives(input, plan);
    // c: 4 km more driving and 37% instead of 35% (11.1 kWh at 45 kW, 14.8 min): +4.8 minutes.
    // b: 35% at 30 kW × 0.9 (10.5 kWh at 27 kW, 23.33 min) instead of 14: +9.33 minutes.
    // d is 15 km away; the LEV point is not for a car; too-far-off would arrive with 10.5%.
    expect(alternatives!.map((alt) => [alt.stationId, alt.arrivePct, alt.departPct])).toEqual([
      ['c', 33, 70],
      ['b', 27.5, 62.5],
    ]);
    expect(alternatives!.map((alt) => alt.extraMinutes)).toEqual([expect.closeTo(4.8, 9), expect.closeTo(28 / 3, 9)]);
    expect(stopAlternatives(input, plan, { max: 1 })[0]!.map((alt) => alt.stationId)).toEqual(['c']);
  });

  it('drops a station that would leave the next stop out of reach', () => {
    const twoStops = trip({
      routeKm: 300,
      stations: [testStation('a', 100), testStation('b', 228), testStation('x', 95), testStation('y', 105)],
    });
    const plan = planned(twoStops);
    expect(plan.stops.map((s) => s.stationId)).toEqual(['a', 'b']);
    // From x, b is 133 km away: 80% − 66.5% = 13.5%, below the reserve.
    expect(stopAlternatives(twoStops, plan).map((list) => list.map((alt) => alt.stationId))).toEqual([['y'], []]);
  });
});
