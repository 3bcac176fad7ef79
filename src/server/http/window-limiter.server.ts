import type { CounterStore } from './counter-store.server.ts';

/**
 * A fixed-window limit per key (a token, an address): `hit` says whether this request is still
 * within `max` per `windowMs`. The counts live in the app's CounterStore: in memory for one
 * instance, in Redis (REDIS_URL) when several instances must share one total.
 */
export class WindowLimiter {
  constructor(
    private readonly store: CounterStore,
    /** Keeps this limit's keys apart from other limits' in the same store. */
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  async hit(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const counted = await this.store.hit(`${this.name}:${key}`, this.windowMs);
    // The store could not count (Redis down, already logged): serving beats refusing everyone.
    if (!counted) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: counted.count <= this.max, retryAfterSeconds: Math.max(1, Math.ceil(counted.resetInMs / 1000)) };
  }
}
