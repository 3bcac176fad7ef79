import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/tables.ts';
import { toProfile } from '../db/user-repository.server.ts';
import type { Dialect } from '../db/database.server.ts';
import { toCheckInView } from './checkin-store.server.ts';
import { inLockedTransaction, userLock } from './write-locks.server.ts';

/**
 * A person's own data (India's Digital Personal Data Protection Act, 2023; docs/check-ins.md):
 * the download of everything the app keeps about them, and the deletion of the account.
 */

/** GET /ev/user/my-data: the profile, check-ins (a moderator's hidden ones too, marked), reports and favourites. */
export async function myData(db: Kysely<Database>, user: UserRow, now: number) {
  const [checkIns, reports, favourites] = await Promise.all([
    db.selectFrom('check_ins').selectAll().where('user_id', '=', user.id).orderBy('created_at', 'desc').execute(),
    db.selectFrom('reports').selectAll().where('user_id', '=', user.id).orderBy('created_at', 'desc').execute(),
    db.selectFrom('favourites').select(['place_id', 'created_at']).where('user_id', '=', user.id).orderBy('created_at', 'desc').execute(),
  ]);
  return {
    exported_at: now,
    profile: {
      ...toProfile(user),
      language: user.language,
      trip_vehicle_id: user.trip_vehicle_id,
      created_at: Number(user.created_at),
      updated_at: Number(user.updated_at),
    },
    check_ins: checkIns.map((row) => {
      const { author: _author, anonymous: _anonymous, ...view } = toCheckInView({ ...row, author_name: user.name });
      return { ...view, hidden_by_moderator: row.hidden_at !== null };
    }),
    reports: reports.map((r) => ({
      id: r.id,
      place_id: r.place_id,
      kind: r.kind,
      note: r.note,
      created_at: Number(r.created_at),
      hidden_by_moderator: r.hidden_at !== null,
      resolved_at: r.resolved_at === null ? null : Number(r.resolved_at),
    })),
    favourites: favourites.map((f) => ({ place_id: f.place_id, saved_at: Number(f.created_at) })),
  };
}

export type MyData = Awaited<ReturnType<typeof myData>>;

/**
 * Deletes the account in one transaction: the profile, its sessions (every device is signed out),
 * favourites, mobile-number history and one-time codes. Check-ins and reports stay as station
 * history, with user_id set to NULL: nothing links them to the person any more, and they show as
 * 'A driver'. (A ban stays: it is a keyed hash of the number, see bans.server.ts.)
 */
export async function deleteAccount(db: Kysely<Database>, dialect: Dialect, user: Pick<UserRow, 'id' | 'mobile'>): Promise<void> {
  // Under the person's write lock: a check-in of theirs in flight finishes first, and is anonymised with the rest.
  await inLockedTransaction(db, dialect, [userLock(user.id)], async (trx) => {
    await trx.updateTable('check_ins').set({ user_id: null }).where('user_id', '=', user.id).execute();
    await trx.updateTable('reports').set({ user_id: null }).where('user_id', '=', user.id).execute();
    await trx.deleteFrom('favourites').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('mobile_changes').where('user_id', '=', user.id).execute();
    await trx
      .deleteFrom('otp_codes')
      .where((eb) => eb.or([eb('user_id', '=', user.id), eb('mobile', '=', user.mobile)]))
      .execute();
    await trx.deleteFrom('otp_failures').where('mobile', '=', user.mobile).execute();
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
  });
}
