import { sweepStaleTestDatabases, usingPostgres } from '../support/test-database.ts';

/**
 * The api project's global setup: on PostgreSQL, drops the test databases that earlier runs left
 * behind (a run stopped midway, or drops that had not finished when a worker ended), before this
 * run creates its own. Nothing to do on SQLite: its databases are files in temporary folders.
 */
export async function setup() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl || !usingPostgres()) return;
  const swept = await sweepStaleTestDatabases(adminUrl);
  if (swept.length > 0) console.log(`dropped ${swept.length} test databases left by earlier runs`);
}
