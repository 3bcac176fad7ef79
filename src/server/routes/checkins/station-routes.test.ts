import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../../../../tests/support/api-helpers.ts';
import {
  addStations,
  checkInUrl,
  favouriteUrl,
  mobiles,
  stationUrl,
  type Envelope,
} from '../../../../tests/support/check-in-helpers.ts';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { FavouriteView, StationPage } from '../../../domain/checkins/checkin-api.ts';
import type { StationSummary } from '../../../domain/checkins/station-summary.ts';

/** A station's page, the cards' summaries and favourites over HTTP (issue 17). */

const OCM = 'ocm:307286';
/** An id as BEE's flattened list makes them: a comma between latitude and longitude. */
const BEE = 'bee:andaman_and_nicobar_islands:andaman_and_nicobar_electricity_department:11.62345,92.72645';
const QUIET = 'ocm:555';

describe('station pages, summaries and favourites', () => {
  let t: TestApp;
  const nextMobile = mobiles('983');
  const summaries = (ids: string) =>
    t.call<Envelope<{ summaries: StationSummary[] }>>('GET', `/ev/stations/summaries?ids=${ids}`);

  beforeAll(async () => {
    t = await startTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '10000', STATION_WRITES_PER_IP_PER_HOUR: '100000' });
    await addStations(t.app.db, [OCM, BEE, QUIET]);
    await t.app.db
      .updateTable('stations')
      .set({ source: 'bee+ocm', source_id: `bee:delhi:12;${OCM}` })
      .where('id', '=', OCM)
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a station page to everyone: card fields, sources, attribution, maps link, summary, median price', async () => {
    const prices = [16, 18, 24, 20];
    for (const price of prices) {
      const token = await t.signIn(nextMobile());
      expect((await t.call('POST', checkInUrl(OCM), { outcome: 'charged', price_per_kwh: price }, token)).status).toBe(
        201,
      );
    }
    const failed = await t.signIn(nextMobile());
    expect((await t.call('POST', checkInUrl(OCM), { outcome: 'could_not_charge' }, failed)).status).toBe(201);

    const page = await t.call<Envelope<StationPage>>('GET', stationUrl(OCM));
    expect(page.status).toBe(200);
    const data = page.body.data!;
    expect(data.station).toMatchObject({
      place_id: OCM,
      name: 'Test station 1',
      vicinity: '1 Test Road',
      operator: 'Test Power',
      connectors: ['CCS2', 'Type 2'],
      max_kw: 60,
      lev_only: false,
      source: 'bee+ocm',
      city: 'New Delhi',
      postcode: '110001',
    });
    expect(data.sources.map((s) => s.id)).toEqual(['bee', 'ocm']);
    expect(data.sources[1]).toMatchObject({
      licence: 'CC BY-SA 4.0',
      url: 'https://openchargemap.org/site/poi/details/307286',
    });
    expect(data.attribution).toMatch(/Open Charge Map contributors \(CC BY-SA 4\.0\)/);
    expect(data.maps_url).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Test%20station%201/);
    expect(data.summary).toMatchObject({
      state: 'could_not_charge',
      check_ins_30d: 5,
      rating_charged: 4,
      rating_failed: 1,
    });
    expect(data.summary.rating).toBeGreaterThan(1);
    expect(data.summary.rating).toBeLessThan(5);
    expect(data.price).toEqual({ median_per_kwh: 19, count: 4, days: 90 });
    expect(data.saved).toBe(false);
  });

  it('answers the cards’ summaries for up to 100 ids, BEE ids with their comma included', async () => {
    const token = await t.signIn(nextMobile());
    expect((await t.call('POST', checkInUrl(BEE), { outcome: 'waited' }, token)).status).toBe(201);
    const reply = await summaries(`${OCM},${BEE},${QUIET}`);
    expect(reply.status).toBe(200);
    const [ocm, bee, quiet] = reply.body.data!.summaries;
    expect(ocm).toMatchObject({ place_id: OCM, state: 'could_not_charge', check_ins_30d: 5 });
    expect(bee).toMatchObject({ place_id: BEE, state: 'waited', check_ins_30d: 1, rating: 'NA' });
    expect(quiet).toEqual({
      place_id: QUIET,
      state: 'none',
      last_at: null,
      check_ins_30d: 0,
      rating: 'NA',
      rating_charged: 0,
      rating_failed: 0,
    });
    // The same with the id percent-encoded, and as repeated parameters.
    const encoded = await summaries(`${encodeURIComponent(BEE)}&ids=${OCM}`);
    expect(encoded.body.data!.summaries.map((s) => s.place_id)).toEqual([BEE, OCM]);
    for (const bad of ['', 'nonsense', Array.from({ length: 101 }, (_, i) => `ocm:${i}`).join(',')]) {
      expect((await summaries(bad)).status).toBe(400);
    }
  });

  it('counts 30 days and rates over 90 days, as the days pass', async () => {
    t.clock.advance(31 * DAY);
    const later = await summaries(OCM);
    expect(later.body.data!.summaries[0]).toMatchObject({
      state: 'could_not_charge',
      check_ins_30d: 0,
      rating_charged: 4,
      rating_failed: 1,
    });
    t.clock.advance(60 * DAY);
    expect((await summaries(OCM)).body.data!.summaries[0]).toMatchObject({
      check_ins_30d: 0,
      rating: 'NA',
      rating_charged: 0,
    });
    const page = await t.call<Envelope<StationPage>>('GET', stationUrl(OCM));
    expect(page.body.data!.price).toEqual({ median_per_kwh: null, count: 0, days: 90 });
  });

  it('keeps favourites on the server, for the person only, and refuses visitors (401) and unknown stations (404)', async () => {
    const token = await t.signIn(nextMobile());
    for (const [method, url] of [
      ['PUT', favouriteUrl(OCM)],
      ['DELETE', favouriteUrl(OCM)],
      ['GET', '/ev/favourites'],
    ] as const) {
      expect((await t.call(method, url)).status).toBe(401);
    }
    expect((await t.call('PUT', favouriteUrl('ocm:1'), undefined, token)).status).toBe(404);
    expect((await t.call('PUT', favouriteUrl(BEE), undefined, token)).status).toBe(200);
    t.clock.advance(1000);
    expect((await t.call('PUT', favouriteUrl(OCM), undefined, token)).status).toBe(200);
    expect((await t.call('PUT', favouriteUrl(OCM), undefined, token)).status).toBe(200);
    const listed = await t.call<Envelope<{ favourites: FavouriteView[] }>>('GET', '/ev/favourites', undefined, token);
    expect(listed.body.data!.favourites.map((f) => f.station.place_id)).toEqual([OCM, BEE]);
    expect(listed.body.data!.favourites[1]!.summary).toMatchObject({ place_id: BEE, state: 'waited' });
    expect(
      (await t.call<Envelope<StationPage>>('GET', stationUrl(OCM), undefined, undefined, { token })).body.data!.saved,
    ).toBe(true);

    // Another person, on another phone, sees only theirs; a second sign-in of the first sees them.
    const other = await t.signIn(nextMobile());
    expect(
      (await t.call<Envelope<{ favourites: FavouriteView[] }>>('GET', '/ev/favourites', undefined, other)).body.data!
        .favourites,
    ).toEqual([]);
    expect((await t.call('DELETE', favouriteUrl(OCM), undefined, token)).status).toBe(200);
    const after = await t.call<Envelope<{ favourites: FavouriteView[] }>>('GET', '/ev/favourites', undefined, token);
    expect(after.body.data!.favourites.map((f) => f.station.place_id)).toEqual([BEE]);
  });
});
