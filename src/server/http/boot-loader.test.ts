import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOT_LOADER, BOOT_LOADER_SOURCE, withBootLoader } from './boot-loader.server.ts';

const VITE_HTML =
  '<html><head><title>EV India</title><script type="module" crossorigin src="/assets/index-Ab1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-Cd2.js"></head><body><div id="root"></div></body></html>';

describe('boot loader', () => {
  it('turns the entry script into a modulepreload and starts it from the end of the head, before the body', () => {
    const html = withBootLoader(VITE_HTML);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/index-Ab1.js" id="app-entry">');
    expect(html.indexOf('id="app-entry"')).toBeLessThan(html.indexOf(`<script>${BOOT_LOADER}</script>`));
    expect(html).toMatch(/<script>[^<]+<\/script><\/head><body><div id="root">/);
  });

  it('is allowed by the policy through the hash of its exact text', () => {
    const inline = [...withBootLoader(VITE_HTML).matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] as string);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${crypto
      .createHash('sha256')
      .update(inline[0] as string)
      .digest('base64')}'`;
    expect(hash).toBe(BOOT_LOADER_SOURCE);
  });

  it('leaves HTML without an entry script alone', () => {
    expect(withBootLoader('<html><body>hi</body></html>')).toBe('<html><body>hi</body></html>');
  });
});
