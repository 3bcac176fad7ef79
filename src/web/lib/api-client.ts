import type { ApiEnvelope } from '../../domain/api/api-envelope.ts';
import { connection } from './connection-status.ts';
import { i18n, wordMessage } from './i18n.ts';
import { storage } from './storage.ts';

/**
 * The one way the app calls its API. It sends the stored token in the `token` header; a 401
 * 'Un-Authorized' signs the person out and sends them to /signin (spec section 8). Other error
 * answers come back as their body, so screens show the server's own message. A request that
 * gets no answer at all resolves to a failed envelope worded for the person, never a throw.
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

export async function api<T>(method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown, options: ApiOptions = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(options.anonymous ? {} : { token: storage.token() }) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    connection.noteAnswer(null);
    return { success: false, message: i18n.t('errors.network'), status: 0 };
  }
  connection.noteAnswer(response);
  let parsed: Partial<ApiEnvelope<T>> = {};
  try {
    parsed = (await response.json()) as Partial<ApiEnvelope<T>>;
  } catch {
    parsed = {};
  }
  if (response.status === 401 && storage.token()) {
    storage.signOut();
    onUnauthorized();
  }
  const sent = typeof parsed.message === 'string' && parsed.message ? parsed.message : '';
  // An error is shown in the reader's language (the server words it in English, as the API's contract has it).
  const message = sent ? (response.ok ? sent : wordMessage(sent)) : i18n.t('errors.generic');
  return { ...parsed, success: response.ok && parsed.success !== false, message, status: response.status } as ApiResult<T>;
}
