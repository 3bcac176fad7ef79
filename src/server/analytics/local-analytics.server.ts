import type { Insertable, Kysely } from 'kysely';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-events.ts';
import type { AnalyticsDailyTable, Database } from '../db/tables.ts';
import type { AnalyticsProvider } from './analytics-provider.server.ts';

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** The India calendar day of an instant, 'YYYY-MM-DD': days turn at midnight IST, 18:30 UTC. */
export function istDay(at: number): string {
  return new Date(at + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The IST day `days` before the day of `at` (0: that day). */
export function istDayBefore(at: number, days: number): string {
  return istDay(at - days * DAY_MS);
}

/** Every column but `count`: the unique key, in the order of the table's primary key. */
export const ANALYTICS_DIMENSIONS = [
  'day',
  'name',
  'route',
  'referrer',
  'lang',
  'width',
  'signed_in',
  'with_vehicle',
  'outcome',
] as const;

export type DailyRow = Insertable<AnalyticsDailyTable>;

/** Rows per INSERT: far below SQLite's and PostgreSQL's limits on bound values. */
const ROWS_PER_STATEMENT = 200;

/** The aggregate row an event counts into (count 1). */
export function dailyRow(event: AnalyticsEvent, day: string): DailyRow {
  return {
    day,
    name: event.name,
    route: event.route,
    referrer: event.referrer ?? '',
    lang: event.lang,
    width: event.width,
    signed_in: event.signed_in ? 1 : 0,
    with_vehicle: event.with_vehicle === undefined ? '' : event.with_vehicle ? 'yes' : 'no',
    outcome: event.outcome ?? '',
    count: 1,
  };
}

/**
 * `local`, the default provider: every event only adds one to a daily count in `analytics_daily`
 * (migration 0005), keyed by the event's fields and its IST day. No event is stored as itself, not
 * even for a moment: there is no time finer than the day and nothing to tell two people apart.
 * Identical events of a send become one row; the rows of a send are one upsert per 200, in one
 * transaction, sorted so two instances writing the same rows take their locks in the same order.
 */
export class LocalAnalytics implements AnalyticsProvider {
  readonly name = 'local';

  constructor(private readonly db: Kysely<Database>) {}

  async send(events: readonly AnalyticsEvent[], at: number): Promise<void> {
    await this.writeRows(groupEvents(events, istDay(at)));
  }

  /** Adds counted rows to the table: one upsert per ROWS_PER_STATEMENT rows, in one transaction. */
  async writeRows(rows: readonly DailyRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
        await trx
          .insertInto('analytics_daily')
          .values(rows.slice(i, i + ROWS_PER_STATEMENT))
          .onConflict((conflict) =>
            conflict
              .columns([...ANALYTICS_DIMENSIONS])
              .doUpdateSet((eb) => ({ count: eb('analytics_daily.count', '+', eb.ref('excluded.count')) })),
          )
          .execute();
      }
    });
  }
}

/** The key of an event's row on a day: its fields joined by a character none of them can hold (closed lists, route patterns). */
export const rowKey = (event: AnalyticsEvent, day: string) =>
  `${day}\u0001${event.name}\u0001${event.route}\u0001${event.referrer ?? ''}\u0001${event.lang}\u0001${event.width}\u0001${event.signed_in ? 1 : 0}\u0001${event.with_vehicle ?? ''}\u0001${event.outcome ?? ''}`;

/** One row per distinct event, its count the number of times it occurs; sorted by key. */
export function groupEvents(events: readonly AnalyticsEvent[], day: string): DailyRow[] {
  const groups = new Map<string, DailyRow>();
  for (const event of events) {
    const key = rowKey(event, day);
    const seen = groups.get(key);
    if (seen) seen.count += 1;
    else groups.set(key, dailyRow(event, day));
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}
