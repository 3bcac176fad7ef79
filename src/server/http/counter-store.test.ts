import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.server.ts';
import { connectRedis } from '../plugins/counters.server.ts';
import { MemoryCounterStore, RedisCounterStore } from './counter-store.server.ts';
import { WindowLimiter } from './window-limiter.server.ts';

const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;

describe('MemoryCounterStore and WindowLimiter', () => {
  it('counts per key within a window and starts again when the window ends', async () => {
    let now = 1_000_000;
    const limiter = new WindowLimiter(new MemoryCounterStore(() => now), 'test', 2, 60_000);
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    now += 10_000;
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect((await limiter.hit('b')).allowed).toBe(true);
    now += 50_000;
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('keeps two limits in one store apart by name', async () => {
    const store = new MemoryCounterStore(() => 0);
    const one = new WindowLimiter(store, 'one', 1, 60_000);
    const two = new WindowLimiter(store, 'two', 1, 60_000);
    expect((await one.hit('k')).allowed).toBe(true);
    expect((await two.hit('k')).allowed).toBe(true);
    expect((await one.hit('k')).allowed).toBe(false);
  });

  it('lets a request through when the store cannot count', async () => {
    const limiter = new WindowLimiter({ hit: async () => undefined }, 'down', 0, 60_000);
    expect((await limiter.hit('k')).allowed).toBe(true);
  });
});

describe.skipIf(!redisUrl)(`RedisCounterStore on ${redisUrl ?? '(skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run)'}`, () => {
  const prefix = `ev-test-${crypto.randomBytes(4).toString('hex')}:`;
  let first: Redis;
  let second: Redis;

  beforeAll(async () => {
    first = await connectRedis(redisUrl!);
    second = await connectRedis(redisUrl!);
  });
  afterAll(async () => {
    const keys = await first.keys(`${prefix}*`);
    if (keys.length) await first.del(...keys);
    await first.quit();
    await second.quit();
  });

  it('shares one count between two connections (two instances)', async () => {
    const a = new WindowLimiter(new RedisCounterStore(first, prefix, (e) => expect.fail(e.message)), 'shared', 3, 60_000);
    const b = new WindowLimiter(new RedisCounterStore(second, prefix, (e) => expect.fail(e.message)), 'shared', 3, 60_000);
    expect((await a.hit('token')).allowed).toBe(true);
    expect((await b.hit('token')).allowed).toBe(true);
    expect((await a.hit('token')).allowed).toBe(true);
    const refused = await b.hit('token');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await a.hit('other-token')).allowed).toBe(true);
  });

  it('counts parallel hits exactly once each', async () => {
    const store = new RedisCounterStore(first, prefix, (e) => expect.fail(e.message));
    const counts = await Promise.all(Array.from({ length: 50 }, () => store.hit('parallel', 60_000)));
    expect(counts.map((c) => c!.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('counts within the window, which the key carries as its expiry, and starts again once Redis expires it', async () => {
    const store = new RedisCounterStore(first, prefix, (e) => expect.fail(e.message));
    const key = `${prefix}window`;
    // A window no test run outlasts: the second hit always falls inside it.
    const one = (await store.hit('window', 60_000))!;
    expect(one.count).toBe(1);
    expect(one.resetInMs).toBeGreaterThan(0);
    expect(one.resetInMs).toBeLessThanOrEqual(60_000);
    const two = (await store.hit('window', 60_000))!;
    expect(two.count).toBe(2);
    // A hit inside the window does not push its end back.
    expect(two.resetInMs).toBeLessThanOrEqual(one.resetInMs);
    expect(await first.pttl(key)).toBeGreaterThan(0);
    expect(await first.pttl(key)).toBeLessThanOrEqual(60_000);

    // The window's end is the key's expiry: wait for Redis to expire it, then count from one again.
    expect((await store.hit('short', 50))!.count).toBe(1);
    await expect.poll(() => first.exists(`${prefix}short`), { interval: 20, timeout: 10_000 }).toBe(0);
    expect(await store.hit('short', 50)).toMatchObject({ count: 1 });
    expect(await first.pttl(`${prefix}short`)).toBeGreaterThan(0);
  });

  it('reports a lost connection as "could not count" at once, instead of queueing the command', async () => {
    const lost = await connectRedis(redisUrl!);
    lost.disconnect();
    const errors: string[] = [];
    const store = new RedisCounterStore(lost, prefix, (e) => errors.push(e.message));
    expect(await store.hit('k', 60_000)).toBeUndefined();
    // Refused by the closed stream (no offline queue), not by a command time-out after a wait.
    expect(errors).toEqual([expect.stringMatching(/enableOfflineQueue/)]);
  });

  it('refuses to start on an unreachable Redis, naming REDIS_URL', async () => {
    await expect(connectRedis('redis://127.0.0.1:1')).rejects.toThrow(/REDIS_URL: cannot reach Redis/);
  });
});

describe('REDIS_URL configuration', () => {
  it('is optional, and refuses anything but a redis:// or rediss:// URL, naming the variable', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'rediss://user:pw@cache.internal:6380/0' }).REDIS_URL).toBe('rediss://user:pw@cache.internal:6380/0');
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/Invalid environment variable REDIS_URL: must be a redis/);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});
