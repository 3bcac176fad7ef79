import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain .mjs script, no declarations
import { buildServer, serverBuildFiles } from '../../scripts/build-server.mjs';

/**
 * Shared by the bench scripts: a production build, the real server on a free port with a
 * throw-away SQLite file and SMS outbox, and a person signed in through the real API.
 */

export const ROOT = path.resolve(import.meta.dirname, '../..');

export { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `ev-bench-${prefix}-`));

/**
 * `vite build` with NODE_ENV=production (vitest and others may have set NODE_ENV=test, which
 * bundles React's development build), into `outDir` so a bench never rewrites dist/web under
 * someone else's running server.
 */
export function buildWeb(outDir: string): void {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

export interface AppServer {
  baseUrl: string;
  outbox: string;
  /** Restarts the server (same port, same database) if it has exited, e.g. killed by something else on the machine. */
  ensureRunning(): Promise<void>;
  stop(): Promise<void>;
  /** The server process's id (a new one after a restart). */
  readonly pid?: number;
  /** Milliseconds from the last spawn to the first successful GET /ev/evData, checked every `pollMs`. */
  readonly startMs?: number;
}

let serversStarted = 0;

/**
 * Builds and starts the server (dist/server/server.mjs) in production mode, serving `webDist`, and waits until it
 * answers (with `logFile`, its output goes there), asking every `pollMs` (default 200) for up to `startTimeoutMs` (default 30 s).
 */
export async function startServer(options: {
  webDist: string;
  env?: Record<string, string>;
  pollMs?: number;
  startTimeoutMs?: number;
  /** The server's output (its log) appended to this file instead of the bench's own. */
  logFile?: string;
}): Promise<AppServer> {
  const dir = tempDir('server');
  const outbox = path.join(dir, 'outbox.jsonl');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: path.join(dir, 'ev.sqlite'),
    SMS_OUTBOX: outbox,
    SMS_PROVIDER: 'console',
    SMS_ALLOW_CONSOLE_IN_PRODUCTION: 'true',
    OTP_PEPPER: crypto.randomBytes(32).toString('hex'),
    MAPS_TOKEN_SECRET: crypto.randomBytes(32).toString('hex'),
    MAPS_RATE_PER_MINUTE: '100000',
    MAPS_RATE_PER_IP_PER_MINUTE: '100000',
    LOG_LEVEL: 'warn',
    WEB_DIST: options.webDist,
    API_PER_IP: '1000000',
    API_BACKSTOP_PER_IP: '1000000',
    API_PER_TOKEN: '1000000',
    PAGES_PER_IP: '1000000',
    STATIC_PER_IP: '1000000',
    ...options.env,
  };
  let child: ChildProcess;
  let exited: Promise<void>;
  let running = false;
  let stopping = false;
  let startMs: number | undefined;

  // What production runs: the server's build (scripts/build-server.mjs), under plain node; a file
  // of its own, so a bench never rewrites the build another server is starting from.
  const bundle = path.join(ROOT, `dist/server/bench-${process.pid}-${++serversStarted}.mjs`);
  await buildServer(bundle);
  const spawnServer = async () => {
    const spawnedAt = performance.now();
    // BENCH_SERVER_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server (its worker threads too).
    const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
    const out = options.logFile ? fs.openSync(options.logFile, 'a') : 'inherit';
    child = spawn(process.execPath, ['--enable-source-maps', ...flags, bundle], {
      cwd: ROOT,
      stdio: ['ignore', out, out],
      env,
    });
    if (typeof out === 'number') fs.closeSync(out);
    running = true;
    exited = new Promise<void>((resolve) =>
      child.once('exit', (code, signal) => {
        running = false;
        if (!stopping)
          console.error(`bench: the server on ${baseUrl} exited unexpectedly (code ${code}, signal ${signal})`);
        resolve();
      }),
    );
    const timeoutMs = options.startTimeoutMs ?? 30_000;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!running) throw new Error('the server exited during start-up (see its output above)');
      try {
        if ((await fetch(`${baseUrl}/ev/evData`)).ok) {
          startMs = performance.now() - spawnedAt;
          return;
        }
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, options.pollMs ?? 200));
    }
  };

  const stop = async () => {
    stopping = true;
    if (running) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dir, { recursive: true, force: true });
    for (const file of serverBuildFiles(bundle)) fs.rmSync(file, { force: true });
  };

  try {
    await spawnServer();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    outbox,
    stop,
    get pid() {
      return child.pid;
    },
    get startMs() {
      return startMs;
    },
    async ensureRunning() {
      if (running || stopping) return;
      console.error(`bench: restarting the server on ${baseUrl} (same database)`);
      await spawnServer();
    },
  };
}

interface Envelope<T> {
  success?: boolean;
  message?: string;
  data?: T;
}

async function put<T>(baseUrl: string, url: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.token = token;
  const response = await fetch(`${baseUrl}${url}`, { method: 'PUT', headers, body: JSON.stringify(body) });
  const json = (await response.json()) as Envelope<T>;
  if (!response.ok || json.success === false) throw new Error(`PUT ${url} → ${response.status} ${json.message ?? ''}`);
  return json.data as T;
}

async function codeFor(outbox: string, mobile: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const lines = fs.existsSync(outbox) ? fs.readFileSync(outbox, 'utf8').split('\n').filter(Boolean) : [];
    const last = lines
      .map((l) => JSON.parse(l) as { mobile: string; otp: string })
      .filter((m) => m.mobile === mobile && m.otp)
      .at(-1);
    if (last) return last.otp;
    if (Date.now() > deadline) throw new Error(`no code for ${mobile} in ${outbox}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface SignedInUser {
  mobile: string;
  token: string;
  preference: string;
  /** What the app keeps in localStorage 'evdetails' after sign-in. */
  details: Record<string, unknown>;
}

/** Signs a new person in through the real API (send-otp, code from SMS_OUTBOX, verify-otp, set-preference). */
export async function signIn(server: AppServer, preference = 'planningToBuy'): Promise<SignedInUser> {
  const mobile = `9${String(crypto.randomInt(0, 1e9)).padStart(9, '0')}`;
  await put(server.baseUrl, '/ev/user/send-otp', { mobile });
  const otp = await codeFor(server.outbox, mobile);
  const verified = await put<{ token: string; profile: Record<string, unknown> }>(
    server.baseUrl,
    '/ev/user/verify-otp',
    { mobile, otp },
  );
  await put(server.baseUrl, '/ev/user/set-preference', { userPreference: preference }, verified.token);
  const { id, name, email, grNumber, skipGrNumber, viewedCOVScreen } = verified.profile;
  const details = { id, name, mobile, email, grNumber, userPreference: preference, skipGrNumber, viewedCOVScreen };
  return { mobile, token: verified.token, preference, details };
}
