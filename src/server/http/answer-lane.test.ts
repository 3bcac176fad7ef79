import { describe, expect, it, vi } from 'vitest';
import { productsPath } from '../../domain/catalogue/catalogue-paths.ts';
import { vehicleTypes } from '../../domain/catalogue/catalogue-entry.ts';
import { appForTest } from '../../../tests/support/api-helpers.ts';
import { rawRequest, WALK_ENV } from '../../../tests/support/route-walk.ts';
import type { TestApp } from '../../../tests/support/test-app.ts';

/** Headers that differ from one answer to the next whoever sends it. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

const LANE_URLS = ['/ev/evData', ...vehicleTypes.map(productsPath)];

/** Counts the requests the lane answered itself (true) and the ones it left to Fastify. */
function watchLane(t: TestApp) {
  const served: boolean[] = [];
  const serve = t.app.answerLane.serve.bind(t.app.answerLane);
  vi.spyOn(t.app.answerLane, 'serve').mockImplementation((request, response) => {
    const answered = serve(request, response);
    served.push(answered);
    return answered;
  });
  return served;
}

/**
 * Waits until the catalogue lists' gzip and brotli copies are made (they start with the app, on
 * the thread pool): one made between the lane's answer and Fastify's would make them differ. The
 * test's time-out ends a wait that never comes.
 */
async function compressedCopiesReady(t: TestApp) {
  for (;;) {
    // The catalogue lists (evData is too small to be sent compressed).
    const asks = vehicleTypes.flatMap((type) =>
      (['gzip', 'br'] as const).map((encoding) => ({ url: productsPath(type), encoding })),
    );
    const replies = await Promise.all(
      asks.map(({ url, encoding }) => t.app.inject({ url, headers: { 'accept-encoding': encoding } })),
    );
    if (replies.every((r, k) => r.headers['content-encoding'] === asks[k]!.encoding)) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('the answer lane (fixed answers sent ahead of Fastify)', () => {
  it('sends exactly what Fastify sends, headers and bytes, for each fixed URL and encoding', async () => {
    const t = await appForTest(WALK_ENV);
    await compressedCopiesReady(t);
    const served = watchLane(t);
    for (const url of LANE_URLS) {
      for (const encoding of [undefined, 'gzip, deflate, br', 'gzip']) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const lane = await rawRequest(t.baseUrl, 'GET', url, headers);
        const fastify = await t.app.inject({ method: 'GET', url, headers });
        const what = `${url} (${encoding ?? 'no encoding'})`;
        expect(served.at(-1), `${what}: sent by the lane`).toBe(true);
        expect(lane.status, what).toBe(fastify.statusCode);
        const strip = (h: Record<string, unknown>) =>
          Object.fromEntries(Object.entries(h).filter(([name]) => !PER_CONNECTION.has(name)));
        expect(strip(lane.headers), what).toEqual(strip(fastify.headers));
        expect(lane.raw.equals(fastify.rawPayload), what).toBe(true);
      }
    }
  });

  it('leaves conditional requests, HEAD, other methods and other URLs to Fastify', async () => {
    const t = await appForTest(WALK_ENV);
    const served = watchLane(t);
    const etag = (await rawRequest(t.baseUrl, 'GET', '/ev/evData', {})).headers.etag as string;
    expect(served).toEqual([true]);
    const conditional = await rawRequest(t.baseUrl, 'GET', '/ev/evData', { 'if-none-match': etag });
    expect(conditional.status).toBe(304);
    expect((await rawRequest(t.baseUrl, 'HEAD', '/ev/evData', {})).status).toBe(200);
    expect((await rawRequest(t.baseUrl, 'GET', '/ev/evData?x=1', {})).status).toBe(200);
    expect((await rawRequest(t.baseUrl, 'GET', '/ev/droom/products?bucket=plane', {})).status).toBe(400);
    expect((await rawRequest(t.baseUrl, 'POST', '/ev/evData', {})).status).toBe(404);
    expect(served).toEqual([true, false, false, false, false, false]);
  });

  it('counts against the per-address budget, and the refusal is the usual 429', async () => {
    const t = await appForTest({ API_PER_IP: '2', TRAFFIC_WINDOW_SECONDS: '3600' });
    const served = watchLane(t);
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push(await t.call('GET', '/ev/evData'));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(served).toEqual([true, true, false]);
    expect(replies[2]!.body).toEqual({
      success: false,
      message: 'Too many requests. Please wait a moment and try again.',
    });
    expect(Number(replies[2]!.headers.get('retry-after'))).toBeGreaterThan(0);
    // The budget is the address's, whichever path counted it.
    expect((await t.call('POST', '/googleservice/auth', {})).status).toBe(429);
  });

  it('behind a proxy (TRUST_PROXY), counts the client address the proxy forwards, as Fastify does', async () => {
    const t = await appForTest({ API_PER_IP: '1', TRAFFIC_WINDOW_SECONDS: '3600', TRUST_PROXY: 'true' });
    const served = watchLane(t);
    const from = (address: string) =>
      rawRequest(t.baseUrl, 'GET', '/ev/evData', { 'x-forwarded-for': `${address}, 10.0.0.1` });
    expect((await from('203.0.113.7')).status).toBe(200);
    expect((await from('203.0.113.7')).status).toBe(429);
    expect((await from('198.51.100.20')).status).toBe(200);
    expect(served).toEqual([true, false, true]);
  });
});
