import { describe, expect, it } from 'vitest';
import type { StationPrice } from '../../domain/ocpi/station-price.ts';
import { summarizeTariff } from '../../domain/pricing/tariff-display.ts';
import { sampleLocation, sampleTariff } from '../../../tests/support/fake-ocpi-network.ts';
import {
  near,
  OURS,
  partnerRow,
  registered,
  setUp,
  stopNetworksAfterEach,
} from '../../../tests/support/ocpi-helpers.ts';
import type { TestApp } from '../../../tests/support/test-app.ts';

/**
 * A registered network's Tariffs (tests/support/fake-ocpi-network.ts playing the CPO role from the
 * specification, mod_tariffs.asciidoc) over HTTP: the pull with paging, PUT, GET and DELETE, the
 * refusals; after each step the rows and the prices API say what the network said.
 */
stopNetworksAfterEach();

const tariffRows = (t: TestApp) => t.app.db.selectFrom('ocpi_tariffs').selectAll().orderBy('tariff_id').execute();

async function prices(t: TestApp, id = OURS): Promise<StationPrice | undefined> {
  const answer = await t.call<{ data: { prices: StationPrice[] } }>(
    'GET',
    `/ev/stations/prices?ids=${encodeURIComponent(id)}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.prices[0];
}

/** Our station's Location, its CCS2 sockets naming `dc` and its Type 2 socket naming `ac`. */
function pricedLocation(network: Parameters<typeof sampleLocation>[0], dc: string[], ac: string[]) {
  const location = sampleLocation(network, 'LOC1', near(40));
  for (const evse of location.evses)
    for (const c of evse.connectors) Object.assign(c, { tariff_ids: c.standard === 'IEC_62196_T2' ? ac : dc });
  return location;
}

describe('the Tariffs pull', { timeout: 60_000 }, () => {
  it('reads every page by the Link header after the registration and links them to the sockets that name them', async () => {
    const { t, network } = await setUp();
    network.locations.push(pricedLocation(network, ['DC1'], ['AC1']));
    network.tariffs.push(
      sampleTariff(network, 'DC1'),
      sampleTariff(network, 'AC1', {
        elements: [{ price_components: [{ type: 'ENERGY', price: 12, vat: 18, step_size: 1 }] }],
      }),
      sampleTariff(network, 'UNUSED'),
      // Not valid OCPI (a price that is not a number): skipped and counted.
      { ...sampleTariff(network, 'BROKEN'), elements: [{ price_components: [{ type: 'ENERGY', price: 'cheap' }] }] },
    );
    await registered(t, network);
    const pages = network.calls.filter((c) => c.path.startsWith('/ocpi/cpo/2.2.1/tariffs'));
    expect(pages.map((c) => new URL(c.path, network.baseUrl).searchParams.get('offset'))).toEqual(['0', '2']);
    expect(await partnerRow(t)).toMatchObject({
      tariffs_url: `${network.baseUrl}/ocpi/cpo/2.2.1/tariffs`,
      tariff_sync_state: 'done',
      tariff_sync_offset: 4,
      tariff_sync_total: 4,
      tariff_sync_next_url: null,
    });
    expect((await tariffRows(t)).map((r) => r.tariff_id)).toEqual(['AC1', 'DC1', 'UNUSED']);

    const price = await prices(t);
    expect(price?.tariffs.map((x) => [x.tariff.id, x.connectors, x.network])).toEqual([
      ['DC1', ['CCS2 · 60 kW'], 'Tata Power'],
      ['AC1', ['Type 2 · 22 kW'], 'Tata Power'],
    ]);
    expect(price?.unpriced).toBe(0);
    const dc = summarizeTariff(price!.tariffs[0]!.tariff);
    expect(dc.parts[0]).toMatchObject({ kind: 'energy', perKwh: { amount: '21.24', vatIncluded: true } });
    expect(dc.parts[1]).toMatchObject({ kind: 'parking', perMinute: { amount: '2.36' }, afterMinutes: 60 });

    // A later pull is the new truth: a Tariff gone from the network is gone here.
    network.tariffs.splice(2, 1);
    t.clock.advance(60_000);
    const again = await t.app.ocpi.pullTariffs('IN*TPC');
    expect(again).toMatchObject({ state: 'done', stored: 2, skipped: 1, dropped: 1 });
    expect((await tariffRows(t)).map((r) => r.tariff_id)).toEqual(['AC1', 'DC1']);
  });
});

describe('Tariff pushes', { timeout: 60_000 }, () => {
  it('PUT stores or replaces, GET reads back, DELETE removes; the prices API follows each at once', async () => {
    const { t, network } = await setUp();
    await registered(t, network);
    const url = `${t.baseUrl}/ocpi/emsp/2.2.1/tariffs/IN/TPC/DC1`;
    expect(
      (
        await network.send(
          'PUT',
          `${t.baseUrl}/ocpi/emsp/2.2.1/locations/IN/TPC/LOC1`,
          pricedLocation(network, ['DC1'], ['AC9']),
        )
      ).status,
    ).toBe(201);
    // Sockets name Tariffs we do not hold: 'Price not known', never a guess.
    expect(await prices(t)).toMatchObject({ tariffs: [], unpriced: 3 });

    const put = await network.send('PUT', url, sampleTariff(network, 'DC1'));
    expect(put).toMatchObject({ status: 201, body: { status_code: 1000 } });
    expect((await prices(t))?.tariffs.map((x) => x.tariff.id)).toEqual(['DC1']);
    expect((await prices(t))?.unpriced).toBe(1);

    const cheaper = sampleTariff(network, 'DC1', {
      elements: [{ price_components: [{ type: 'ENERGY', price: 15, vat: 18, step_size: 1 }] }],
      last_updated: '2026-11-26T10:00:00Z',
    });
    expect((await network.send('PUT', url, cheaper)).status).toBe(200);
    const shown = summarizeTariff((await prices(t))!.tariffs[0]!.tariff);
    expect(shown.parts).toEqual([{ kind: 'energy', perKwh: { amount: '17.70', vatIncluded: true } }]);
    expect((await network.send('GET', url)).body).toMatchObject({
      status_code: 1000,
      data: { id: 'DC1', currency: 'INR' },
    });

    expect((await network.send('DELETE', url)).status).toBe(200);
    expect(await tariffRows(t)).toEqual([]);
    expect(await prices(t)).toMatchObject({ tariffs: [], unpriced: 3 });
    expect((await network.send('DELETE', url)).status).toBe(404);
    expect((await network.send('GET', url)).status).toBe(404);
  });

  it('keeps a Tariff in another currency as written, never converted', async () => {
    const { t, network } = await setUp();
    await registered(t, network);
    const euro = sampleTariff(network, 'EU1', {
      currency: 'EUR',
      elements: [{ price_components: [{ type: 'ENERGY', price: 0.25, vat: 21, step_size: 1 }] }],
    });
    expect((await network.send('PUT', `${t.baseUrl}/ocpi/emsp/2.2.1/tariffs/IN/TPC/EU1`, euro)).status).toBe(201);
    expect(await tariffRows(t)).toMatchObject([{ tariff_id: 'EU1', currency: 'EUR' }]);
    expect(summarizeTariff(JSON.parse((await tariffRows(t))[0]!.body))).toMatchObject({
      currency: 'EUR',
      parts: [{ kind: 'energy', perKwh: { amount: '0.30' } }],
    });
  });

  it('refuses what is malformed, too large, another party’s or with the wrong token, and stores nothing', async () => {
    const { t, network } = await setUp({ OCPI_BODY_LIMIT_BYTES: '8192' });
    const tokenA = await registered(t, network);
    const url = (id: string, party = 'TPC') => `${t.baseUrl}/ocpi/emsp/2.2.1/tariffs/IN/${party}/${id}`;
    const refusals: Array<[string, unknown, number, number]> = [
      // No elements: the spec requires at least one.
      [url('X1'), { ...sampleTariff(network, 'X1'), elements: [] }, 400, 2001],
      // A price component of a type the spec does not have.
      [
        url('X2'),
        {
          ...sampleTariff(network, 'X2'),
          elements: [{ price_components: [{ type: 'FUEL', price: 1, step_size: 1 }] }],
        },
        400,
        2001,
      ],
      // The body's id unlike the URL's.
      [url('X3'), sampleTariff(network, 'OTHER'), 400, 2001],
      // Another party's URL.
      [url('X4', 'STQ'), { ...sampleTariff(network, 'X4'), party_id: 'STQ' }, 404, 2000],
      // Over the body limit.
      [
        url('X5'),
        { ...sampleTariff(network, 'X5'), tariff_alt_text: [{ language: 'en', text: 'x'.repeat(9000) }] },
        413,
        2001,
      ],
      ['not json', '{"id":', 400, 2001],
    ];
    for (const [target, body, http, code] of refusals) {
      const answer = await network.send('PUT', target === 'not json' ? url('X6') : target, body);
      expect([target, answer.status, answer.body.status_code]).toEqual([target, http, code]);
    }
    // Token A (the invitation's) no longer opens anything; no token at all neither.
    expect((await network.send('PUT', url('X7'), sampleTariff(network, 'X7'), tokenA)).status).toBe(401);
    expect((await network.send('PUT', url('X8'), sampleTariff(network, 'X8'), '')).status).toBe(401);
    expect(await tariffRows(t)).toEqual([]);
  });
});
