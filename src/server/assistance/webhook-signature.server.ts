import crypto from 'node:crypto';

/**
 * The partner signs each webhook body with HMAC-SHA256 under the shared secret
 * (ASSIST_PARTNER_WEBHOOK_SECRET) and sends it hex-encoded as `x-signature: sha256=<hex>`.
 * Checked over the raw bytes as received, in constant time (timingSafeEqual over equal-length
 * digests), so neither a re-serialised body nor the time a comparison takes tells anything.
 */
export const SIGNATURE_HEADER = 'x-signature';

export function signBody(secret: string, body: string | Buffer): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function validSignature(secret: string, body: string | Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = crypto.createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
