import crypto from 'node:crypto';
import { CREDENTIALS_TOKEN } from '../../domain/ocpi/credentials.schema.ts';

/**
 * Credentials tokens (credentials.asciidoc; transport_and_format.asciidoc, "Authorization header").
 *
 * - The tokens we issue (A in an invitation, C in answer to a registration, B when we register
 *   with a network) are 43 characters of base64url from 32 random bytes, and are kept only as
 *   HMAC-SHA256 hashes under OCPI_TOKEN_SECRET: a copy of the database lets no one call us.
 * - The token a network gives us we must send back to it, so it is kept encrypted (AES-256-GCM
 *   under a key derived from the same secret), never in the clear and never logged.
 * - In the Authorization header the token travels Base64-encoded ("Token <base64 of the token>"),
 *   as 2.2.1 requires; a header with the token itself (what many 2.1.1 and 2.2 implementations send,
 *   the spec's note says) is tried second, so such a network still gets in with its own token.
 */

export interface TokenKeys {
  hash(token: string): string;
  seal(token: string): string;
  open(sealed: string): string;
}

/** The secret the keys come from: OCPI_TOKEN_SECRET, else one derived from OTP_PEPPER (required in production). */
export function tokenKeys(secret: string): TokenKeys {
  const hashKey = crypto.createHmac('sha256', secret).update('ocpi token hash v1').digest();
  const sealKey = crypto.createHmac('sha256', secret).update('ocpi token seal v1').digest();
  return {
    hash: (token) => crypto.createHmac('sha256', hashKey).update(token, 'utf8').digest('hex'),
    seal(token) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', sealKey, iv);
      const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        sealed.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed token');
      const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** A new credentials token: 32 random bytes, base64url (43 printable characters, within the spec's 64). */
export const newToken = (): string => crypto.randomBytes(32).toString('base64url');

/** The Authorization header's value for `token`: 'Token ' and the token Base64-encoded (RFC 4648 section 4). */
export const authorizationFor = (token: string): string => `Token ${Buffer.from(token, 'utf8').toString('base64')}`;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * The tokens an Authorization header may carry, most likely first: the Base64-decoded one (when the
 * value is Base64 of a printable token), then the value itself. Empty for a missing or odd header.
 */
export function tokensOf(header: string | undefined): string[] {
  if (!header) return [];
  const match = /^Token ([\x21-\x7e]{1,200})$/.exec(header.trim());
  if (!match) return [];
  const value = match[1]!;
  const out: string[] = [];
  if (BASE64.test(value) && value.length % 4 === 0) {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    if (CREDENTIALS_TOKEN.test(decoded)) out.push(decoded);
  }
  if (CREDENTIALS_TOKEN.test(value) && !out.includes(value)) out.push(value);
  return out;
}
