import type { CounterStore, WindowCount } from './counter-store.server.ts';

export interface Verdict {
  allowed: boolean;
  /** When the window ends: what a refusal's retry-after says. */
  retryAfterSeconds: number;
}

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

  /** The verdict at once when the store counts in memory; a promise of it when the store is Redis. */
  hit(key: string): Verdict | Promise<Verdict> {
    const counted = this.store.hit(`${this.name}:${key}`, this.windowMs);
    return counted instanceof Promise ? counted.then((c) => this.verdict(c)) : this.verdict(counted);
  }

  private verdict(counted: WindowCount): Verdict {
    return { allowed: counted.count <= this.max, retryAfterSeconds: Math.max(1, Math.ceil(counted.resetInMs / 1000)) };
  }
}
