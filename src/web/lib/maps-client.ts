import type { MapsToken } from '../../domain/stations/maps-api.ts';
import { envelopeOf, noAnswer, send, type ApiResult } from './api-client.ts';
import { i18n } from './i18n.ts';
import { storage } from './storage.ts';

/**
 * How the maps calls ({host}/googleservice/* and the trip plan) go through api-client.ts. They
 * carry a short-lived maps token from POST /googleservice/auth (kept in localStorage), so visitors
 * can search too. A 401 here means the maps token expired: fetch a new one once and retry. It never
 * signs the person out. Kept apart from api-client.ts (which is in every page's first load), so
 * only the screens that search load it.
 */
export const MAPS_TOKEN_KEY = 'evMapsToken';

export class MapsAuthError extends Error {}

async function freshMapsToken(): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/googleservice/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  } catch {
    throw new MapsAuthError('network');
  }
  const token = (await envelopeOf<Partial<MapsToken>>(response)).data?.token;
  if (!response.ok || !token) throw new MapsAuthError(String(response.status));
  storage.set(MAPS_TOKEN_KEY, token);
  return token;
}

async function sendWith<T>(method: 'GET' | 'POST', path: string, body: unknown, token: string): Promise<ApiResult<T>> {
  const response = await send(method, path, body, { token });
  if (!response) return noAnswer();
  const parsed = await envelopeOf<T>(response);
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
  const first = await sendWith<T>(method, path, body, stored || (await freshMapsToken()));
  if (first.status !== 401) return first;
  return sendWith<T>(method, path, body, await freshMapsToken());
}
