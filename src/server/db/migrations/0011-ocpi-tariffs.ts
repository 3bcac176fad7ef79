import type { Kysely } from 'kysely';
import type { Dialect } from '../database.server.ts';

/**
 * The networks' prices through OCPI 2.2.1's Tariffs module (docs/ocpi.md, "Prices").
 *
 * - `ocpi_tariffs`: each network's Tariffs as the last PUT or pull left them (the JSON the spec
 *   defines, amounts exactly as the network wrote them), keyed by its country code, party id and
 *   tariff id (upper case: CiStrings).
 * - `ocpi_partners` gains the network's Tariffs SENDER endpoint and the progress of the last pull of
 *   it, kept apart from the Locations pull's so that each goes on where it stopped.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  const big = 'bigint';
  await db.schema
    .createTable('ocpi_tariffs')
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('party_id', 'text', (c) => c.notNull())
    .addColumn('tariff_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('last_updated', big, (c) => c.notNull())
    .addColumn('received_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('ocpi_tariffs_pk', ['country_code', 'party_id', 'tariff_id'])
    .execute();

  const columns: Array<[string, 'text' | 'integer' | typeof big, boolean?]> = [
    ['tariffs_url', 'text'],
    ['tariff_sync_started_at', big],
    ['tariff_sync_finished_at', big],
    ['tariff_sync_total', 'integer'],
    ['tariff_sync_next_url', 'text'],
    ['tariff_sync_error', 'text'],
  ];
  for (const [name, type] of columns) await db.schema.alterTable('ocpi_partners').addColumn(name, type).execute();
  await db.schema
    .alterTable('ocpi_partners')
    .addColumn('tariff_sync_state', 'text', (c) => c.notNull().defaultTo('never'))
    .execute();
  await db.schema
    .alterTable('ocpi_partners')
    .addColumn('tariff_sync_offset', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('ocpi_partners')
    .addColumn('tariff_sync_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
