import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The production bundle carries none of the server's secrets: the front end is built with a known
 * dummy value in every secret the server reads, then every output file (and the pre-compressed
 * copies, unpacked) is searched for them.
 */

/** Names that hold secrets, whether or not config.server.ts reads them yet. */
const KNOWN_SECRETS = [
  'OTP_PEPPER', 'MAPS_TOKEN_SECRET', 'GOOGLE_MAPS_API_KEY', 'MSG91_AUTH_KEY', 'TWILIO_AUTH_TOKEN', 'TWILIO_ACCOUNT_SID',
  'REGISTRY_API_KEY', 'DATABASE_URL', 'REDIS_URL',
];
const SECRET_NAME = /(SECRET|KEY|TOKEN|PEPPER|PASSWORD|AUTH|SID|_URL$)/;

/** Every secret-looking variable the server's configuration schema reads, plus the known ones. */
function secretNames(): string[] {
  const source = fs.readFileSync(path.resolve('src/server/config.server.ts'), 'utf8');
  const declared = [...source.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
  return [...new Set([...KNOWN_SECRETS, ...declared.filter((name) => SECRET_NAME.test(name))])].sort();
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

function contents(file: string): string {
  const data = fs.readFileSync(file);
  if (file.endsWith('.br')) return zlib.brotliDecompressSync(data).toString('latin1');
  if (file.endsWith('.gz')) return zlib.gunzipSync(data).toString('latin1');
  return data.toString('latin1');
}

describe('the production bundle', () => {
  it("contains none of the server's configured secrets", { timeout: 120_000 }, () => {
    const names = secretNames();
    expect(names).toEqual(expect.arrayContaining(['OTP_PEPPER', 'MAPS_TOKEN_SECRET', 'GOOGLE_MAPS_API_KEY', 'MSG91_AUTH_KEY', 'TWILIO_AUTH_TOKEN']));
    const dummies = Object.fromEntries(
      names.map((name) => {
        const marker = `dummy${name.toLowerCase().replace(/_/g, '')}${crypto.randomBytes(6).toString('hex')}`;
        return [name, name.endsWith('_URL') ? `postgres://user:${marker}@127.0.0.1:5432/db` : marker];
      }),
    );
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-bundle-secrets-'));
    try {
      execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, ...dummies, NODE_ENV: 'production' },
      });
      const files = filesUnder(outDir);
      expect(files.some((file) => /\/assets\/.+\.js$/.test(file))).toBe(true);
      const found: string[] = [];
      for (const file of files) {
        const text = contents(file);
        for (const [name, value] of Object.entries(dummies)) {
          const secret = name.endsWith('_URL') ? /:([^@]+)@/.exec(value)![1]! : value;
          if (text.includes(secret)) found.push(`${name} in ${path.relative(outDir, file)}`);
        }
      }
      expect(found).toEqual([]);
    } finally {
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});
