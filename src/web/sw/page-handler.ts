/// <reference lib="webworker" />
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { CacheExpiration } from 'workbox-expiration';
import { LANGUAGE_COOKIE } from '../../domain/i18n/languages.ts';
import { mayKeepPage } from './caching-rules.ts';
import { savedCopy, type Names } from './handlers.ts';
import type { RetryAfterGate } from './retry-after-gate.ts';
import { languageOfPage, pageKey, wantedLanguage } from './page-keys.ts';

declare const self: ServiceWorkerGlobalScope & {
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

/** On a weak signal a page waits this long for the network before its saved copy is shown. */
const NETWORK_TIMEOUT_MS = 4000;
const PAGES_KEPT = 40;

const isPage = (response: Response) =>
  response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html');

/**
 * Pages, network first: each kept as the server sent it (boot script, the policy with its hash,
 * the prerendered screen, in the person's language), unless its address holds a session. Offline, or after NETWORK_TIMEOUT_MS on a
 * weak signal, the saved page in the language the person reads; a page never saved gets the app
 * shell, and the app draws the screen of the address (a prerendered screen that differs from the
 * app's first render is redrawn by React: decision 0009).
 */
export function pageHandler(names: Names, shell: () => Promise<Response | undefined>, gate: RetryAfterGate) {
  const expiration = new CacheExpiration(names.pages, { maxEntries: PAGES_KEPT });

  const keep = async (url: string, response: Response) => {
    const key = pageKey(url, languageOfPage(response));
    await (await caches.open(names.pages)).put(key, response);
    await expiration.updateTimestamp(key);
    await expiration.expireEntries();
  };

  const saved = async (url: string): Promise<Response | undefined> => {
    let cookie: string | null = null;
    try {
      cookie = (await self.cookieStore?.get(LANGUAGE_COOKIE))?.value ?? null;
    } catch {
      // No cookie store here: the browser's languages decide, as they do on a first visit.
    }
    const cache = await caches.open(names.pages);
    return cache.match(pageKey(url, wantedLanguage(cookie, self.navigator.languages)), { ignoreVary: true });
  };

  return async ({ event, request }: RouteHandlerCallbackOptions): Promise<Response> => {
    const fetchEvent = event as FetchEvent;
    // After a refusal (429), until its Retry-After has passed: the saved page if there is one,
    // without asking the server again; else the server's own answer (its 'Try again' page).
    if (gate.waitMs() > 0) {
      const page = await saved(request.url);
      if (page) return savedCopy(page);
    }
    let kept: Promise<void> = Promise.resolve();
    let refused: Response | undefined;
    const network = (async () => {
      const response = ((await fetchEvent.preloadResponse) as Response | undefined) ?? (await fetch(request));
      gate.note(response);
      if (response.status === 429) {
        refused = response;
        throw new Error('refused (429)');
      }
      if (isPage(response) && mayKeepPage(new URL(request.url))) kept = keep(request.url, response.clone());
      return response;
    })().catch(() => undefined);
    // Saving the page outlives the answer (a slow page is saved even after its saved copy was shown).
    fetchEvent.waitUntil(network.then(() => kept).catch(() => undefined));

    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<'slow'>((resolve) => {
      timer = setTimeout(() => resolve('slow'), NETWORK_TIMEOUT_MS);
    });
    const first = await Promise.race([network, slow]);
    clearTimeout(timer);
    if (first instanceof Response) return first;

    const page = await saved(request.url);
    if (page) return savedCopy(page);
    // Slow and never saved: the network is all there is.
    const late = first === 'slow' ? await network : undefined;
    if (late) return late;
    // Refused and never saved: the server's page that says so, with its 'Try again' button.
    if (refused) return refused;
    const fallback = await shell();
    return fallback ? savedCopy(fallback) : Response.error();
  };
}
