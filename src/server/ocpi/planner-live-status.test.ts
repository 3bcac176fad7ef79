import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../tests/support/check-in-helpers.ts';
import { FakeOcpiNetwork, sampleLocation } from '../../../tests/support/fake-ocpi-network.ts';
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { delhiJaipurPlanner } from '../../../tests/support/trip-plans.ts';
import { invitePartner } from './partner-store.server.ts';

/**
 * The trip plan and the networks' live status, over HTTP on the bundled stations (issue 33;
 * docs/trip-model.md, "Check-ins"): a stop whose every EVSE a network says is out of order or
 * inoperative leaves the plan, through the same avoid set as a failed check-in; one working EVSE
 * brings it back.
 */
describe('live status in trip plans and the nearby list', () => {
  let t: TestApp;
  let network: FakeOcpiNetwork;
  let planner: ReturnType<typeof delhiJaipurPlanner>;
  let stopId = '';
  const plan = () => planner.plan();
  const stops = (answer: Awaited<ReturnType<typeof plan>>) => planner.stops(answer);

  beforeAll(async () => {
    t = await startTestApp({ STATIONS_SEED: 'true', MAPS_RATE_PER_MINUTE: '100000' });
    planner = delhiJaipurPlanner(t);
    network = await new FakeOcpiNetwork({ sender: false }).start();
    const { token } = await invitePartner(
      t.app.db,
      t.app.ocpi.keys,
      { name: 'Highway Network', countryCode: 'IN', partyId: 'TPC' },
      t.clock.now,
    );
    expect((await network.registerWith(`${t.baseUrl}/ocpi/versions`, token)).body.status_code).toBe(1000);
  });
  afterAll(async () => {
    await network?.stop();
    await t?.close();
  });

  it('leaves out a stop whose every EVSE is out of order or inoperative, and takes it back when one works', async () => {
    const first = await plan();
    expect(first.feasible).toBe(true);
    const [stop] = stops(first);
    expect(stop).toBeDefined();
    const station = await t.app.db.selectFrom('stations').selectAll().where('id', '=', stop!).executeTakeFirstOrThrow();

    // The network's Location at the stop (its operator, a CCS2 socket), 30 m away: shown as that station.
    const location = sampleLocation(
      network,
      'HWY1',
      { lat: Number(station.lat) + 0.00027, lng: Number(station.lng) },
      { operator: { name: station.operator || station.name } },
    );
    const url = `${t.baseUrl}/ocpi/emsp/2.2.1/locations/IN/TPC/HWY1`;
    expect((await network.send('PUT', url, location)).status).toBe(201);
    const linked = await t.app.db
      .selectFrom('ocpi_locations')
      .select('place_id')
      .where('location_id', '=', 'HWY1')
      .executeTakeFirstOrThrow();
    expect(linked.place_id).toBe(stop);

    // Two of three out of order: still a stop.
    for (const uid of ['HWY1-1', 'HWY1-2'])
      expect(
        (await network.send('PATCH', `${url}/${uid}`, { status: 'OUTOFORDER', last_updated: '2026-11-20T11:00:00Z' }))
          .status,
      ).toBe(200);
    expect(stops(await plan())).toEqual(stops(first));

    // The third inoperative: every EVSE down, and the plan goes elsewhere.
    expect(
      (await network.send('PATCH', `${url}/HWY1-3`, { status: 'INOPERATIVE', last_updated: '2026-11-20T11:01:00Z' }))
        .status,
    ).toBe(200);
    const avoiding = await plan();
    expect(avoiding.feasible).toBe(true);
    expect(stops(avoiding)).not.toContain(stop);

    // One works again.
    expect(
      (await network.send('PATCH', `${url}/HWY1-2`, { status: 'AVAILABLE', last_updated: '2026-11-20T11:05:00Z' }))
        .status,
    ).toBe(200);
    expect(stops(await plan())).toEqual(stops(first));
    stopId = stop!;
  });

  it("nearby 'Available now' lists only stations a network says have a free point, heard of in the last 30 minutes", async () => {
    const station = await t.app.db
      .selectFrom('stations')
      .selectAll()
      .where('id', '=', stopId)
      .executeTakeFirstOrThrow();
    const here = { lat: Number(station.lat), lng: Number(station.lng) };
    const token = (await t.call<Envelope<{ token: string }>>('POST', '/googleservice/auth', {})).body.data!.token;
    const nearby = async (availableNow: boolean) => {
      const reply = await t.call<Envelope<{ results: Array<{ place_id: string }> }>>(
        'POST',
        '/googleservice/ev-stations',
        { ...here, availableNow },
        token,
      );
      expect(reply.status).toBe(200);
      return reply.body.data!.results.map((r) => r.place_id);
    };
    expect((await nearby(false)).length).toBe(20);
    expect(await nearby(true)).toEqual([stopId]);
    // 31 minutes without a word from the network: no longer 'available now'.
    t.clock.advance(31 * 60_000);
    expect(await nearby(true)).toEqual([]);
  });
});
