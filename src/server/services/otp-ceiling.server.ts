import type { CounterStore } from '../http/counter-store.server.ts';
import { WindowLimiter } from '../http/window-limiter.server.ts';

const HOUR_MS = 3_600_000;

/**
 * The ceiling on codes sent by the whole service in an hour (OTP_SENDS_GLOBAL_PER_HOUR, decision
 * 0018): per number and per address the limits protect a person and a network; this one protects
 * the SMS bill from a spread-out flood. Counted in the app's counter store (Redis across
 * instances). Reaching it pages the operator through the log, once per hour window.
 */
export class OtpCeiling {
  private readonly limiter: WindowLimiter;
  private pagedFor = -1;

  constructor(
    store: CounterStore,
    private readonly perHour: number,
    private readonly page: (details: { perHour: number; retryAfterSeconds: number }) => void,
  ) {
    this.limiter = new WindowLimiter(store, 'otp-global', perHour, HOUR_MS);
  }

  /** Counts one send; undefined when it may go, else the seconds until the hour's window ends. */
  async take(now: number): Promise<number | undefined> {
    const verdict = await this.limiter.hit('all');
    if (verdict.allowed) return undefined;
    const window = Math.floor((now + verdict.retryAfterSeconds * 1000) / 60_000);
    if (window !== this.pagedFor) {
      this.pagedFor = window;
      this.page({ perHour: this.perHour, retryAfterSeconds: verdict.retryAfterSeconds });
    }
    return verdict.retryAfterSeconds;
  }
}
