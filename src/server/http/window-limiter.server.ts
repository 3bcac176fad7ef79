/**
 * A fixed-window counter per key (a token, an address): `hit` says whether this request is still
 * within `max` per `windowMs`. In memory, so per instance; shared limits across instances are
 * the Redis work of the scale-out issue.
 */
export class WindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  hit(key: string): { allowed: boolean; retryAfterSeconds: number } {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
      if (this.windows.size > 100_000) this.prune(now);
    }
    window.count += 1;
    return { allowed: window.count <= this.max, retryAfterSeconds: Math.ceil((window.start + this.windowMs - now) / 1000) };
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}
