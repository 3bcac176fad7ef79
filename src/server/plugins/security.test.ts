import { describe, expect, it } from 'vitest';
import { appForTest } from '../../../tests/support/api-helpers.ts';
import { fakeWebDist } from '../../../tests/support/fake-web-dist.ts';
import { parseCsp } from '../../../tests/support/security-headers.ts';

/**
 * The content-security policy lets the video blogs work (thumbnails by id, the privacy-enhanced
 * player) and opens nothing broader: no other frame source, no wildcard for the video host.
 */
describe('content-security policy for the video blogs', () => {
  it('allows the youtube-nocookie player as the only frame and i.ytimg.com thumbnails as images', async () => {
    const t = await appForTest({ SERVE_WEB: 'true', WEB_DIST: fakeWebDist() });
    // The pages' policy (an API answer gets one that allows nothing: see below).
    const response = await fetch(`${t.baseUrl}/blogs/video/1`);
    const csp = parseCsp(response.headers.get('content-security-policy'));

    expect(csp['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(csp['child-src']).toBeUndefined();
    const images = csp['img-src'] ?? [];
    expect(images.filter((source) => /ytimg|youtube/.test(source))).toEqual(['https://i.ytimg.com']);
    // No scheme-wide or catch-all image source.
    expect(images.filter((source) => ['*', 'https:', 'http:'].includes(source))).toEqual([]);
    for (const [directive, sources] of Object.entries(csp)) {
      if (directive === 'frame-src' || directive === 'img-src') continue;
      expect((sources ?? []).join(' '), directive).not.toMatch(/youtube|ytimg/);
    }
  });
});

describe('content-security policy for API answers', () => {
  it('allows nothing: JSON is never rendered, so no source of any kind', async () => {
    const t = await appForTest();
    for (const [method, path] of [
      ['GET', '/ev/evData'],
      ['POST', '/googleservice/ev-stations'],
      ['GET', '/ev/no-such-call'],
    ] as const) {
      const response = await fetch(`${t.baseUrl}${path}`, { method });
      expect(parseCsp(response.headers.get('content-security-policy')), path).toEqual({
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
    }
  });
});
