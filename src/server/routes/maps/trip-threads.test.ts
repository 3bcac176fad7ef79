import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { TripSearchPool } from '../../trips/trip-search.server.ts';

/**
 * route-ev-stations with its corridor searches on a worker thread (TRIP_SEARCH_THREADS, as in
 * production) answers exactly what the app answers with searches on the event loop.
 */
describe('route-ev-stations on a trip search thread', () => {
  let threaded: TestApp;
  let inline: TestApp;

  beforeAll(async () => {
    [threaded, inline] = await Promise.all([
      startTestApp({
        STATIONS_SEED: 'true',
        MAPS_RATE_PER_MINUTE: '100000',
        API_PER_TOKEN: '100000',
        TRIP_SEARCH_THREADS: '1',
      }),
      startTestApp({
        STATIONS_SEED: 'true',
        MAPS_RATE_PER_MINUTE: '100000',
        API_PER_TOKEN: '100000',
        TRIP_SEARCH_THREADS: '0',
      }),
    ]);
    // One clock for both: a plan prices its stops at the hour it reaches them, leaving now.
    inline.clock.now = threaded.clock.now;
  });
  afterAll(async () => {
    await Promise.all([threaded?.close(), inline?.close()]);
  });

  const trip = async (t: TestApp, body: Record<string, unknown>) => {
    const token = (await t.call<{ data: { token: string } }>('POST', '/googleservice/auth', {})).body.data.token;
    return t.call('POST', '/googleservice/route-ev-stations', body, token);
  };

  it('searches on a worker thread and answers as the event loop does, filters included', async () => {
    expect(threaded.app.tripSearch).toBeInstanceOf(TripSearchPool);
    expect((threaded.app.tripSearch as TripSearchPool).threads).toBe(1);
    expect(inline.app.tripSearch).not.toBeInstanceOf(TripSearchPool);
    for (const body of [
      { origin: 'Delhi', destination: 'Jaipur' },
      { origin: 'Mumbai', destination: 'Pune', fastOnly: true },
      { origin: 'Bengaluru', destination: 'Chennai', connectors: ['CCS2'] },
      { origin: 'Kochi', destination: 'Thiruvananthapuram', operator: 'kseb' },
    ]) {
      const [a, b] = await Promise.all([trip(threaded, body), trip(inline, body)]);
      expect(a.status).toBe(200);
      expect(a.body).toEqual(b.body);
      expect((a.body as { data: { data: unknown[] } }).data.data.length).toBeGreaterThan(0);
    }
  });

  it('plans charging stops on the worker as the event loop does, a stretch that cannot be driven included', async () => {
    const settings = { start_pct: 80, reserve_pct: 15, target_pct: 80 };
    for (const body of [
      { origin: 'Delhi', destination: 'Jaipur', vehicle_id: 'tata-nexon-ev-creative-plus-mr', ...settings },
      { origin: 'Bengaluru', destination: 'Mysuru', vehicle_id: 'ather-450x-2-9-kwh', ...settings },
      { origin: 'Jaisalmer', destination: 'Bikaner', vehicle_id: 'tata-tiago-ev-smart-19-medium-range', ...settings },
    ]) {
      const [a, b] = await Promise.all(
        [threaded, inline].map(async (t) => {
          const token = (await t.call<{ data: { token: string } }>('POST', '/googleservice/auth', {})).body.data.token;
          return t.call('POST', '/ev/trip/plan', body, token);
        }),
      );
      expect(a!.status).toBe(200);
      expect(a!.body).toEqual(b!.body);
    }
  });

  it('stops its worker when the app closes', async () => {
    const t = await startTestApp({ STATIONS_SEED: 'true', TRIP_SEARCH_THREADS: '1' });
    const pool = t.app.tripSearch as TripSearchPool;
    const lanes = (pool as unknown as { lanes: Array<{ worker: { threadId: number } }> }).lanes;
    expect(lanes[0]!.worker.threadId).toBeGreaterThan(0);
    await t.close();
    // A terminated worker has no thread any more.
    expect(lanes[0]!.worker.threadId).toBe(-1);
  });
});
