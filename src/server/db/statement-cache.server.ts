import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared: our queries are a few hundred; an `in (?, ?, …)` list makes one per length. */
export const STATEMENTS_KEPT = 500;

/**
 * The SQLite database as Kysely's driver sees it, keeping each SQL text's prepared statement:
 * the driver calls `prepare` for every query, and preparing costs more than running the small
 * queries we send (about 0.025 ms each; a check-in sends a dozen). Kept statements are the least
 * recently used `max`. A statement is only run by `all()` or `run()`, which finish before they
 * return, so one is never used twice at once; the one exception, a statement still iterating
 * (Kysely's `stream()`), is `busy`, and a caller then gets a fresh one. SQLite re-prepares a kept
 * statement by itself after the schema changes (a migration).
 */
export function keepingStatements(sqlite: SQLite.Database, max = STATEMENTS_KEPT): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string) {
      const statement = kept.get(sql);
      if (statement) {
        if (statement.busy) return sqlite.prepare(sql);
        // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
        kept.delete(sql);
        kept.set(sql, statement);
        return statement;
      }
      const fresh = sqlite.prepare(sql);
      kept.set(sql, fresh);
      if (kept.size > max) kept.delete(kept.keys().next().value as string);
      return fresh;
    },
    close() {
      kept.clear();
      sqlite.close();
    },
  };
}
