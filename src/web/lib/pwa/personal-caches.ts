import { PRIVATE_CACHE_PREFIX } from './cache-names.ts';

/**
 * Deletes every signed-in person's cached API answers (the service worker's `ev-private-*`
 * caches). Run whenever the stored session is cleared (storage.signOut: logout, a 401), so the
 * next person on this phone can never be shown them. Cache Storage is the page's too; no message
 * to the worker is needed, and it works while the worker is not running.
 */
export async function deletePersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(PRIVATE_CACHE_PREFIX)).map((name) => caches.delete(name)));
  } catch {
    // Cache Storage refused (a private window, storage turned off): nothing was stored there.
  }
}
