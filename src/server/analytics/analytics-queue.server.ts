import type { AnalyticsEvent } from '../../domain/analytics/analytics-events.ts';
import { AnalyticsSendError, type AnalyticsProvider } from './analytics-provider.server.ts';

export interface AnalyticsQueueOptions {
  /** Events held at most; beyond it new events are dropped (and counted). */
  maxQueued?: number;
  /** Events handed to the provider in one send. */
  batchSize?: number;
  /** A send that takes longer is given up (its events counted as failed). */
  sendTimeoutMs?: number;
  /** How long events wait for others to go with them; also the widest spread of arrival times in one send. */
  flushDelayMs?: number;
  /** How long close() keeps sending before it drops what is left. */
  closeTimeoutMs?: number;
  now?: () => number;
  /** Warnings carry counts and a reason only, never an event. */
  log?: { warn(details: Record<string, unknown>, message: string): void };
}

export interface AnalyticsCounts {
  /** Waiting to be sent. */
  queued: number;
  /** Recorded by the provider. */
  sent: number;
  /** Never sent: the queue was full, or closing. */
  dropped: number;
  /** Sent, but the provider failed, refused or timed out. */
  failed: number;
}

interface Arrival {
  events: readonly AnalyticsEvent[];
  at: number;
}

const DEFAULTS = {
  maxQueued: 10_000,
  batchSize: 500,
  sendTimeoutMs: 5_000,
  flushDelayMs: 1_000,
  closeTimeoutMs: 2_000,
};
/** While a provider keeps failing, one warning a minute is enough. */
const WARN_EVERY_MS = 60_000;

/**
 * The only way events reach a provider (issue 19: a provider outage never slows or fails a
 * request). add() only appends to an in-memory queue and returns; a flush loop sends up to
 * batchSize events at a time, one send in flight at most, each with a time-out. A failed or
 * timed-out send is not retried: its events are counted and gone. A full queue drops new events and
 * counts them. A send's events arrived within flushDelayMs of each other, and the provider is told
 * when the oldest arrived (the local provider's day), so a backlog never moves a count to a later day.
 */
export class AnalyticsQueue {
  private readonly options: typeof DEFAULTS;
  private readonly now: () => number;
  private readonly arrivals: Arrival[] = [];
  private readonly tally: AnalyticsCounts = { queued: 0, sent: 0, dropped: 0, failed: 0 };
  private timer: NodeJS.Timeout | undefined;
  private timerIsDelay = false;
  private running: Promise<void> | undefined;
  private closed = false;
  /** Why events are being dropped, while they are: one warning per spell, not one per request. */
  private dropping: string | undefined;
  private failing = false;
  private lastFailureWarning = -Infinity;

  constructor(
    readonly provider: AnalyticsProvider,
    private readonly settings: AnalyticsQueueOptions = {},
  ) {
    this.options = {
      maxQueued: settings.maxQueued ?? DEFAULTS.maxQueued,
      batchSize: settings.batchSize ?? DEFAULTS.batchSize,
      sendTimeoutMs: settings.sendTimeoutMs ?? DEFAULTS.sendTimeoutMs,
      flushDelayMs: settings.flushDelayMs ?? DEFAULTS.flushDelayMs,
      closeTimeoutMs: settings.closeTimeoutMs ?? DEFAULTS.closeTimeoutMs,
    };
    this.now = settings.now ?? Date.now;
  }

  /** Takes events for sending later; never waits, never throws. Answers how many were taken. */
  add(events: readonly AnalyticsEvent[]): number {
    if (events.length === 0 || this.provider.name === 'none') return 0;
    const room = this.closed ? 0 : Math.max(0, this.options.maxQueued - this.tally.queued);
    const taken = events.length <= room ? events : events.slice(0, room);
    if (taken.length < events.length) this.drop(events.length - taken.length, this.closed ? 'closed' : 'queue full');
    if (taken.length === 0) return 0;
    this.arrivals.push({ events: taken, at: this.now() });
    this.tally.queued += taken.length;
    this.schedule();
    return taken.length;
  }

  /** A copy of the counters. */
  get counts(): AnalyticsCounts {
    return { ...this.tally };
  }

