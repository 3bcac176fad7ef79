import { sql, type Kysely, type Transaction } from 'kysely';
import { WINDOWS, type Outcome } from '../../domain/checkins/checkin-rules.ts';
import {
  firstDayOf,
  stationSummary,
  summariseCheckIns,
  type DayCount,
  type StationSummary,
  type SummaryFacts,
} from '../../domain/checkins/station-summary.ts';
import type { Database, StationSummaryRow } from '../db/tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Each station's summary, kept up to date as check-ins arrive (issue 17): the latest outcome and
 * times in station_summaries, the counts per India day in station_checkin_days. A card's summary
 * is then one indexed read (the row, joined to at most 90 day rows the database sums), whatever
 * the number of check-ins.
 *
 * A station whose check-ins were all hidden keeps a row with last_outcome 'none' (a tombstone),
 * so other instances see the change when they look for rows updated since their last look.
 */
export const NO_CHECK_INS = 'none';

export function factsOf(
  row: Pick<StationSummaryRow, 'last_outcome' | 'last_at' | 'good_at' | 'bad_at'>,
): SummaryFacts | undefined {
  if (row.last_outcome === NO_CHECK_INS) return undefined;
  return {
    lastOutcome: row.last_outcome as Outcome,
    lastAt: Number(row.last_at),
    goodAt: row.good_at === null ? null : Number(row.good_at),
    badAt: row.bad_at === null ? null : Number(row.bad_at),
  };
}

async function writeFacts(db: Db, placeId: string, facts: SummaryFacts | undefined, now: number): Promise<void> {
  const values = facts
    ? {
        last_outcome: facts.lastOutcome,
        last_at: facts.lastAt,
        good_at: facts.goodAt,
        bad_at: facts.badAt,
        updated_at: now,
      }
    : { last_outcome: NO_CHECK_INS, last_at: 0, good_at: null, bad_at: null, updated_at: now };
  await db
    .insertInto('station_summaries')
    .values({ place_id: placeId, ...values })
    .onConflict((oc) => oc.column('place_id').doUpdateSet(values))
    .execute();
}

/**
 * Works a station's summary out afresh from its visible check-ins: after a moderator hides or
 * restores one, and for the station that takes in a merged duplicate. Returns the new facts.
 */
export async function rebuildSummary(db: Db, placeId: string, now: number): Promise<SummaryFacts | undefined> {
  const rows = await db
    .selectFrom('check_ins')
    .select(['outcome', 'created_at'])
    .where('place_id', '=', placeId)
    .where('hidden_at', 'is', null)
    .execute();
  const { facts, days } = summariseCheckIns(
    rows.map((r) => ({ outcome: r.outcome as Outcome, createdAt: Number(r.created_at) })),
  );
  await db.deleteFrom('station_checkin_days').where('place_id', '=', placeId).execute();
  for (let i = 0; i < days.length; i += 200) {
    await db
      .insertInto('station_checkin_days')
      .values(days.slice(i, i + 200).map((d) => ({ place_id: placeId, ...d })))
      .execute();
  }
  await writeFacts(db, placeId, facts, now);
  return facts;
}

/** Forgets a station's summary (a duplicate merged away): a tombstone, so other instances notice. */
export async function clearSummary(db: Db, placeId: string, now: number): Promise<void> {
  await db.deleteFrom('station_checkin_days').where('place_id', '=', placeId).execute();
  await writeFacts(db, placeId, undefined, now);
}

/** A station's day counts summed per window: the 30-day count, and the rating's 90 days. */
export interface WindowSums {
  count_total: number | string;
  rating_charged: number | string;
  rating_bad: number | string;
}

/** The first India day of each window at `now`: the sums count the day rows from these on. */
export const windowStarts = (now: number) => ({
  countFrom: firstDayOf(WINDOWS.countDays, now),
  ratingFrom: firstDayOf(WINDOWS.ratingDays, now),
});

/**
 * A summary from the station's facts and its windows' sums: each sum goes to stationSummary as one
 * day count dated its window's first day, so each counts in its own window only.
 */
export function summaryFromSums(
  placeId: string,
  facts: SummaryFacts | undefined,
  sums: WindowSums,
  now: number,
): StationSummary {
  const { countFrom, ratingFrom } = windowStarts(now);
  const windows: DayCount[] = [
    { day: countFrom, total: Number(sums.count_total), charged: 0, bad: 0 },
    { day: ratingFrom, total: 0, charged: Number(sums.rating_charged), bad: Number(sums.rating_bad) },
  ];
  return stationSummary(placeId, facts, windows, now);
}

/**
 * The summaries of these stations at `now`, in the order asked ('No check-ins yet' for one without).
 * One query: each station's row, and its day counts summed by the database per window, so a screen
 * of 20 cards reads 20 rows whatever the days hold. (A station with day counts always has its row:
 * both are written together, and clearSummary leaves a row.)
 */
export async function summariesFor(db: Db, placeIds: readonly string[], now: number): Promise<StationSummary[]> {
  if (placeIds.length === 0) return [];
  const ids = [...placeIds];
  const { countFrom, ratingFrom } = windowStarts(now);
  const rows = await db
    .selectFrom('station_summaries as s')
    .leftJoin('station_checkin_days as d', (join) =>
      join.onRef('d.place_id', '=', 's.place_id').on('d.day', '>=', Math.min(countFrom, ratingFrom)),
    )
    .select(['s.place_id', 's.last_outcome', 's.last_at', 's.good_at', 's.bad_at'])
    .select([
      sql<number | string>`coalesce(sum(case when d.day >= ${countFrom} then d.total else 0 end), 0)`.as('count_total'),
      sql<number | string>`coalesce(sum(case when d.day >= ${ratingFrom} then d.charged else 0 end), 0)`.as(
        'rating_charged',
      ),
      sql<number | string>`coalesce(sum(case when d.day >= ${ratingFrom} then d.bad else 0 end), 0)`.as('rating_bad'),
    ])
    .where('s.place_id', 'in', ids)
    .groupBy(['s.place_id', 's.last_outcome', 's.last_at', 's.good_at', 's.bad_at'])
    .execute();
  const byId = new Map(rows.map((r) => [r.place_id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    return row ? summaryFromSums(id, factsOf(row), row, now) : stationSummary(id, undefined, [], now);
  });
}

export async function summaryOf(db: Db, placeId: string, now: number): Promise<StationSummary> {
  const [summary] = await summariesFor(db, [placeId], now);
  return summary as StationSummary;
}
