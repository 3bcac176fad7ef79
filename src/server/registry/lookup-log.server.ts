import type { Kysely } from 'kysely';
import { unauthorized } from '../api-error.server.ts';
import type { Database } from '../db/tables.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

export type LookupKind = 'vehicle' | 'challan';
export type LookupOutcome = 'started' | 'found' | 'not_found' | 'unavailable' | 'rate_limited';

/**
 * The registry_lookups table: the log of who looked up which number, with the outcome. It is the
 * person's (in their download, deleted with their account) and is kept a year at most
 * (docs/privacy.md); the daily limit counts in registry_allowance (lookup-allowance.server.ts).
 */
export async function startLookup(
  db: Kysely<Database>,
  entry: { userId: string; kind: LookupKind; regNo: string; now: number },
): Promise<number> {
  try {
    const row = await db
      .insertInto('registry_lookups')
      .values({
        user_id: entry.userId,
        kind: entry.kind,
        reg_no: entry.regNo,
        outcome: 'started',
        created_at: entry.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  } catch (error) {
    // The account was deleted while this request was on its way (user_id references it): signed out.
    if (isForeignKeyViolation(error)) throw unauthorized();
    throw error;
  }
}

/** A foreign-key violation, from SQLite or PostgreSQL. */
function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string } | undefined;
  return e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

export async function finishLookup(db: Kysely<Database>, id: number, outcome: LookupOutcome): Promise<void> {
  await db.updateTable('registry_lookups').set({ outcome }).where('id', '=', id).execute();
}