  /** Sends everything queued now, without the flush delay; resolves when the queue is empty. */
  async flush(): Promise<void> {
    this.clearTimer();
    while (this.running || this.tally.queued > 0) {
      await (this.running ?? this.start());
    }
  }

  /** Stops taking events, sends what it can within closeTimeoutMs, and drops (counting) the rest. */
  async close(): Promise<void> {
    this.closed = true;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      this.flush(),
      new Promise<void>((resolve) => (timeout = setTimeout(resolve, this.options.closeTimeoutMs))),
    ]);
    clearTimeout(timeout);
    const left = this.tally.queued;
    this.arrivals.length = 0;
    this.tally.queued = 0;
    if (left > 0) this.drop(left, 'closed before they were sent');
  }

  /** A send soon: at once when a batch is full, else after flushDelayMs so events go together. */
  private schedule(): void {
    if (this.running) return;
    const full = this.tally.queued >= this.options.batchSize;
    if (this.timer && !(full && this.timerIsDelay)) return;
    this.clearTimer();
    this.timerIsDelay = !full;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        void this.start();
      },
      full ? 0 : this.options.flushDelayMs,
    );
    this.timer.unref();
  }

  private clearTimer(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** The flush loop: one send at a time until the queue is empty. */
  private start(): Promise<void> {
    this.running ??= this.sendAll().finally(() => {
      this.running = undefined;
      if (this.tally.queued > 0 && !this.closed) this.schedule();
    });
    return this.running;
  }

  private async sendAll(): Promise<void> {
    for (let batch = this.take(); batch; batch = this.take()) await this.send(batch);
  }

  /** Up to batchSize events from the head of the queue, all arrived within flushDelayMs of the first. */
  private take(): Arrival | undefined {
    const first = this.arrivals[0];
    if (!first) return undefined;
    const events: AnalyticsEvent[] = [];
    while (events.length < this.options.batchSize) {
      const head = this.arrivals[0];
      if (!head || head.at - first.at > this.options.flushDelayMs) break;
      const room = this.options.batchSize - events.length;
      if (head.events.length <= room) {
        events.push(...head.events);
        this.arrivals.shift();
      } else {
        events.push(...head.events.slice(0, room));
        this.arrivals[0] = { events: head.events.slice(room), at: head.at };
      }
    }
    this.tally.queued -= events.length;
    return { events, at: first.at };
  }

  private async send({ events, at }: Arrival): Promise<void> {
    const signal = AbortSignal.timeout(this.options.sendTimeoutMs);
    try {
      await untilAborted(this.provider.send(events, at, signal), signal);
      this.tally.sent += events.length;
      this.failing = false;
    } catch (error) {
      const failed = error instanceof AnalyticsSendError ? Math.min(error.failed, events.length) : events.length;
      this.tally.sent += events.length - failed;
      this.tally.failed += failed;
      // A database error's code (SQLITE_BUSY, 57P01), never its message, which may quote a row.
      const code = (error as { code?: unknown } | null)?.code;
      const reason =
        error instanceof AnalyticsSendError
          ? error.reason
          : `provider error${typeof code === 'string' ? ` (${code})` : ''}`;
      const time = this.now();
      if (!this.failing || time - this.lastFailureWarning >= WARN_EVERY_MS) {
        this.settings.log?.warn(
          { provider: this.provider.name, notRecorded: failed, of: events.length, reason, totals: this.counts },
          'analytics events not recorded',
        );
        this.lastFailureWarning = time;
      }
      this.failing = true;
    }
    if (this.dropping === 'queue full' && this.tally.queued < this.options.maxQueued) this.dropping = undefined;
  }

  private drop(count: number, reason: string): void {
    this.tally.dropped += count;
    if (this.dropping === reason) return;
    this.dropping = reason;
    this.settings.log?.warn(
      { provider: this.provider.name, count, reason, totals: this.counts },
      'analytics events dropped',
    );
  }
}

/** Settles with `work`, or rejects when `signal` aborts first (a provider that ignores the signal). */
function untilAborted(work: Promise<void>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new AnalyticsSendError(Number.MAX_SAFE_INTEGER, 'timed out'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
