/**
 * The header the service worker adds to an answer it took from its cache because the network
 * failed (a page or an API read; not a cache-first hit, which is normal). The app's API client
 * reads it as "the server cannot be reached" (lib/connection-status.ts), so the offline bar shows
 * even where the browser still thinks it is online (a captive Wi-Fi, a dead signal).
 */
export const SAVED_COPY_HEADER = 'x-ev-saved-copy';

/** The header on an answer the worker served from its cache as it always does (cache first): says nothing about the network. */
export const CACHE_HIT_HEADER = 'x-ev-cache-hit';
