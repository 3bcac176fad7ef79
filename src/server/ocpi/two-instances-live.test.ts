import { afterEach, describe, expect, it } from 'vitest';
import { startInstancePair, type Instance, type InstancePair } from '../../../tests/support/app-instance.ts';
import { addStations } from '../../../tests/support/check-in-helpers.ts';
import { FakeOcpiNetwork, sampleLocation } from '../../../tests/support/fake-ocpi-network.ts';
import { usingPostgres } from '../../../tests/support/test-database.ts';
import type { LiveStatus } from '../../domain/ocpi/live-status.ts';
import { invitePartner } from './partner-store.server.ts';

/**
 * Several instances (issue 33; docs/deploy.md): a status a network pushes to one instance shows on
 * the other through the change feed, PostgreSQL's LISTEN/NOTIFY or Redis pub/sub. The periodic
 * catch-up read is put a day away, so only the feed can carry it; the test waits for the other
 * instance's answer to change (no time budget: how fast is the bench's and the docs' business).
 */
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
const STATION = 'ocm:910001';
const AT = { lat: 28.6139, lng: 77.209 };

let pair: InstancePair | undefined;
let network: FakeOcpiNetwork | undefined;
afterEach(async () => {
  await network?.stop();
  await pair?.close();
  pair = undefined;
  network = undefined;
});

const liveOn = async (instance: Instance): Promise<LiveStatus | undefined> => {
  const answer = await instance.call('GET', `/ev/stations/live?ids=${STATION}`);
  if (!answer.body.data) throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body.data as { statuses: LiveStatus[] }).statuses[0];
};

/** Waits until `instance` answers a status that `wanted` accepts (the event), however long that takes. */
async function until(
  instance: Instance,
  wanted: (status: LiveStatus | undefined) => boolean,
): Promise<LiveStatus | undefined> {
  for (;;) {
    const status = await liveOn(instance);
    if (wanted(status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function pushThroughA(feed: 'redis' | 'postgres') {
  pair = await startInstancePair(
    {
      OCPI_LIVE_FEED: feed,
      OCPI_LIVE_CATCHUP_SECONDS: '86400',
      API_PER_IP: '1000000',
      API_PER_TOKEN: '1000000',
      API_BACKSTOP_PER_IP: '1000000',
    },
    feed === 'redis' ? redisUrl : undefined,
  );
  const { a, b } = pair;
  expect(a.app.ocpi.feed.kind).toBe(feed);
  await addStations(a.app.db, [STATION], AT);
  await a.app.db.updateTable('stations').set({ operator: 'Tata Power' }).where('id', '=', STATION).execute();
  network = await new FakeOcpiNetwork({ sender: false }).start();
  const { token } = await invitePartner(
    a.app.db,
    a.app.ocpi.keys,
    { name: 'Tata Power', countryCode: 'IN', partyId: 'TPC' },
    Date.now(),
  );
  const base = a.app.listeningOrigin;
  expect((await network.registerWith(`${base}/ocpi/versions`, token)).body.status_code).toBe(1000);
  const locations = `${base}/ocpi/emsp/2.2.1/locations/IN/TPC`;
  expect((await network.send('PUT', `${locations}/LOC1`, sampleLocation(network, 'LOC1', AT))).status).toBe(201);
  expect(await until(b, (s) => s?.free === 2)).toMatchObject({
    evses: 3,
    free: 2,
    in_use: 1,
    networks: ['Tata Power'],
  });
  // An EVSE goes out of order through A; B says so; then free again.
  expect(
    (
      await network.send('PATCH', `${locations}/LOC1/LOC1-1`, {
        status: 'OUTOFORDER',
        last_updated: '2026-11-20T10:05:00Z',
      })
    ).status,
  ).toBe(200);
  expect(await until(b, (s) => s?.out_of_order === 1)).toMatchObject({ free: 1, out_of_order: 1 });
  expect(
    (
      await network.send('PATCH', `${locations}/LOC1/LOC1-1`, {
        status: 'AVAILABLE',
        last_updated: '2026-11-20T10:06:00Z',
      })
    ).status,
  ).toBe(200);
  expect(await until(b, (s) => s?.out_of_order === 0)).toMatchObject({ free: 2, out_of_order: 0 });
  // B's planner sets follow too: all three out of order through A, and B avoids the station.
  for (const uid of ['LOC1-1', 'LOC1-2', 'LOC1-3']) {
    expect(
      (
        await network.send('PATCH', `${locations}/LOC1/${uid}`, {
          status: 'INOPERATIVE',
          last_updated: '2026-11-20T10:07:00Z',
        })
      ).status,
    ).toBe(200);
  }
  await until(b, (s) => s?.out_of_order === 3);
  await b.app.stationSignals.refresh();
  expect(b.app.stationSignals.current().avoid).toContain(STATION);
}

describe('live status across instances', () => {
  it.skipIf(!redisUrl)(
    `reaches the other instance through Redis pub/sub${redisUrl ? '' : ' (skipped: set TEST_REDIS_URL)'}`,
    { timeout: 60_000 },
    async () => {
      await pushThroughA('redis');
    },
  );

  it.skipIf(!usingPostgres())(
    `reaches the other instance through PostgreSQL LISTEN/NOTIFY${usingPostgres() ? '' : ' (skipped: set TEST_DATABASE_URL)'}`,
    { timeout: 60_000 },
    async () => {
      await pushThroughA('postgres');
    },
  );
});
