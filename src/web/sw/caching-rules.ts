/**
 * What the service worker does with each request (docs/decisions/0013-offline-and-install.md).
 * Pure: the worker (sw.ts) and its unit test both read it.
 *
 * - `page`: a navigation to a screen. Network first; each page saved as the server sent it (its
 *   boot script, its policy's hash of it, its prerendered screen); offline, the saved page, else
 *   the app shell (the app then draws the screen of the address).
 * - `content`: public answers that change only with a deploy (the catalogue lists and vehicle
 *   facts, cost of ownership, the planner's vehicles, evData, blog illustrations). Cache first, per build, fetched without
 *   the person's token, so nothing personal is ever in them.
 * - `api`: other GET reads of the API. Network first; a signed-in person's answers in their own cache.
 * - `asset`: hashed build files the precache does not list (a newer build's, met before its worker).
 * - `network`: never touched or kept: sign-in and everything that carries or issues a token,
 *   searches by place (the app keeps the person's last results itself), writes, analytics,
 *   other sites.
 */
export type Handling = 'page' | 'content' | 'api' | 'asset' | 'network';

const API_PREFIXES = ['/ev/', '/googleservice/'];

/** Sign-in, sign-out and every answer that carries a token: never cached, whatever the method. */
export const NEVER_CACHED = [
  '/ev/user/send-otp',
  '/ev/user/verify-otp',
  '/ev/user/logout',
  '/ev/user/update-mobile-profile',
  // A person's whole account, downloaded: theirs to keep, not the worker's.
  '/ev/user/my-data',
  '/googleservice/auth',
  '/ev/events',
  // Typed text, and of no use offline.
  '/googleservice/autocomplete',
] as const;

/** GET answers the same for everyone, changed only by a deploy. */
const CONTENT_GETS = [
  /^\/ev\/evData$/,
  /^\/ev\/droom\/products$/,
  /^\/ev\/trip\/vehicles$/,
  /^\/blog-images\/[\w.-]+$/,
];

/** POST reads of public catalogue facts: the answer depends on the body alone. */
export const CONTENT_POSTS = ['/ev/droom/mmty-by-product', '/ev/droom/other-variant', '/ev/droom/ev-tco'] as const;

export interface RequestFacts {
  method: string;
  mode: string;
  url: URL;
  /** The service worker's own origin. */
  origin: string;
}

export function handlingOf({ method, mode, url, origin }: RequestFacts): Handling {
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  if ((NEVER_CACHED as readonly string[]).includes(path)) return 'network';
  if (method === 'POST') return (CONTENT_POSTS as readonly string[]).includes(path) ? 'content' : 'network';
  if (method !== 'GET') return 'network';
  if (CONTENT_GETS.some((pattern) => pattern.test(path))) return 'content';
  if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'api';
  if (path.startsWith('/assets/')) return 'asset';
  // A screen's address has no file extension (/blogs/3); /sw.js or /icons/x.png opened in a tab is a file.
  if (mode === 'navigate' && !/\.[a-z0-9]+$/i.test(path)) return 'page';
  return 'network';
}

/**
 * A partner app may open the app with a person's session in the address (/?token=…&mobile=…;
 * features/auth/query-login.ts): such a page is shown but never kept.
 */
const PERSONAL_PARAMS = ['token', 'mobile', 'email', 'name'];
export const mayKeepPage = (url: URL) => !PERSONAL_PARAMS.some((name) => url.searchParams.has(name));

/** Longest POST body kept as a cache key (the catalogue's are ~40 bytes). */
export const MAX_KEYED_BODY = 512;

/**
 * The GET address a POST read's answer is kept under: its URL with the body (JSON, a few bytes)
 * in the query, so the worker can also send it again to refresh it. Null for a longer body.
 */
export function postContentKey(url: string, body: string): string | null {
  if (body.length > MAX_KEYED_BODY) return null;
  const key = new URL(url);
  key.search = '';
  key.searchParams.set('body', body);
  return key.href;
}

/** The POST a key from postContentKey stands for (URL and body), or null for any other key. */
export function postOfKey(key: string): { url: string; body: string } | null {
  const parsed = new URL(key);
  const body = parsed.searchParams.get('body');
  if (body === null || !(CONTENT_POSTS as readonly string[]).includes(parsed.pathname)) return null;
  parsed.search = '';
  return { url: parsed.href, body };
}

/** The session token a request carries (the app's `token` header, or a bearer Authorization). */
export function tokenOf(headers: Headers): string {
  const token = headers.get('token')?.trim();
  if (token) return token;
  return /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1] ?? '';
}
