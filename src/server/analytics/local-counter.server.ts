import type { AnalyticsEvent } from '../../domain/analytics/analytics-events.ts';
import type { AnalyticsCounts } from './analytics-queue.server.ts';
import { dailyRow, istDay, rowKey, type DailyRow, type LocalAnalytics } from './local-analytics.server.ts';

export interface LocalCounterOptions {
  /** How often the counts go to the database. */
  writeEveryMs?: number;
  /** Distinct rows held between writes at most; an event of a new row beyond it is dropped (and counted). */
  maxRows?: number;
  now?: () => number;
  log?: { warn(details: Record<string, unknown>, message: string): void };
}

const DEFAULTS = { writeEveryMs: 1_000, maxRows: 10_000 };

/**
 * The `local` provider's way in (the outside providers have the AnalyticsQueue): each event only
 * adds one to its day's row in memory as it arrives, and once a second the rows that changed go
 * to the database in one transaction. A busy second is then a few hundred upserts on the event
 * loop instead of a transaction per batch of events (bench:api's POST /ev/events row). Memory is
 * bounded by distinct rows (maxRows), not by events; add() never waits or throws.
 */
export class LocalCounter {
  private rows = new Map<string, DailyRow>();
  private held = 0;
  private readonly tally: Omit<AnalyticsCounts, 'queued'> = { sent: 0, dropped: 0, failed: 0 };
  private readonly options: typeof DEFAULTS;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    readonly provider: LocalAnalytics,
    private readonly settings: LocalCounterOptions = {},
  ) {
    this.options = {
      writeEveryMs: settings.writeEveryMs ?? DEFAULTS.writeEveryMs,
      maxRows: settings.maxRows ?? DEFAULTS.maxRows,
    };
    this.now = settings.now ?? Date.now;
  }

  get counts(): AnalyticsCounts {
    return { queued: this.held, ...this.tally };
  }

  /** Counts the events in memory, on the IST day they arrive; returns how many were taken. */
  add(events: readonly AnalyticsEvent[]): number {
    if (this.closed) {
      this.tally.dropped += events.length;
      return 0;
    }
    const day = istDay(this.now());
    let taken = 0;
    for (const event of events) {
      const key = rowKey(event, day);
      const row = this.rows.get(key);
      if (row) row.count += 1;
      else if (this.rows.size < this.options.maxRows) this.rows.set(key, dailyRow(event, day));
      else continue;
      taken++;
    }
    this.held += taken;
    this.tally.dropped += events.length - taken;
    if (taken > 0) this.timer ??= setTimeout(() => void this.write(), this.options.writeEveryMs);
    return taken;
  }

  /** Writes what is counted now, after any write under way. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    await this.write();
  }

  /** Stops taking events and writes what is counted. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private write(): Promise<void> {
    this.timer = undefined;
    // One write at a time, in order: the next takes the rows counted meanwhile.
    this.writing = this.writing.then(async () => {
      if (this.rows.size === 0) return;
      const rows = [...this.rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
      const events = this.held;
      this.rows = new Map();
      this.held = 0;
      try {
        await this.provider.writeRows(rows);
        this.tally.sent += events;
      } catch {
        this.tally.failed += events;
        this.settings.log?.warn(
          { provider: 'local', notRecorded: events, totals: this.counts },
          'analytics events not recorded',
        );
      }
    });
    return this.writing;
  }
}
