import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { TripPlan } from '../../../domain/trips/plan-answer.ts';

/**
 * Plans on the height of the ground (issue 40) over real HTTP on the bundled data: the climb costs energy and the
 * descent gives some back, per vehicle; the answer carries the climb, the descent and the profile with the battery.
 */

interface Envelope<T> {
  success: boolean;
  data?: T;
}

const NEXON_MAX = 'tata-nexon-ev-max-base-starting-price';
const ATHER = 'ather-450x-2-9-kwh';
const DEFAULTS = { start_pct: 80, reserve_pct: 15, target_pct: 80 };

describe('trip plans on the height of the ground', () => {
  let t: TestApp;
  let token: string;
  const planned = async (body: object) => {
    const reply = await t.call<Envelope<TripPlan>>('POST', '/ev/trip/plan', body, token);
    expect(reply.status, JSON.stringify(reply.body).slice(0, 500)).toBe(200);
    return reply.body.data!;
  };
  /** Battery % used on the road by a plan: start + what the stops added − arrival. */
  const used = (p: TripPlan) =>
    p.settings.start_pct + p.stops.reduce((sum, s) => sum + s.depart_pct - s.arrive_pct, 0) - p.summary!.arrive_pct;

  beforeAll(async () => {
    t = await startTestApp({ STATIONS_SEED: 'true', MAPS_RATE_PER_MINUTE: '100000', API_PER_TOKEN: '100000' });
    const auth = await t.call<Envelope<{ token: string }>>('POST', '/googleservice/auth', {});
    token = auth.body.data?.token ?? '';
  });
  afterAll(async () => {
    await t?.close();
  });

  it('Delhi → Manali in a Nexon EV Max needs more energy than Manali → Delhi, and the plans differ', async () => {
    const up = await planned({ origin: 'Delhi', destination: 'Manali', vehicle_id: NEXON_MAX, ...DEFAULTS });
    const down = await planned({ origin: 'Manali', destination: 'Delhi', vehicle_id: NEXON_MAX, ...DEFAULTS });
    expect(up.feasible && down.feasible).toBe(true);
    const [h, r] = [up.route.heights!, down.route.heights!];
    // Delhi about 215 m, Manali about 2,050 m: the climb less the descent is the difference, each way.
    expect(h.climb_m - h.descent_m).toBeGreaterThan(1_500);
    expect(r.descent_m - r.climb_m).toBeGreaterThan(1_500);
    expect(used(up)).toBeGreaterThan(used(down) + 5);
    expect(up.stops.length !== down.stops.length || up.summary!.arrive_pct !== down.summary!.arrive_pct).toBe(true);
    expect(h.mass_kg).toBeGreaterThan(1_300);
    expect(h.people).toBe(1);
    for (const point of [...h.profile, ...r.profile]) {
      expect(point.pct).toBeGreaterThanOrEqual(0);
      expect(point.pct).toBeLessThanOrEqual(100);
    }
  });

  it('counts the people on board: four weigh more up the hill than one', async () => {
    const one = await planned({ origin: 'Chandigarh', destination: 'Shimla', vehicle_id: NEXON_MAX, ...DEFAULTS });
    const four = await planned({
      origin: 'Chandigarh',
      destination: 'Shimla',
      vehicle_id: NEXON_MAX,
      ...DEFAULTS,
      people: 4,
    });
    expect(four.route.heights!.mass_kg - one.route.heights!.mass_kg).toBe(210);
    expect(used(four)).toBeGreaterThan(used(one));
  });

  it('a Bengaluru → Mysuru scooter plan shows its small climb', async () => {
    const answer = await planned({ origin: 'Bengaluru', destination: 'Mysuru', vehicle_id: ATHER, ...DEFAULTS });
    const h = answer.route.heights!;
    expect(h.climb_m).toBeGreaterThan(50);
    expect(h.climb_m).toBeLessThan(1_000);
    expect(h.no_height_data).toBe(false);
    expect(h.mass_kg).toBeLessThan(250);
  });

  it('Kochi → Kanyakumari says it has no height data (the grid stops at 10 °N)', async () => {
    const answer = await planned({ origin: 'Kochi', destination: 'Kanyakumari', vehicle_id: NEXON_MAX, ...DEFAULTS });
    expect(answer.route.source).toBe('roads');
    expect(answer.route.heights!.no_height_data).toBe(true);
    expect(answer.route.heights!.climb_m).toBe(0);
  });

  it('refuses a people count out of range with a clear message', async () => {
    const reply = await t.call<Envelope<TripPlan> & { message: string }>(
      'POST',
      '/ev/trip/plan',
      { origin: 'Delhi', destination: 'Jaipur', vehicle_id: NEXON_MAX, ...DEFAULTS, people: 0 },
      token,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/People on board/);
  });
});
