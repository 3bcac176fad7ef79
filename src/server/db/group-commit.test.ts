import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.server.ts';
import { keepingStatements } from './statement-cache.server.ts';

interface Tables {
  parent: { id: number };
  item: { n: number; parent_id: number | null };
}

describe('GroupCommit', () => {
  const opened: Array<Kysely<Tables>> = [];
  const open = async () => {
    const sqlite = new SQLite(':memory:');
    sqlite.pragma('foreign_keys = ON');
    sqlite.exec(
      'create table parent (id integer primary key); create table item (n integer, parent_id integer references parent(id) deferrable initially deferred)',
    );
    const commits: string[] = [];
    const db = new Kysely<Tables>({
      dialect: new SqliteDialect({ database: keepingStatements(sqlite) }),
      log: (event) => {
        if (event.level === 'query' && /^(begin|commit)$/i.test(event.query.sql)) commits.push(event.query.sql);
      },
    });
    opened.push(db);
    return { db, commits, group: new GroupCommit(db) };
  };
  const stored = async (db: Kysely<Tables>) =>
    (await db.selectFrom('item').select('n').orderBy('n').execute()).map((r) => r.n);
  afterEach(async () => {
    for (const db of opened.splice(0)) await db.destroy();
  });

  it('runs work that arrives together in one transaction, each seeing the rows before it', async () => {
    const { db, commits, group } = await open();
    const counts = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        group.run(async (trx) => {
          const before = await trx
            .selectFrom('item')
            .select(sql<number>`count(*)`.as('c'))
            .executeTakeFirstOrThrow();
          await trx.insertInto('item').values({ n, parent_id: null }).execute();
          return Number(before.c);
        }),
      ),
    );
    expect(counts).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await stored(db)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // All ten arrived in one turn of the event loop: one group, one commit.
    expect(commits).toEqual(['begin', 'commit']);
  });

  it('rolls back a piece that throws, alone, and gives it its own error', async () => {
    const { db, group } = await open();
    const results = await Promise.allSettled(
      [1, 2, 3, 4].map((n) =>
        group.run(async (trx) => {
          await trx.insertInto('item').values({ n, parent_id: null }).execute();
          if (n % 2 === 0) throw new Error(`refused ${n}`);
          return n;
        }),
      ),
    );
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      1,
      'refused 2',
      3,
      'refused 4',
    ]);
    expect(await stored(db)).toEqual([1, 3]);
  });

  it('fails every piece of a group whose commit fails, and keeps none of its rows', async () => {
    const { db, group } = await open();
    let release = () => {};
    let started = () => {};
    const waiting = new Promise<void>((resolve) => (release = resolve));
    const running = new Promise<void>((resolve) => (started = resolve));
    // A piece that waits: the three below queue behind it and make one group.
    const blocker = group.run(async (trx) => {
      await trx.insertInto('item').values({ n: 0, parent_id: null }).execute();
      started();
      await waiting;
    });
    await running;
    const pieces = [1, 2, 3].map((n) =>
      group.run(async (trx) => {
        // A deferred foreign key is checked at COMMIT: 2's row makes the group's commit fail.
        await trx
          .insertInto('item')
          .values({ n, parent_id: n === 2 ? 42 : null })
          .execute();
        return n;
      }),
    );
    release();
    await blocker;
    const results = await Promise.allSettled(pieces);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : r.value))).toEqual(
      Array(3).fill('SqliteError: FOREIGN KEY constraint failed'),
    );
    expect(await stored(db)).toEqual([0]);
    // The next group works.
    await group.run((trx) => trx.insertInto('item').values({ n: 4, parent_id: null }).execute());
    expect(await stored(db)).toEqual([0, 4]);
  });
});
