import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

export type LookupKind = 'vehicle' | 'challan';
export type LookupOutcome = 'started' | 'found' | 'not_found' | 'unavailable' | 'rate_limited';

/** Outcomes that use up the day's allowance: a lookup the registry answered (or is answering). */
const COUNTED: LookupOutcome[] = ['started', 'found', 'not_found'];

/**
 * The registry_lookups table: the audit log of who looked up which number, and the per-user
 * daily limit's counter. The row is written before the count is taken, and a lookup counts
 * only the rows up to its own id, so when several instances answer the same person at once,
 * exactly the first `limit` of them (in id order) go through, whatever order the counts run in.
 */
export async function startLookup(db: Kysely<Database>, entry: { userId: string; kind: LookupKind; regNo: string; now: number }): Promise<number> {
  const row = await db
    .insertInto('registry_lookups')
    .values({ user_id: entry.userId, kind: entry.kind, reg_no: entry.regNo, outcome: 'started', created_at: entry.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function finishLookup(db: Kysely<Database>, id: number, outcome: LookupOutcome): Promise<void> {
  await db.updateTable('registry_lookups').set({ outcome }).where('id', '=', id).execute();
}

/**
 * The lookups `userId` made in the 24 hours before `now` that count against the limit, up to and
 * including lookup `uptoId`, and when the oldest of them leaves the window (for Retry-After).
 */
export async function lookupsInLastDay(db: Kysely<Database>, userId: string, now: number, uptoId: number): Promise<{ count: number; oldestAt: number | undefined }> {
  const row = await db
    .selectFrom('registry_lookups')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('user_id', '=', userId)
    .where('created_at', '>', now - DAY_MS)
    .where('outcome', 'in', COUNTED)
    .where('id', '<=', uptoId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldestAt: row.oldest === null ? undefined : Number(row.oldest) };
}
