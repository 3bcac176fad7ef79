import { sql, type Kysely } from 'kysely';

/**
 * The whole content of a database, read through its own catalogue (SQLite's or PostgreSQL's, by
 * Kysely's introspection), for tests that look for a value anywhere: every table and column the
 * migrations made, whatever the registries in the code say.
 */
export async function tableColumns<DB>(db: Kysely<DB>): Promise<Map<string, string[]>> {
  const tables = await db.introspection.getTables();
  return new Map(tables.map((t) => [t.name, t.columns.map((c) => c.name)]));
}

export type Row = Record<string, unknown>;

/** Every row of every table, as plain objects. */
export async function allRows<DB>(db: Kysely<DB>): Promise<Map<string, Row[]>> {
  const out = new Map<string, Row[]>();
  for (const table of (await tableColumns(db)).keys()) {
    const { rows } = await sql<Row>`select * from ${sql.table(table)}`.execute(db);
    out.set(table, rows);
  }
  return out;
}

/** A row as one string of its values, to look for an identifier in any column. */
export const rowText = (row: Row) => JSON.stringify(Object.values(row));
