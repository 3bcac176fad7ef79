import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/** Trip answers are cached per trip and filters (speed, issue 7): the same answer, without the corridor search again. */
describe('route-ev-stations answer cache', () => {
  let t: TestApp;
  let token: string;
  let routeCalls = 0;

  beforeAll(async () => {
    t = await startTestApp({ STATIONS_SEED: 'true', MAPS_RATE_PER_MINUTE: '100000', API_PER_TOKEN: '100000' });
    token = (await t.call<{ data: { token: string } }>('POST', '/googleservice/auth', {})).body.data.token;
    // Counts the searches behind the answers (each finds its route and searches its corridor).
    const search = t.app.tripSearch;
    const answer = search.answer.bind(search);
    search.answer = (trip) => ((routeCalls += 1), answer(trip));
  });
  afterAll(async () => {
    await t?.close();
  });

  const trip = (body: Record<string, unknown>) => t.call('POST', '/googleservice/route-ev-stations', body, token);

  it('answers the same trip again from the cache, byte for byte, and a new trip or filter afresh', async () => {
    const first = await trip({ origin: 'Delhi', destination: 'Jaipur' });
    expect(first.status).toBe(200);
    expect(routeCalls).toBe(1);
    const again = await trip({ origin: 'Delhi', destination: 'Jaipur' });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(routeCalls).toBe(1);

    const fast = await trip({ origin: 'Delhi', destination: 'Jaipur', fastOnly: true });
    expect(fast.status).toBe(200);
    expect(routeCalls).toBe(2);
    expect((fast.body as { data: { total_in_corridor: number } }).data.total_in_corridor).toBeLessThan(
      (first.body as { data: { total_in_corridor: number } }).data.total_in_corridor,
    );
    await trip({ origin: 'Jaipur', destination: 'Delhi' });
    expect(routeCalls).toBe(3);
  });

  it('computes a trip again once the cached answer is an hour old', async () => {
    await trip({ origin: 'Pune', destination: 'Mumbai' });
    const before = routeCalls;
    await trip({ origin: 'Pune', destination: 'Mumbai' });
    expect(routeCalls).toBe(before);
    t.clock.advance(3_600_000);
    // The maps token has expired too by now: take a new one.
    token = (await t.call<{ data: { token: string } }>('POST', '/googleservice/auth', {})).body.data.token;
    await trip({ origin: 'Pune', destination: 'Mumbai' });
    expect(routeCalls).toBe(before + 1);
  });

  it('never caches a refusal: an unknown place stays a 404', async () => {
    expect((await trip({ origin: 'Nowhereville Xyz', destination: 'Jaipur' })).status).toBe(404);
    expect((await trip({ origin: 'Nowhereville Xyz', destination: 'Jaipur' })).status).toBe(404);
  });
});
