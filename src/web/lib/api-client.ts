import type { ApiEnvelope } from '../../domain/api/api-envelope.ts';
import { connection } from './connection-status.ts';
import { i18n, wordMessage } from './i18n.ts';
import { storage } from './storage.ts';

/**
 * The one way the app calls its API. Each request is a function of its own in the api/ folder of
 * the feature it belongs to (src/web/features/<feature>/api/, or src/web/lib/api/ for the calls
 * several features make), through `api` here, or `mapsApi` (maps-client.ts) for the maps calls.
 * `api` sends the stored token in the `token` header; a 401 'Un-Authorized' signs the person out
 * and sends them to /signin (spec section 8). Other error answers come back as their body, so
 * screens show the server's own message. A request that gets no answer at all resolves to a failed
 * envelope worded for the person, never a throw.
 */
export type ApiResult<T> = ApiEnvelope<T> & { status: number };

let onUnauthorized: () => void = () => window.location.replace('/signin');

export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

export interface ApiOptions {
  /** Send no token: for public reads the page HTML preloads (a header the preload lacked would stop the browser reusing it). */
  anonymous?: boolean;
}

export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/**
 * Every request of the API clients: the body as JSON, the headers given, and the connection status
 * told whether an answer came. Resolves to the response, or null when none came (offline).
 */
export async function send(
  method: Method,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  cache?: RequestCache,
): Promise<Response | null> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      ...(cache ? { cache } : {}),
    });
  } catch {
    connection.noteAnswer(null);
    return null;
  }
  connection.noteAnswer(response);
  return response;
}

/** The envelope an answer holds; an empty one when it holds no JSON. */
export const envelopeOf = async <T>(response: Response): Promise<Partial<ApiEnvelope<T>>> =>
  (await response.json().catch(() => ({}))) as Partial<ApiEnvelope<T>>;

/** The failed envelope of a request that got no answer. */
export const noAnswer = (): ApiResult<never> => ({ success: false, message: i18n.t('errors.network'), status: 0 });

export async function api<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: ApiOptions = {},
): Promise<ApiResult<T>> {
  const response = await send(method, path, body, options.anonymous ? {} : { token: storage.token() });
  if (!response) return noAnswer();
  const parsed = await envelopeOf<T>(response);
  if (response.status === 401 && storage.token()) {
    storage.signOut();
    onUnauthorized();
  }
  const sent = typeof parsed.message === 'string' && parsed.message ? parsed.message : '';
  // An error is shown in the reader's language (the server words it in English, as the API's contract has it).
  const message = sent ? (response.ok ? sent : wordMessage(sent)) : i18n.t('errors.generic');
  return {
    ...parsed,
    success: response.ok && parsed.success !== false,
    message,
    status: response.status,
  } as ApiResult<T>;
}
