import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.server.ts';
import type { SmsProvider } from '../../src/server/sms/sms-provider.server.ts';
import { freshDatabaseUrl } from './test-database.ts';

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
  call<T = Record<string, unknown>>(
    method: string,
    url: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T; headers: Headers }>;
  /** The last code sent to `mobile`, read from SMS_OUTBOX as a person trying the app would. */
  lastOtp(mobile: string): string;
  /** Requests a code and verifies it: a signed-in user's token. */
  signIn(mobile: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Closes a test's server: the test is over, so a response it never read to the end must not hold
 * the server open (Fastify's close waits for every connection).
 */
export async function closeTestServer(app: FastifyInstance): Promise<void> {
  const closing = app.close();
  app.server.closeAllConnections();
  await closing;
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: { sms?: SmsProvider; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
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
  const logging = options.logStream ? { logStream: options.logStream } : { logger: false };
  const app = await buildApp({
    config,
    now: () => clock.now,
    ...logging,
    ...(options.sms ? { sms: options.sms } : {}),
  });
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
    const sent = lines
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { mobile: string; otp: string })
      .filter((m) => m.mobile === mobile && m.otp);
    const last = sent.at(-1);
    if (!last) throw new Error(`no OTP was sent to ${mobile}`);
    return last.otp;
  };

  const signIn = async (mobile: string) => {
    const sent = await call('PUT', '/ev/user/send-otp', { mobile });
    if (sent.status !== 200) throw new Error(`send-otp failed: ${JSON.stringify(sent.body)}`);
    const verified = await call<{ data: { token: string } }>('PUT', '/ev/user/verify-otp', {
      mobile,
      otp: lastOtp(mobile),
    });
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
      await closeTestServer(app);
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
