import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts';

/**
 * Speed (issue 7): hashed build assets go out immutable for a year and pre-compressed (the .br
 * and .gz files the build writes), pages go out uncached, through the real server.
 */
describe('serving the built front end', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-web-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  let t: TestApp;

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(
      path.join(root, 'index.html'),
      '<html><head><script type="module" src="/assets/index-AbCd1234.js"></script></head><body></body></html>',
    );
    fs.writeFileSync(path.join(root, 'assets/index-AbCd1234.js'), script);
    fs.writeFileSync(path.join(root, 'assets/index-AbCd1234.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(root, 'assets/index-AbCd1234.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(path.join(root, 'favicon.ico'), 'icon');
    t = await startTestApp({ SERVE_WEB: 'true', WEB_DIST: root });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, encoding: string) => fetch(t.baseUrl + url, { headers: { 'accept-encoding': encoding } });

  it.each([
    ['br', 'gzip, deflate, br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip', 'gzip, deflate', (b: Buffer) => zlib.gunzipSync(b)],
  ] as const)('sends a hashed asset pre-compressed (%s) and immutable for a year', async (encoding, accept, decode) => {
    const response = await get('/assets/index-AbCd1234.js', accept);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    // fetch would decode on its own; read the raw bytes through node:http instead.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(`${t.baseUrl}/assets/index-AbCd1234.js`, { headers: { 'accept-encoding': accept } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
        })
        .on('error', reject);
    });
    expect(decode(raw).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await get('/assets/index-AbCd1234.js', 'identity');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(script);
  });

  it('keeps unhashed files and pages short-lived', async () => {
    expect((await get('/favicon.ico', '')).headers.get('cache-control')).toBe('public, max-age=3600');
    const page = await get('/signin', 'br');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});
