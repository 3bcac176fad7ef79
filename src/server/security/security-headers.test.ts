import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appForTest } from '../../../tests/support/api-helpers.ts';
import { fakeWebDist } from '../../../tests/support/fake-web-dist.ts';
import { apiRoutes, rawRequest, sampleUrl, WALK_ENV } from '../../../tests/support/route-walk.ts';
import { expectSecurityHeaders, parseCsp } from '../../../tests/support/security-headers.ts';

/**
 * The security headers on every response: each page of the route table, static files, each API
 * endpoint in the route list (whatever it answers), unknown paths, 413s and rate-limited answers.
 */

const headersOf = (raw: Record<string, string | string[] | undefined>) => ({
  get: (name: string) => {
    const value = raw[name.toLowerCase()];
    return value === undefined ? null : [value].flat().join(', ');
  },
});

describe('security headers', () => {
  it(
    'are on every page, static file and API answer, over HTTP and behind an HTTPS proxy',
    { timeout: 60_000 },
    async () => {
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
        await check(
          route.method,
          sampleUrl(route.url),
          hasBody ? { 'content-type': 'application/json' } : {},
          hasBody ? '{}' : undefined,
        );
        await check(route.method, sampleUrl(route.url), {}, undefined);
        if (hasBody)
          await check(
            route.method,
            sampleUrl(route.url),
            { 'content-type': 'application/json' },
            JSON.stringify({ a: 'x'.repeat(20_000) }),
          );
      }
      await check('GET', '/ev/no-such-endpoint');
      await check('DELETE', '/ev/user/check-profile');
      expect(checked.some((c) => c.endsWith('→ 413'))).toBe(true);
      expect(checked.some((c) => c.endsWith('→ 401'))).toBe(true);
      expect(checked.length).toBeGreaterThan(2 * (pages.length + apiRoutes(t.app).length));
    },
  );

  it('are on rate-limited answers too', async () => {
    const t = await appForTest({ API_PER_IP: '2', TRAFFIC_WINDOW_SECONDS: '3600' });
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push(await t.call('GET', '/ev/evData'));
    expect(replies.at(-1)!.status).toBe(429);
    expectSecurityHeaders(replies.at(-1)!.headers, '429');
  });

  it('send HTML whose only inline script is the boot loader, allowed by its hash and nothing broader', async () => {
    const t = await appForTest({ SERVE_WEB: 'true', WEB_DIST: fakeWebDist() });
    const response = await fetch(`${t.baseUrl}/signin`);
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] as string);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${crypto
      .createHash('sha256')
      .update(inline[0] as string)
      .digest('base64')}'`;
    expect(parseCsp(response.headers.get('content-security-policy'))['script-src']).toEqual(["'self'", hash]);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it("give pages the app's policy and every other answer one that allows nothing", async () => {
    const t = await appForTest({ SERVE_WEB: 'true', WEB_DIST: fakeWebDist() });
    const policy = async (url: string) =>
      parseCsp((await fetch(`${t.baseUrl}${url}`)).headers.get('content-security-policy'));
    expect((await policy('/signin'))['script-src']?.[0]).toBe("'self'");
    expect((await policy('/no-such-page'))['connect-src']).toEqual(["'self'"]);
    for (const url of ['/assets/index-abc123.js', '/assets/index-abc123.css', '/ev/evData', '/ev/no-such-call']) {
      expect(await policy(url), url).toEqual({
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
    }
  });
});
