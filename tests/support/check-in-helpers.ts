import type { Kysely } from 'kysely';
import type { Database, StationsTable } from '../../src/server/db/tables.ts';
import type { TestApp } from './test-app.ts';

/**
 * Stations for the check-in suites, written straight into a test app's database (most suites start
 * without the bundled 27,738): the check-in calls find a station imported after start there.
 */
export async function addStations(
  db: Kysely<Database>,
  ids: readonly string[],
  at = { lat: 28.6139, lng: 77.209 },
): Promise<void> {
  const rows: StationsTable[] = ids.map((id, i) => ({
    id,
    source: id.split(':')[0] ?? 'ocm',
    source_id: id,
    name: `Test station ${i + 1}`,
    operator: 'Test Power',
    address: `${i + 1} Test Road`,
    city: 'New Delhi',
    state: 'Delhi',
    postcode: '110001',
    lat: at.lat + i * 0.01,
    lng: at.lng,
    max_kw: 60,
    connectors: 'CCS2;Type 2',
    lev_only: 0,
    updated_at: 0,
  }));
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('stations')
      .values(rows.slice(i, i + 200))
      .execute();
}

export interface Envelope<T> {
  success: boolean;
  message: string;
  data?: T;
}

/** A new 10-digit mobile number per call within a test file (98xxxxxxxx). */
export function mobiles(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}${String(++n).padStart(10 - prefix.length, '0')}`;
}

/** Signs in on a fresh number, moving the clock past the resend wait first (one address sends many codes). */
export async function newDriver(t: TestApp, mobile: string): Promise<string> {
  t.clock.advance(31_000);
  return t.signIn(mobile);
}

export const checkInUrl = (placeId: string) => `/ev/stations/${encodeURIComponent(placeId)}/check-ins`;
export const reportUrl = (placeId: string) => `/ev/stations/${encodeURIComponent(placeId)}/reports`;
export const stationUrl = (placeId: string) => `/ev/stations/${encodeURIComponent(placeId)}`;
export const favouriteUrl = (placeId: string) => `/ev/favourites/${encodeURIComponent(placeId)}`;
