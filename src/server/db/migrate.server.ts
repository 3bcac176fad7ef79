import { Migrator, type Kysely, type Migration } from 'kysely';
import type { DatabaseHandle, Dialect } from './database.server.ts';
import * as m0001 from './migrations/0001-users-and-sign-in.ts';
import * as m0002 from './migrations/0002-stations.ts';
import * as m0003 from './migrations/0003-registry.ts';
import * as m0004 from './migrations/0004-trip-vehicle.ts';
import * as m0005 from './migrations/0005-analytics.ts';
import * as m0006 from './migrations/0006-language.ts';
import * as m0007 from './migrations/0007-check-ins.ts';
import * as m0008 from './migrations/0008-check-in-function.ts';
import * as m0009 from './migrations/0009-personal-data.ts';
import * as m0010 from './migrations/0010-ocpi.ts';
import * as m0011 from './migrations/0011-ocpi-tariffs.ts';
import * as m0012 from './migrations/0012-assistance.ts';

export type MigrationModule = { up(db: Kysely<unknown>, dialect: Dialect): Promise<void> };

/** Listed by hand, in order: the server bundle has no folder to scan at run time. */
const MIGRATIONS: Record<string, MigrationModule> = {
  '0001-users-and-sign-in': m0001,
  '0002-stations': m0002,
  '0003-registry': m0003,
  '0004-trip-vehicle': m0004,
  '0005-analytics': m0005,
  '0006-language': m0006,
  '0007-check-ins': m0007,
  '0008-check-in-function': m0008,
  '0009-personal-data': m0009,
  '0010-ocpi': m0010,
  '0011-ocpi-tariffs': m0011,
  '0012-assistance': m0012,
};

/**
 * Brings the schema to the latest migration. `extra` runs after the app's own, named so they sort
 * last: the schema tests add a table through it, as a future migration would.
 */
export async function migrateToLatest(
  handle: DatabaseHandle,
  extra: Record<string, MigrationModule> = {},
): Promise<string[]> {
  const migrations: Record<string, Migration> = {};
  for (const [name, module] of Object.entries({ ...MIGRATIONS, ...extra })) {
    migrations[name] = { up: (db) => module.up(db, handle.dialect) };
  }
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Parallel branches take numbers ahead of time (0010 landed before 0009): a database that ran a
    // later number first still takes the earlier one. Each migration stands alone, so order between them does not matter.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
