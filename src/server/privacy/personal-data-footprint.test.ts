import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStations,
  checkInUrl,
  favouriteUrl,
  reportUrl,
  type Envelope,
} from '../../../tests/support/check-in-helpers.ts';
import { allRows, rowText, type Row } from '../../../tests/support/database-rows.ts';
import { requestBody } from '../../../tests/support/assistance-helpers.ts';
import type { AssistanceCreated } from '../../domain/assistance/assistance-api.ts';
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import type { CheckInCreated } from '../../domain/checkins/checkin-api.ts';
import type { MyDataFile } from '../../domain/privacy/my-data-file.ts';
import { mobileBanKey } from '../checkins/bans.server.ts';
import { setBanned, type Moderator } from '../checkins/moderation.server.ts';
import { allowanceKeys } from '../registry/lookup-allowance.server.ts';
import { PERSONAL_DATA } from './personal-data-registry.server.ts';

/**
 * The whole footprint of one person (issue 31), on the database of the run (SQLite; PostgreSQL in
 * npm test's second leg): a row in every table the personal-data registry declares, made through
 * the app as a person would; then 'Download my data' must hold each of those rows, and after 'Delete
 * my account' no row anywhere (every table of the schema, read from the database's catalogue) may
 * hold the person's id, either of their numbers or the registration numbers they used, while a
 * second person's rows stay exactly as they were.
 */

const STATION = 'ocm:5151';
const OTHER_STATION = 'ocm:5252';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const REFERENCE = new Set(PERSONAL_DATA.filter((e) => e.rule === 'reference').map((e) => e.table as string));

interface Footprint {
  id: string;
  /** The number they signed up with, then the number they changed to. */
  numbers: [string, string];
  /** Their own vehicle (in the sample registry), and a number they looked up that the registry does not know. */
  regNos: [string, string];
  token: string;
  checkInId: string;
}

/** A person who uses everything that keeps something about them. */
async function everything(
  t: TestApp,
  m: Moderator,
  first: string,
  second: string,
  vehicle: string,
  unknown: string,
): Promise<Footprint> {
  const call = <T>(method: string, url: string, body: unknown, token?: string) =>
    t.call<Envelope<T>>(method, url, body, token, { 'user-agent': PHONE });
  t.clock.advance(31_000);
  expect((await call('PUT', '/ev/user/send-otp', { mobile: first })).status).toBe(200);
  const wrong = t.lastOtp(first) === '0000' ? '1111' : '0000';
  expect((await call('PUT', '/ev/user/verify-otp', { mobile: first, otp: wrong })).status).toBe(400);
  let token = (await call<{ token: string }>('PUT', '/ev/user/verify-otp', { mobile: first, otp: t.lastOtp(first) }))
    .body.data!.token;
  const id = (await call<{ id: string }>('PUT', '/ev/user/check-profile', {}, token)).body.data!.id;
  expect(
    (await call('PUT', '/ev/user/update-profile', { name: 'Meera Pillai', email: `${first}@example.in` }, token))
      .status,
  ).toBe(200);
  expect(
    (await call('PUT', '/ev/user/set-preference', { userPreference: 'alreadyOwned', grNumber: vehicle }, token)).status,
  ).toBe(200);
  expect((await call('PUT', '/ev/user/language', { language: 'en' }, token)).status).toBe(200);
  const checkIn = await call<CheckInCreated>(
    'POST',
    checkInUrl(STATION),
    { outcome: 'charged', price_per_kwh: 19, comment: 'Fast' },
    token,
  );
  expect(checkIn.status).toBe(201);
  expect((await call('POST', reportUrl(OTHER_STATION), { kind: 'closed', note: 'Shut' }, token)).status).toBe(201);
  expect((await call('PUT', favouriteUrl(STATION), undefined, token)).status).toBe(200);
  expect((await call('POST', '/ev/vehicle-detail/info', { vehicleNumber: vehicle }, token)).status).toBe(200);
  expect((await call('POST', '/ev/e-challan/info', { vehicleNumber: vehicle }, token)).status).toBe(200);
  expect((await call('POST', '/ev/vehicle-detail/info', { vehicleNumber: unknown }, token)).status).toBe(404);
  // Roadside assistance (issue 39): a request of their own, and as an operator a helper assigned to it.
  await t.app.assistance.store.addOperator(first, t.clock.now);
  const help = await call<AssistanceCreated>(
    'POST',
    '/ev/assistance/requests',
    requestBody({ vehicle: { registration: vehicle, make_model: 'Nexon EV', connector: 'CCS2' }, second_mobile: '' }),
    token,
  );
  expect(help.status).toBe(201);
  const assigned = await call(
    'POST',
    `/ev/assistance/desk/requests/${help.body.data!.request.id}`,
    {
      version: 1,
      action: 'assign',
      helper_name: 'Ravi',
      helper_mobile: '9812345678',
      helper_vehicle: 'Van',
    },
    token,
  );
  expect(assigned.status).toBe(200);
  await t.app.assistanceNotifier.settled();
  t.clock.advance(31_000);
  expect((await call('PUT', '/ev/user/send-otp', { mobile: second, purpose: 'changeMobile' }, token)).status).toBe(200);
  const changed = await call<{ token: string }>(
    'PUT',
    '/ev/user/update-mobile-profile',
    { newMobile: second, otp: t.lastOtp(second) },
    token,
  );
  expect(changed.status).toBe(200);
  token = changed.body.data!.token;
  // Last, as a moderator would: a ban (the account and the number's keyed hash) and its log line.
  expect(await setBanned(m, checkIn.body.data!.check_in.id, true)).toBe(true);
  return { id, numbers: [first, second], regNos: [vehicle, unknown], token, checkInId: checkIn.body.data!.check_in.id };
}

