/**
 * A circuit breaker for an outside service: after `failureThreshold` failed calls in a row it
 * opens, and calls fail at once (no waiting on a service that is down, no piling on while it
 * recovers) until `cooldownMs` has passed. Then one trial call goes through (half-open): success
 * closes the circuit, failure opens it for another cool-down.
 */
export interface CircuitBreakerOptions {
  failureThreshold: number;
  cooldownMs: number;
  now?: () => number;
}

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | undefined;
  private trialRunning = false;
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get state(): 'closed' | 'open' | 'half-open' {
    if (this.openedAt === undefined) return 'closed';
    return this.now() - this.openedAt >= this.options.cooldownMs ? 'half-open' : 'open';
  }

  /** Runs `call` unless the circuit is open; `isOpen` makes the error thrown when it is. */
  async run<T>(call: () => Promise<T>, isOpen: () => Error): Promise<T> {
    const state = this.state;
    if (state === 'open' || (state === 'half-open' && this.trialRunning)) throw isOpen();
    if (state === 'half-open') this.trialRunning = true;
    try {
      const result = await call();
      this.failures = 0;
      this.openedAt = undefined;
      return result;
    } catch (error) {
      this.failures++;
      if (state === 'half-open' || this.failures >= this.options.failureThreshold) this.openedAt = this.now();
      throw error;
    } finally {
      if (state === 'half-open') this.trialRunning = false;
    }
  }
}
