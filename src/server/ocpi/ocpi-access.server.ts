import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { boundedCache, CACHES, type BoundedCache } from '../http/bounded-caches.server.ts';
import { partnerByToken, type Partner } from './partner-store.server.ts';
import { tokensOf, type TokenKeys } from './ocpi-tokens.server.ts';

/** How long a token's partner is kept in memory: a revoke (or a network's DELETE on another instance) takes effect within this. */
export const ACCESS_CACHE_MS = CACHES.ocpiCallers.ttlMs;

export interface Caller {
  partner: Partner;
  /** The invitation's token A (versions and credentials only) or a registered token (every module). */
  kind: 'invite' | 'registered';
  /** The token itself, as the request carried it (GET credentials answers with it). */
  token: string;
}

/**
 * Who is calling: the partner whose token the Authorization header carries. Partners found are kept
 * for ACCESS_CACHE_MS (a push's lookup is then no query); a token not found is asked again every
 * time, so a token issued a moment ago by another process (npm run ocpi -- connect) works at once.
 */
export class OcpiAccess {
  private readonly cache: BoundedCache<Caller>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly keys: TokenKeys,
    now: () => number,
  ) {
    this.cache = boundedCache<Caller>('ocpiCallers', { now });
  }

  async caller(authorization: string | undefined): Promise<Caller | undefined> {
    const tokens = tokensOf(authorization);
    if (tokens.length === 0) return undefined;
    const key = tokens.join('\n');
    const kept = this.cache.get(key);
    if (kept) return kept;
    const found = await partnerByToken(this.db, this.keys, tokens);
    if (!found) {
      this.cache.delete(key);
      return undefined;
    }
    const caller: Caller = found;
    this.cache.set(key, caller);
    return caller;
  }

  /** A registration or revoke on this instance: its effect is immediate here. */
  forget(): void {
    this.cache.clear();
  }
}
