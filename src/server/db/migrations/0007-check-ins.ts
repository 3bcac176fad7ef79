import type { Kysely } from 'kysely';
import type { Dialect } from '../database.server.ts';

/**
 * Check-ins, problem reports, favourites and moderation (issue 17; docs/check-ins.md).
 *
 * - `check_ins` and `reports` keep `user_id` only while the account exists: deleting the account
 *   sets it to NULL (by the deletion itself, and by the foreign key as a second line), and the
 *   screens then say 'A driver'. No address, mobile number or device id is stored with them.
 * - `station_summaries` is each station's latest state, written with every check-in, and
 *   `station_checkin_days` its counts per India day, so a card's 30-day count and the 90-day rating
 *   are a sum over at most 90 small rows, never an aggregate over the check-ins themselves.
 * - `station_aliases` names the station a merged duplicate became (stations:import), so an old id
 *   (a shared link, a stale server) still finds its station.
 * - `banned` holds keyed hashes of mobile numbers and user ids, never a number itself.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === 'postgres' ? 'bigserial' : 'integer';
  const float = dialect === 'postgres' ? 'double precision' : 'real';

  await db.schema
    .createTable('check_ins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('place_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('connector', 'text')
    .addColumn('kw', float)
    .addColumn('price_per_kwh', float)
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('hidden_at', 'bigint')
    .execute();
  // A station's history, newest first and paged by (created_at, id); the per-person limits.
  await db.schema
    .createIndex('check_ins_place_created')
    .on('check_ins')
    .columns(['place_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('check_ins_user_created').on('check_ins').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('place_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('hidden_at', 'bigint')
    .addColumn('resolved_at', 'bigint')
    .execute();
  await db.schema.createIndex('reports_user_created').on('reports').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('reports_place_created').on('reports').columns(['place_id', 'created_at']).execute();
  await db.schema.createIndex('reports_created').on('reports').column('created_at').execute();

  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('place_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourites_pk', ['user_id', 'place_id'])
    .execute();
  await db.schema.createIndex('favourites_place').on('favourites').column('place_id').execute();

  await db.schema
    .createTable('station_summaries')
    .addColumn('place_id', 'text', (c) => c.primaryKey())
    .addColumn('last_outcome', 'text', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addColumn('good_at', 'bigint')
    .addColumn('bad_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // What changed since a server last looked (its planner's avoid/prefer sets).
  await db.schema.createIndex('station_summaries_updated').on('station_summaries').column('updated_at').execute();

  await db.schema
    .createTable('station_checkin_days')
    .addColumn('place_id', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('charged', 'integer', (c) => c.notNull())
    .addColumn('bad', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('station_checkin_days_pk', ['place_id', 'day'])
    .execute();

  await db.schema
    .createTable('station_aliases')
    .addColumn('from_id', 'text', (c) => c.primaryKey())
    .addColumn('to_id', 'text', (c) => c.notNull())
    .addColumn('merged_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('station_aliases_to').on('station_aliases').column('to_id').execute();

  await db.schema
    .createTable('moderation_log')
    .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('moderation_log_at').on('moderation_log').column('at').execute();

  await db.schema
    .createTable('banned')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
