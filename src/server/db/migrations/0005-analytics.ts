import type { Kysely } from 'kysely';

/**
 * Usage counts (issue 19): one row per day and distinct analytics event, with how many arrived.
 * No raw event is stored, so there is nothing to purge. The day is India's ('YYYY-MM-DD', the day
 * turning at midnight IST), text so it sorts and compares alike on SQLite and PostgreSQL. The
 * primary key is every column but `count`, day first: it is the upsert's conflict target and
 * serves the stats script's date ranges.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_daily')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('width', 'text', (c) => c.notNull())
    .addColumn('signed_in', 'integer', (c) => c.notNull())
    .addColumn('with_vehicle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('outcome', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_pk', [
      'day',
      'name',
      'route',
      'referrer',
      'lang',
      'width',
      'signed_in',
      'with_vehicle',
      'outcome',
    ])
    .execute();
}
