import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/tables.ts';
import { DAY_MS } from './lookup-log.server.ts';

/**
 * The daily lookup limit (REGISTRY_LOOKUPS_PER_DAY, rolling 24 hours, both kinds together), kept
 * apart from the lookup log (lookup-log.server.ts) so that deleting an account can delete the log
 * while the limit still holds (issue 31, docs/privacy.md). A row names no one: it holds
 * HMAC-SHA256 with the server's secret (OTP_PEPPER) of the account id and of the mobile number,
 * and when. The account's key keeps the count across a change of number, the number's across
 * deleting the account and signing up again; the clean-up deletes rows a day old.
 */
export interface AllowanceKeys {
  account_key: string;
  number_key: string;
}

const keyed = (pepper: string, what: string, value: string) =>
  crypto.createHmac('sha256', pepper).update(`registry-allowance:${what}:${value}`).digest('hex');

export const allowanceKeys = (pepper: string, user: Pick<UserRow, 'id' | 'mobile'>): AllowanceKeys => ({
  account_key: keyed(pepper, 'account', user.id),
  number_key: keyed(pepper, 'number', user.mobile),
});

/**
 * Takes one lookup from the allowance: the row is written before the count is taken, and a lookup
 * counts only the rows up to its own id, so when several instances answer the same person at
 * once, exactly the first `limit` of them (in id order) go through, whatever order the counts run in.
 */
export async function claimAllowance(db: Kysely<Database>, keys: AllowanceKeys, now: number): Promise<number> {
  const row = await db
    .insertInto('registry_allowance')
    .values({ ...keys, counted: 1, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Gives a refused or failed lookup's claim back: it no longer counts. */
export async function releaseAllowance(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('registry_allowance').set({ counted: 0 }).where('id', '=', id).execute();
}

/**
 * The lookups of the 24 hours before `now` that count, up to and including claim `uptoId`, by
 * this account or this number, and when the oldest of them leaves the window (for Retry-After).
 */
export async function allowanceUsed(
  db: Kysely<Database>,
  keys: AllowanceKeys,
  now: number,
  uptoId: number,
): Promise<{ count: number; oldestAt: number | undefined }> {
  const row = await db
    .selectFrom('registry_allowance')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where((eb) => eb.or([eb('account_key', '=', keys.account_key), eb('number_key', '=', keys.number_key)]))
    .where('created_at', '>', now - DAY_MS)
    .where('counted', '=', 1)
    .where('id', '<=', uptoId)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), oldestAt: row.oldest === null ? undefined : Number(row.oldest) };
}
