import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.server.ts';
import type { SmsProvider } from '../../src/server/sms/sms-provider.server.ts';

/**
 * A real server on a fresh database, listening on a loopback port, for API tests that make real
 * HTTP calls. SQLite by default (a new file per app); PostgreSQL when TEST_DATABASE_URL is a
 * postgres:// URL (a new database per app, dropped on close).
 */
export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  outbox: string;
  clock: { now: number; advance(ms: number): void };
  call<T = Record<string, unknown>>(method: string, url: string, body?: unknown, token?: string, headers?: Record<string, string>): Promise<{ status: number; body: T; headers: Headers }>;
  /** The last code sent to `mobile`, read from SMS_OUTBOX as a person trying the app would. */
  lastOtp(mobile: string): string;
  /** Requests a code and verifies it: a signed-in user's token. */
  signIn(mobile: string): Promise<string>;
  close(): Promise<void>;
}

export const usingPostgres = () => /^postgres/.test(process.env.TEST_DATABASE_URL ?? '');

/** Test databases are named `ev_test_<ms since 1970, base 36>_<random>`: the sweep tells old ones by it. */
export const TEST_DATABASE_PREFIX = 'ev_test_';
/** A test database nobody is connected to is swept once it is this old: no test leaves its database idle so long. */
export const STALE_TEST_DATABASE_MS = 10 * 60_000;

/** Drops still on their way (they are not awaited by the test that ends: see freshDatabaseUrl). */
const dropping = new Set<Promise<void>>();

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } catch (error) {
    // A drop that fails leaves a database the next run's sweep removes; the test's result stands.
    console.warn(`test database ${name} not dropped: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A database for one test: a SQLite file in `dir`, or a new PostgreSQL database under TEST_DATABASE_URL.
 *
 * `drop()` starts the DROP and returns without waiting for it: PostgreSQL's DROP DATABASE waits for
 * an immediate checkpoint, which on a loaded machine took longer than a test's 30 s hook (a CI run
 * failed so). `settleTestDatabaseDrops()` waits for those still running; a database a stopped run
 * left behind is swept by `sweepStaleTestDatabases` (the api project's global setup).
 */
export async function freshDatabaseUrl(dir: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl || !usingPostgres()) return { url: path.join(dir, 'ev.sqlite'), drop: async () => {} };
  const name = `${TEST_DATABASE_PREFIX}${Date.now().toString(36)}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const drop = dropDatabase(adminUrl, name);
      dropping.add(drop);
      void drop.finally(() => dropping.delete(drop));
    },
  };
}

/** Waits for the test databases still being dropped (for a suite that counts databases). */
export async function settleTestDatabaseDrops(): Promise<void> {
  await Promise.all([...dropping]);
}

/**
 * Drops the test databases that runs left behind (stopped midway, or a drop cut off when its
 * worker ended): those nobody is connected to, named with a time older than
 * STALE_TEST_DATABASE_MS or of the older naming (no time). A test's database has the app's
 * connections while the test runs, so a run going on now never loses one.
 */
export async function sweepStaleTestDatabases(adminUrl: string, now = Date.now()): Promise<string[]> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string; connected: boolean }>(
      `SELECT d.datname, EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.datname = d.datname) AS connected
         FROM pg_database d WHERE d.datname LIKE '${TEST_DATABASE_PREFIX}%'`,
    );
    const stale = rows
      .filter(({ datname, connected }) => {
        const stamp = /^ev_test_([0-9a-z]+)_[0-9a-f]+$/.exec(datname)?.[1];
        return !connected && (!stamp || now - parseInt(stamp, 36) > STALE_TEST_DATABASE_MS);
      })
      .map((r) => r.datname);
    for (const name of stale) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    return stale;
  } finally {
    await admin.end();
  }
}

export async function startTestApp(env: Record<string, string> = {}, options: { sms?: SmsProvider } = {}): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-api-'));
  const outbox = path.join(dir, 'outbox.jsonl');
  const database = await freshDatabaseUrl(dir);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    DATABASE_URL: database.url,
    SMS_OUTBOX: outbox,
    // Most suites need no stations or sample registry; the maps and RTO suites turn their seed on.
    STATIONS_SEED: 'false',
    REGISTRY_SEED: 'false',
    ...env,
  });
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const app = await buildApp({ config, now: () => clock.now, logger: false, ...(options.sms ? { sms: options.sms } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  const call: TestApp['call'] = async (method, url, body, token, headers = {}) => {
    const response = await fetch(baseUrl + url, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token !== undefined ? { token } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  };

  const lastOtp = (mobile: string) => {
    const lines = fs.existsSync(outbox) ? fs.readFileSync(outbox, 'utf8').trim().split('\n') : [];
    const sent = lines.filter(Boolean).map((l) => JSON.parse(l) as { mobile: string; otp: string }).filter((m) => m.mobile === mobile);
    const last = sent.at(-1);
    if (!last) throw new Error(`no OTP was sent to ${mobile}`);
    return last.otp;
  };

  const signIn = async (mobile: string) => {
    const sent = await call('PUT', '/ev/user/send-otp', { mobile });
    if (sent.status !== 200) throw new Error(`send-otp failed: ${JSON.stringify(sent.body)}`);
    const verified = await call<{ data: { token: string } }>('PUT', '/ev/user/verify-otp', { mobile, otp: lastOtp(mobile) });
    if (verified.status !== 200) throw new Error(`verify-otp failed: ${JSON.stringify(verified.body)}`);
    return verified.body.data.token;
  };

  return {
    app,
    baseUrl,
    outbox,
    clock,
    call,
    lastOtp,
    signIn,
    close: async () => {
      const closing = app.close();
      // The test is over: a response it never read to the end must not hold the server open.
      app.server.closeAllConnections();
      await closing;
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
