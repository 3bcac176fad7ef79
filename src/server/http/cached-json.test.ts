import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cachedJson, preferredEncoding } from './cached-json.server.ts';

const large = { success: true, data: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Vehicle ${i}` })) };

async function appWith(body: unknown) {
  const app = Fastify();
  app.get('/list', cachedJson(3600, body));
  await app.ready();
  return app;
}

describe('cachedJson', () => {
  it('sends a large body pre-compressed once the copies are made, in the encoding the client prefers', async () => {
    const app = await appWith(large);
    const ask = (encoding: string) => app.inject({ url: '/list', headers: { 'accept-encoding': encoding } });
    // The copies are started when the route is made; until they are done the plain body goes out.
    const first = await ask('br');
    const firstText =
      first.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(first.rawPayload).toString() : first.body;
    expect(JSON.parse(firstText)).toEqual(large);
    // Until they are made (the test's time-out ends a wait that never comes).
    let br = await ask('gzip, deflate, br');
    while (br.headers['content-encoding'] !== 'br') {
      await new Promise((r) => setTimeout(r, 20));
      br = await ask('gzip, deflate, br');
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(large);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(large).length / 5);

    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(large);

    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toEqual(large);
    await app.close();
  });

  it('answers 304 to a client that holds the same version, whatever the encoding', async () => {
    const app = await appWith(large);
    const first = await app.inject({ url: '/list' });
    const again = await app.inject({
      url: '/list',
      headers: { 'if-none-match': String(first.headers.etag), 'accept-encoding': 'br' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await app.close();
  });

  it('leaves a small body plain', async () => {
    const app = await appWith({ success: true });
    const reply = await app.inject({ url: '/list', headers: { 'accept-encoding': 'br' } });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBeUndefined();
    expect(reply.json()).toEqual({ success: true });
    await app.close();
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip', 'gzip'],
    ['deflate', null],
    ['', null],
    [undefined, null],
  ])('picks %j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
