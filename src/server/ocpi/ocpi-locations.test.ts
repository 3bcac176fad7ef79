import { describe, expect, it } from 'vitest';
import { MINUTE } from '../../../tests/support/api-helpers.ts';
import { stationUrl } from '../../../tests/support/check-in-helpers.ts';
import { sampleLocation } from '../../../tests/support/fake-ocpi-network.ts';
import {
  live,
  locationRow,
  near,
  OURS,
  partnerRow,
  registered,
  setUp,
  stopNetworksAfterEach,
} from '../../../tests/support/ocpi-helpers.ts';

/**
 * A registered network's Locations (tests/support/fake-ocpi-network.ts playing the CPO role from
 * the specification) over HTTP: the first full load with paging, retries and resuming; PUT and
 * PATCH of Locations, EVSEs and Connectors; the refusals. After each step the database rows and
 * the API's answers say what the network said.
 */
stopNetworksAfterEach();

// The first test of the file also loads the gazetteer (once per process): a longer limit.
describe('the first full load', { timeout: 60_000 }, () => {
  it('pulls every page by the Link header, records X-Total-Count and how far it got, and links Locations to stations', async () => {
    const { t, network } = await setUp();
    network.locations.push(
      sampleLocation(network, 'LOC1', near(40)),
      sampleLocation(network, 'LOC2', near(20_000)),
      // 60 m from ours but another operator's: a station of its own.
      sampleLocation(network, 'LOC3', near(60), { operator: { name: 'Statiq' } }),
      sampleLocation(network, 'LOC4', near(30_000)),
      sampleLocation(network, 'LOC5', near(40_000), { publish: false }),
    );
    await registered(t, network);
    const pages = network.calls.filter((c) => c.path.startsWith('/ocpi/cpo/2.2.1/locations'));
    expect(pages.map((c) => new URL(c.path, network.baseUrl).searchParams.get('offset'))).toEqual(['0', '2', '4']);
    expect(pages.every((c) => c.token === network.tokenFromItForUs)).toBe(true);
    expect(await partnerRow(t)).toMatchObject({
      sync_state: 'done',
      sync_offset: 5,
      sync_total: 5,
      sync_next_url: null,
      sync_error: null,
    });

    expect((await locationRow(t, 'LOC1'))?.place_id).toBe(OURS);
    expect((await locationRow(t, 'LOC2'))?.place_id).toBe('ocpi:in:tpc:loc2');
    expect((await locationRow(t, 'LOC3'))?.place_id).toBe('ocpi:in:tpc:loc3');
    expect((await locationRow(t, 'LOC5'))?.place_id).toBeNull();
    expect(await live(t, OURS)).toMatchObject({
      evses: 3,
      free: 2,
      in_use: 1,
      out_of_order: 0,
      networks: ['Tata Power'],
      updated_at: t.clock.now,
    });

    // A station made from a Location names the network among its sources on its page.
    const page = await t.call<{
      data: { station: { name: string; connectors: string[] }; sources: Array<{ id: string; name: string }> };
    }>('GET', stationUrl('ocpi:in:tpc:loc2'));
    expect(page.status).toBe(200);
    expect(page.body.data.station).toMatchObject({ name: 'Location LOC2', connectors: ['CCS2', 'Type 2'] });
    expect(page.body.data.sources).toEqual([{ id: 'ocpi', name: 'Tata Power', licence: null, url: null }]);
  });

  it('retries a failing page with back-off, records where it stopped, goes on from there, then drops what the network no longer has', async () => {
    const { t, network } = await setUp();
    network.locations.push(...[1, 2, 3, 4, 5].map((n) => sampleLocation(network, `LOC${n}`, near(10_000 * n))));
    network.failures = [{ status: 503 }];
    await registered(t, network);
    const offsets = () =>
      network.calls
        .filter((c) => c.path.startsWith('/ocpi/cpo/2.2.1/locations'))
        .map((c) => new URL(c.path, network.baseUrl).searchParams.get('offset'));
    // The first page failed once and was asked again.
    expect(offsets()).toEqual(['0', '0', '2', '4']);
    expect((await partnerRow(t)).sync_state).toBe('done');

    // The network no longer has LOC5; the second page fails three times (OCPI_PULL_TRIES).
    network.locations.splice(4, 1);
    t.clock.advance(MINUTE);
    network.calls.length = 0;
    network.failures = [503, 502, 500].map((status) => ({ status, offset: 2 }));
    const stopped = await t.app.ocpi.pull('IN*TPC');
    expect(stopped).toMatchObject({ state: 'failed', pages: 1, stored: 2 });
    expect(offsets()).toEqual(['0', '2', '2', '2']);
    const row = await partnerRow(t);
    expect(row).toMatchObject({ sync_state: 'failed', sync_offset: 2, sync_total: 4, sync_attempts: 3 });
    expect(row.sync_next_url).toContain('offset=2');
    expect(row.sync_error).toContain('HTTP 500');
    // Nothing is dropped on a pull that did not end.
    expect(await locationRow(t, 'LOC5')).toBeDefined();

    // The next pull goes on from the page that failed; complete, it drops LOC5.
    t.clock.advance(MINUTE);
    network.calls.length = 0;
    const done = await t.app.ocpi.pull('IN*TPC');
    expect(done).toMatchObject({ state: 'done', pages: 1, stored: 2, dropped: 1 });
    expect(offsets()).toEqual(['2']);
    expect(await locationRow(t, 'LOC5')).toBeUndefined();
    expect(await partnerRow(t)).toMatchObject({ sync_state: 'done', sync_offset: 4, sync_next_url: null });
    expect(await live(t, 'ocpi:in:tpc:loc5')).toBeUndefined();
  });

  it('a refusal is not retried: a 401 from the network stops the pull at once', async () => {
    const { t, network } = await setUp();
    await registered(t, network);
    network.calls.length = 0;
    network.failures = [{ status: 401 }];
    expect(await t.app.ocpi.pull('IN*TPC')).toMatchObject({ state: 'failed' });
    expect(network.calls).toHaveLength(1);
  });
});

