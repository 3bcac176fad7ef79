import crypto from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../db/tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Bans (`npm run moderate -- ban MOBILE`) stop a person writing check-ins and reports. A number is
 * kept only as HMAC-SHA256 with the server's secret (OTP_PEPPER), so the table names no one, yet a
 * banned person who deletes the account and signs up again with the same number stays banned.
 * The account's id is banned too, so a later change of number does not lift it.
 */
export const mobileBanKey = (pepper: string, mobile: string) =>
  `mobile:${crypto.createHmac('sha256', pepper).update(`ban:${mobile}`).digest('hex')}`;
export const userBanKey = (userId: string) => `user:${userId}`;

/**
 * Whether the person is banned, and the station a merged duplicate's id became (null for none, or
 * when no id is given): one query, for the write routes (station-writer.server.ts).
 */
export async function banAndAlias(
  db: Db,
  pepper: string,
  user: Pick<UserRow, 'id' | 'mobile'>,
  placeId: string | null,
): Promise<{ banned: boolean; aliasTo: string | null }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('banned')
            .select('key')
            .where('key', 'in', [mobileBanKey(pepper, user.mobile), userBanKey(user.id)]),
        )
        .as('banned'),
      eb
        .selectFrom('station_aliases')
        .select('to_id')
        .where('from_id', '=', placeId ?? '')
        .as('alias_to'),
    ])
    .executeTakeFirstOrThrow();
  return { banned: Boolean(row.banned), aliasTo: placeId === null ? null : (row.alias_to ?? null) };
}

export async function addBans(db: Db, keys: readonly string[], now: number): Promise<void> {
  for (const key of keys)
    await db
      .insertInto('banned')
      .values({ key, created_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
}

export async function removeBans(db: Db, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const result = await db
    .deleteFrom('banned')
    .where('key', 'in', [...keys])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
