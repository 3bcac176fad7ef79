import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain .mjs script, no declarations
import { buildServer, serverBuildFiles } from '../../scripts/build-server.mjs';

/**
 * Builds the front end, then starts the real server (npm start's entry) on a free port, on a
 * fresh SQLite file, with SMS_OUTBOX set so tests read codes as a person trying the app would.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    outbox: string;
    /** The server's SQLite file, for tests that check what it stored (analytics aggregates). */
    database: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

let server: ChildProcess | undefined;
let serverBundle: string | undefined;

export async function setup(project: TestProject) {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  // Each run builds into its own folder, so two suites running at once never serve each other's
  // half-written build. E2E_SKIP_BUILD=1 reuses dist/web from an earlier `npm run build`.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-e2e-'));
  let webDist = path.resolve('dist/web');
  if (process.env.E2E_SKIP_BUILD !== '1') {
    webDist = path.join(dir, 'web');
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', webDist, '--emptyOutDir'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  const outbox = path.join(dir, 'outbox.jsonl');
  const database = path.join(dir, 'ev.sqlite');
  const port = await freePort();
  // The server as production runs it: its build (scripts/build-server.mjs) under plain node.
  serverBundle = path.resolve(`dist/server/e2e-${process.pid}.mjs`);
  await buildServer(serverBundle);
  server = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      WEB_DIST: webDist,
      SMS_OUTBOX: outbox,
      LOG_LEVEL: 'warn',
      // Trip searches on a worker thread, as in production (the test default is the event loop).
      TRIP_SEARCH_THREADS: '1',
      // The suite signs many people in from one address.
      OTP_SENDS_PER_IP_PER_HOUR: '1000',
      RATE_LIMIT_PER_MINUTE: '100000',
      MAPS_RATE_PER_MINUTE: '10000',
      MAPS_RATE_PER_IP_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/ev/evData`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  project.provide('baseUrl', baseUrl);
  project.provide('outbox', outbox);
  project.provide('database', database);
}

export async function teardown() {
  server?.kill('SIGTERM');
  if (serverBundle) for (const file of serverBuildFiles(serverBundle)) fs.rmSync(file, { force: true });
}
