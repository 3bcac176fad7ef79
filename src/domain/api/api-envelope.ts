/**
 * Every answer of the app's API has this envelope (spec section 7): `success`, a `message` worded for
 * a person, and the answer itself in `data`. The server writes it (ok() in
 * src/server/http/api-envelope.server.ts); the app reads it (src/web/lib/api-client.ts).
 */
export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data?: T;
}
