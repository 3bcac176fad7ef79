import type { Kysely, Transaction } from 'kysely';
import { normaliseVehicleNumber } from '../../domain/user/user-rules.ts';
import type { Database, UserRow } from '../db/tables.ts';

/** What the personal-data registry needs to find a person's rows. */
export interface Person {
  id: string;
  mobile: string;
  /** Their number now, and each number they changed from, with the time up to which it was theirs. */
  numbers: { mobile: string; until: number }[];
  /** The vehicle number saved as their own, normalised ('' for none). */
  savedVehicle: string;
  /** OTP_PEPPER: bans and the lookup allowance keep keyed hashes made with it. */
  pepper: string;
}

/** Up to 'now and later': a number that is theirs today. */
const STILL_THEIRS = Number.MAX_SAFE_INTEGER;

export async function personOf(
  db: Kysely<Database> | Transaction<Database>,
  user: Pick<UserRow, 'id' | 'mobile' | 'gr_number'>,
  pepper: string,
): Promise<Person> {
  const changes = await db
    .selectFrom('mobile_changes')
    .select(['old_mobile', 'changed_at'])
    .where('user_id', '=', user.id)
    .execute();
  return {
    id: user.id,
    mobile: user.mobile,
    numbers: [
      { mobile: user.mobile, until: STILL_THEIRS },
      ...changes
        .filter((c) => c.old_mobile !== user.mobile)
        .map((c) => ({ mobile: c.old_mobile, until: Number(c.changed_at) })),
    ],
    savedVehicle: user.gr_number ? normaliseVehicleNumber(user.gr_number) : '',
    pepper,
  };
}
