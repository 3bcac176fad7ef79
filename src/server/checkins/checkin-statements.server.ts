import { sql, type Kysely } from 'kysely';
import { indiaDay, isBadOutcome, type Outcome } from '../../domain/checkins/checkin-rules.ts';
import {
  foldCheckIn,
  OUTCOMES_BY_CAUTION,
  type StationSummary,
  type SummaryFacts,
} from '../../domain/checkins/station-summary.ts';
import type { Dialect } from '../db/database.server.ts';
import type { CheckInRow, Database } from '../db/tables.ts';
import { factsOf, summariesFor, summaryFromSums, windowStarts } from './station-summaries.server.ts';
import { inLockedTransaction, lockKey, stationLock, userLock } from './write-locks.server.ts';

/**
 * A check-in's transaction (checkin-store.server.ts decides what its answer means): under the
 * person's and the station's locks, count the person's recent check-ins, and if the limits allow,
 * store the row, fold it into the station's summary (foldCheckIn, station-summary.ts), count it
 * in the day's row, and read the station's new summary for the answer.
 *
 * - SQLite: five statements in the group commit's savepoint (group-commit.server.ts).
 * - PostgreSQL: one call of the function `ev_check_in` (migration 0008), one round trip, because
 *   the database's CPU per round trip was what limited the write row (decision 0016).
 */

/** What the limits need: the person's check-ins since `since`, the window of the same station and the day. */
export interface CheckInLimits {
  since: number;
  sameStationSince: number;
  dayStart: number;
  perDay: number;
}

export type CheckInResult =
  | { refused: 'same_station'; latestHere: number }
  | { refused: 'per_day' }
  | { refused: null; facts: SummaryFacts; summary: StationSummary };

interface ReadRow {
  last_outcome: string | null;
  last_at: number | string | null;
  good_at: number | string | null;
  bad_at: number | string | null;
  place_id: string | null;
  created_at: number | string | null;
}

type Num = number | string | null;
const num = (value: Num): number | null => (value === null ? null : Number(value));

/** Whether the limits refuse the check-in, from the person's check-ins since `limits.since`. */
export function refusal(
  recent: ReadonlyArray<{ placeId: string; createdAt: number }>,
  placeId: string,
  limits: CheckInLimits,
): CheckInResult | undefined {
  const here = recent
    .filter((r) => r.placeId === placeId && r.createdAt > limits.sameStationSince)
    .map((r) => r.createdAt);
  if (here.length > 0) return { refused: 'same_station', latestHere: Math.max(...here) };
  if (recent.filter((r) => r.createdAt >= limits.dayStart).length >= limits.perDay) return { refused: 'per_day' };
  return undefined;
}

async function onSqlite(
  db: Kysely<Database>,
  row: CheckInRow,
  limits: CheckInLimits,
  now: number,
): Promise<CheckInResult> {
  return inLockedTransaction(db, 'sqlite', [userLock(row.user_id ?? ''), stationLock(row.place_id)], async (trx) => {
    // One read: a row per recent check-in of the person (at least one row), each with the station's summary.
    const { rows } = await sql<ReadRow>`
      select s.last_outcome, s.last_at, s.good_at, s.bad_at, c.place_id, c.created_at
      from (select 1 as one) as o
      left join station_summaries as s on s.place_id = ${row.place_id}
      left join check_ins as c on c.user_id = ${row.user_id} and c.created_at >= ${limits.since}`.execute(trx);
    const recent = rows
      .filter((r) => r.place_id !== null)
      .map((r) => ({ placeId: r.place_id as string, createdAt: Number(r.created_at) }));
    const refused = refusal(recent, row.place_id, limits);
    if (refused) return refused;
    const first = rows[0];
    const before =
      first && first.last_outcome !== null
        ? factsOf({
            last_outcome: first.last_outcome,
            last_at: Number(first.last_at),
            good_at: num(first.good_at),
            bad_at: num(first.bad_at),
          })
        : undefined;
    const outcome = row.outcome as Outcome;
    const facts = foldCheckIn(before, outcome, row.created_at);
    const summary = {
      last_outcome: facts.lastOutcome,
      last_at: facts.lastAt,
      good_at: facts.goodAt,
      bad_at: facts.badAt,
      updated_at: now,
    };
    const charged = outcome === 'charged' ? 1 : 0;
    const bad = isBadOutcome(outcome) ? 1 : 0;
    await trx.insertInto('check_ins').values(row).execute();
    await trx
      .insertInto('station_summaries')
      .values({ place_id: row.place_id, ...summary })
      .onConflict((oc) => oc.column('place_id').doUpdateSet(summary))
      .execute();
    await trx
      .insertInto('station_checkin_days')
      .values({ place_id: row.place_id, day: indiaDay(row.created_at), total: 1, charged, bad })
      .onConflict((oc) =>
        oc.columns(['place_id', 'day']).doUpdateSet((eb) => ({
          total: eb('station_checkin_days.total', '+', 1),
          charged: eb('station_checkin_days.charged', '+', charged),
          bad: eb('station_checkin_days.bad', '+', bad),
        })),
      )
      .execute();
    const [after] = await summariesFor(trx, [row.place_id], now);
    return { refused: null, facts, summary: after as StationSummary };
  });
}

