import crypto from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Dialect } from '../db/database.server.ts';
import { groupCommitOf } from '../db/group-commit.server.ts';
import type { Database } from '../db/tables.ts';

/** A PostgreSQL advisory-lock key (a signed 64-bit integer, as text) for `name`. */
export function lockKey(name: string): string {
  return crypto.createHash('sha256').update(name).digest().readBigInt64BE(0).toString();
}

/**
 * Runs `work` in one transaction holding the named locks, so that a limit's count and the row it
 * allows are one step: 50 requests at once cannot all pass the count. PostgreSQL takes an advisory
 * lock per name (in the order given: callers name the person before the station, so two writers
 * never wait on each other in a circle), held until the transaction ends, by every instance on the
 * database. SQLite needs none: Kysely runs one transaction at a time on its single connection,
 * and the group commit (group-commit.server.ts) runs one piece of work at a time inside it.
 */
export function inLockedTransaction<T>(
  db: Kysely<Database>,
  dialect: Dialect,
  names: readonly string[],
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  // SQLite: the writes that arrive together share one commit, each in a savepoint of its own.
  if (dialect === 'sqlite') return groupCommitOf(db).run(work);
  return db.transaction().execute(async (trx) => {
    if (names.length > 0) {
      // One round trip: PostgreSQL computes a select list's columns left to right, so the locks
      // are taken in the order named.
      await sql`select ${sql.join(names.map((name) => sql`pg_advisory_xact_lock(${lockKey(name)}::bigint)`))}`.execute(
        trx,
      );
    }
    return work(trx);
  });
}

export const userLock = (userId: string) => `station-writes:user:${userId}`;
export const stationLock = (placeId: string) => `station-writes:station:${placeId}`;
