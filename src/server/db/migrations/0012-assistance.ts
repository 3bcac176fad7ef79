import type { Kysely } from 'kysely';
import type { Dialect } from '../database.server.ts';

/**
 * Roadside assistance (issue 39; docs/privacy.md "Roadside assistance").
 *
 * - `assistance_requests`: one row per request. The person's key (`idempotency_key`, unique per
 *   account) makes a retried send the same request. `version` grows with every change, so an
 *   action against an older one is refused. Position and numbers are cleared by the retention
 *   clean-up once the request has been closed for ASSIST_RETENTION_DAYS. The partner's side:
 *   `partner_state` (none, pending, sent, failed), its attempts and when to try next.
 * - `assistance_events`: every change, with who made it (`by_kind`; the account of the person or operator in
 *   `by_user_id`).
 * - `assistance_operators`: the mobile numbers with the desk's role (npm run desk -- add-operator).
 * - `assistance_webhook_events`: the partner's webhook event ids already applied (a repeat is dropped).
 * 0011 is the tariffs' number on another branch; migrations may run out of order (migrate.server.ts).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const big = 'bigint';
  const float = dialect === 'postgres' ? 'double precision' : 'real';
  await db.schema
    .createTable('assistance_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('problem', 'text', (c) => c.notNull())
    .addColumn('lat', float)
    .addColumn('lng', float)
    .addColumn('accuracy_m', float)
    .addColumn('place_label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('landmark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('registration', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('make_model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('connector', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('second_mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('people', 'integer', (c) => c.notNull())
    .addColumn('helper_name', 'text')
    .addColumn('helper_mobile', 'text')
    .addColumn('helper_vehicle', 'text')
    .addColumn('eta_at', big)
    .addColumn('tow_station', 'text')
    .addColumn('tow_stations', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('partner_state', 'text', (c) => c.notNull())
    .addColumn('partner_ref', 'text')
    .addColumn('partner_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('partner_next_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addColumn('closed_at', big)
    .addColumn('anonymised_at', big)
    .execute();
  await db.schema
    .createIndex('assistance_requests_key')
    .on('assistance_requests')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('assistance_requests_open')
    .on('assistance_requests')
    .columns(['closed_at', 'created_at'])
    .execute();
  await db.schema
    .createIndex('assistance_requests_partner')
    .on('assistance_requests')
    .columns(['partner_state', 'partner_next_at'])
    .execute();
  await db.schema
    .createIndex('assistance_requests_partner_ref')
    .on('assistance_requests')
    .column('partner_ref')
    .execute();

  await db.schema
    .createTable('assistance_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('at', big, (c) => c.notNull())
    .addColumn('by_kind', 'text', (c) => c.notNull())
    .addColumn('by_user_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('assistance_events_request')
    .on('assistance_events')
    .columns(['request_id', 'at'])
    .execute();

  await db.schema
    .createTable('assistance_operators')
    .addColumn('mobile', 'text', (c) => c.primaryKey())
    .addColumn('added_at', big, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('assistance_webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', big, (c) => c.notNull())
    .execute();
}
