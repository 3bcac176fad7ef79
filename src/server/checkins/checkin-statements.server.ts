import { sql, type QueryCreator, type Transaction } from 'kysely';
import { indiaDay, isBadOutcome, type Outcome } from '../../domain/checkins/checkin-rules.ts';
import { foldCheckIn, type SummaryFacts } from '../../domain/checkins/station-summary.ts';
import type { Dialect } from '../db/database.server.ts';
import type { CheckInRow, Database } from '../db/tables.ts';
import { factsOf } from './station-summaries.server.ts';

/**
 * The statements a check-in's transaction runs (checkin-store.server.ts), as few as the database
 * allows: on PostgreSQL each one is a round trip made while the person's and the station's locks
 * are held. One read (the person's recent check-ins and the station's summary row), then the
 * writes: the check-in, the summary folded by foldCheckIn (station-summary.ts, the rule's one
 * place), and the day's counts; on PostgreSQL the three writes are one statement.
 */

export interface BeforeCheckIn {
  /** The person's check-ins since the time asked: where and when. */
  recent: Array<{ placeId: string; createdAt: number }>;
  /** The station's facts before this check-in (none yet, or a tombstone: undefined). */
  facts: SummaryFacts | undefined;
}

interface ReadRow {
  last_outcome: string | null;
  last_at: number | string | null;
  good_at: number | string | null;
  bad_at: number | string | null;
  place_id: string | null;
  created_at: number | string | null;
}

/** One statement: a row per recent check-in of the person (at least one row), each with the station's summary. */
export async function readBeforeCheckIn(trx: Transaction<Database>, userId: string, placeId: string, since: number): Promise<BeforeCheckIn> {
  const { rows } = await sql<ReadRow>`
    select s.last_outcome, s.last_at, s.good_at, s.bad_at, c.place_id, c.created_at
    from (select 1 as one) as o
    left join station_summaries as s on s.place_id = ${placeId}
    left join check_ins as c on c.user_id = ${userId} and c.created_at >= ${since}`.execute(trx);
  const first = rows[0];
  const facts =
    first && first.last_outcome !== null
      ? factsOf({ last_outcome: first.last_outcome, last_at: Number(first.last_at), good_at: first.good_at === null ? null : Number(first.good_at), bad_at: first.bad_at === null ? null : Number(first.bad_at) })
      : undefined;
  const recent = rows.filter((r) => r.place_id !== null).map((r) => ({ placeId: r.place_id as string, createdAt: Number(r.created_at) }));
  return { recent, facts };
}

/** Stores the check-in and folds it into its station's summary and day count; returns the new facts. */
export async function writeCheckIn(trx: Transaction<Database>, dialect: Dialect, row: CheckInRow, before: SummaryFacts | undefined, now: number): Promise<SummaryFacts> {
  const outcome = row.outcome as Outcome;
  const facts = foldCheckIn(before, outcome, row.created_at);
  const summary = { last_outcome: facts.lastOutcome, last_at: facts.lastAt, good_at: facts.goodAt, bad_at: facts.badAt, updated_at: now };
  const charged = outcome === 'charged' ? 1 : 0;
  const bad = isBadOutcome(outcome) ? 1 : 0;
  const insertRow = (db: QueryCreator<Database>) => db.insertInto('check_ins').values(row);
  const upsertSummary = (db: QueryCreator<Database>) =>
    db
      .insertInto('station_summaries')
      .values({ place_id: row.place_id, ...summary })
      .onConflict((oc) => oc.column('place_id').doUpdateSet(summary));
  const upsertDay = (db: QueryCreator<Database>) =>
    db
      .insertInto('station_checkin_days')
      .values({ place_id: row.place_id, day: indiaDay(row.created_at), total: 1, charged, bad })
      .onConflict((oc) =>
        oc.columns(['place_id', 'day']).doUpdateSet((eb) => ({
          total: eb('station_checkin_days.total', '+', 1),
          charged: eb('station_checkin_days.charged', '+', charged),
          bad: eb('station_checkin_days.bad', '+', bad),
        })),
      );
  if (dialect === 'postgres') {
    // Data-modifying WITH parts run once each, to completion, whatever the main query reads.
    await trx.with('c', insertRow).with('s', upsertSummary).with('d', upsertDay).selectNoFrom(sql<number>`1`.as('one')).execute();
  } else {
    await insertRow(trx).execute();
    await upsertSummary(trx).execute();
    await upsertDay(trx).execute();
  }
  return facts;
}
