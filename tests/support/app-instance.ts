import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.server.ts';
import { closeTestServer } from './test-app.ts';
import { freshDatabaseUrl } from './test-database.ts';

/** One instance of the app on its own port, as behind a load balancer (the two-instance tests). */
export interface Instance {
  app: FastifyInstance;
  call(
    method: string,
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<{
    status: number;
    headers: Headers;
    body: { success?: boolean; message?: string; data?: Record<string, unknown> };
  }>;
}

export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    STATIONS_SEED: 'false',
    ...env,
  });
  const app = await buildApp({ config, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    async call(method, url, body, token) {
      const response = await fetch(baseUrl + url, {
        method,
        headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { token } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
  };
}

/** The last code sent to `mobile`, from the instances' SMS outbox file. */
export function lastOtp(outbox: string, mobile: string): string {
  const sent = fs
    .readFileSync(outbox, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { mobile: string; otp: string });
  return sent.filter((m) => m.mobile === mobile && m.otp).at(-1)!.otp;
}

/** Removes a run's keys from the shared Redis (runs sharing it never count together). */
export async function clearRedisPrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}

/** Two instances on one database (and one Redis when `redisUrl` is given), as behind a load balancer. */
export interface InstancePair {
  a: Instance;
  b: Instance;
  /** The SMS outbox both write to (lastOtp reads it). */
  outbox: string;
  /** Stops both, then removes the run's Redis keys, its database and its folder. */
  close(): Promise<void>;
}

/**
 * Starts two instances, one after the other (the first brings the schema up to date, the second
 * finds it so), on a fresh database: PostgreSQL when TEST_DATABASE_URL says so, else one SQLite
 * file both open. With Redis, the run's keys get a prefix of their own, so runs sharing the Redis
 * (both legs of CI, two people) never count together.
 */
export async function startInstancePair(env: Record<string, string>, redisUrl?: string): Promise<InstancePair> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-two-'));
  const outbox = path.join(dir, 'outbox.jsonl');
  const prefix = `ev-test-${crypto.randomBytes(4).toString('hex')}:`;
  const database = await freshDatabaseUrl(dir);
  const shared = {
    ...env,
    DATABASE_URL: database.url,
    SMS_OUTBOX: outbox,
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix } : {}),
  };
  const started: Instance[] = [];
  const close = async () => {
    for (const instance of started) await closeTestServer(instance.app);
    if (redisUrl) await clearRedisPrefix(redisUrl, prefix);
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    started.push(await startInstance(shared));
    started.push(await startInstance(shared));
  } catch (error) {
    await close();
    throw error;
  }
  return { a: started[0]!, b: started[1]!, outbox, close };
}
