import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { MyDataRow, MyDataSectionName } from '../../domain/privacy/my-data-file.ts';
import { mobileBanKey, userBanKey } from '../checkins/bans.server.ts';
import { toCheckInView } from '../checkins/checkin-store.server.ts';
import type { Database } from '../db/tables.ts';
import { toProfile } from '../db/user-repository.server.ts';
import { allowanceKeys } from '../registry/lookup-allowance.server.ts';
import { ASSISTANCE_ANONYMISED } from './retention.server.ts';
import type { Person } from './person.server.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What 'Delete my account' does to a table's rows of the person:
 * - `delete`: they go;
 * - `anonymise`: they stay, with every link to the person taken out;
 * - `keep`: they hold nothing that names the person (keyed hashes) and go by age;
 * - `reference`: records from outside (the vehicle registry) about vehicles and their owners,
 *   there whether or not anyone uses the app; not part of the account;
 * - `none`: the table keeps nothing about a person (analytics); declared so the file says so.
 */
export type DeletionRule = 'delete' | 'anonymise' | 'keep' | 'reference' | 'none';

interface Declaration {
  table: keyof Database;
  /** The file's section (its notes are myDataFile.sections.<key> in the catalogue). */
  section: MyDataSectionName;
  /**
   * Every column that names or points at a person. The schema test holds each column named like a
   * user id, a mobile number, an e-mail or a registration number to this list, on both databases.
   */
  columns: readonly string[];
  /** The person's rows, as their file shows them (never a token, a code or its hash). */
  download(db: Db, person: Person): Promise<MyDataRow[]>;
}

/** `delete` and `anonymise` say how, in the deletion's transaction; the other rules leave the rows. */
export type PersonalDataTable = Declaration &
  (
    | {
        rule: Extract<DeletionRule, 'delete' | 'anonymise'>;
        erase(trx: Transaction<Database>, person: Person): Promise<void>;
      }
    | { rule: Exclude<DeletionRule, 'delete' | 'anonymise'>; erase?: never }
  );

/**
 * Column names that say a column holds a person's identifier: a user or account id, a mobile or
 * phone number, an e-mail or internet address, or a vehicle registration number (and the
 * registry's owner and accused names). A column named so must be declared in PERSONAL_DATA (the schema test).
 */
export const PERSONAL_COLUMN =
  /(^|_)(user|author|account|owner|member|customer|person)(_?id)?$|^uid$|mobile|phone|msisdn|e_?mail|(^|_)ip(_?address)?$|reg_?no|registration|^gr_?number$|vehicle_?(no|num|number)$|rc_?(no|number)|plate|(owner|accused)_name/i;

const ms = (value: number | string | null) => (value === null ? null : Number(value));

/** Rows sent to one of the person's numbers while it was theirs (their number now, and those they changed from). */
function toTheirNumbers<T extends 'otp_codes' | 'otp_failures'>(eb: ExpressionBuilder<Database, T>, person: Person) {
  const e = eb as unknown as ExpressionBuilder<Database, 'otp_failures'>;
  return e.or(person.numbers.map((n) => e.and([e('mobile', '=', n.mobile), e('created_at', '<=', n.until)])));
}

/**
 * Every table that can hold a user id, a mobile number or a registration number, declared once,
 * in the order the file shows them. 'Download my data' and 'Delete my account' both walk this
 * list (my-data.server.ts, delete-account.server.ts); a new table must be added here, or the
 * schema test (personal-data-schema.test.ts) fails.
 */
