import type { ApiEnvelope } from '../../domain/api/api-envelope.ts';
import type { MapsToken } from '../../domain/stations/maps-api.ts';
import type { ApiResult } from './api-client.ts';
import { connection } from './connection-status.ts';
import { i18n } from './i18n.ts';
import { storage } from './storage.ts';

/**
 * Calls to the maps service ({host}/googleservice/*). They carry a short-lived maps token from
 * POST /googleservice/auth (kept in localStorage), so visitors can search too. A 401 here means the
 * maps token expired: fetch a new one once and retry. It never signs the person out.
 */
export const MAPS_TOKEN_KEY = 'evMapsToken';

export class MapsAuthError extends Error {}

async function freshMapsToken(): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/googleservice/auth', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  } catch {
    throw new MapsAuthError('network');
  }
  const body = (await response.json().catch(() => ({}))) as Partial<ApiEnvelope<Partial<MapsToken>>>;
  const token = body.data?.token;
  if (!response.ok || !token) throw new MapsAuthError(String(response.status));
  storage.set(MAPS_TOKEN_KEY, token);
  return token;
}

async function send<T>(method: 'GET' | 'POST', path: string, body: unknown, token: string): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), token },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    connection.noteAnswer(null);
    return { success: false, message: i18n.t('errors.network'), status: 0 };
  }
  connection.noteAnswer(response);
  const parsed = (await response.json().catch(() => ({}))) as Partial<ApiEnvelope<T>>;
  return {
    success: response.ok && parsed.success !== false,
    message: parsed.message || i18n.t('errors.generic'),
    status: response.status,
    ...(parsed.data !== undefined ? { data: parsed.data } : {}),
  };
}

/** Throws MapsAuthError only when no maps token can be had at all (the spec's sign-in-again case). */
export async function mapsApi<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiResult<T>> {
  const stored = storage.get(MAPS_TOKEN_KEY);
  const first = await send<T>(method, path, body, stored || (await freshMapsToken()));
  if (first.status !== 401) return first;
  return send<T>(method, path, body, await freshMapsToken());
}
