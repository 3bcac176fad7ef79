import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.server.ts';

/**
 * The checkpoint thread (wal-checkpointer.server.ts): with it, the log's pages reach the database
 * file while commits keep coming, without a commit on the event loop copying them (the event
 * loop's own checkpoint waits for 10,000 pages); without it, below 1,000 pages, they stay in the log.
 */
describe('SQLite checkpoints on a thread of their own', () => {
  const dirs: string[] = [];
  const handles: DatabaseHandle[] = [];
  afterEach(async () => {
    for (const handle of handles.splice(0)) await handle.close();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Writes ~2 MB in 40 transactions (about 500 pages of 4 KB, under SQLite's own 1,000-page checkpoint). */
  async function fill(checkpointThread: boolean): Promise<{ file: string; handle: DatabaseHandle }> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-checkpoint-'));
    dirs.push(dir);
    const file = path.join(dir, 'ev.sqlite');
    const handle = openDatabase(file, { checkpointThread });
    handles.push(handle);
    await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
    const body = 'x'.repeat(1000);
    for (let t = 0; t < 40; t++) {
      await handle.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 50; i++) await sql`insert into notes (body) values (${body})`.execute(trx);
      });
    }
    return { file, handle };
  }

  const size = (file: string) => fs.statSync(file).size;
  /** Waits for the thread to have copied the ~2 MB written into the database file (the test's time-out ends a wait that never comes). */
  const checkpointed = async (file: string) => {
    while (size(file) < 2_000_000) await new Promise((r) => setTimeout(r, 50));
  };

  it('copies committed pages into the database file in the background', async () => {
    const { file, handle } = await fill(true);
    await checkpointed(file);
    // Writes go on after checkpoints, and everything reads back whole from another connection.
    await sql`insert into notes (body) values ('after')`.execute(handle.db);
    const reader = new SQLite(file, { readonly: true });
    try {
      expect(reader.prepare('select count(*) as n from notes').get()).toEqual({ n: 2001 });
      expect(reader.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      reader.close();
    }
  });

  it('leaves the pages in the log without it (the test above can fail)', async () => {
    const { file } = await fill(false);
    // As long as a thread takes to copy the same writes: by then, without one, nothing was copied.
    const { file: withThread } = await fill(true);
    await checkpointed(withThread);
    expect(size(file)).toBeLessThan(500_000);
    expect(size(`${file}-wal`)).toBeGreaterThan(2_000_000);
  });

  it('closes with the database, and the file opens again', async () => {
    const { file, handle } = await fill(true);
    await handle.close();
    handles.splice(handles.indexOf(handle), 1);
    const again = openDatabase(file, { checkpointThread: true });
    handles.push(again);
    const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(again.db);
    expect(rows[0]?.n).toBe(2000);
  });
});
