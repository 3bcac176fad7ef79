import crypto from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

/** Whether the API tests run on PostgreSQL (TEST_DATABASE_URL is a postgres:// URL) rather than SQLite files. */
export const usingPostgres = () => /^postgres/.test(process.env.TEST_DATABASE_URL ?? '');

/** Test databases are named `ev_test_<ms since 1970, base 36>_<random>`: the sweep tells old ones by it. */
export const TEST_DATABASE_PREFIX = 'ev_test_';
const STAMPED_NAME = new RegExp(`^${TEST_DATABASE_PREFIX}([0-9a-z]+)_[0-9a-f]+$`);
/** A test database nobody is connected to is swept once it is this old: no test leaves its database idle so long. */
export const STALE_TEST_DATABASE_MS = 10 * 60_000;

/** Runs `work` on a connection of its own to the PostgreSQL server at `adminUrl`, closed after. */
export async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end().catch(() => {});
  }
}

export const dropDatabaseSql = (name: string) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`;

/** Drops still on their way (they are not awaited by the test that ends: see freshDatabaseUrl). */
const dropping = new Set<Promise<void>>();

/**
 * A database for one test: a SQLite file in `dir`, or a new PostgreSQL database under TEST_DATABASE_URL.
 *
 * `drop()` starts the DROP and returns without waiting for it: PostgreSQL's DROP DATABASE waits for
 * an immediate checkpoint, which on a loaded machine took longer than a test's 30 s hook (a CI run
 * failed so). `settleTestDatabaseDrops()` waits for those still running; a database a stopped run
 * left behind is swept by `sweepStaleTestDatabases` (the api project's global setup).
 */
export async function freshDatabaseUrl(dir: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl || !usingPostgres()) return { url: path.join(dir, 'ev.sqlite'), drop: async () => {} };
  const name = `${TEST_DATABASE_PREFIX}${Date.now().toString(36)}_${crypto.randomBytes(5).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const drop = withAdmin(adminUrl, async (admin) => {
        await admin.query(dropDatabaseSql(name));
      }).catch((error: Error) => {
        // A drop that fails leaves a database the next run's sweep removes; the test's result stands.
        console.warn(`test database ${name} not dropped: ${error.message}`);
      });
      dropping.add(drop);
      void drop.finally(() => dropping.delete(drop));
    },
  };
}

/** Waits for the test databases still being dropped (for a suite that counts databases). */
export async function settleTestDatabaseDrops(): Promise<void> {
  await Promise.all([...dropping]);
}

/**
 * Drops the test databases that runs left behind (stopped midway, or a drop cut off when its
 * worker ended): those nobody is connected to, named with a time older than
 * STALE_TEST_DATABASE_MS or of the older naming (no time). A test's database has the app's
 * connections while the test runs, so a run going on now never loses one.
 */
export async function sweepStaleTestDatabases(adminUrl: string, now = Date.now()): Promise<string[]> {
  return withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string; connected: boolean }>(
      `SELECT d.datname, EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.datname = d.datname) AS connected
         FROM pg_database d WHERE d.datname LIKE '${TEST_DATABASE_PREFIX}%'`,
    );
    const stale = rows
      .filter(({ datname, connected }) => {
        const stamp = STAMPED_NAME.exec(datname)?.[1];
        return !connected && (!stamp || now - parseInt(stamp, 36) > STALE_TEST_DATABASE_MS);
      })
      .map((r) => r.datname);
    for (const name of stale) await admin.query(dropDatabaseSql(name));
    return stale;
  });
}
