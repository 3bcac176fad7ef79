import type { Kysely } from 'kysely';
import type { Dialect } from '../database.server.ts';

/**
 * Live charger status from the networks through OCPI 2.2.1 (issue 33; docs/ocpi.md).
 *
 * - `ocpi_partners`: one row per network connection, keyed by its party ('IN*TPC'). The tokens it
 *   calls us with (the invitation's token A, then the token C we answered with) are kept as keyed
 *   hashes only; the token we call it with is kept encrypted (AES-256-GCM), since we must send it.
 *   The last pull's progress is recorded here (how far it got, what went wrong).
 * - `ocpi_locations`: each network's Locations as the last PUT, PATCH or pull left them (the JSON
 *   the spec defines), with the station we show it as (`place_id`) and its counts by category.
 * - `ocpi_station_status`: the status store: each station's counts over its Locations, when we
 *   last heard, and a version that grows with every change (instances keep the newest they see).
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  const big = 'bigint';

  await db.schema
    .createTable('ocpi_partners')
    .addColumn('party', 'text', (c) => c.primaryKey())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('party_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invite_hash', 'text')
    .addColumn('token_hash', 'text')
    .addColumn('outbound_token', 'text')
    .addColumn('versions_url', 'text')
    .addColumn('version', 'text')
    .addColumn('credentials_url', 'text')
    .addColumn('locations_url', 'text')
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('registered_at', big)
    .addColumn('revoked_at', big)
    .addColumn('last_push_at', big)
    .addColumn('pushes', big, (c) => c.notNull().defaultTo(0))
    .addColumn('sync_state', 'text', (c) => c.notNull().defaultTo('never'))
    .addColumn('sync_started_at', big)
    .addColumn('sync_finished_at', big)
    .addColumn('sync_offset', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sync_total', 'integer')
    .addColumn('sync_next_url', 'text')
    .addColumn('sync_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sync_error', 'text')
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ocpi_partners_invite').on('ocpi_partners').column('invite_hash').unique().execute();
  await db.schema.createIndex('ocpi_partners_token').on('ocpi_partners').column('token_hash').unique().execute();

  await db.schema
    .createTable('ocpi_locations')
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('party_id', 'text', (c) => c.notNull())
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('last_updated', big, (c) => c.notNull())
    .addColumn('received_at', big, (c) => c.notNull())
    .addColumn('place_id', 'text')
    .addColumn('publish', 'integer', (c) => c.notNull())
    .addColumn('evses', 'integer', (c) => c.notNull())
    .addColumn('free', 'integer', (c) => c.notNull())
    .addColumn('in_use', 'integer', (c) => c.notNull())
    .addColumn('out_of_order', 'integer', (c) => c.notNull())
    .addColumn('unknown', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ocpi_locations_pk', ['country_code', 'party_id', 'location_id'])
    .execute();
  await db.schema.createIndex('ocpi_locations_place').on('ocpi_locations').column('place_id').execute();

  await db.schema
    .createTable('ocpi_station_status')
    .addColumn('place_id', 'text', (c) => c.primaryKey())
    .addColumn('evses', 'integer', (c) => c.notNull())
    .addColumn('free', 'integer', (c) => c.notNull())
    .addColumn('in_use', 'integer', (c) => c.notNull())
    .addColumn('out_of_order', 'integer', (c) => c.notNull())
    .addColumn('unknown', 'integer', (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addColumn('networks', 'text', (c) => c.notNull())
    .addColumn('version', big, (c) => c.notNull())
    .addColumn('changed_at', big, (c) => c.notNull())
    .execute();
  // What changed since an instance last looked (the catch-up read behind the change feed).
  await db.schema.createIndex('ocpi_station_status_changed').on('ocpi_station_status').column('changed_at').execute();
}
