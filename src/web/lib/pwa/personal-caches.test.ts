// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resultKeys, storage, storageKeys } from '../storage.ts';
import { deletePersonalCaches } from './personal-caches.ts';
import { WAIT_FAIL_SAFE_MS } from '../../../../tests/support/wait-fail-safe.ts';

/**
 * Sign-out (logout, a 401) leaves nothing of the person on the phone: their stored session and
 * last results, and every signed-in person's cached API answers (the service worker's
 * `ev-private-*` caches); the shared caches stay. The browser's Cache Storage is checked for real
 * in tests/e2e/personal-caches.test.ts.
 */
function fakeCaches(names: string[]) {
  const held = new Set(names);
  vi.stubGlobal('caches', {
    keys: async () => [...held],
    delete: async (name: string) => held.delete(name),
  });
  return held;
}

describe('sign-out', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("deletes every person's cached answers and nothing else", async () => {
    const held = fakeCaches([
      'ev-private-v1-aaa',
      'ev-private-v1-bbb',
      'ev-api-v1',
      'ev-pages-x1',
      'ev-content-x1',
      'workbox-precache-v2',
    ]);
    await deletePersonalCaches();
    expect([...held]).toEqual(['ev-api-v1', 'ev-pages-x1', 'ev-content-x1', 'workbox-precache-v2']);
  });

  it('clears the session and the last results, and deletes the cached answers', async () => {
    const held = fakeCaches(['ev-private-v1-aaa', 'ev-content-x1']);
    localStorage.setItem(storageKeys.token, 'token-1');
    localStorage.setItem(resultKeys.lastTrip, '{"source":"Delhi","destination":"Jaipur","results":[]}');
    localStorage.setItem(resultKeys.lastNearby, '{"place":"Connaught Place","stations":[],"savedAt":1}');
    localStorage.setItem('lang', 'hi');
    storage.signOut();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(resultKeys.lastTrip)).toBeNull();
    expect(localStorage.getItem(resultKeys.lastNearby)).toBeNull();
    // The language is the phone's, not the person's.
    expect(localStorage.getItem('lang')).toBe('hi');
    await vi.waitFor(() => expect([...held]).toEqual(['ev-content-x1']), { timeout: WAIT_FAIL_SAFE_MS });
  });

  it('does nothing where there is no Cache Storage', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(deletePersonalCaches()).resolves.toBeUndefined();
  });
});
