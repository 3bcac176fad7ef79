import type { Kysely, Transaction } from 'kysely';
import type { UserProfile } from '../../domain/user/user-api.schema.ts';
import type { Database, UserRow } from './tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const DEFAULT_USER_NAME = 'Dear user';

export function toProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    mobile: row.mobile,
    name: row.name,
    email: row.email,
    grNumber: row.gr_number,
    userPreference: row.user_preference,
    skipGrNumber: row.skip_gr_number === 1,
    viewedCOVScreen: row.viewed_cov_screen === 1,
  };
}

export function findUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Creates the user with the spec's defaults: name 'Dear user', skipGrNumber true, viewedCOVScreen false. */
export async function createUser(db: Db, id: string, mobile: string, now: number): Promise<UserRow> {
  const row: UserRow = {
    id,
    mobile,
    name: DEFAULT_USER_NAME,
    email: '',
    gr_number: '',
    user_preference: '',
    skip_gr_number: 1,
    viewed_cov_screen: 0,
    trip_vehicle_id: '',
    language: '',
    created_at: now,
    updated_at: now,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

export interface UserChanges {
  name?: string;
  email?: string;
  grNumber?: string;
  userPreference?: string;
  skipGrNumber?: boolean;
  viewedCOVScreen?: boolean;
  mobile?: string;
  /** A catalogue product id, '' for none. */
  tripVehicleId?: string;
  /** One of LANGUAGES (src/domain/i18n/languages.ts). */
  language?: string;
}

export async function updateUser(db: Db, id: string, changes: UserChanges, now: number): Promise<UserRow | undefined> {
  const values: Partial<UserRow> = { updated_at: now };
  if (changes.name !== undefined) values.name = changes.name === '' ? DEFAULT_USER_NAME : changes.name;
  if (changes.email !== undefined) values.email = changes.email;
  if (changes.grNumber !== undefined) values.gr_number = changes.grNumber;
  if (changes.userPreference !== undefined) values.user_preference = changes.userPreference;
  if (changes.skipGrNumber !== undefined) values.skip_gr_number = changes.skipGrNumber ? 1 : 0;
  if (changes.viewedCOVScreen !== undefined) values.viewed_cov_screen = changes.viewedCOVScreen ? 1 : 0;
  if (changes.mobile !== undefined) values.mobile = changes.mobile;
  if (changes.tripVehicleId !== undefined) values.trip_vehicle_id = changes.tripVehicleId;
  if (changes.language !== undefined) values.language = changes.language;
  await db.updateTable('users').set(values).where('id', '=', id).execute();
  return findUserById(db, id);
}

export async function recordMobileChange(db: Db, userId: string, oldMobile: string, newMobile: string, now: number) {
  await db
    .insertInto('mobile_changes')
    .values({ user_id: userId, old_mobile: oldMobile, new_mobile: newMobile, changed_at: now })
    .execute();
}
