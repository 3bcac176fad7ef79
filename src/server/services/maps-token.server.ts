import crypto from 'node:crypto';
import { boundedCache } from '../http/bounded-caches.server.ts';

/**
 * Short-lived maps tokens (POST /googleservice/auth): visitors may use the station screens, so the
 * maps calls accept either a signed-in user's session token or one of these. Stateless:
 * 'm1.<expiry ms>.<nonce>.<HMAC-SHA256>' under MAPS_TOKEN_SECRET, so any instance can check it.
 */
export class MapsTokens {
  /**
   * Tokens whose signature was checked, with their expiry: a visitor's page sends the same token
   * with every maps call, and an HMAC per call was a few per cent of a busy event loop. Only a valid
   * signature is kept (a signature never stops being valid; the expiry is checked on every call),
   * and the least recently used go first (CACHES.mapsTokens).
   */
  private readonly verified = boundedCache<number>('mapsTokens');

  constructor(
    private readonly secret: string,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  private sign(payload: string): string {
    return crypto.createHmac('sha256', this.secret).update(payload).digest('base64url');
  }

  issue(): { token: string; expiresAt: number } {
    const expiresAt = this.now() + this.ttlMs;
    const payload = `m1.${expiresAt}.${crypto.randomBytes(12).toString('base64url')}`;
    return { token: `${payload}.${this.sign(payload)}`, expiresAt };
  }

  verify(token: string): boolean {
    const known = this.verified.get(token);
    if (known !== undefined) return known > this.now();
    const match = /^(m1\.(\d{13})\.[A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return false;
    const [, payload, expiry, signature] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return false;
    const expiresAt = Number(expiry);
    this.verified.set(token, expiresAt);
    return expiresAt > this.now();
  }
}
