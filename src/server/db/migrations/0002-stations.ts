import type { Kysely } from 'kysely';
import type { Dialect } from '../database.server.ts';

/**
 * Charging stations. Rows arrive from data/stations/stations.csv on first start
 * (seedStationsIfEmpty) and from `npm run stations:import`; (source, source_id) is the upsert key.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  // SQLite's REAL is already 8 bytes; PostgreSQL's real is 4 (about 1 m of error at India's longitudes).
  const float = dialect === 'postgres' ? 'double precision' : 'real';
  await db.schema
    .createTable('stations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('operator', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postcode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', float, (c) => c.notNull())
    .addColumn('lng', float, (c) => c.notNull())
    .addColumn('max_kw', float)
    .addColumn('connectors', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lev_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stations_source_source_id')
    .on('stations')
    .columns(['source', 'source_id'])
    .unique()
    .execute();
  await db.schema.createIndex('stations_lat_lng').on('stations').columns(['lat', 'lng']).execute();
}
