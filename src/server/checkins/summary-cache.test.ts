import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS, indiaDay } from '../../domain/checkins/checkin-rules.ts';
import { countCheckIn, foldCheckIn } from '../../domain/checkins/station-summary.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.server.ts';
import { migrateToLatest } from '../db/migrate.server.ts';
import { SummaryCache } from './summary-cache.server.ts';

/**
 * The cards' summary cache answers from memory only while the database is unchanged: a write of
 * this process, a commit by another connection to the file (another instance, the moderation
 * command) or a new India day each make the next answer read the database again.
 */
const NOW = Date.UTC(2026, 10, 20, 6, 0);
const closers: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function sqliteFile(): Promise<{ handle: DatabaseHandle; file: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-summary-cache-'));
  const file = path.join(dir, 'db.sqlite');
  const handle = openDatabase(file);
  closers.push(
    () => fs.rmSync(dir, { recursive: true, force: true }),
    () => handle.close(),
  );
  await migrateToLatest(handle);
  return { handle, file };
}

/** A check-in's summary row and day count, as the check-in store keeps them (one station's first check-ins of a day). */
async function checkIn(handle: DatabaseHandle, placeId: string, outcome: 'charged' | 'could_not_charge', at: number) {
  const db = handle.db;
  const row = await db.selectFrom('station_summaries').selectAll().where('place_id', '=', placeId).executeTakeFirst();
  const facts = foldCheckIn(
    row
      ? {
          lastOutcome: row.last_outcome as 'charged',
          lastAt: Number(row.last_at),
          goodAt: row.good_at === null ? null : Number(row.good_at),
          badAt: row.bad_at === null ? null : Number(row.bad_at),
        }
      : undefined,
    outcome,
    at,
  );
  const values = {
    last_outcome: facts.lastOutcome,
    last_at: facts.lastAt,
    good_at: facts.goodAt,
    bad_at: facts.badAt,
    updated_at: at,
  };
  await db
    .insertInto('station_summaries')
    .values({ place_id: placeId, ...values })
    .onConflict((oc) => oc.column('place_id').doUpdateSet(values))
    .execute();
  const day = await db
    .selectFrom('station_checkin_days')
    .selectAll()
    .where('place_id', '=', placeId)
    .where('day', '=', indiaDay(at))
    .executeTakeFirst();
  const counted = countCheckIn(
    day && { day: Number(day.day), total: Number(day.total), charged: Number(day.charged), bad: Number(day.bad) },
    outcome,
    at,
  );
  await db
    .insertInto('station_checkin_days')
    .values({ place_id: placeId, ...counted })
    .onConflict((oc) => oc.columns(['place_id', 'day']).doUpdateSet(counted))
    .execute();
}

describe('the summary cache', () => {
  it('answers a repeated ask from memory, and reads again after this process writes', async () => {
    const { handle } = await sqliteFile();
    const cache = new SummaryCache(handle.db, handle.changeVersion);
    await checkIn(handle, 'ocm:1', 'charged', NOW - 60_000);
    const first = await cache.summaries(['ocm:1', 'ocm:2'], NOW);
    expect(first.map((s) => [s.place_id, s.state, s.check_ins_30d])).toEqual([
      ['ocm:1', 'charged', 1],
      ['ocm:2', 'none', 0],
    ]);
    const again = await cache.summaries(['ocm:2', 'ocm:1'], NOW);
    expect(again[1]).toBe(first[0]);
    expect(again[0]).toBe(first[1]);

    await checkIn(handle, 'ocm:1', 'could_not_charge', NOW - 30_000);
    expect(await cache.summary('ocm:1', NOW)).toMatchObject({ state: 'could_not_charge', check_ins_30d: 2 });
  });

  it('reads again after another connection commits to the same file (another instance, npm run moderate)', async () => {
    const { handle, file } = await sqliteFile();
    const cache = new SummaryCache(handle.db, handle.changeVersion);
    await checkIn(handle, 'ocm:7', 'charged', NOW - 60_000);
    expect(await cache.summary('ocm:7', NOW)).toMatchObject({ state: 'charged' });

    const other = new SQLite(file);
    closers.push(() => {
      other.close();
    });
    other
      .prepare(
        "UPDATE station_summaries SET last_outcome = 'none', last_at = 0, good_at = NULL, bad_at = NULL WHERE place_id = ?",
      )
      .run('ocm:7');
    other.prepare('DELETE FROM station_checkin_days WHERE place_id = ?').run('ocm:7');
    expect(await cache.summary('ocm:7', NOW)).toMatchObject({ state: 'none', check_ins_30d: 0 });
  });

  it('reads again when the India day turns, so the 30-day count falls without a write', async () => {
    const { handle } = await sqliteFile();
    const cache = new SummaryCache(handle.db, handle.changeVersion);
    await checkIn(handle, 'ocm:9', 'charged', NOW - 29 * DAY_MS);
    expect(await cache.summary('ocm:9', NOW)).toMatchObject({ check_ins_30d: 1 });
    expect(await cache.summary('ocm:9', NOW + 2 * DAY_MS)).toMatchObject({ check_ins_30d: 0 });
  });

  it('reads the database every time where there is no change version (PostgreSQL)', async () => {
    const { handle } = await sqliteFile();
    const cache = new SummaryCache(handle.db, () => null);
    const first = await cache.summary('ocm:3', NOW);
    expect(await cache.summary('ocm:3', NOW)).not.toBe(first);
    expect(await cache.summary('ocm:3', NOW)).toEqual(first);
  });
});
