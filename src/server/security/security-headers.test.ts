import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { appForTest } from '../../../tests/support/api-helpers.ts';
import { apiRoutes, rawRequest, sampleUrl, WALK_ENV } from '../../../tests/support/route-walk.ts';
import { expectSecurityHeaders } from '../../../tests/support/security-headers.ts';

/**
 * The security headers on every response: each page of the route table, static files, each API
 * endpoint in the route list (whatever it answers), unknown paths, 413s and rate-limited answers.
 */

/** A small stand-in for the built front end: an index.html with a stylesheet and a script. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-headers-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.css'), 'body{margin:0}');
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><link rel="stylesheet" href="/assets/index-abc123.css"><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

const headersOf = (raw: Record<string, string | string[] | undefined>) => ({
  get: (name: string) => {
    const value = raw[name.toLowerCase()];
    return value === undefined ? null : [value].flat().join(', ');
  },
});

describe('security headers', () => {
  it('are on every page, static file and API answer, over HTTP and behind an HTTPS proxy', { timeout: 60_000 }, async () => {
    const t = await appForTest({ ...WALK_ENV, SERVE_WEB: 'true', WEB_DIST: fakeWebDist(), TRUST_PROXY: 'true' });
    const token = await t.signIn('9877711111');
    const checked: string[] = [];
    const check = async (method: string, url: string, extra: Record<string, string> = {}, body?: string) => {
      for (const proxy of [{}, { 'x-forwarded-proto': 'https' }] as Array<Record<string, string>>) {
        const reply = await rawRequest(t.baseUrl, method, url, { token, ...extra, ...proxy }, body);
        const what = `${method} ${url}${'x-forwarded-proto' in proxy ? ' (https)' : ''} → ${reply.status}`;
        expect(reply.status, what).toBeLessThan(500);
        expectSecurityHeaders(headersOf(reply.headers), what);
        checked.push(what);
      }
    };

    // Pages: known routes (with and without parameters) and an unknown path; the e2e accessibility
    // sweep checks these headers again on every route of the real build.
    const pages = ['/', '/signin', '/evinindia', '/blogs/1', '/findelectricvehicle/car/1'];
    for (const page of [...pages, '/no-such-page']) {
      await check('GET', page, { accept: 'text/html' });
      expect(checked.at(-1)).toMatch(/→ 200$/);
    }
    await check('GET', '/assets/index-abc123.js');
    await check('GET', '/assets/no-such-file.js');

    for (const route of apiRoutes(t.app)) {
      const hasBody = route.method !== 'GET';
      await check(route.method, sampleUrl(route.url), hasBody ? { 'content-type': 'application/json' } : {}, hasBody ? '{}' : undefined);
      await check(route.method, sampleUrl(route.url), {}, undefined);
      if (hasBody) await check(route.method, sampleUrl(route.url), { 'content-type': 'application/json' }, JSON.stringify({ a: 'x'.repeat(20_000) }));
    }
    await check('GET', '/ev/no-such-endpoint');
    await check('DELETE', '/ev/user/check-profile');
    expect(checked.some((c) => c.endsWith('→ 413'))).toBe(true);
    expect(checked.some((c) => c.endsWith('→ 401'))).toBe(true);
    expect(checked.length).toBeGreaterThan(2 * (pages.length + apiRoutes(t.app).length));
  });

  it('are on rate-limited answers too', async () => {
    const t = await appForTest({ RATE_LIMIT_PER_MINUTE: '2' });
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push(await t.call('GET', '/ev/evData'));
    expect(replies.at(-1)!.status).toBe(429);
    expectSecurityHeaders(replies.at(-1)!.headers, '429');
  });

  it('never send the HTML with an inline script, which the policy would block', async () => {
    const t = await appForTest({ SERVE_WEB: 'true', WEB_DIST: fakeWebDist() });
    const html = await (await fetch(`${t.baseUrl}/signin`)).text();
    expect(html).toContain('<div id="root">');
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([]);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
