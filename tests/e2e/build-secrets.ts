import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Dummy values for every secret the server reads, for building the front end with them in its
 * environment: the suite's one build (global-setup.ts) is made this way, and bundle-secrets.test.ts
 * then searches it for them.
 */

/** Names that hold secrets, whether or not config.server.ts reads them yet. */
const KNOWN_SECRETS = [
  'OTP_PEPPER',
  'MAPS_TOKEN_SECRET',
  'GOOGLE_MAPS_API_KEY',
  'MSG91_AUTH_KEY',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_ACCOUNT_SID',
  'REGISTRY_API_KEY',
  'DATABASE_URL',
  'REDIS_URL',
];
const SECRET_NAME = /(SECRET|KEY|TOKEN|PEPPER|PASSWORD|AUTH|SID|_URL$)/;

/** Every secret-looking variable the server's configuration schema reads, plus the known ones. */
export function secretNames(): string[] {
  const source = fs.readFileSync(path.resolve('src/server/config.server.ts'), 'utf8');
  const declared = [...source.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
  return [...new Set([...KNOWN_SECRETS, ...declared.filter((name) => SECRET_NAME.test(name))])].sort();
}

/** A random dummy per secret (a URL's in its password), so a leak of any of them is found by its value. */
export function dummySecrets(): Record<string, string> {
  return Object.fromEntries(
    secretNames().map((name) => {
      const marker = `dummy${name.toLowerCase().replace(/_/g, '')}${crypto.randomBytes(6).toString('hex')}`;
      return [name, name.endsWith('_URL') ? `postgres://user:${marker}@127.0.0.1:5432/db` : marker];
    }),
  );
}
