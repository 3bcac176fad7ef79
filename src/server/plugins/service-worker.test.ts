import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appForTest } from '../../../tests/support/api-helpers.ts';
import { fakeWebDist } from '../../../tests/support/fake-web-dist.ts';
import { expectSecurityHeaders, parseCsp } from '../../../tests/support/security-headers.ts';

/**
 * What the installable app needs from the server (issue 18, decision 0013): the service worker's
 * script with a policy of its own (a worker runs under the policy its script came with: the
 * resources' `default-src 'none'` would stop it fetching anything), revalidated on every update
 * check; the manifest and icons as static files; the app shell as a page.
 */
async function appWithWorker() {
  const root = fakeWebDist();
  const worker = `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`;
  fs.writeFileSync(path.join(root, 'sw.js'), worker);
  fs.writeFileSync(path.join(root, 'sw.js.br'), zlib.brotliCompressSync(worker));
  fs.writeFileSync(
    path.join(root, 'manifest.webmanifest'),
    JSON.stringify({ name: 'EV India', icons: [{ src: '/icons/icon-192.png' }] }),
  );
  fs.mkdirSync(path.join(root, 'icons'));
  fs.writeFileSync(path.join(root, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return { t: await appForTest({ SERVE_WEB: 'true', WEB_DIST: root }), worker };
}

describe('the service worker and the app manifest', () => {
  it('send /sw.js uncached, compressed, with a policy that allows fetching from this origin and nothing else', async () => {
    const { t, worker } = await appWithWorker();
    for (const url of ['/sw.js', '/sw.js?v=2']) {
      const response = await fetch(`${t.baseUrl}${url}`, { headers: { 'accept-encoding': 'br' } });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(parseCsp(response.headers.get('content-security-policy'))).toEqual({
        'default-src': ["'none'"],
        'connect-src': ["'self'"],
        'base-uri': ["'none'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expectSecurityHeaders(response.headers, url);
      expect(response.headers.get('service-worker-allowed')).toBeNull();
      expect(await response.text()).toBe(worker);
    }
  });

  it("keep the worker's policy to the worker: scripts, the manifest and icons allow nothing", async () => {
    const { t } = await appWithWorker();
    for (const url of ['/assets/index-abc123.js', '/manifest.webmanifest', '/icons/icon-192.png', '/ev/evData']) {
      const response = await fetch(`${t.baseUrl}${url}`);
      expect(parseCsp(response.headers.get('content-security-policy')), url).toEqual({
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
    }
    const manifest = await fetch(`${t.baseUrl}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(((await manifest.json()) as { name: string }).name).toBe('EV India');
    const icon = await fetch(`${t.baseUrl}/icons/icon-192.png`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
  });

  it('send the app shell, the page with no screen that the worker falls back to offline, as a page', async () => {
    const { t } = await appWithWorker();
    const response = await fetch(`${t.baseUrl}/app-shell`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    // The boot script that starts the entry, allowed by the page policy's hash; no screen in the root.
    expect(html).toContain('id="app-entry"');
    expect(html).not.toMatch(/<(html|div)[^>]*data-prerendered/);
    expect(parseCsp(response.headers.get('content-security-policy'))['script-src']).toEqual(
      expect.arrayContaining(["'self'", expect.stringMatching(/^'sha256-/)]),
    );
  });
});
