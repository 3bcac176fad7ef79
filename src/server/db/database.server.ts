import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { SqliteDataVersion } from './data-version.server.ts';
import { preparingPool } from './pg-statements.server.ts';
import { keepingStatements } from './statement-cache.server.ts';
import { BACKSTOP_PAGES, WalCheckpointer } from './wal-checkpointer.server.ts';
import type { Database } from './tables.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /**
   * A number that changes whenever the data may have changed (data-version.server.ts): on SQLite,
   * after any write of this process or a commit of any other connection to the file (another
   * instance, `npm run moderate`). Null on PostgreSQL, where no such number is cheap to read.
   */
  changeVersion(): number | null;
  close(): Promise<void>;
}

// PostgreSQL returns bigint (int8) columns as strings; our times are epoch ms, safe as numbers.
pg.types.setTypeParser(20, (value: string) => Number(value));

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export interface OpenOptions {
  /** SQLite file: checkpoint on a thread of its own (wal-checkpointer.server.ts, decision 0017); the server's choice, not scripts'. */
  checkpointThread?: boolean;
  /** Told when the checkpoint thread fails and SQLite's own checkpoints take over. */
  warn?: (message: string) => void;
}

/**
 * Opens the database named by DATABASE_URL: a postgres:// URL selects PostgreSQL, anything else
 * is a SQLite file path (created with its folder if missing; ':memory:' works for tests).
 */
export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection dropped by the server (restart, failover, admin) must not crash the
    // process: the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    return { db, dialect: 'postgres', changeVersion: () => null, close: () => db.destroy() };
  }
  const file = url.replace(/^sqlite:(\/\/)?/i, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer. synchronous=FULL syncs the log at every commit, so a
  // write we answered 200 for survives a power cut too, not only a killed process (NORMAL's
  // promise); it costs ~1-2 ms per commit, and our writes are few. See docs/decisions/0006-sqlite-durability.md.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const version = new SqliteDataVersion(sqlite);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: keepingStatements(sqlite) }),
    plugins: [version.plugin],
  });
  let checkpointer: WalCheckpointer | undefined;
  if (options.checkpointThread && file !== ':memory:') {
    sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
    checkpointer = new WalCheckpointer(
      file,
      () => version.current(),
      (reason) => {
        if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
        options.warn?.(`SQLite checkpoint thread: ${reason}; checkpointing on commits again`);
      },
    );
  }
  const close = async () => {
    await checkpointer?.close();
    await db.destroy();
  };
  return { db, dialect: 'sqlite', changeVersion: () => version.current(), close };
}
