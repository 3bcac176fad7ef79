import type { Kysely } from 'kysely';
import type { Dialect } from '../database.server.ts';

/**
 * The local vehicle registry (issue 5): registration records and e-challans, loaded by
 * `npm run registry:import` (and the bundled SAMPLE file on first start), plus the log of
 * lookups, which is both the audit trail of who looked up which number and the per-user daily
 * limit's counter (kept in the database so it holds across server instances).
 * Dates are ISO 'YYYY-MM-DD' text, so they sort and compare alike on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === 'postgres' ? 'bigserial' : 'integer';
  await db.schema
    .createTable('registry_vehicles')
    .addColumn('reg_no', 'text', (c) => c.primaryKey())
    .addColumn('manufacturer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reg_date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('fuel_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('owner_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('insurer', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('insurance_upto', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('engine_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('chassis_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('vehicle_category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('registry_challans')
    .addColumn('challan_number', 'text', (c) => c.primaryKey())
    .addColumn('reg_no', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('offense', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('challan_date', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('accused_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('registry_challans_reg_no').on('registry_challans').column('reg_no').execute();

  await db.schema
    .createTable('registry_lookups')
    .addColumn('id', serial, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('reg_no', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('registry_lookups_user_created')
    .on('registry_lookups')
    .columns(['user_id', 'created_at'])
    .execute();
}
