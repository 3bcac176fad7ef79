import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tableColumns } from '../../../tests/support/database-rows.ts';
import { freshDatabaseUrl, usingPostgres } from '../../../tests/support/test-database.ts';
import { openDatabase, type Dialect } from '../db/database.server.ts';
import { migrateToLatest, type MigrationModule } from '../db/migrate.server.ts';
import { declared, PERSONAL_COLUMN, PERSONAL_DATA } from './personal-data-registry.server.ts';

/**
 * Nothing can be forgotten by 'Download my data' and 'Delete my account' (issue 31): every column
 * of the real schema (read from the database's own catalogue, after all migrations) whose name
 * says it holds a user id, a mobile number, an e-mail or internet address or a registration number
 * must be declared in the personal-data registry, on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL names one (npm test's PostgreSQL leg runs both).
 */

const dialects: Dialect[] = usingPostgres() ? ['sqlite', 'postgres'] : ['sqlite'];
const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closing.length > 0) await closing.pop()!();
});

async function migrated(dialect: Dialect, extra: Record<string, MigrationModule> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-schema-'));
  const database =
    dialect === 'postgres' ? await freshDatabaseUrl(dir) : { url: path.join(dir, 'ev.sqlite'), drop: async () => {} };
  const handle = openDatabase(database.url);
  closing.push(async () => {
    await handle.close();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  expect(handle.dialect).toBe(dialect);
  await migrateToLatest(handle, extra);
  return tableColumns(handle.db);
}

/** 'table.column' for each column named like a person's identifier that the registry does not declare. */
function undeclaredPersonalColumns(schema: Map<string, string[]>): string[] {
  return [...schema].flatMap(([table, columns]) =>
    columns.filter((c) => PERSONAL_COLUMN.test(c) && !declared(table)?.columns.includes(c)).map((c) => `${table}.${c}`),
  );
}

/** A migration a future branch might write: a table of trip notes, with the author's user_id. */
const tripNotes: MigrationModule = {
  async up(db) {
    await db.schema
      .createTable('trip_notes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .execute();
  },
};

/** ... or a column added to a table the registry knows. */
const checkInPhone: MigrationModule = {
  async up(db) {
    await db.schema.alterTable('check_ins').addColumn('mobile', 'text').execute();
  },
};

describe.each(dialects)('the schema on %s', (dialect) => {
  it('has no column named like a person’s identifier outside the personal-data registry, and the registry names only what exists', async () => {
    const schema = await migrated(dialect);
    expect(undeclaredPersonalColumns(schema)).toEqual([]);
    // The registry is not stale: each declared table and column is in the database.
    const missing = PERSONAL_DATA.flatMap((entry) =>
      schema.has(entry.table)
        ? entry.columns.filter((c) => !schema.get(entry.table)!.includes(c)).map((c) => `${entry.table}.${c}`)
        : [entry.table],
    );
    expect(missing).toEqual([]);
    // The check sees the columns that matter (so an empty answer above is not an empty schema).
    expect(
      [...schema].flatMap(([table, columns]) =>
        columns.filter((c) => PERSONAL_COLUMN.test(c)).map((c) => `${table}.${c}`),
      ),
    ).toEqual(
      expect.arrayContaining([
        'users.mobile',
        'sessions.user_id',
        'otp_failures.mobile',
        'registry_lookups.reg_no',
        'check_ins.user_id',
        'mobile_changes.old_mobile',
      ]),
    );
  });

  it('fails when a new migration adds a table with an undeclared user_id column', async () => {
    const schema = await migrated(dialect, { '9999-test-trip-notes': tripNotes });
    expect(undeclaredPersonalColumns(schema)).toEqual(['trip_notes.user_id']);
  });

  it('fails when a new migration adds a mobile column to a declared table', async () => {
    const schema = await migrated(dialect, { '9999-test-check-in-phone': checkInPhone });
    expect(undeclaredPersonalColumns(schema)).toEqual(['check_ins.mobile']);
  });
});
