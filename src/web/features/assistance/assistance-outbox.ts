import type { AssistanceRequestBody } from '../../../domain/assistance/assistance-request.schema.ts';
import type { AssistanceStart } from '../../../domain/assistance/assistance-api.ts';
import { resultKeys, storage } from '../../lib/storage.ts';

/**
 * What the assistance screens keep on the phone (issue 39, weak or no signal):
 * - the outbox: a request made without a connection, with its idempotency key, sent when one
 *   comes; the server makes one request of a key however often it arrives, so a send whose answer
 *   was lost and is sent again is still one request;
 * - the start: the helpline and SMS numbers and the profile's vehicle from the last visit, so the
 *   form, 'Call the helpline' and the SMS fallback work with no connection.
 * Both are the person's and go at sign-out (storage.ts resultKeys).
 */
const OUTBOX_KEY = resultKeys.assistOutbox;
const START_KEY = resultKeys.assistStart;

export interface Outgoing {
  body: AssistanceRequestBody;
  /** The words shown when it was made (for the SMS fallback while it waits). */
  words: string;
  madeAt: number;
}

function read<T>(key: string): T | null {
  try {
    const text = storage.get(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export const outbox = {
  get: (): Outgoing | null => read<Outgoing>(OUTBOX_KEY),
  put: (item: Outgoing) => storage.set(OUTBOX_KEY, JSON.stringify(item)),
  clear: () => storage.set(OUTBOX_KEY, null),
};

export const keptStart = {
  get: (): AssistanceStart | null => read<AssistanceStart>(START_KEY),
  put: (start: AssistanceStart) => storage.set(START_KEY, JSON.stringify(start)),
};

/** A key of 24 random characters: made once per request the person means to send. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
