import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from '../http/counter-store.server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connection when REDIS_URL is set (shared rate limits), else null. */
    redis: Redis | null;
    /** Where the app's own limits count: Redis when REDIS_URL is set, else this instance's memory. */
    counters: CounterStore;
  }
}

/**
 * Opens REDIS_URL and checks it answers before the app starts, so a wrong URL stops the start
 * with a clear message instead of failing open on every request. After that, a Redis outage
 * makes commands fail fast (no offline queue, short time-out): limits let requests through and
 * the log says why, rather than every request hanging.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  // Connection errors are reported by the commands that fail; without a listener ioredis
  // prints each reconnect attempt as an unhandled error.
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot reach Redis (${(error as Error).message})`);
  }
  return redis;
}

export default fp(
  async (app: FastifyInstance) => {
    const url = app.config.REDIS_URL;
    if (!url) {
      app.decorate('redis', null);
      app.decorate('counters', new MemoryCounterStore(app.now));
      return;
    }
    const redis = await connectRedis(url);
    let lastWarning = 0;
    let down = false;
    const events = {
      down: (error: Error) => {
        // The first failure, then one line a minute while it lasts: a line per request would flood the log.
        if (down && Date.now() - lastWarning < 60_000) return;
        down = true;
        lastWarning = Date.now();
        app.log.warn(
          { reason: error.message },
          'redis unreachable: limits are counted on this instance until it is back',
        );
      },
      up: () => {
        down = false;
        app.log.info('redis reachable again: limits are counted in redis');
      },
    };
    app.decorate('redis', redis);
    app.decorate(
      'counters',
      new RedisCounterStore(redis, `${app.config.REDIS_KEY_PREFIX}count:`, new MemoryCounterStore(app.now), events),
    );
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'counters' },
);
