import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR } from '../../../../tests/support/api-helpers.ts';
import { checkInUrl, stationUrl, type Envelope } from '../../../../tests/support/check-in-helpers.ts';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { delhiJaipurPlanner } from '../../../../tests/support/trip-plans.ts';
import type { StationPage } from '../../../domain/checkins/checkin-api.ts';

/**
 * The trip plan and drivers' check-ins, over HTTP on the bundled stations (issue 17): a stop
 * reported not working in the last 48 h is left out of the next plan, and comes back when someone
 * charges there, or when 48 hours pass.
 */
describe('POST /ev/trip/plan and check-ins', () => {
  let t: TestApp;
  let planner: ReturnType<typeof delhiJaipurPlanner>;
  const plan = () => planner.plan();
  const stops = (answer: Awaited<ReturnType<typeof plan>>) => planner.stops(answer);

  beforeAll(async () => {
    t = await startTestApp({
      STATIONS_SEED: 'true',
      MAPS_RATE_PER_MINUTE: '100000',
      API_PER_TOKEN: '100000',
      OTP_SENDS_PER_IP_PER_HOUR: '10000',
    });
    planner = delhiJaipurPlanner(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('avoids a stop reported not working, until someone charges there or 48 hours pass', async () => {
    const first = await plan();
    expect(first.feasible).toBe(true);
    const [stop] = stops(first);
    expect(stop).toBeDefined();

    const page = await t.call<Envelope<StationPage>>('GET', stationUrl(stop!));
    expect(page.status).toBe(200);
    expect(page.body.data!.summary.state).toBe('none');
    expect(page.body.data!.sources.length).toBeGreaterThan(0);

    const reporter = await t.signIn('9860000001');
    expect(
      (await t.call('POST', checkInUrl(stop!), { outcome: 'could_not_charge', comment: 'Charger dead' }, reporter))
        .status,
    ).toBe(201);
    const avoiding = await plan();
    expect(avoiding.feasible).toBe(true);
    expect(stops(avoiding)).not.toContain(stop);

    // A minute later (at the same moment, the failure would count as the latest).
    t.clock.advance(60_000);
    const charger = await t.signIn('9860000002');
    expect((await t.call('POST', checkInUrl(stop!), { outcome: 'charged' }, charger)).status).toBe(201);
    expect(stops(await plan())).toEqual(stops(first));

    t.clock.advance(60_000);
    const again = await t.signIn('9860000003');
    expect((await t.call('POST', checkInUrl(stop!), { outcome: 'not_found' }, again)).status).toBe(201);
    expect(stops(await plan())).not.toContain(stop);
    t.clock.advance(48 * HOUR + 1);
    await planner.newToken();
    expect(stops(await plan())).toEqual(stops(first));
  });
});
