/// <reference lib="webworker" />
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { APP_SHELL_PATH } from '../../domain/routes/app-shell-path.ts';
import { cacheNames } from '../lib/pwa/cache-names.ts';
import { buildIdOf } from './build-id.ts';
import { handlingOf, type Handling } from './caching-rules.ts';
import { dropOldCaches, fillNewCaches, keepOpenPages } from './carry-over.ts';
import { apiHandler, assetHandler, contentHandler } from './handlers.ts';
import { pageHandler } from './page-handler.ts';
import { RetryAfterGate } from './retry-after-gate.ts';

/**
 * EV India's service worker (docs/decisions/0013-offline-and-install.md), built by vite-plugin-pwa
 * (injectManifest: Workbox is bundled in, no importScripts) from this file, and served at /sw.js
 * with a policy that lets it fetch from the app's own origin and nothing else.
 *
 * - Precache: the build's scripts, styles, icons and manifest, and the app shell (/app-shell, as
 *   the server renders it, under index.html's revision; vite.config.ts adds it).
 * - Runtime: pages network first; public content cache first; other API reads network first, a
 *   signed-in person's in their own cache; sign-in, tokens, searches and writes never kept.
 * - Refusals: after a 429 the worker waits out its Retry-After, serving what it kept (retry-after-gate.ts).
 * - Updates: a new build waits until the person taps 'Reload' on the app's prompt (the page posts
 *   SKIP_WAITING), so a screen never runs half on one build and half on another.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const manifest = self.__WB_MANIFEST;
const BUILD = buildIdOf(manifest);
const names = cacheNames(BUILD);

precacheAndRoute(manifest);
cleanupOutdatedCaches();
enableNavigationPreload();

const handlingOfRequest = (request: Request, url: URL): Handling =>
  handlingOf({ method: request.method, mode: request.mode, url, origin: self.location.origin });

// After a 429, nothing more of that kind goes to the server until its Retry-After has passed.
const pageGate = new RetryAfterGate();
const apiGate = new RetryAfterGate();
const pages = pageHandler(names, () => matchPrecache(APP_SHELL_PATH), pageGate);
const content = contentHandler(names, apiGate);
registerRoute(({ request, url }) => handlingOfRequest(request, url) === 'page', pages);
registerRoute(({ request, url }) => handlingOfRequest(request, url) === 'content', content, 'GET');
registerRoute(({ request, url }) => handlingOfRequest(request, url) === 'content', content, 'POST');
registerRoute(({ request, url }) => handlingOfRequest(request, url) === 'api', apiHandler(names, apiGate));
registerRoute(({ request, url }) => handlingOfRequest(request, url) === 'asset', assetHandler(names));

self.addEventListener('install', (event) => {
  event.waitUntil(fillNewCaches(names));
});

self.addEventListener('activate', (event) => {
  const isPage = (url: URL) =>
    url.origin === self.location.origin &&
    handlingOf({ method: 'GET', mode: 'navigate', url, origin: url.origin }) === 'page';
  // Take the open pages at once (on the first visit too), so what they fetch from now on is kept.
  event.waitUntil(Promise.all([dropOldCaches(names), keepOpenPages(names, isPage)]).then(() => self.clients.claim()));
});

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string } | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  // Which build this worker is (the end-to-end test of updates reads it).
  if (message?.type === 'GET_BUILD') event.ports[0]?.postMessage(BUILD);
});
