/**
 * The service worker's Cache Storage names (docs/decisions/0013-offline-and-install.md), shared by
 * the worker (src/web/sw/) and the page, which deletes a person's caches when they sign out.
 *
 * - Pages and content belong to one build: `ev-pages-<build>`, `ev-content-<build>`. A new build's
 *   worker fills its own from the last build's (fetched again) before it takes over, and the old
 *   ones go when it does.
 * - API answers are kept by the shape of the API, `v1`: bump API_CACHE_VERSION when an answer the
 *   app reads offline changes shape. An anonymous request's answer goes to `ev-api-v1`; a signed-in
 *   person's to `ev-private-v1-<key>`, one cache per session (the key is a hash of the token).
 * - Hashed build files (`ev-assets`) never change under their name, so need no version.
 */
export const API_CACHE_VERSION = 'v1';
export const PRIVATE_CACHE_PREFIX = 'ev-private-';

export const cacheNames = (build: string) =>
  ({
    pages: `ev-pages-${build}`,
    content: `ev-content-${build}`,
    api: `ev-api-${API_CACHE_VERSION}`,
    assets: 'ev-assets',
    privatePrefix: `${PRIVATE_CACHE_PREFIX}${API_CACHE_VERSION}-`,
  }) as const;

/** Our caches other than the precache (Workbox names and cleans that one itself). */
export const isOurCache = (name: string) => /^ev-(pages|content|api|private|assets)\b/.test(name);
