import type { Kysely } from 'kysely';
import { WRITE_LIMITS } from '../../domain/checkins/checkin-rules.ts';
import { ApiError } from '../api-error.server.ts';
import type { Dialect } from '../db/database.server.ts';
import type { Database } from '../db/tables.ts';
import { inLockedTransaction, userLock } from './write-locks.server.ts';

/** Saves a station for the person (again is a no-op), within WRITE_LIMITS.favourites saved stations. */
export async function saveFavourite(
  db: Kysely<Database>,
  dialect: Dialect,
  userId: string,
  placeId: string,
  now: number,
): Promise<void> {
  await inLockedTransaction(db, dialect, [userLock(userId)], async (trx) => {
    const saved = await trx.selectFrom('favourites').select('place_id').where('user_id', '=', userId).execute();
    if (saved.some((f) => f.place_id === placeId)) return;
    if (saved.length >= WRITE_LIMITS.favourites)
      throw new ApiError(400, 'checkins.errors.favouritesFull', { max: WRITE_LIMITS.favourites });
    await trx
      .insertInto('favourites')
      .values({ user_id: userId, place_id: placeId, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'place_id']).doNothing())
      .execute();
  });
}

export async function removeFavourite(db: Kysely<Database>, userId: string, placeId: string): Promise<void> {
  await db.deleteFrom('favourites').where('user_id', '=', userId).where('place_id', '=', placeId).execute();
}

/** The person's saved stations, newest first. */
export function favouritesOf(
  db: Kysely<Database>,
  userId: string,
): Promise<Array<{ place_id: string; created_at: number }>> {
  return db
    .selectFrom('favourites')
    .select(['place_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('place_id')
    .execute();
}

export async function isFavourite(db: Kysely<Database>, userId: string, placeId: string): Promise<boolean> {
  return (
    (await db
      .selectFrom('favourites')
      .select('place_id')
      .where('user_id', '=', userId)
      .where('place_id', '=', placeId)
      .executeTakeFirst()) !== undefined
  );
}
