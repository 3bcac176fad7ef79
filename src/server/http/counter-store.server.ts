import type { Redis } from 'ioredis';

/** One key's count in its current fixed window. */
export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}

/**
 * Fixed-window counters for the app's own limits (maps per token and per address). In memory
 * for one instance; in Redis when REDIS_URL is set, so every instance counts against one total.
 */
export interface CounterStore {
  /**
   * Adds one to `key` and returns its count in the window. A store in memory answers at once,
   * without a promise: the traffic budget asks on every request.
   */
  hit(key: string, windowMs: number): WindowCount | Promise<WindowCount>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => number) {}

  hit(key: string, windowMs: number): WindowCount {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
      if (this.windows.size > 100_000) this.prune(now, windowMs);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.start + windowMs - now };
  }

  private prune(now: number, windowMs: number) {
    for (const [key, window] of this.windows) if (now - window.start >= windowMs) this.windows.delete(key);
  }
}

/**
 * INCR and the expiry in one script, so a key never outlives its window even if a client dies
 * between the two. The window is Redis's clock, the same for every instance.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** What a RedisCounterStore tells its owner: Redis stopped answering, or answers again. */
export interface RedisCounterEvents {
  down(error: Error): void;
  up(): void;
}

/**
 * Counts in Redis, so every instance counts against one total. When Redis does not answer, counts
 * go on in this instance's memory (`local`) until it does again, rather than letting everything
 * through or refusing everyone: each instance then holds the limit on its own share (decision 0018).
 */
export class RedisCounterStore implements CounterStore {
  private down = false;

  constructor(
    private readonly redis: Redis,
    /** Namespaces the keys (REDIS_KEY_PREFIX), so deployments and test runs sharing a Redis never collide. */
    private readonly prefix: string,
    private readonly local: MemoryCounterStore,
    private readonly events: RedisCounterEvents,
  ) {}

  /** Whether counts are being kept locally because Redis is away. */
  get countingLocally(): boolean {
    return this.down;
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, `${this.prefix}${key}`, String(windowMs))) as [
        number,
        number,
      ];
      if (this.down) {
        this.down = false;
        this.events.up();
      }
      return { count, resetInMs: ttl };
    } catch (error) {
      this.down = true;
      this.events.down(error as Error);
      return this.local.hit(key, windowMs);
    }
  }
}
