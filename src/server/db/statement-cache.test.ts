import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { keepingStatements } from './statement-cache.server.ts';

describe('keepingStatements', () => {
  const opened: SQLite.Database[] = [];
  const open = () => {
    const sqlite = new SQLite(':memory:');
    opened.push(sqlite);
    sqlite.exec('create table t (n integer)');
    return sqlite;
  };
  afterEach(() => {
    for (const sqlite of opened.splice(0)) if (sqlite.open) sqlite.close();
  });

  it('prepares a SQL text once and hands back the same statement', () => {
    const db = keepingStatements(open());
    const first = db.prepare('select n from t where n = ?');
    expect(db.prepare('select n from t where n = ?')).toBe(first);
    expect(db.prepare('select n from t where n > ?')).not.toBe(first);
  });

  it('keeps the most recently used statements only', () => {
    const db = keepingStatements(open(), 2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a); // 'select 2' is now the least recently used
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
  });

  it('gives a fresh statement while the kept one is still iterating (a stream)', () => {
    const sqlite = open();
    sqlite.exec('insert into t values (1), (2)');
    const db = keepingStatements(sqlite);
    const kept = db.prepare('select n from t');
    const rows = kept.iterate([]);
    rows.next();
    const other = db.prepare('select n from t');
    expect(other).not.toBe(kept);
    expect(other.all([])).toEqual([{ n: 1 }, { n: 2 }]);
    rows.return?.();
    expect(db.prepare('select n from t')).toBe(kept);
  });

  it('runs Kysely queries, transactions and streams with the same results', async () => {
    const db = new Kysely<{ t: { n: number } }>({
      dialect: new SqliteDialect({ database: keepingStatements(open()) }),
    });
    for (let n = 1; n <= 3; n++) await db.insertInto('t').values({ n }).execute();
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('t').values({ n: 4 }).execute();
      expect(
        (
          await trx
            .selectFrom('t')
            .select(sql<number>`count(*)`.as('c'))
            .executeTakeFirstOrThrow()
        ).c,
      ).toBe(4);
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ n: 5 }).execute();
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    const streamed: number[] = [];
    for await (const row of db.selectFrom('t').select('n').orderBy('n').stream()) streamed.push(row.n);
    expect(streamed).toEqual([1, 2, 3, 4]);
    expect((await db.selectFrom('t').select('n').orderBy('n').execute()).map((r) => r.n)).toEqual([1, 2, 3, 4]);
    await db.destroy();
  });
});