interface FunctionRow {
  refused: 'same_station' | 'per_day' | null;
  same_at: Num;
  last_outcome: string | null;
  last_at: Num;
  good_at: Num;
  bad_at: Num;
  count_total: Num;
  rating_charged: Num;
  rating_bad: Num;
}

async function onPostgres(
  db: Kysely<Database>,
  row: CheckInRow,
  limits: CheckInLimits,
  now: number,
): Promise<CheckInResult> {
  const outcome = row.outcome as Outcome;
  const { countFrom, ratingFrom } = windowStarts(now);
  const { rows } = await sql<FunctionRow>`
    select * from ev_check_in(
      ${lockKey(userLock(row.user_id ?? ''))}::bigint, ${lockKey(stationLock(row.place_id))}::bigint,
      ${limits.since}::bigint, ${limits.sameStationSince}::bigint, ${limits.dayStart}::bigint, ${limits.perDay}::integer,
      ${`{${OUTCOMES_BY_CAUTION.join(',')}}`}::text[],
      ${row.id}, ${row.place_id}, ${row.user_id}, ${outcome}, ${row.connector},
      ${row.kw}::double precision, ${row.price_per_kwh}::double precision, ${row.comment}, ${row.created_at}::bigint,
      ${indiaDay(row.created_at)}::integer, ${outcome === 'charged' ? 1 : 0}::integer, ${isBadOutcome(outcome) ? 1 : 0}::integer,
      ${countFrom}::integer, ${ratingFrom}::integer, ${now}::bigint)`.execute(db);
  const answer = rows[0];
  if (!answer) throw new Error('ev_check_in returned no row');
  if (answer.refused === 'same_station') return { refused: 'same_station', latestHere: Number(answer.same_at) };
  if (answer.refused === 'per_day') return { refused: 'per_day' };
  const facts = factsOf({
    last_outcome: answer.last_outcome ?? '',
    last_at: Number(answer.last_at),
    good_at: num(answer.good_at),
    bad_at: num(answer.bad_at),
  });
  if (!facts) throw new Error('ev_check_in left no summary');
  const sums = {
    count_total: answer.count_total ?? 0,
    rating_charged: answer.rating_charged ?? 0,
    rating_bad: answer.rating_bad ?? 0,
  };
  return { refused: null, facts, summary: summaryFromSums(row.place_id, facts, sums, now) };
}

/** Stores the check-in if the limits allow, in one transaction; says why not otherwise. */
export function storeCheckIn(
  db: Kysely<Database>,
  dialect: Dialect,
  row: CheckInRow,
  limits: CheckInLimits,
  now: number,
): Promise<CheckInResult> {
  return dialect === 'postgres' ? onPostgres(db, row, limits, now) : onSqlite(db, row, limits, now);
}
