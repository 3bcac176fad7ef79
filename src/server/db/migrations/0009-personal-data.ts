import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.server.ts';

/**
 * A person's data, bounded (issue 31; docs/privacy.md):
 *
 * - `registry_allowance`: the daily lookup limit's counter, apart from the lookup log. A row holds
 *   keyed hashes of the account id and of the mobile number, never either of them, nor the number
 *   looked up; rows older than a day are deleted. So deleting the account can delete the log (what
 *   was looked up, by whom) while the limit still holds for that number for the rest of the day.
 * - `registry_lookups.user_id` references the account, deleted with it: the deletion removes the
 *   rows itself, and the key is the second line (a lookup in flight while the account goes). Rows
 *   of accounts deleted before this migration are removed first: they named no one who still has
 *   an account, but kept the numbers those people looked up.
 * - `sessions.device`: 'Chrome on Android' (browser and system, no version), so a person's
 *   download can say which phones they signed in on; '' for sessions made before.
 * - Indexes for the hourly clean-up (privacy/retention.server.ts), which deletes by age.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === 'postgres' ? 'bigserial' : 'integer';
  await db.schema
    .createTable('registry_allowance')
    .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('number_key', 'text', (c) => c.notNull())
    .addColumn('counted', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('registry_allowance_account')
    .on('registry_allowance')
    .columns(['account_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('registry_allowance_number')
    .on('registry_allowance')
    .columns(['number_key', 'created_at'])
    .execute();
  await db.schema.createIndex('registry_allowance_created').on('registry_allowance').column('created_at').execute();

  await sql`delete from registry_lookups where user_id not in (select id from users)`.execute(db);
  if (dialect === 'postgres') {
    await db.schema
      .alterTable('registry_lookups')
      .addForeignKeyConstraint('registry_lookups_user_fk', ['user_id'], 'users', ['id'], (c) => c.onDelete('cascade'))
      .execute();
  } else {
    // SQLite cannot add a foreign key to a table: build the table again with it, and copy.
    await db.schema
      .createTable('registry_lookups_0009')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('reg_no', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await sql`insert into registry_lookups_0009 (id, user_id, kind, reg_no, outcome, created_at)
              select id, user_id, kind, reg_no, outcome, created_at from registry_lookups`.execute(db);
    await db.schema.dropTable('registry_lookups').execute();
    await db.schema.alterTable('registry_lookups_0009').renameTo('registry_lookups').execute();
    await db.schema
      .createIndex('registry_lookups_user_created')
      .on('registry_lookups')
      .columns(['user_id', 'created_at'])
      .execute();
  }
  await db.schema.createIndex('registry_lookups_created').on('registry_lookups').column('created_at').execute();

  await db.schema
    .alterTable('sessions')
    .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();
  await db.schema.createIndex('otp_codes_created').on('otp_codes').column('created_at').execute();
  await db.schema.createIndex('otp_failures_created').on('otp_failures').column('created_at').execute();
}