export const PERSONAL_DATA: readonly PersonalDataTable[] = [
  {
    table: 'users',
    section: 'profile',
    columns: ['id', 'mobile', 'name', 'email', 'gr_number'],
    download: async (db, person) => {
      const user = await db.selectFrom('users').selectAll().where('id', '=', person.id).executeTakeFirst();
      if (!user) return [];
      return [
        {
          ...toProfile(user),
          language: user.language,
          trip_vehicle_id: user.trip_vehicle_id,
          created_at: ms(user.created_at),
          updated_at: ms(user.updated_at),
        },
      ];
    },
    rule: 'delete',
    erase: async (trx, person) => {
      await trx.deleteFrom('users').where('id', '=', person.id).execute();
    },
  },
  {
    table: 'sessions',
    section: 'sessions',
    columns: ['user_id'],
    download: async (db, person) => {
      const rows = await db
        .selectFrom('sessions')
        .select(['device', 'created_at', 'expires_at', 'revoked_at'])
        .where('user_id', '=', person.id)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((s) => ({
        device: s.device || null,
        signed_in_at: ms(s.created_at),
        ends_at: ms(s.expires_at),
        signed_out_at: ms(s.revoked_at),
      }));
    },
    rule: 'delete',
    erase: async (trx, person) => {
      await trx.deleteFrom('sessions').where('user_id', '=', person.id).execute();
    },
  },
  {
    table: 'mobile_changes',
    section: 'mobile_changes',
    columns: ['user_id', 'old_mobile', 'new_mobile'],
    download: async (db, person) => {
      const rows = await db
        .selectFrom('mobile_changes')
        .select(['old_mobile', 'new_mobile', 'changed_at'])
        .where('user_id', '=', person.id)
        .orderBy('changed_at', 'desc')
        .execute();
      return rows.map((c) => ({ old_mobile: c.old_mobile, new_mobile: c.new_mobile, changed_at: ms(c.changed_at) }));
    },
    rule: 'delete',
    erase: async (trx, person) => {
      await trx.deleteFrom('mobile_changes').where('user_id', '=', person.id).execute();
    },
  },
  {
    table: 'otp_codes',
    section: 'sign_in_codes',
    columns: ['mobile', 'user_id', 'ip'],
    download: async (db, person) => {
      const rows = await db
        .selectFrom('otp_codes')
        .select(['mobile', 'purpose', 'created_at', 'expires_at', 'consumed_at', 'attempts', 'ip'])
        .where((eb) => eb.or([eb('user_id', '=', person.id), toTheirNumbers(eb, person)]))
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((c) => ({
        mobile: c.mobile,
        purpose: c.purpose,
        sent_at: ms(c.created_at),
        expires_at: ms(c.expires_at),
        used_or_replaced_at: ms(c.consumed_at),
        tries: c.attempts,
        asked_from: c.ip,
      }));
    },
    rule: 'delete',
    erase: async (trx, person) => {
      await trx
        .deleteFrom('otp_codes')
        .where((eb) => eb.or([eb('user_id', '=', person.id), toTheirNumbers(eb, person)]))
        .execute();
    },
  },
  {
    table: 'otp_failures',
    section: 'failed_code_tries',
    columns: ['mobile'],
    download: async (db, person) => {
      const rows = await db
        .selectFrom('otp_failures')
        .select(['mobile', 'created_at'])
        .where((eb) => toTheirNumbers(eb, person))
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((f) => ({ mobile: f.mobile, at: ms(f.created_at) }));
    },
    rule: 'delete',
    erase: async (trx, person) => {
      await trx
        .deleteFrom('otp_failures')
        .where((eb) => toTheirNumbers(eb, person))
        .execute();
    },
  },
  {
    table: 'check_ins',
    section: 'check_ins',
    columns: ['user_id'],
    download: async (db, person) => {
      const rows = await db
        .selectFrom('check_ins')
        .selectAll()
        .where('user_id', '=', person.id)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => {
        const { author: _author, anonymous: _anonymous, ...view } = toCheckInView({ ...row, author_name: null });
        return { ...view, hidden_by_moderator: row.hidden_at !== null };
      });
    },
    rule: 'anonymise',
    erase: async (trx, person) => {
      await trx.updateTable('check_ins').set({ user_id: null }).where('user_id', '=', person.id).execute();
    },
  },
  {
    table: 'reports',
    section: 'reports',
    columns: ['user_id'],
    download: async (db, person) => {
      const rows = await db
        .selectFrom('reports')
        .selectAll()
        .where('user_id', '=', person.id)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        place_id: r.place_id,
        kind: r.kind,
        note: r.note,
        created_at: ms(r.created_at),
        hidden_by_moderator: r.hidden_at !== null,
        resolved_at: ms(r.resolved_at),
      }));
    },
    rule: 'anonymise',
    erase: async (trx, person) => {
      await trx.updateTable('reports').set({ user_id: null }).where('user_id', '=', person.id).execute();
    },
  },
  {
    table: 'favourites',
    section: 'favourites',
    columns: ['user_id'],
    download: async (db, person) => {
      const rows = await db
        .selectFrom('favourites')
        .select(['place_id', 'created_at'])
        .where('user_id', '=', person.id)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((f) => ({ place_id: f.place_id, saved_at: ms(f.created_at) }));
    },
    rule: 'delete',
    erase: async (trx, person) => {
      await trx.deleteFrom('favourites').where('user_id', '=', person.id).execute();
    },
  },
  {
    table: 'registry_lookups',
    section: 'vehicle_lookups',
    columns: ['user_id', 'reg_no'],
    download: async (db, person) => {
      const rows = await db
        .selectFrom('registry_lookups')
        .select(['kind', 'reg_no', 'outcome', 'created_at'])
        .where('user_id', '=', person.id)
        .orderBy('id', 'desc')
        .execute();
      return rows.map((l) => ({ kind: l.kind, reg_no: l.reg_no, outcome: l.outcome, at: ms(l.created_at) }));
    },
    rule: 'delete',
    erase: async (trx, person) => {
      await trx.deleteFrom('registry_lookups').where('user_id', '=', person.id).execute();
    },
  },
  {
    table: 'registry_allowance',
    section: 'lookup_allowance',
    columns: ['account_key', 'number_key'],
    download: async (db, person) => {
      const keys = allowanceKeys(person.pepper, person);
      const rows = await db
        .selectFrom('registry_allowance')
        .select(['counted', 'created_at'])
        .where((eb) => eb.or([eb('account_key', '=', keys.account_key), eb('number_key', '=', keys.number_key)]))
        .orderBy('id', 'desc')
        .execute();
      return rows.map((a) => ({ at: ms(a.created_at), counted: a.counted === 1 }));
    },
    rule: 'keep',
  },
  {
    table: 'banned',
    section: 'bans',
    columns: ['key'],
    download: async (db, person) => {
      const keys = { [mobileBanKey(person.pepper, person.mobile)]: 'number', [userBanKey(person.id)]: 'account' };
      const rows = await db
        .selectFrom('banned')
        .select(['key', 'created_at'])
        .where('key', 'in', Object.keys(keys))
        .execute();
      return rows.map((b) => ({ banned: keys[b.key] ?? 'account', since: ms(b.created_at) }));
    },
    rule: 'anonymise',
    erase: async (trx, person) => {
      await trx.deleteFrom('banned').where('key', '=', userBanKey(person.id)).execute();
    },
  },
  {
    table: 'moderation_log',
    section: 'moderation',
    columns: ['target'],
    download: async (db, person) => {
      const targets = [
        userBanKey(person.id),
        mobileBanKey(person.pepper, person.mobile).slice(0, 'mobile:'.length + 12),
      ];
      const rows = await db
        .selectFrom('moderation_log')
        .select(['action', 'at'])
        .where('target', 'in', targets)
        .orderBy('at', 'desc')
        .execute();
      return rows.map((m) => ({ action: m.action, at: ms(m.at) }));
    },
    rule: 'anonymise',
    erase: async (trx, person) => {
      await trx
        .updateTable('moderation_log')
        .set({ target: 'user:deleted' })
        .where('target', '=', userBanKey(person.id))
        .execute();
    },
  },
  {
    table: 'registry_vehicles',
    section: 'your_vehicle_in_registry',
    columns: ['reg_no', 'owner_name'],
    download: async (db, person) => {
      if (!person.savedVehicle) return [];
      const rows = await db
        .selectFrom('registry_vehicles')
        .selectAll()
        .where('reg_no', '=', person.savedVehicle)
        .execute();
      return rows.map(({ updated_at, ...v }) => ({ ...v, updated_at: ms(updated_at) }));
    },
    rule: 'reference',
  },
  {
    table: 'registry_challans',
    section: 'your_vehicle_challans',
    columns: ['reg_no', 'accused_name'],
    download: async (db, person) => {
      if (!person.savedVehicle) return [];
      const rows = await db
        .selectFrom('registry_challans')
        .selectAll()
        .where('reg_no', '=', person.savedVehicle)
        .orderBy('challan_date', 'desc')
        .execute();
      return rows.map(({ updated_at, ...c }) => ({ ...c, updated_at: ms(updated_at) }));
    },
    rule: 'reference',
  },
  {
    table: 'assistance_requests',
    section: 'assistance_requests',
    columns: ['user_id', 'mobile', 'second_mobile', 'registration', 'helper_mobile'],
    download: async (db, person) => {
      const rows = await db
        .selectFrom('assistance_requests')
        .selectAll()
        .where('user_id', '=', person.id)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((r) => ({
        number: r.number,
        status: r.status,
        problem: r.problem,
        lat: r.lat === null ? null : Number(r.lat),
        lng: r.lng === null ? null : Number(r.lng),
        accuracy_m: r.accuracy_m === null ? null : Number(r.accuracy_m),
        place: r.place_label,
        landmark: r.landmark,
        registration: r.registration,
        make_model: r.make_model,
        connector: r.connector,
        mobile: r.mobile,
        second_mobile: r.second_mobile,
        people: Number(r.people),
        helper_name: r.helper_name,
        helper_mobile: r.helper_mobile,
        tow_station: r.tow_station,
        made_at: ms(r.created_at),
        closed_at: ms(r.closed_at),
        position_and_numbers_cleared_at: ms(r.anonymised_at),
      }));
    },
    rule: 'anonymise',
    erase: async (trx, person) => {
      await trx
        .updateTable('assistance_requests')
        .set({ ...ASSISTANCE_ANONYMISED(Date.now()), user_id: null })
        .where('user_id', '=', person.id)
        .execute();
    },
  },
  {
    table: 'assistance_events',
    section: 'assistance_log',
    columns: ['by_user_id'],
    download: async (db, person) => {
      const rows = await db
        .selectFrom('assistance_events')
        .innerJoin('assistance_requests', 'assistance_requests.id', 'assistance_events.request_id')
        .select([
          'assistance_requests.number',
          'assistance_events.at',
          'assistance_events.by_kind',
          'assistance_events.status',
          'assistance_events.action',
        ])
        .where((eb) =>
          eb.or([
            eb('assistance_requests.user_id', '=', person.id),
            eb('assistance_events.by_user_id', '=', person.id),
          ]),
        )
        .orderBy('assistance_events.at', 'desc')
        .execute();
      return rows.map((e) => ({ request: e.number, at: ms(e.at), by: e.by_kind, action: e.action, status: e.status }));
    },
    rule: 'anonymise',
    erase: async (trx, person) => {
      await trx
        .updateTable('assistance_events')
        .set({ by_user_id: null })
        .where('by_user_id', '=', person.id)
        .execute();
    },
  },
  {
    table: 'assistance_operators',
    section: 'assistance_desk',
    columns: ['mobile'],
    download: async (db, person) => {
      const rows = await db
        .selectFrom('assistance_operators')
        .selectAll()
        .where(
          'mobile',
          'in',
          person.numbers.map((n) => n.mobile),
        )
        .execute();
      return rows.map((o) => ({ mobile: o.mobile, operator_since: ms(o.added_at) }));
    },
    rule: 'delete',
    erase: async (trx, person) => {
      await trx
        .deleteFrom('assistance_operators')
        .where(
          'mobile',
          'in',
          person.numbers.map((n) => n.mobile),
        )
        .execute();
    },
  },
  {
    table: 'analytics_daily',
    section: 'analytics',
    columns: [],
    download: async () => [],
    rule: 'none',
  },
];

/** The registry's entry for a table, if declared. */
export const declared = (table: string) => PERSONAL_DATA.find((entry) => entry.table === table);
