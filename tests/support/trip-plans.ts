import { expect } from 'vitest';
import type { TripPlan } from '../../src/domain/trips/plan-answer.ts';
import type { Envelope } from './check-in-helpers.ts';
import type { TestApp } from './test-app.ts';

/**
 * Delhi → Jaipur in a Nexon leaving at 80% over HTTP (POST /ev/trip/plan on the bundled stations):
 * one stop on the way, which the planner suites report, break and mend to see the plan move.
 */
export function delhiJaipurPlanner(t: TestApp) {
  let mapsToken = '';
  const newToken = async () => {
    mapsToken = (await t.call<Envelope<{ token: string }>>('POST', '/googleservice/auth', {})).body.data!.token;
  };
  return {
    /** A maps token for the plans (again after the clock moved past its life). */
    newToken,
    async plan(): Promise<TripPlan> {
      if (!mapsToken) await newToken();
      const reply = await t.call<Envelope<TripPlan>>(
        'POST',
        '/ev/trip/plan',
        {
          origin: 'Delhi',
          destination: 'Jaipur',
          vehicle_id: 'tata-nexon-ev-creative-plus-mr',
          start_pct: 80,
          reserve_pct: 15,
          target_pct: 80,
        },
        mapsToken,
      );
      expect(reply.status).toBe(200);
      return reply.body.data!;
    },
    stops: (answer: TripPlan) => answer.stops.map((s) => s.station.place_id),
  };
}
