import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ReportCreated } from '../../domain/checkins/checkin-api.ts';
import {
  indiaDay,
  indiaDayStart,
  secondsToNextIndiaDay,
  WRITE_LIMITS,
  type ReportKind,
} from '../../domain/checkins/checkin-rules.ts';
import type { ReportBody } from '../../domain/checkins/checkin.schema.ts';
import { ApiError } from '../api-error.server.ts';
import type { Dialect } from '../db/database.server.ts';
import type { Database, ReportRow } from '../db/tables.ts';
import { inLockedTransaction, userLock } from './write-locks.server.ts';

export const toReportView = (row: ReportRow): ReportCreated['report'] => ({
  id: row.id,
  place_id: row.place_id,
  kind: row.kind as ReportKind,
  note: row.note,
  created_at: Number(row.created_at),
});

/** Stores a problem report for the moderators, within the person's 10 a day (counted from the rows, under the person's lock). */
export async function createReport(
  db: Kysely<Database>,
  dialect: Dialect,
  input: { placeId: string; userId: string; body: ReportBody },
  now: number,
): Promise<ReportRow> {
  const { placeId, userId, body } = input;
  return inLockedTransaction(db, dialect, [userLock(userId)], async (trx) => {
    const today = await trx
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', indiaDayStart(indiaDay(now)))
      .executeTakeFirstOrThrow();
    if (Number(today.n) >= WRITE_LIMITS.reportsPerDay) {
      throw new ApiError(
        429,
        'checkins.errors.reportsPerDay',
        { max: WRITE_LIMITS.reportsPerDay },
        { 'retry-after': String(secondsToNextIndiaDay(now)) },
      );
    }
    const row: ReportRow = {
      id: crypto.randomUUID(),
      place_id: placeId,
      user_id: userId,
      kind: body.kind,
      note: body.note ?? '',
      created_at: now,
      hidden_at: null,
      resolved_at: null,
    };
    await trx.insertInto('reports').values(row).execute();
    return row;
  });
}
