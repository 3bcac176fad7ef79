import { afterEach, expect } from 'vitest';
import type { LiveStatus } from '../../src/domain/ocpi/live-status.ts';
import { invitePartner } from '../../src/server/ocpi/partner-store.server.ts';
import { appForTest } from './api-helpers.ts';
import { addStations } from './check-in-helpers.ts';
import { FakeOcpiNetwork } from './fake-ocpi-network.ts';
import type { TestApp } from './test-app.ts';

/**
 * The OCPI API suites' common ground (src/server/ocpi/ocpi-*.test.ts): a test app with our station
 * beside Delhi's centre, a fake network (fake-ocpi-network.ts) stopped after each test, the
 * invitation and handshake, and reads of the rows and answers each step is checked against.
 */
export const ENV = { OCPI_RETRY_BASE_MS: '1', OCPI_PULL_TRIES: '3' };
/** Our station 40 m from the network's LOC1 (same operator, a CCS2 socket): the Location is shown as it. */
export const OURS = 'ocm:900001';
export const DELHI = { lat: 28.6139, lng: 77.209 };
export const near = (metres: number) => ({ lat: DELHI.lat + metres / 111_320, lng: DELHI.lng });

const networks: FakeOcpiNetwork[] = [];

/** Stops the networks a test started (call once at the top of a test file). */
export function stopNetworksAfterEach(): void {
  afterEach(async () => {
    await Promise.all(networks.splice(0).map((n) => n.stop()));
  });
}

/** A network of ours to stop after the test. */
export async function fakeNetwork(
  options: ConstructorParameters<typeof FakeOcpiNetwork>[0] = {},
): Promise<FakeOcpiNetwork> {
  const network = await new FakeOcpiNetwork(options).start();
  networks.push(network);
  return network;
}

export async function setUp(env: Record<string, string> = {}) {
  const t = await appForTest({ ...ENV, ...env });
  await addStations(t.app.db, [OURS], DELHI);
  await t.app.db
    .updateTable('stations')
    .set({ operator: 'Tata Power EZ Charge', connectors: 'CCS2' })
    .where('id', '=', OURS)
    .execute();
  const network = await fakeNetwork();
  return { t, network, locations: `${t.baseUrl}/ocpi/emsp/2.2.1/locations/IN/TPC` };
}

/** The network invited (as `npm run ocpi -- invite` does) and registered through the handshake; its first pull done. */
export async function registered(t: TestApp, network: FakeOcpiNetwork) {
  const { token } = await invitePartner(
    t.app.db,
    t.app.ocpi.keys,
    { name: 'Tata Power', countryCode: 'IN', partyId: 'TPC' },
    t.clock.now,
  );
  const answer = await network.registerWith(`${t.baseUrl}/ocpi/versions`, token);
  expect(answer.body.status_code).toBe(1000);
  await t.app.ocpi.pulling.get('IN*TPC');
  return token;
}

export const partnerRow = (t: TestApp, party = 'IN*TPC') =>
  t.app.db.selectFrom('ocpi_partners').selectAll().where('party', '=', party).executeTakeFirstOrThrow();
export const locationRow = (t: TestApp, id: string) =>
  t.app.db.selectFrom('ocpi_locations').selectAll().where('location_id', '=', id.toUpperCase()).executeTakeFirst();

/** The station's live status as GET /ev/stations/live answers it. */
export async function live(t: TestApp, id: string): Promise<LiveStatus | undefined> {
  const answer = await t.call<{ data: { statuses: LiveStatus[] } }>(
    'GET',
    `/ev/stations/live?ids=${encodeURIComponent(id)}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data.statuses[0];
}
