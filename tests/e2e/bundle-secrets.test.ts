import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import { dummySecrets, secretNames } from './build-secrets.ts';

/**
 * The production bundle carries none of the server's secrets: the front end is built with a known
 * dummy value in every secret the server reads (build-secrets.ts), then every output file (and
 * the pre-compressed copies, unpacked) is searched for them.
 */

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
    expect(names).toEqual(
      expect.arrayContaining([
        'OTP_PEPPER',
        'MAPS_TOKEN_SECRET',
        'GOOGLE_MAPS_API_KEY',
        'MSG91_AUTH_KEY',
        'TWILIO_AUTH_TOKEN',
      ]),
    );
    // The suite's build was made with a dummy in every secret (global-setup.ts); a run reusing an
    // earlier build (E2E_SKIP_BUILD=1) makes one of its own here.
    let dummies = inject('buildSecrets');
    let outDir = inject('webDist');
    let ownBuild: string | undefined;
    if (!dummies) {
      dummies = dummySecrets();
      outDir = ownBuild = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-bundle-secrets-'));
      execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, ...dummies, NODE_ENV: 'production' },
      });
    }
    expect(Object.keys(dummies).sort()).toEqual(names);
    try {
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
      if (ownBuild) fs.rmSync(ownBuild, { recursive: true, force: true });
    }
  });
});
