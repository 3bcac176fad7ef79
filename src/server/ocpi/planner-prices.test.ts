import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripPlan } from '../../domain/trips/plan-answer.ts';
import { estimateChargeCost } from '../../domain/pricing/tariff-display.ts';
import type { Tariff } from '../../domain/ocpi/tariff.schema.ts';
import { FakeOcpiNetwork, sampleLocation, sampleTariff } from '../../../tests/support/fake-ocpi-network.ts';
import type { Envelope } from '../../../tests/support/check-in-helpers.ts';
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { delhiJaipurPlanner } from '../../../tests/support/trip-plans.ts';
import { invitePartner } from './partner-store.server.ts';

/**
 * Prices in trip plans and on the nearby screen, over HTTP on the bundled stations: a stop whose
 * network sends a Tariff is priced at it (the price model's figure, to the paisa), the others say
 * their price is not known and the total says 'at least'; home and petrol sit beside it. And a
 * network's Location far from every bundled station joins the nearby list and the plans without a
 * restart, and leaves them when the network unpublishes it.
 */
describe('prices in plans, and a network’s new station', () => {
  let t: TestApp;
  let network: FakeOcpiNetwork;
  let planner: ReturnType<typeof delhiJaipurPlanner>;
  const base = () => `${t.baseUrl}/ocpi/emsp/2.2.1`;

  beforeAll(async () => {
    t = await startTestApp({ STATIONS_SEED: 'true', MAPS_RATE_PER_MINUTE: '100000' });
    planner = delhiJaipurPlanner(t);
    network = await new FakeOcpiNetwork({ sender: false, tariffSender: false }).start();
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

  it('prices a stop at its network’s tariff for the hour it is reached, and the rest as not known', async () => {
    const first = await planner.plan();
    expect(first.feasible).toBe(true);
    expect(first.costs).not.toBeNull();
    // Nothing priced yet: every stop unknown, the total not known, home and petrol still there.
    expect(first.costs!.stops.every((s) => s.cost_paise === null)).toBe(true);
    expect(first.costs!.at_least).toBe(true);
    expect(first.costs!.home_paise).toBeGreaterThan(0);
    // Petrol: the road distance ÷ 12 km/l × ₹100 (the cost model's mid car).
    expect(first.costs!.petrol_paise).toBe(Math.round((first.route.distance_km / 12) * 100 * 100));

    const stop = first.stops[0]!;
    const station = await t.app.db
      .selectFrom('stations')
      .selectAll()
      .where('id', '=', stop.station.place_id)
      .executeTakeFirstOrThrow();
    const tariff = sampleTariff(network, 'DC-STANDARD');
    expect((await network.send('PUT', `${base()}/tariffs/IN/TPC/DC-STANDARD`, tariff)).status).toBe(201);
    const location = sampleLocation(
      network,
      'HWY1',
      { lat: Number(station.lat) + 0.00027, lng: Number(station.lng) },
      { operator: { name: station.operator || station.name } },
    );
    for (const evse of location.evses)
      for (const c of evse.connectors) Object.assign(c, { tariff_ids: ['DC-STANDARD'] });
    expect((await network.send('PUT', `${base()}/locations/IN/TPC/HWY1`, location)).status).toBe(201);

    const priced: TripPlan = await planner.plan();
    expect(priced.stops[0]!.station.place_id).toBe(stop.station.place_id);
    const cost = priced.costs!.stops[0]!;
    expect(cost.network).toBe('Highway Network');
    // The same figure the price model gives for that energy at that power and hour.
    const expected = estimateChargeCost(tariff as unknown as Tariff, {
      energyKwh: cost.energy_kwh,
      powerKw: priced.stops[0]!.power_kw,
      arrival: cost.arrive_at,
      timeZone: 'Asia/Kolkata',
    });
    expect(cost.cost_paise).toBe(expected!.inclVatMinor);
    // ₹18/kWh + 18% GST = ₹21.24/kWh, so a stop adding E kWh costs E × 2124 paise (rounded to whole kWh steps of 1 Wh).
    expect(cost.cost_paise).toBe(Math.round(cost.energy_kwh * 2124));
    const known = priced.costs!.stops.filter((s) => s.cost_paise !== null);
    expect(priced.costs!.charging_paise).toBe(known.reduce((sum, s) => sum + s.cost_paise!, 0));
    expect(priced.costs!.at_least).toBe(priced.costs!.stops.length > known.length);
  });

  it('shows a network’s station far from every bundled one on the nearby screen at once, and drops it when unpublished', async () => {
    // Near Hanle, Ladakh: the nearest bundled station is 146 km away.
    const far = { lat: 33.0, lng: 78.5 };
    const token = (await t.call<Envelope<{ token: string }>>('POST', '/googleservice/auth', {})).body.data!.token;
    const nearby = async () => {
      const reply = await t.call<Envelope<{ results: Array<{ place_id: string }> }>>(
        'POST',
        '/googleservice/ev-stations',
        { ...far },
        token,
      );
      expect(reply.status).toBe(200);
      return reply.body.data!.results.map((r) => r.place_id);
    };
    expect(await nearby()).toEqual([]);
    const url = `${base()}/locations/IN/TPC/HANLE1`;
    expect((await network.send('PUT', url, sampleLocation(network, 'HANLE1', far))).status).toBe(201);
    // The set is read again after the push (on every instance, through the status feed): wait for it.
    await expect.poll(nearby).toEqual(['ocpi:in:tpc:hanle1']);

    expect((await network.send('PATCH', url, { publish: false, last_updated: '2026-11-20T12:00:00Z' })).status).toBe(
      200,
    );
    await expect.poll(nearby).toEqual([]);
  });
});
