import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeMigratedDatabases, migratedDatabase } from '../../../tests/support/migrated-database.ts';
import {
  DAY_MS,
  HOUR_MS,
  indiaDay,
  indiaDayStart,
  MINUTE_MS,
  OUTCOMES,
  type Outcome,
} from '../../domain/checkins/checkin-rules.ts';
import { foldCheckIn, summariseCheckIns, type SummaryFacts } from '../../domain/checkins/station-summary.ts';
import type { DatabaseHandle } from '../db/database.server.ts';
import type { CheckInRow } from '../db/tables.ts';
import { createUser } from '../db/user-repository.server.ts';
import { refusal, storeCheckIn, type CheckInLimits } from './checkin-statements.server.ts';
import { clearSummary, summariesFor } from './station-summaries.server.ts';

/**
 * A check-in's write (checkin-statements.server.ts): on PostgreSQL one call of `ev_check_in`
 * (migration 0008), on SQLite the same steps in TypeScript. Whichever the dialect, the station's
 * summary row must be the fold of its check-ins (foldCheckIn), its day rows their counts
 * (summariseCheckIns), and the answer's summary what summariesFor reads afterwards.
 */

const NOW = Date.UTC(2026, 10, 20, 6, 0);
const USERS = ['user-a', 'user-b', 'user-c', 'user-d', 'user-e', 'user-f', 'user-g', 'user-h'];
const STATIONS = ['ocm:1', 'ocm:2', 'ocm:3'];
/**
 * Few times, so equal times are common; spread over India-day edges (18:30 UTC), and the 30- and
 * 90-day windows.
 */
const TIMES = [
  NOW,
  NOW - MINUTE_MS,
  NOW - HOUR_MS,
  Date.UTC(2026, 10, 19, 18, 30),
  Date.UTC(2026, 10, 19, 18, 29, 59, 999),
  NOW - 3 * DAY_MS,
  NOW - 30 * DAY_MS,
  NOW - 45 * DAY_MS,
  NOW - 100 * DAY_MS,
];
/** Nothing is refused: no check-in is after sameStationSince, and the day allows a billion. */
const GENEROUS: CheckInLimits = { since: 0, sameStationSince: NOW, dayStart: 0, perDay: 1e9 };

let handle: DatabaseHandle;
let ids = 0;

function checkInRow(userId: string, placeId: string, outcome: Outcome, at: number): CheckInRow {
  ids += 1;
  return {
    id: `ci-${ids}`,
    place_id: placeId,
    user_id: userId,
    outcome,
    connector: 'CCS2',
    kw: 30,
    price_per_kwh: 18.5,
    comment: '',
    created_at: at,
    hidden_at: null,
  };
}

const store = (
  userId: string,
  placeId: string,
  outcome: Outcome,
  at: number,
  limits: CheckInLimits = GENEROUS,
  now = NOW,
) => storeCheckIn(handle.db, handle.dialect, checkInRow(userId, placeId, outcome, at), limits, now);

async function summaryRow(placeId: string) {
  const row = await handle.db
    .selectFrom('station_summaries')
    .select(['last_outcome', 'last_at', 'good_at', 'bad_at'])
    .where('place_id', '=', placeId)
    .executeTakeFirst();
  return (
    row && {
      last_outcome: row.last_outcome,
      last_at: Number(row.last_at),
      good_at: row.good_at === null ? null : Number(row.good_at),
      bad_at: row.bad_at === null ? null : Number(row.bad_at),
    }
  );
}

async function dayRows(placeId: string) {
  const rows = await handle.db
    .selectFrom('station_checkin_days')
    .select(['day', 'total', 'charged', 'bad'])
    .where('place_id', '=', placeId)
    .orderBy('day')
    .execute();
  return rows.map((r) => ({
    day: Number(r.day),
    total: Number(r.total),
    charged: Number(r.charged),
    bad: Number(r.bad),
  }));
}

const asRow = (facts: SummaryFacts | undefined) =>
  facts && { last_outcome: facts.lastOutcome, last_at: facts.lastAt, good_at: facts.goodAt, bad_at: facts.badAt };

async function clearTables(): Promise<void> {
  await handle.db.deleteFrom('check_ins').execute();
  await handle.db.deleteFrom('station_summaries').execute();
  await handle.db.deleteFrom('station_checkin_days').execute();
}

beforeAll(async () => {
  handle = await migratedDatabase('ev-check-in-fn-');
  for (const [i, id] of USERS.entries())
    await createUser(handle.db, id, `98700000${String(i + 1).padStart(2, '0')}`, NOW - 200 * DAY_MS);
});
afterAll(closeMigratedDatabases);
beforeEach(clearTables);

