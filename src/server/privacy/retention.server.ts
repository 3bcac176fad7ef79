import type { Kysely } from 'kysely';
import { DAY_MS, HOUR_MS, RETENTION } from '../../domain/privacy/retention.ts';
import type { Database } from '../db/tables.ts';
import type { PrivacySettings } from './privacy-settings.server.ts';

export interface PurgeCounts {
  sign_in_codes: number;
  failed_code_tries: number;
  sessions: number;
  vehicle_lookups: number;
  lookup_allowance: number;
  /** Closed roadside assistance requests whose position and numbers were cleared (not deleted). */
  assistance_requests: number;
}

/**
 * Deletes what has served its purpose (docs/privacy.md): sign-in codes a day after sending, failed
 * tries once the lockout no longer reads them, sessions that ended (expired or signed out), the
 * lookup log after a year and the lookup limit's keyed rows after a day. Each is one DELETE by age
 * on an index (migration 0009); every instance runs it hourly (plugins/retention.server.ts), which
 * is harmless: a second run finds nothing to delete.
 */
/** What an anonymised assistance request keeps: its number, status, problem, times and vehicle model, not where or who. */
export const ASSISTANCE_ANONYMISED = (now: number) => ({
  lat: null,
  lng: null,
  accuracy_m: null,
  place_label: '',
  landmark: '',
  words: '{}',
  registration: '',
  mobile: '',
  second_mobile: '',
  helper_mobile: null,
  anonymised_at: now,
});

export async function purgeExpired(db: Kysely<Database>, settings: PrivacySettings, now: number): Promise<PurgeCounts> {
  const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  const codes = await db
    .deleteFrom('otp_codes')
    .where('created_at', '<', now - RETENTION.codesHours * HOUR_MS)
    .executeTakeFirst();
  const failures = await db
    .deleteFrom('otp_failures')
    .where('created_at', '<', now - settings.failedTriesHours * HOUR_MS)
    .executeTakeFirst();
  const expired = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  const signedOut = await db.deleteFrom('sessions').where('revoked_at', 'is not', null).executeTakeFirst();
  const lookups = await db
    .deleteFrom('registry_lookups')
    .where('created_at', '<', now - RETENTION.lookupLogDays * DAY_MS)
    .executeTakeFirst();
  const allowance = await db
    .deleteFrom('registry_allowance')
    .where('created_at', '<=', now - RETENTION.allowanceHours * HOUR_MS)
    .executeTakeFirst();
  // A closed assistance request keeps its position and numbers RETENTION.assistanceDays, then loses them.
  const assistance = await db
    .updateTable('assistance_requests')
    .set(ASSISTANCE_ANONYMISED(now))
    .where('closed_at', '<', now - RETENTION.assistanceDays * DAY_MS)
    .where('anonymised_at', 'is', null)
    .executeTakeFirst();
  return {
    assistance_requests: Number(assistance.numUpdatedRows),
    sign_in_codes: deleted(codes),
    failed_code_tries: deleted(failures),
    sessions: deleted(expired) + deleted(signedOut),
    vehicle_lookups: deleted(lookups),
    lookup_allowance: deleted(allowance),
  };
}
