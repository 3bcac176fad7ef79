import crypto from 'node:crypto';
import { boundedCache } from '../http/bounded-caches.server.ts';

/**
 * Session tokens this instance has seen checked against the database, so the traffic budget can
 * count a signed-in call per session rather than per address (decision 0018) without a database
 * read on every request. Only a token that passed the check is counted as a session: a made-up
 * token is counted as an anonymous call from its address. The cache holds a hash of each token,
 * never the token, and forgets a signed-out session at once on this instance (others within
 * 10 minutes, CACHES.knownSessions: until then they merely count that token's calls per session, and its gated calls get 401).
 */
export class KnownSessions {
  /** Sessions remembered, each counted as one without another database read for 10 minutes (CACHES.knownSessions). */
  private readonly keys = boundedCache<true>('knownSessions');

  /** The key a token's calls are counted under: not the token itself, nor the stored hash. */
  static keyOf(token: string): string {
    return crypto.createHash('sha256').update('traffic:').update(token).digest('base64url').slice(0, 22);
  }

  remember(token: string): void {
    this.keys.set(KnownSessions.keyOf(token), true);
  }

  forget(token: string): void {
    this.keys.delete(KnownSessions.keyOf(token));
  }

  /** The counting key when `token` is a session checked lately, else undefined. */
  keyIfKnown(token: string): string | undefined {
    const key = KnownSessions.keyOf(token);
    return this.keys.has(key) ? key : undefined;
  }
}