describe('storing a check-in (ev_check_in on PostgreSQL, TypeScript on SQLite)', () => {
  it('keeps each station summary and day counts equal to folding its check-ins, whatever their order and equal times', async () => {
    const checkIn = fc.record({
      user: fc.constantFrom(...USERS),
      station: fc.constantFrom(...STATIONS),
      outcome: fc.constantFrom(...OUTCOMES),
      at: fc.constantFrom(...TIMES),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(checkIn, { minLength: 1, maxLength: 12 }), async (sequence) => {
        await clearTables();
        const folded = new Map<string, SummaryFacts>();
        let last: Awaited<ReturnType<typeof store>> | undefined;
        for (const c of sequence) {
          last = await store(c.user, c.station, c.outcome, c.at);
          expect(last.refused).toBeNull();
          const facts = foldCheckIn(folded.get(c.station), c.outcome, c.at);
          folded.set(c.station, facts);
          if (last.refused === null) expect(last.facts).toEqual(facts);
        }
        for (const station of STATIONS) {
          const mine = sequence
            .filter((c) => c.station === station)
            .map((c) => ({ outcome: c.outcome, createdAt: c.at }));
          const expected = summariseCheckIns(mine);
          expect(await summaryRow(station), station).toEqual(asRow(expected.facts));
          expect(await summaryRow(station), station).toEqual(asRow(folded.get(station)));
          expect(await dayRows(station), station).toEqual(expected.days);
        }
        const lastStation = sequence.at(-1)!.station;
        expect(last?.refused).toBeNull();
        if (last?.refused === null)
          expect(last.summary).toEqual((await summariesFor(handle.db, [lastStation], NOW))[0]);
      }),
      { numRuns: 15 },
    );
  });

  it('refuses exactly as the limits say (refusal() over the stored rows), with limits as the check-in store sets them', async () => {
    // Times around the 30-minute window and the India day's start (18:30 UTC).
    const dayStart = indiaDayStart(indiaDay(NOW));
    const times = [
      NOW,
      NOW - 10 * MINUTE_MS,
      NOW - 30 * MINUTE_MS,
      NOW - 31 * MINUTE_MS,
      dayStart,
      dayStart - 1,
      dayStart + 20 * MINUTE_MS,
      dayStart - 20 * MINUTE_MS,
    ];
    const checkIn = fc.record({
      user: fc.constantFrom(...USERS.slice(0, 2)),
      station: fc.constantFrom(...STATIONS.slice(0, 2)),
      outcome: fc.constantFrom(...OUTCOMES),
      at: fc.constantFrom(...times),
      perDay: fc.integer({ min: 1, max: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(checkIn, { minLength: 1, maxLength: 12 }), async (sequence) => {
        await clearTables();
        const kept: Array<{ user: string; placeId: string; createdAt: number; outcome: Outcome }> = [];
        for (const c of sequence) {
          const start = indiaDayStart(indiaDay(c.at));
          const limits: CheckInLimits = {
            since: Math.min(start, c.at - 30 * MINUTE_MS),
            sameStationSince: c.at - 30 * MINUTE_MS,
            dayStart: start,
            perDay: c.perDay,
          };
          const recent = kept.filter((k) => k.user === c.user && k.createdAt >= limits.since);
          const expected = refusal(recent, c.station, limits);
          const result = await store(c.user, c.station, c.outcome, c.at, limits, c.at);
          if (expected) {
            expect(result).toEqual(expected);
          } else {
            expect(result.refused).toBeNull();
            kept.push({ user: c.user, placeId: c.station, createdAt: c.at, outcome: c.outcome });
            const mine = kept
              .filter((k) => k.placeId === c.station)
              .map((k) => ({ outcome: k.outcome, createdAt: k.createdAt }));
            if (result.refused === null) expect(result.facts).toEqual(summariseCheckIns(mine).facts);
          }
        }
        expect(
          Number(
            (
              await handle.db
                .selectFrom('check_ins')
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ).toBe(kept.length);
      }),
      { numRuns: 15 },
    );
  });

  it('answers the summary summariesFor reads, at a `now` that moves check-ins out of the windows', async () => {
    await store('user-a', 'ocm:1', 'charged', NOW - 100 * DAY_MS);
    await store('user-b', 'ocm:1', 'could_not_charge', NOW - 45 * DAY_MS);
    await store('user-c', 'ocm:1', 'not_found', NOW - 2 * DAY_MS);
    const later = NOW + 10 * DAY_MS;
    const result = await store(
      'user-d',
      'ocm:1',
      'charged',
      NOW - DAY_MS,
      { ...GENEROUS, sameStationSince: later },
      later,
    );
    expect(result.refused).toBeNull();
    const [read] = await summariesFor(handle.db, ['ocm:1'], later);
    if (result.refused === null) expect(result.summary).toEqual(read);
    expect(read).toMatchObject({
      state: 'charged',
      last_at: NOW - DAY_MS,
      check_ins_30d: 2,
      rating_charged: 1,
      rating_failed: 2,
    });
  });

  it('replaces a tombstone (last_outcome none, last_at 0) with the new check-in’s facts', async () => {
    await store('user-a', 'ocm:2', 'charged', NOW - 3 * DAY_MS);
    await store('user-b', 'ocm:2', 'not_found', NOW - 2 * DAY_MS);
    await clearSummary(handle.db, 'ocm:2', NOW - DAY_MS);
    expect(await summaryRow('ocm:2')).toEqual({ last_outcome: 'none', last_at: 0, good_at: null, bad_at: null });

    const waited = await store('user-c', 'ocm:2', 'waited', NOW - HOUR_MS);
    expect(await summaryRow('ocm:2')).toEqual({
      last_outcome: 'waited',
      last_at: NOW - HOUR_MS,
      good_at: null,
      bad_at: null,
    });
    expect(waited).toMatchObject({
      refused: null,
      facts: { lastOutcome: 'waited', lastAt: NOW - HOUR_MS, goodAt: null, badAt: null },
    });
    expect(await dayRows('ocm:2')).toEqual(summariseCheckIns([{ outcome: 'waited', createdAt: NOW - HOUR_MS }]).days);
    if (waited.refused === null) expect(waited.summary).toEqual((await summariesFor(handle.db, ['ocm:2'], NOW))[0]);

    // An older check-in after a tombstone still takes its place (the tombstone's time 0 is no check-in).
    await clearSummary(handle.db, 'ocm:3', NOW);
    await store('user-d', 'ocm:3', 'charged', NOW - 40 * DAY_MS);
    expect(await summaryRow('ocm:3')).toEqual({
      last_outcome: 'charged',
      last_at: NOW - 40 * DAY_MS,
      good_at: NOW - 40 * DAY_MS,
      bad_at: null,
    });
    await store('user-a', 'ocm:3', 'could_not_charge', NOW - 40 * DAY_MS);
    expect(await summaryRow('ocm:3')).toEqual({
      last_outcome: 'could_not_charge',
      last_at: NOW - 40 * DAY_MS,
      good_at: NOW - 40 * DAY_MS,
      bad_at: NOW - 40 * DAY_MS,
    });
  });

  it("refuses 'same_station' with the latest such check-in's time, and writes nothing", async () => {
    const limits: CheckInLimits = {
      since: NOW - 10 * DAY_MS,
      sameStationSince: NOW - 30 * MINUTE_MS,
      dayStart: NOW - DAY_MS,
      perDay: 1000,
    };
    expect((await store('user-a', 'ocm:1', 'charged', NOW - 40 * MINUTE_MS, limits)).refused).toBeNull();
    expect(
      (
        await store('user-a', 'ocm:1', 'waited', NOW - 20 * MINUTE_MS, {
          ...limits,
          sameStationSince: NOW - 30 * MINUTE_MS,
        })
      ).refused,
    ).toBeNull();
    expect(
      (
        await store('user-a', 'ocm:1', 'charged', NOW - 10 * MINUTE_MS, {
          ...limits,
          sameStationSince: NOW - 60 * MINUTE_MS,
        })
      ).refused,
    ).toBe('same_station');
    // Its latest check-in here is -20 min (the -40 min one is older): that is the time answered.
    expect(
      await store('user-a', 'ocm:1', 'could_not_charge', NOW, { ...limits, sameStationSince: NOW - 60 * MINUTE_MS }),
    ).toEqual({ refused: 'same_station', latestHere: NOW - 20 * MINUTE_MS });
    // A check-in exactly at sameStationSince is outside the window.
    expect(
      (await store('user-a', 'ocm:1', 'charged', NOW, { ...limits, sameStationSince: NOW - 20 * MINUTE_MS })).refused,
    ).toBeNull();
    // Another station, or another person at this one, is not refused.
    expect((await store('user-a', 'ocm:2', 'charged', NOW, limits)).refused).toBeNull();
    expect((await store('user-b', 'ocm:1', 'not_found', NOW, limits)).refused).toBeNull();

    const stored = await handle.db
      .selectFrom('check_ins')
      .select(['user_id', 'place_id', 'outcome', 'created_at'])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(stored.map((r) => [r.user_id, r.place_id, r.outcome, Number(r.created_at)])).toEqual([
      ['user-a', 'ocm:1', 'charged', NOW - 40 * MINUTE_MS],
      ['user-a', 'ocm:1', 'waited', NOW - 20 * MINUTE_MS],
      ['user-a', 'ocm:1', 'charged', NOW],
      ['user-a', 'ocm:2', 'charged', NOW],
      ['user-b', 'ocm:1', 'not_found', NOW],
    ]);
    // The refused ones left the summary and the day counts alone.
    expect(await summaryRow('ocm:1')).toEqual({ last_outcome: 'not_found', last_at: NOW, good_at: NOW, bad_at: NOW });
    expect(await dayRows('ocm:1')).toEqual(
      summariseCheckIns(
        stored
          .filter((r) => r.place_id === 'ocm:1')
          .map((r) => ({ outcome: r.outcome as Outcome, createdAt: Number(r.created_at) })),
      ).days,
    );
  });

  it('holds the limits and the fold when check-ins arrive at once (PostgreSQL: on several connections)', async () => {
    const limits: CheckInLimits = {
      since: NOW - DAY_MS,
      sameStationSince: NOW - 30 * MINUTE_MS,
      dayStart: NOW - DAY_MS,
      perDay: 5,
    };
    // One person at 12 stations at once: 5 pass the day's limit.
    const spread = await Promise.all(
      Array.from({ length: 12 }, (_, i) => store('user-a', `ocm:x${i}`, 'charged', NOW - i * MINUTE_MS, limits)),
    );
    expect(spread.filter((r) => r.refused === null)).toHaveLength(5);
    expect(spread.filter((r) => r.refused === 'per_day')).toHaveLength(7);
    // One person at one station at once: one passes.
    const same = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        store('user-b', 'ocm:1', OUTCOMES[i % OUTCOMES.length]!, NOW - i * MINUTE_MS, limits),
      ),
    );
    expect(same.filter((r) => r.refused === null)).toHaveLength(1);
    expect(same.filter((r) => r.refused === 'same_station')).toHaveLength(5);
    // Seven more people at that station at once, at one time: the fold and the count hold.
    const outcomes: Outcome[] = ['charged', 'waited', 'charged', 'could_not_charge', 'waited', 'charged', 'charged'];
    const others = USERS.filter((u) => u !== 'user-b');
    const crowd = await Promise.all(
      outcomes.map((outcome, i) => store(others[i]!, 'ocm:1', outcome, NOW - 2 * HOUR_MS, { ...limits, perDay: 100 })),
    );
    expect(crowd.map((r) => r.refused)).toEqual(outcomes.map(() => null));
    const stored = await handle.db
      .selectFrom('check_ins')
      .select(['outcome', 'created_at'])
      .where('place_id', '=', 'ocm:1')
      .execute();
    expect(stored).toHaveLength(8);
    const expected = summariseCheckIns(
      stored.map((r) => ({ outcome: r.outcome as Outcome, createdAt: Number(r.created_at) })),
    );
    expect(await summaryRow('ocm:1')).toEqual(asRow(expected.facts));
    expect(await dayRows('ocm:1')).toEqual(expected.days);
  });

  it("refuses 'per_day' once the person has perDay check-ins since dayStart, counting none before it", async () => {
    const limits: CheckInLimits = {
      since: NOW - 2 * DAY_MS,
      sameStationSince: NOW - 30 * MINUTE_MS,
      dayStart: NOW - 5 * HOUR_MS,
      perDay: 2,
    };
    expect((await store('user-a', 'ocm:1', 'charged', NOW - 6 * HOUR_MS, limits)).refused).toBeNull();
    expect((await store('user-a', 'ocm:2', 'charged', NOW - 5 * HOUR_MS, limits)).refused).toBeNull();
    expect((await store('user-a', 'ocm:3', 'waited', NOW - 4 * HOUR_MS, limits)).refused).toBeNull();
    expect(await store('user-a', 'ocm:1', 'charged', NOW - 3 * HOUR_MS, limits)).toEqual({ refused: 'per_day' });
    // Another person still may.
    expect((await store('user-b', 'ocm:1', 'charged', NOW - 3 * HOUR_MS, limits)).refused).toBeNull();
    // same_station is answered before per_day.
    expect(
      await store('user-a', 'ocm:3', 'charged', NOW - 3 * HOUR_MS, { ...limits, sameStationSince: NOW - 5 * HOUR_MS }),
    ).toEqual({ refused: 'same_station', latestHere: NOW - 4 * HOUR_MS });
    // A larger allowance lets it through.
    expect((await store('user-a', 'ocm:1', 'charged', NOW - 3 * HOUR_MS, { ...limits, perDay: 3 })).refused).toBeNull();
    const counts = await handle.db.selectFrom('check_ins').select(['user_id']).execute();
    expect(counts.filter((r) => r.user_id === 'user-a')).toHaveLength(4);
    expect(await summaryRow('ocm:1')).toEqual({
      last_outcome: 'charged',
      last_at: NOW - 3 * HOUR_MS,
      good_at: NOW - 3 * HOUR_MS,
      bad_at: null,
    });
  });
});