describe('pushes: PUT and PATCH of Locations, EVSEs and Connectors', () => {
  it('each push is stored as the network sent it, answered 201 when new and 200 after, and the live status follows', async () => {
    const { t, network, locations } = await setUp();
    await registered(t, network);
    const location = sampleLocation(network, 'LOC1', near(40));

    // A new Location, then the same again.
    expect(await network.send('PUT', `${locations}/LOC1`, location)).toMatchObject({
      status: 201,
      body: { status_code: 1000 },
    });
    expect((await network.send('PUT', `${locations}/LOC1`, location)).status).toBe(200);
    const stored = await network.send('GET', `${locations}/LOC1`);
    expect(stored.body).toMatchObject({ status_code: 1000, data: location });
    expect(JSON.parse((await locationRow(t, 'LOC1'))!.body)).toEqual(location);
    expect(await live(t, OURS)).toMatchObject({ evses: 3, free: 2, in_use: 1 });

    // An EVSE goes out of order (the spec's "simple status update").
    t.clock.advance(MINUTE);
    const patched = await network.send('PATCH', `${locations}/LOC1/LOC1-1`, {
      status: 'OUTOFORDER',
      last_updated: '2026-11-20T10:05:00Z',
    });
    expect(patched).toMatchObject({ status: 200, body: { status_code: 1000 } });
    expect(await network.send('GET', `${locations}/LOC1/LOC1-1`)).toMatchObject({
      body: { data: { uid: 'LOC1-1', status: 'OUTOFORDER', last_updated: '2026-11-20T10:05:00Z' } },
    });
    const row = await locationRow(t, 'LOC1');
    expect(row).toMatchObject({
      free: 1,
      out_of_order: 1,
      in_use: 1,
      received_at: t.clock.now,
      last_updated: Date.parse('2026-11-20T10:05:00Z'),
    });
    expect(await live(t, OURS)).toMatchObject({
      evses: 3,
      free: 1,
      out_of_order: 1,
      in_use: 1,
      updated_at: t.clock.now,
    });

    // A new EVSE (PUT at EVSE level), a new Connector on it, then a PATCH of that Connector.
    const evse = {
      uid: 'LOC1-4',
      status: 'AVAILABLE',
      connectors: [
        {
          id: '1',
          standard: 'IEC_62196_T2',
          format: 'SOCKET',
          power_type: 'AC_3_PHASE',
          max_voltage: 230,
          max_amperage: 32,
          last_updated: '2026-11-20T10:06:00Z',
        },
      ],
      last_updated: '2026-11-20T10:06:00Z',
    };
    expect((await network.send('PUT', `${locations}/LOC1/LOC1-4`, evse)).status).toBe(201);
    expect((await network.send('PUT', `${locations}/LOC1/LOC1-4`, evse)).status).toBe(200);
    const connector = {
      id: '2',
      standard: 'CHADEMO',
      format: 'CABLE',
      power_type: 'DC',
      max_voltage: 500,
      max_amperage: 100,
      last_updated: '2026-11-20T10:07:00Z',
    };
    expect((await network.send('PUT', `${locations}/LOC1/LOC1-4/2`, connector)).status).toBe(201);
    expect(
      (
        await network.send('PATCH', `${locations}/LOC1/LOC1-4/2`, {
          max_amperage: 125,
          last_updated: '2026-11-20T10:08:00Z',
        })
      ).status,
    ).toBe(200);
    expect((await network.send('GET', `${locations}/LOC1/LOC1-4/2`)).body.data).toEqual({
      ...connector,
      max_amperage: 125,
      last_updated: '2026-11-20T10:08:00Z',
    });
    // The parents' last_updated moved with it (mod_locations: "the Receiver SHALL also set the new last_updated value on the parent").
    const afterConnector = (await network.send('GET', `${locations}/LOC1`)).body.data as {
      last_updated: string;
      evses: Array<{ uid: string; last_updated: string }>;
    };
    expect(afterConnector.last_updated).toBe('2026-11-20T10:08:00Z');
    expect(afterConnector.evses.find((e) => e.uid === 'LOC1-4')!.last_updated).toBe('2026-11-20T10:08:00Z');
    expect(await live(t, OURS)).toMatchObject({ evses: 4, free: 2, out_of_order: 1, in_use: 1 });

    // A PATCH of the Location's name; the ids in the URL are CiStrings: any letter case.
    expect(
      (
        await network.send('PATCH', `${t.baseUrl}/ocpi/emsp/2.2.1/locations/in/tpc/loc1`, {
          name: 'Sector 18 Hub',
          last_updated: '2026-11-20T10:09:00Z',
        })
      ).status,
    ).toBe(200);
    expect(JSON.parse((await locationRow(t, 'LOC1'))!.body)).toMatchObject({
      id: 'LOC1',
      name: 'Sector 18 Hub',
      last_updated: '2026-11-20T10:09:00Z',
    });

    // An EVSE removed (status REMOVED) is no longer counted.
    expect(
      (
        await network.send('PATCH', `${locations}/LOC1/LOC1-3`, {
          status: 'REMOVED',
          last_updated: '2026-11-20T10:10:00Z',
        })
      ).status,
    ).toBe(200);
    expect(await live(t, OURS)).toMatchObject({ evses: 3, free: 2, out_of_order: 1, in_use: 0 });
    // Nine pushes taken (a pull's Locations are not pushes).
    expect(Number((await partnerRow(t)).pushes)).toBe(9);
  });

  it('the answers use the response format with a timestamp; the request ids come back', async () => {
    const { t, network, locations } = await setUp();
    await registered(t, network);
    const response = await fetch(`${locations}/LOC1`, {
      headers: {
        authorization: `Token ${Buffer.from(network.tokenForUs).toString('base64')}`,
        'x-request-id': 'req-1',
        'x-correlation-id': 'cor-1',
      },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe('req-1');
    expect(response.headers.get('x-correlation-id')).toBe('cor-1');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status_code: 2003, status_message: expect.any(String) });
    expect(String(body.timestamp)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  });
});

describe('refusals: nothing is stored', () => {
  it('a wrong token, token A, another party, a bad body, one too large, an unknown Location', async () => {
    const { t, network, locations } = await setUp();
    const tokenA = await registered(t, network);
    const location = sampleLocation(network, 'LOC1', near(40));
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('ocpi_locations')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const unchanged = await count();

    expect(await network.send('PUT', `${locations}/LOC1`, location, 'not-a-token')).toMatchObject({
      status: 401,
      body: { status_code: 2000 },
    });
    const noHeader = await fetch(`${locations}/LOC1`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(location),
    });
    expect(noHeader.status).toBe(401);
    // Token A is for the versions and credentials calls only.
    expect((await network.send('PUT', `${locations}/LOC1`, location, tokenA)).status).toBe(401);
    // Another party's URL, and another party in the body.
    const elsewhere = await network.send('PUT', `${t.baseUrl}/ocpi/emsp/2.2.1/locations/IN/STQ/LOC1`, {
      ...location,
      party_id: 'STQ',
    });
    expect(elsewhere).toMatchObject({ status: 404, body: { status_code: 2000 } });
    expect(await network.send('PUT', `${locations}/LOC1`, { ...location, party_id: 'STQ' })).toMatchObject({
      status: 400,
      body: { status_code: 2001 },
    });
    expect(await network.send('PUT', `${locations}/LOC2`, location)).toMatchObject({
      status: 400,
      body: { status_code: 2001 },
    });
    // Bad bodies.
    const missing = await network.send('PUT', `${locations}/LOC1`, { ...location, coordinates: undefined });
    expect(missing).toMatchObject({ status: 400, body: { status_code: 2001 } });
    expect(missing.body.status_message).toContain('coordinates');
    expect(
      await network.send('PUT', `${locations}/LOC1`, {
        ...location,
        evses: [{ uid: 'E', status: 'BROKEN', connectors: [], last_updated: 'yesterday' }],
      }),
    ).toMatchObject({ status: 400, body: { status_code: 2001 } });
    expect(await network.send('PUT', `${locations}/LOC1`, '{"id": "LOC1",')).toMatchObject({
      status: 400,
      body: { status_code: 2001 },
    });
    expect(await network.send('PUT', `${locations}/LOC1`, { ...location, name: 'x'.repeat(300_000) })).toMatchObject({
      status: 413,
      body: { status_code: 2001 },
    });
    // An EVSE pushed to a Location we do not hold: 2003.
    expect(
      await network.send('PATCH', `${locations}/LOC1/LOC1-1`, {
        status: 'CHARGING',
        last_updated: '2026-11-20T10:05:00Z',
      }),
    ).toMatchObject({ status: 404, body: { status_code: 2003 } });
    expect(await network.send('PUT', `${locations}/LOC1/LOC1-1`, location.evses[0])).toMatchObject({
      status: 404,
      body: { status_code: 2003 },
    });
    expect(await count()).toBe(unchanged);

    // With the Location in place: a PATCH without last_updated, of an EVSE it does not have, with another uid.
    expect((await network.send('PUT', `${locations}/LOC1`, location)).status).toBe(201);
    const before = (await locationRow(t, 'LOC1'))!.body;
    expect(await network.send('PATCH', `${locations}/LOC1/LOC1-1`, { status: 'CHARGING' })).toMatchObject({
      status: 400,
      body: { status_code: 2001 },
    });
    expect(
      await network.send('PATCH', `${locations}/LOC1/NOPE`, {
        status: 'CHARGING',
        last_updated: '2026-11-20T10:05:00Z',
      }),
    ).toMatchObject({ status: 404, body: { status_code: 2001 } });
    expect(
      await network.send('PATCH', `${locations}/LOC1/LOC1-1`, {
        uid: 'LOC1-2',
        status: 'CHARGING',
        last_updated: '2026-11-20T10:05:00Z',
      }),
    ).toMatchObject({ status: 400, body: { status_code: 2001 } });
    expect((await locationRow(t, 'LOC1'))!.body).toBe(before);
  });

  it('a network over its own limit gets 429 while the app answers everyone else', async () => {
    const { t, network, locations } = await setUp({ OCPI_PUSHES_PER_PARTY_PER_MINUTE: '10' });
    // Its registration made three calls (versions, details, credentials): seven more are allowed this minute.
    await registered(t, network);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await network.send('GET', `${locations}/LOC1`)).status);
    expect(statuses).toEqual([...Array(7).fill(404), 429, 429]);
    const refused = await network.send('GET', `${locations}/LOC1`);
    expect(refused).toMatchObject({ status: 429, body: { status_code: 2000 } });
    expect(
      Number(
        (
          await fetch(`${locations}/LOC1`, {
            headers: { authorization: `Token ${Buffer.from(network.tokenForUs).toString('base64')}` },
          })
        ).headers.get('retry-after'),
      ),
    ).toBeGreaterThan(0);
    expect((await t.call('GET', `/ev/stations/live?ids=${OURS}`)).status).toBe(200);
    // The next minute it is let in again.
    t.clock.advance(MINUTE);
    expect((await network.send('GET', `${locations}/LOC1`)).status).toBe(404);
  });
});
