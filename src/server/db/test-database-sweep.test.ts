import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  dropDatabaseSql,
  freshDatabaseUrl,
  settleTestDatabaseDrops,
  STALE_TEST_DATABASE_MS,
  sweepStaleTestDatabases,
  TEST_DATABASE_PREFIX,
  usingPostgres,
  withAdmin,
} from '../../../tests/support/test-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? '';

const databases = () =>
  withAdmin(adminUrl, async (admin) =>
    (
      await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE '${TEST_DATABASE_PREFIX}%'`,
      )
    ).rows.map((r) => r.datname),
  );

// The test support's own PostgreSQL databases: dropped without holding up the test, swept when left.
describe.runIf(usingPostgres())('test databases on PostgreSQL', () => {
  it('drops a closed test database in the background, and the drop is done when settled', async () => {
    const database = await freshDatabaseUrl('/unused');
    const name = new URL(database.url).pathname.slice(1);
    expect(await databases()).toContain(name);
    await database.drop();
    await settleTestDatabaseDrops();
    expect(await databases()).not.toContain(name);
  });

  it('sweeps the left-behind ones nobody uses, never one in use or too young to be left', async () => {
    const now = Date.now();
    const stamp = (ms: number) => ms.toString(36);
    const old = `${TEST_DATABASE_PREFIX}${stamp(now - STALE_TEST_DATABASE_MS - 60_000)}_aa11`;
    const young = `${TEST_DATABASE_PREFIX}${stamp(now - 60_000)}_bb22`;
    const legacy = `${TEST_DATABASE_PREFIX}0123456789ab`;
    const oldInUse = `${TEST_DATABASE_PREFIX}${stamp(now - STALE_TEST_DATABASE_MS - 60_000)}_cc33`;
    await withAdmin(adminUrl, async (admin) => {
      for (const name of [old, young, legacy, oldInUse]) await admin.query(`CREATE DATABASE ${name}`);
    });
    const user = new pg.Client({
      connectionString: Object.assign(new URL(adminUrl), { pathname: `/${oldInUse}` }).toString(),
    });
    await user.connect();
    try {
      const swept = await sweepStaleTestDatabases(adminUrl, now);
      expect(swept).toEqual(expect.arrayContaining([old, legacy]));
      expect(swept).not.toContain(young);
      expect(swept).not.toContain(oldInUse);
      const left = await databases();
      expect(left).not.toContain(old);
      expect(left).toContain(young);
      expect(left).toContain(oldInUse);
    } finally {
      await user.end();
      // Only this test's own: a sweep here could take another test's database in the moment before it connects.
      await withAdmin(adminUrl, async (admin) => {
        for (const name of [young, oldInUse]) await admin.query(dropDatabaseSql(name));
      });
    }
  });
});
