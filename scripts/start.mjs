// `npm start`: build the front end when it is missing or older than its sources, build the server, then serve
// app + API on http://localhost:3000 (PORT) with SQLite and the bundled data.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_BUNDLE } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const index = path.join(root, 'dist/web/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

// data/catalogue too: the build draws the finder's first cards from it (scripts/prerender-plugin.ts).
const sources = Math.max(
  newestMtime(path.join(root, 'src/web')),
  newestMtime(path.join(root, 'src/domain')),
  newestMtime(path.join(root, 'data/catalogue')),
  fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs,
);
if (!fs.existsSync(index) || fs.statSync(index).mtimeMs < sources) {
  console.log('Building the front end…');
  // NODE_ENV=production: React's production build, whatever the calling shell has set.
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = { ...process.env };
// Trying the app locally: codes are printed in this log and kept in var/sms-outbox.jsonl.
if (!env.SMS_PROVIDER && !env.SMS_OUTBOX && env.NODE_ENV !== 'production') env.SMS_OUTBOX = 'var/sms-outbox.jsonl';
// The server is built every time (esbuild, a fraction of a second), so it is never older than its sources.
await buildServer();
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
