import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { boundedCache, CACHES } from '../http/bounded-caches.server.ts';

/**
 * The SQLite database as Kysely's driver sees it, keeping each SQL text's prepared statement:
 * the driver calls `prepare` for every query, and preparing costs more than running the small
 * queries we send (about 0.025 ms each; a check-in sends a dozen). Kept statements are the most
 * recently used `max` (CACHES.statements). A statement is only run by `all()` or `run()`, which
 * finish before they return, so one is never used twice at once; the one exception, a statement still iterating
 * (Kysely's `stream()`), is `busy`, and a caller then gets a fresh one. SQLite re-prepares a kept
 * statement by itself after the schema changes (a migration).
 */
export function keepingStatements(sqlite: SQLite.Database, max: number = CACHES.statements.max): SqliteDatabase {
  const kept = boundedCache<SQLite.Statement>('statements', { max });
  return {
    prepare(sql: string) {
      // A busy one is left where it is (peek does not count as a use): the caller gets a fresh one.
      if (kept.peek(sql)?.busy) return sqlite.prepare(sql);
      const statement = kept.get(sql);
      if (statement) return statement;
      const fresh = sqlite.prepare(sql);
      kept.set(sql, fresh);
      return fresh;
    },
    close() {
      kept.clear();
      sqlite.close();
    },
  };
}
