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
});

describe.skipIf(!redisUrl)(
  `RedisCounterStore on ${redisUrl ?? '(skipped: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run)'}`,
  () => {
    const prefix = `ev-test-${crypto.randomBytes(4).toString('hex')}:`;
    let first: Redis;
    let second: Redis;

    const failOnEvents = { down: (e: Error) => expect.fail(e.message), up: () => expect.fail('was never down') };
    const local = () => new MemoryCounterStore(Date.now);

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
      const a = new WindowLimiter(new RedisCounterStore(first, prefix, local(), failOnEvents), 'shared', 3, 60_000);
      const b = new WindowLimiter(new RedisCounterStore(second, prefix, local(), failOnEvents), 'shared', 3, 60_000);
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
      const store = new RedisCounterStore(first, prefix, local(), failOnEvents);
      const counts = await Promise.all(Array.from({ length: 50 }, () => store.hit('parallel', 60_000)));
      expect(counts.map((c) => c!.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    });

    it('ends the window with the key (Redis expiry)', async () => {
      const store = new RedisCounterStore(first, prefix, local(), failOnEvents);
      expect((await store.hit('short', 60_000)).count).toBe(1);
      expect((await store.hit('short', 60_000)).count).toBe(2);
      const ttl = await first.pttl(`${prefix}short`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      // The window ends when Redis expires the key: shorten it and wait for that event, not a clock.
      await first.pexpire(`${prefix}short`, 1);
      while ((await first.exists(`${prefix}short`)) === 1) await new Promise((r) => setImmediate(r));
      expect(await store.hit('short', 60_000)).toMatchObject({ count: 1 });
      expect(await first.pttl(`${prefix}short`)).toBeGreaterThan(0);
    });

    it('counts on this instance while Redis is away, says so once, and says when it is back', async () => {
      const flaky = await connectRedis(redisUrl!);
      const events: string[] = [];
      const store = new RedisCounterStore(flaky, prefix, new MemoryCounterStore(() => 0), {
        down: () => events.push('down'),
        up: () => events.push('up'),
      });
      const limiter = new WindowLimiter(store, 'away', 2, 60_000);
      flaky.disconnect();
      const verdicts = [await limiter.hit('k'), await limiter.hit('k'), await limiter.hit('k')];
      expect(verdicts.map((v) => v.allowed)).toEqual([true, true, false]);
      expect(store.countingLocally).toBe(true);
      expect(events.every((e) => e === 'down')).toBe(true);
      // Back: wait for the old connection to have ended (the event), then connect again.
      if (flaky.status !== 'end') await new Promise((resolve) => flaky.once('end', resolve));
      await flaky.connect();
      expect((await store.hit('fresh', 60_000)).count).toBe(1);
      expect(store.countingLocally).toBe(false);
      expect(events.at(-1)).toBe('up');
      await flaky.quit();
    });

    it('refuses to start on an unreachable Redis, naming REDIS_URL', async () => {
      await expect(connectRedis('redis://127.0.0.1:1')).rejects.toThrow(/REDIS_URL: cannot reach Redis/);
    });
  },
);

describe('REDIS_URL configuration', () => {
  it('is optional, and refuses anything but a redis:// or rediss:// URL, naming the variable', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'rediss://user:pw@cache.internal:6380/0' }).REDIS_URL).toBe(
      'rediss://user:pw@cache.internal:6380/0',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /Invalid environment variable REDIS_URL: must be a redis/,
    );
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});
