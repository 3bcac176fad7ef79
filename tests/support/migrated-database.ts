import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database.server.ts';
import { migrateToLatest } from '../../src/server/db/migrate.server.ts';
import { freshDatabaseUrl } from './test-database.ts';

const opened: Array<() => Promise<void>> = [];

/**
 * A fresh, migrated database for one test: SQLite in a temp folder, or a new PostgreSQL database
 * when TEST_DATABASE_URL is a postgres:// URL (as test-app.ts does). Close them all in
 * `afterEach(closeMigratedDatabases)`.
 */
export async function migratedDatabase(prefix = 'ev-db-'): Promise<DatabaseHandle> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const database = await freshDatabaseUrl(dir);
  const handle = openDatabase(database.url);
  opened.push(async () => {
    await handle.close();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  await migrateToLatest(handle);
  return handle;
}

export async function closeMigratedDatabases(): Promise<void> {
  while (opened.length > 0) await opened.pop()!();
}
