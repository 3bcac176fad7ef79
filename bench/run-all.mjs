#!/usr/bin/env node
/**
 * `npm run bench [-- --strict]`: runs every `bench:*` script in package.json, one after another,
 * web first, then the rest in name order: bench:api, bench:places (place search in-process, against
 * MiniSearch), bench:spatial, bench:startup (server start time and memory), and any later ones.
 * Arguments are passed to each. Every bench runs even if an earlier one fails; the exit code is
 * 1 when any of them exited non-zero (a bench exits non-zero on a budget failure only with --strict).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scripts = Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {})
  .filter((name) => name.startsWith('bench:'))
  .sort((a, b) => (a === 'bench:web' ? -1 : b === 'bench:web' ? 1 : a.localeCompare(b)));

const args = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const outcomes = [];
for (const script of scripts) {
  console.log(`\n=== npm run ${script} ${args.join(' ')}`.trimEnd());
  const started = Date.now();
  const result = spawnSync(npm, ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: root,
    stdio: 'inherit',
  });
  const code = result.status ?? 1;
  outcomes.push({ script, code, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== bench summary');
for (const { script, code, seconds } of outcomes)
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${script} (${seconds} s, exit ${code})`);
if (!scripts.length) console.log('no bench:* scripts in package.json');
process.exitCode = outcomes.some((o) => o.code !== 0) ? 1 : 0;
