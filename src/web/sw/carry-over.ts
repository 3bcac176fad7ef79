/// <reference lib="webworker" />
import { productsPath } from '../../domain/catalogue/catalogue-paths.ts';
import { vehicleTypes } from '../../domain/catalogue/catalogue-entry.ts';
import { isOurCache } from '../lib/pwa/cache-names.ts';
import { mayKeepPage, postOfKey } from './caching-rules.ts';
import { anonymousRequest, type Names } from './handlers.ts';
import { languageOfPage, pageKey, pageOfKey } from './page-keys.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * Filling a new build's caches before its worker takes over, and dropping the old ones after.
 *
 * A build's pages name its own script files, and its content (catalogue, cost of ownership) is
 * its own data, so each build keeps its own page and content caches. So that a deploy costs no one
 * their offline screens, a new worker, while it installs (online: it has just been downloaded),
 * fetches again what the last build had saved. Content that cannot be fetched is copied as it was;
 * a page is not (it names the old build's files, which go when the new worker takes over): the
 * app shell stands in for it.
 */

/** At most this many entries of each old cache are fetched again (the most recently saved). */
const CARRIED = 60;
const AT_ONCE = 4;

async function inTurns<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
    }),
  );
}

const fetchOrNothing = (request: Request) =>
  fetch(request).then(
    (response) => (response.ok ? response : undefined),
    () => undefined,
  );

/** A page fetched as a navigation would fetch it (the cookie says its language), kept under its address and language. */
async function keepPage(cache: Cache, url: string): Promise<void> {
  if (!mayKeepPage(new URL(url))) return;
  const response = await fetchOrNothing(
    new Request(url, { credentials: 'same-origin', headers: { accept: 'text/html' } }),
  );
  if (response && (response.headers.get('content-type') ?? '').startsWith('text/html'))
    await cache.put(pageKey(url, languageOfPage(response)), response);
}

async function refillPages(from: string, to: string): Promise<void> {
  const [source, target] = await Promise.all([caches.open(from), caches.open(to)]);
  const urls = [...new Set((await source.keys()).slice(-CARRIED).map((key) => pageOfKey(key.url).url))];
  await inTurns(urls, (url) => keepPage(target, url));
}

async function refillContent(from: string, to: string): Promise<void> {
  const [source, target] = await Promise.all([caches.open(from), caches.open(to)]);
  await inTurns((await source.keys()).slice(-CARRIED), async (key) => {
    if (await target.match(key, { ignoreVary: true })) return;
    const post = postOfKey(key.url);
    const response = await fetchOrNothing(
      post
        ? anonymousRequest(post.url, 'POST', post.body, 'application/json')
        : anonymousRequest(key.url, 'GET', null, null),
    );
    const kept = response ?? (await source.match(key, { ignoreVary: true }));
    if (kept) await target.put(key, kept);
  });
}

/** Install: this build's caches from the last build's, and the content every first screen reads. */
export async function fillNewCaches(names: Names): Promise<void> {
  const existing = await caches.keys();
  const older = (prefix: string, current: string) =>
    existing.filter((name) => name.startsWith(prefix) && name !== current);
  await Promise.all([
    ...older('ev-pages-', names.pages).map((name) => refillPages(name, names.pages)),
    ...older('ev-content-', names.content).map((name) => refillContent(name, names.content)),
  ]);
  // Home's figures and the catalogue's lists, so those screens open offline after one visit.
  const content = await caches.open(names.content);
  await inTurns(['/ev/evData', ...vehicleTypes.map(productsPath)], async (path) => {
    const url = new URL(path, self.location.origin).href;
    if (await content.match(url, { ignoreVary: true })) return;
    // Else fetched when a screen asks for it.
    const response = await fetchOrNothing(anonymousRequest(url, 'GET', null, null));
    if (response) await content.put(url, response);
  });
}

/** Activate: every cache of ours that is not this build's (or this API shape's) goes. */
export async function dropOldCaches(names: Names): Promise<void> {
  const current = new Set<string>([names.pages, names.content, names.api, names.assets]);
  await Promise.all(
    (await caches.keys())
      .filter((name) => isOurCache(name) && !current.has(name) && !name.startsWith(names.privatePrefix))
      .map((name) => caches.delete(name)),
  );
}

/**
 * Activate: the pages open now, fetched and kept. On the first install they came before there was
 * a worker to keep them, so this is what makes the page visited first open offline too.
 */
export async function keepOpenPages(names: Names, isPage: (url: URL) => boolean): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const cache = await caches.open(names.pages);
  const urls = windows
    .map((client) => new URL(client.url))
    .filter(isPage)
    .map((url) => url.href);
  await inTurns([...new Set(urls)], (url) => keepPage(cache, url));
}
