/// <reference lib="webworker" />
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types.js';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { cacheNames } from '../lib/pwa/cache-names.ts';
import { CACHE_HIT_HEADER, SAVED_COPY_HEADER } from '../lib/pwa/saved-copy.ts';
import { postContentKey, tokenOf } from './caching-rules.ts';
import type { RetryAfterGate } from './retry-after-gate.ts';

/**
 * How the service worker answers each kind of request (caching-rules.ts says which kind), with
 * the caches of this build (lib/pwa/cache-names.ts).
 */
export type Names = ReturnType<typeof cacheNames>;
type Handler = (options: RouteHandlerCallbackOptions) => Promise<Response>;

const CONTENT_KEPT = 300;
const ASSETS_KEPT = 150;

function withHeader(response: Response, name: string, value: string): Response {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A cached answer standing in for the network's, marked so the app knows the server is out of reach. */
export const savedCopy = (response: Response) =>
  withHeader(response, SAVED_COPY_HEADER, response.headers.get('date') ?? 'unknown');

/** In a network-first strategy the cache is read only when the network failed or was too slow. */
const markSavedCopies: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? savedCopy(cachedResponse) : null),
};

/** The request as anyone would send it: no token, no cookie, only its body's type. */
export function anonymousRequest(
  url: string,
  method: string,
  body: string | null,
  contentType: string | null,
): Request {
  return new Request(url, {
    method,
    credentials: 'omit',
    headers: contentType ? { 'content-type': contentType } : {},
    ...(body !== null ? { body } : {}),
  });
}

/**
 * Content that changes only with a deploy: cache first, in this build's cache. It is fetched
 * anonymously whoever asks, so the shared cache never holds anything personal. A POST read is kept
 * under a GET address with its body (postContentKey).
 */
export function contentHandler(names: Names, gate: RetryAfterGate): Handler {
  const expiration = new CacheExpiration(names.content, { maxEntries: CONTENT_KEPT });
  return async ({ request }) => {
    const body = request.method === 'POST' ? await request.clone().text() : null;
    const key = body === null ? request.url : postContentKey(request.url, body);
    if (!key) {
      if (gate.waitMs() > 0) return gate.refusal();
      const direct = await fetch(request);
      gate.note(direct);
      return direct;
    }
    const cache = await caches.open(names.content);
    const hit = await cache.match(key, { ignoreVary: true });
    if (hit) {
      void expiration.updateTimestamp(key);
      return withHeader(hit, CACHE_HIT_HEADER, '1');
    }
    if (gate.waitMs() > 0) return gate.refusal();
    const response = await fetch(
      anonymousRequest(request.url, request.method, body, request.headers.get('content-type')),
    );
    gate.note(response);
    if (response.ok) {
      await cache.put(key, response.clone());
      await expiration.updateTimestamp(key);
      void expiration.expireEntries();
    }
    return response;
  };
}

/** A name for a session's cache: the first 16 bytes of the token's SHA-256, never the token itself. */
export async function personKey(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return [...digest.subarray(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Other API reads: network first. An anonymous request's answer goes to the shared API cache; a
 * signed-in person's to their session's own cache, which only a request with the same token
 * reads, and which sign-out deletes (lib/pwa/personal-caches.ts).
 */
export function apiHandler(names: Names, gate: RetryAfterGate): Handler {
  const strategies = new Map<string, NetworkFirst>();
  // While the gate is closed the network is not asked (an error here makes NetworkFirst read its
  // cache); a 429 closes it and counts as a failed fetch, so a kept answer is shown instead.
  const honourRetryAfter: WorkboxPlugin = {
    requestWillFetch: async ({ request }) => {
      if (gate.waitMs() > 0) throw new Error('waiting out Retry-After');
      return request;
    },
    fetchDidSucceed: async ({ response }) => {
      gate.note(response);
      if (response.status === 429) throw new Error('refused (429)');
      return response;
    },
  };
  const strategyFor = (cacheName: string) => {
    let strategy = strategies.get(cacheName);
    if (!strategy) {
      strategy = new NetworkFirst({
        cacheName,
        matchOptions: { ignoreVary: true },
        plugins: [markSavedCopies, honourRetryAfter],
      });
      strategies.set(cacheName, strategy);
    }
    return strategy;
  };
  return async (options) => {
    const token = tokenOf(options.request.headers);
    const cacheName = token ? `${names.privatePrefix}${await personKey(token)}` : names.api;
    try {
      return await strategyFor(cacheName).handle(options);
    } catch (error) {
      // Nothing kept: the worker's own 429 while the gate is closed, else the network's failure.
      if (gate.waitMs() > 0) return gate.refusal();
      throw error;
    }
  };
}

/** Hashed build files the precache does not list (a newer build's page, met before its worker). */
export function assetHandler(names: Names): CacheFirst {
  return new CacheFirst({
    cacheName: names.assets,
    plugins: [new ExpirationPlugin({ maxEntries: ASSETS_KEPT, purgeOnQuotaError: true })],
  });
}
