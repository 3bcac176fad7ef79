import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl, usingPostgres } from '../../../tests/support/test-database.ts';
import { preparingPool } from './pg-statements.server.ts';

/**
 * preparingPool (decision 0016): every SQL text Kysely sends goes as a named prepared statement,
 * up to a cap of texts; a kept `select *` that a schema change broke ("cached plan must not change
 * result type") is sent unnamed and retried. Kysely's stream() is not tested here: it needs
 * PostgresDialect's `cursor` (pg-cursor), which this project does not install.
 */

interface TestDb {
  things: { id: number; name: string };
  other: { id: number; size: number };
  grows: { id: number; x?: number | null };
  grows_in_trx: { id: number; x?: number | null };
}

const nameOf = (text: string) => `ev_${crypto.createHash('sha1').update(text).digest('base64url')}`;

describe.skipIf(!usingPostgres())('preparingPool (PostgreSQL)', () => {
  let url: string;
  let drop: () => Promise<void>;
  let dir: string;
  const closers: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-pg-statements-'));
    ({ url, drop } = await freshDatabaseUrl(dir));
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query(`
      create table things (id integer primary key, name text not null);
      insert into things values (1, 'one'), (2, 'two'), (3, 'three');
      create table other (id integer primary key, size integer not null);
      insert into other values (1, 10), (2, 20);
      create table grows (id integer primary key);
      insert into grows values (1);
      create table grows_in_trx (id integer primary key);
      insert into grows_in_trx values (1);`);
    await setup.end();
  });
  afterEach(async () => {
    while (closers.length > 0) await closers.pop()!();
  });
  afterAll(async () => {
    await drop?.();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Kysely over preparingPool over a pool of one connection, and that pool (its queries go unnamed). */
  function open(max?: number): { db: Kysely<TestDb>; pool: pg.Pool } {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    pool.on('error', () => {});
    const db = new Kysely<TestDb>({ dialect: new PostgresDialect({ pool: preparingPool(pool, max) }) });
    closers.push(() => db.destroy());
    return { db, pool };
  }

  /** The statements prepared on the pool's one connection (asked unnamed, through the raw pool). */
  async function prepared(pool: pg.Pool): Promise<Array<{ name: string; statement: string; from_sql: boolean }>> {
    const { rows } = await pool.query<{ name: string; statement: string; from_sql: boolean }>(
      'select name, statement, from_sql from pg_prepared_statements order by prepare_time, name',
    );
    return rows;
  }

  async function backendPid(pool: pg.Pool): Promise<number> {
    const { rows } = await pool.query<{ pid: number }>('select pg_backend_pid() as pid');
    return rows[0]!.pid;
  }

  it('sends a query with parameters as a named statement: right answers each time, and it stays prepared on the connection', async () => {
    const { db, pool } = open();
    const pid = await backendPid(pool);
    const byId = (id: number) => db.selectFrom('things').select(['id', 'name']).where('id', '=', id);
    expect(await byId(2).execute()).toEqual([{ id: 2, name: 'two' }]);
    expect(await byId(3).execute()).toEqual([{ id: 3, name: 'three' }]);
    expect(await byId(9).execute()).toEqual([]);
    expect(await db.selectFrom('things').select('name').where('id', 'in', [1, 3]).orderBy('id').execute()).toEqual([
      { name: 'one' },
      { name: 'three' },
    ]);

    expect(await backendPid(pool)).toBe(pid);
    const text = byId(2).compile().sql;
    const statements = await prepared(pool);
    expect(statements).toContainEqual({ name: nameOf(text), statement: text, from_sql: false });
    // One statement per text, however often it ran.
    expect(statements.filter((s) => s.statement === text)).toHaveLength(1);
  });

  it('keeps working for a text whose first use failed (its table did not exist yet)', async () => {
    const { db, pool } = open();
    const later = db
      .selectFrom('later' as 'things')
      .select('name')
      .where('id', '=', 1);
    await expect(later.execute()).rejects.toMatchObject({ code: '42P01' });
    await pool.query(
      "create table later (id integer primary key, name text not null); insert into later values (1, 'soon')",
    );
    expect(await later.execute()).toEqual([{ name: 'soon' }]);
    expect(await later.execute()).toEqual([{ name: 'soon' }]);
    expect(await prepared(pool)).toContainEqual(expect.objectContaining({ name: nameOf(later.compile().sql) }));
  });

  it('names at most `max` texts: later texts are sent unnamed, and still answer', async () => {
    const { db, pool } = open(2);
    const first = db.selectFrom('things').select('name').where('id', '=', 1);
    const second = db.selectFrom('other').select('size').where('id', '=', 2);
    const third = db.selectFrom('things').select('id').where('name', '=', 'three');
    const fourth = db.selectFrom('other').select(['id', 'size']).orderBy('id');
    for (let round = 0; round < 2; round++) {
      expect(await first.execute()).toEqual([{ name: 'one' }]);
      expect(await second.execute()).toEqual([{ size: 20 }]);
      expect(await third.execute()).toEqual([{ id: 3 }]);
      expect(await fourth.execute()).toEqual([
        { id: 1, size: 10 },
        { id: 2, size: 20 },
      ]);
    }
    const statements = await prepared(pool);
    expect(statements.map((s) => s.statement).sort()).toEqual([first.compile().sql, second.compile().sql].sort());
  });

  it('answers a kept `select *` after another connection adds a column, with the new column, instead of throwing', async () => {
    const { db, pool } = open();
    const all = () => db.selectFrom('grows').selectAll().orderBy('id').execute();
    expect(await all()).toEqual([{ id: 1 }]);
    expect(await prepared(pool)).toContainEqual(
      expect.objectContaining({ statement: db.selectFrom('grows').selectAll().orderBy('id').compile().sql }),
    );

    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query('alter table grows add column x integer default 7');
    await other.end();
    // The statement kept on the connection is now broken, as PostgreSQL says when it is run by name.
    const text = db.selectFrom('grows').selectAll().orderBy('id').compile().sql;
    await expect(pool.query({ name: nameOf(text), text, values: [] })).rejects.toMatchObject({
      code: '0A000',
      message: 'cached plan must not change result type',
    });

    expect(await all()).toEqual([{ id: 1, x: 7 }]);
    expect(await all()).toEqual([{ id: 1, x: 7 }]);
    // The connection still works for everything else.
    expect(await db.selectFrom('things').select('name').where('id', '=', 2).execute()).toEqual([{ name: 'two' }]);
  });

  it('inside a transaction, a kept `select *` broken by a schema change fails that transaction at most once; its retry answers', async () => {
    const { db } = open();
    const inTransaction = () =>
      db.transaction().execute((trx) => trx.selectFrom('grows_in_trx').selectAll().orderBy('id').execute());
    expect(await inTransaction()).toEqual([{ id: 1 }]);

    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query('alter table grows_in_trx add column x integer default 5');
    await other.end();

    const first = await inTransaction().then(
      (rows) => ({ rows }),
      (error: { code?: string }) => ({ code: error.code }),
    );
    // Either answered, or failed once: the retry inside the failed transaction meets 25P02 (what
    // PostgreSQL 15 and this wrapper give today), or the plan's own error (0A000).
    if ('rows' in first) expect(first.rows).toEqual([{ id: 1, x: 5 }]);
    else expect(['25P02', '0A000']).toContain(first.code);
    expect(await inTransaction()).toEqual([{ id: 1, x: 5 }]);
    // And the connection is not left in a transaction.
    expect(await db.selectFrom('things').select('name').where('id', '=', 1).execute()).toEqual([{ name: 'one' }]);
  });

  it('passes a submittable (what stream() hands over, a pg-cursor Cursor) to the client unchanged and unnamed', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    pool.on('error', () => {});
    const wrapped = preparingPool(pool);
    closers.push(() => wrapped.end());
    const client = await wrapped.connect();
    try {
      const query = new pg.Query('select id, name from things where id >= $1 order by id', [2]);
      const rows: unknown[] = [];
      await new Promise<void>((resolve, reject) => {
        const returned = (client.query as unknown as (q: pg.Query) => pg.Query)(query);
        expect(returned).toBe(query);
        query.on('row', (row: unknown) => rows.push(row));
        query.on('end', () => resolve());
        query.on('error', reject);
      });
      expect(rows).toEqual([
        { id: 2, name: 'two' },
        { id: 3, name: 'three' },
      ]);
    } finally {
      client.release();
    }
    expect(await prepared(pool)).toEqual([]);
  });
});