/** Whether a row names the person: their id, a number (as a whole value), or a keyed hash made from them. */
function namesPerson(row: Row, who: Footprint, pepper: string, withHashes: boolean): boolean {
  const text = rowText(row);
  if (
    text.includes(who.id) ||
    who.numbers.some((n) => text.includes(`"${n}"`)) ||
    who.regNos.some((r) => text.includes(r))
  )
    return true;
  if (!withHashes) return false;
  const hashes = [
    mobileBanKey(pepper, who.numbers[1]),
    ...who.numbers.flatMap((mobile) => Object.values(allowanceKeys(pepper, { id: who.id, mobile }))),
  ];
  return hashes.some((h) => text.includes(h));
}

describe('one person’s footprint, table by table', () => {
  let t: TestApp;
  let m: Moderator;

  beforeAll(async () => {
    t = await startTestApp({ REGISTRY_SEED: 'true', OTP_SENDS_PER_IP_PER_HOUR: '10000' });
    await addStations(t.app.db, [STATION, OTHER_STATION]);
    m = {
      db: t.app.db,
      dialect: t.app.dbDialect,
      pepper: t.app.config.OTP_PEPPER,
      actor: 'asha',
      now: () => t.clock.now,
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it(
    'downloads every row, and deletion leaves nothing that names the person while others’ rows stay as they were',
    { timeout: 60_000 },
    async () => {
      const pepper = t.app.config.OTP_PEPPER;
      const person = await everything(t, m, '9851000001', '9851000002', 'MH12AB1234', 'KL07CD9991');
      const other = await everything(t, m, '9852000001', '9852000002', 'DL03CA1234', 'KL07CD9992');

      // 1. A row in every declared table (but analytics, which keeps nothing about anyone), and the file has each row.
      const file = (await t.call<Envelope<MyDataFile>>('GET', '/ev/user/my-data', undefined, person.token)).body.data!;
      const before = await allRows(t.app.db);
      for (const entry of PERSONAL_DATA) {
        const theirs = (before.get(entry.table) ?? []).filter((row) =>
          REFERENCE.has(entry.table)
            ? rowText(row).includes(`"${person.regNos[0]}"`)
            : namesPerson(row, person, pepper, true),
        );
        const shown = file.sections[entry.section].rows;
        expect({ table: entry.table, rows: shown.length }).toEqual({ table: entry.table, rows: theirs.length });
        if (entry.rule !== 'none')
          expect({ table: entry.table, empty: theirs.length === 0 }).toEqual({ table: entry.table, empty: false });
      }
      expect(file.sections.mobile_changes.rows).toEqual([
        expect.objectContaining({ old_mobile: '9851000001', new_mobile: '9851000002' }),
      ]);
      expect(file.sections.failed_code_tries.rows).toEqual([expect.objectContaining({ mobile: '9851000001' })]);
      expect(file.sections.vehicle_lookups.rows.map((r) => `${r.kind} ${r.reg_no} ${r.outcome}`).sort()).toEqual([
        'challan MH12AB1234 found',
        'vehicle KL07CD9991 not_found',
        'vehicle MH12AB1234 found',
      ]);
      expect(file.sections.bans.rows.map((r) => r.banned).sort()).toEqual(['account', 'number']);
      expect(file.sections.sessions.rows.every((s) => s.device === 'Chrome on Android')).toBe(true);

      // 2. Delete the account (a fresh code to the number it has now).
      t.clock.advance(31_000);
      expect(
        (
          await t.call(
            'PUT',
            '/ev/user/send-otp',
            { mobile: person.numbers[1], purpose: 'deleteAccount' },
            person.token,
          )
        ).status,
      ).toBe(200);
      const beforeDeletion = await allRows(t.app.db);
      expect(
        (await t.call('POST', '/ev/user/delete-account', { otp: t.lastOtp(person.numbers[1]) }, person.token)).status,
      ).toBe(200);
      const after = await allRows(t.app.db);

      for (const [table, rows] of after) {
        const was = beforeDeletion.get(table) ?? [];
        if (REFERENCE.has(table)) {
          // The registry's own records are not the account's: untouched.
          expect({ table, rows: rows.map(rowText).sort() }).toEqual({ table, rows: was.map(rowText).sort() });
          continue;
        }
        // No row anywhere holds the person's id, numbers or registration numbers.
        expect({ table, naming: rows.filter((row) => namesPerson(row, person, pepper, false)).map(rowText) }).toEqual({
          table,
          naming: [],
        });
        // Everyone else's rows are exactly as they were.
        const now = new Set(rows.map(rowText));
        const othersLost = was.filter((row) => !namesPerson(row, person, pepper, true) && !now.has(rowText(row)));
        expect({ table, othersLost: othersLost.map(rowText) }).toEqual({ table, othersLost: [] });
      }
      // Check-ins and reports stay, as 'A driver'; the ban holds for the number through its keyed hash.
      const kept = after.get('check_ins')!.find((row) => row.id === person.checkInId);
      expect(kept).toMatchObject({ user_id: null, comment: 'Fast' });
      expect(after.get('banned')!.map((row) => row.key)).toContain(mobileBanKey(pepper, person.numbers[1]));
      expect(after.get('moderation_log')!.map((row) => row.target)).toContain('user:deleted');

      // The other person is still signed in and still has all of theirs.
      const theirs = (await t.call<Envelope<MyDataFile>>('GET', '/ev/user/my-data', undefined, other.token)).body.data!;
      const empty = PERSONAL_DATA.filter((e) => e.rule !== 'none' && theirs.sections[e.section].rows.length === 0).map(
        (e) => e.table,
      );
      expect(empty).toEqual([]);
    },
  );
});
