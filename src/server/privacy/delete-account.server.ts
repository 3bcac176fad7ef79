import type { Kysely } from 'kysely';
import type { Dialect } from '../db/database.server.ts';
import type { Database, UserRow } from '../db/tables.ts';
import { inLockedTransaction, userLock } from '../checkins/write-locks.server.ts';
import { personOf } from './person.server.ts';
import { PERSONAL_DATA } from './personal-data-registry.server.ts';

/**
 * 'Delete my account' (DPDP Act 2023, the right of erasure): in one transaction, every table the
 * personal-data registry declares gets its rule: the person's rows deleted, or kept with every
 * link to the person taken out (check-ins and reports stay as station history, as 'A driver').
 * Run last to first, so rows that point at the account go before the account itself; the foreign
 * keys (set null, cascade) do the same as a second line.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  dialect: Dialect,
  user: Pick<UserRow, 'id' | 'mobile' | 'gr_number'>,
  pepper: string,
): Promise<void> {
  // Under the person's write lock: a check-in of theirs in flight finishes first, and is anonymised with the rest.
  await inLockedTransaction(db, dialect, [userLock(user.id)], async (trx) => {
    const person = await personOf(trx, user, pepper);
    for (const entry of PERSONAL_DATA.toReversed()) await entry.erase?.(trx, person);
  });
}
