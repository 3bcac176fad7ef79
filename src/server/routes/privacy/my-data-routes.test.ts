import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addStations,
  checkInUrl,
  favouriteUrl,
  reportUrl,
  type Envelope,
} from '../../../../tests/support/check-in-helpers.ts';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { CheckInPage } from '../../../domain/checkins/checkin-api.ts';
import { MY_DATA_SECTIONS, type MyDataFile } from '../../../domain/privacy/my-data-file.ts';
import { startLookup } from '../../registry/lookup-log.server.ts';

/**
 * 'Download my data' and 'Delete my account' (issues 17 and 31; DPDP Act 2023) over HTTP, checked
 * in the database itself. The whole footprint, table by table, is personal-data-footprint.test.ts.
 */

const STATION = 'ocm:4242';
const OTHER = 'ocm:4343';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const VEHICLE = '/ev/vehicle-detail/info';

describe('a person’s own data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      OTP_SENDS_PER_IP_PER_HOUR: '10000',
      REGISTRY_SEED: 'true',
      REGISTRY_LOOKUPS_PER_DAY: '3',
    });
    await addStations(t.app.db, [STATION, OTHER]);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Signs in as a phone would, with its browser's User-Agent. */
  async function signInOnPhone(mobile: string): Promise<string> {
    t.clock.advance(31_000);
    expect((await t.call('PUT', '/ev/user/send-otp', { mobile })).status).toBe(200);
    const verified = await t.call<Envelope<{ token: string }>>(
      'PUT',
      '/ev/user/verify-otp',
      { mobile, otp: t.lastOtp(mobile) },
      undefined,
      { 'user-agent': ANDROID_CHROME },
    );
    return verified.body.data!.token;
  }

  it('downloads every section with its notes: the profile, check-ins, reports and favourites, and nobody else’s', async () => {
    expect((await t.call('GET', '/ev/user/my-data')).status).toBe(401);
    const token = await signInOnPhone('9840000001');
    await t.call('PUT', '/ev/user/update-profile', { name: 'Asha Rao', email: 'asha@example.in' }, token);
    expect(
      (await t.call('POST', checkInUrl(STATION), { outcome: 'charged', price_per_kwh: 21, comment: 'Quick' }, token))
        .status,
    ).toBe(201);
    expect(
      (await t.call('POST', reportUrl(OTHER), { kind: 'wrong_connectors', note: 'No CCS2 here' }, token)).status,
    ).toBe(201);
    expect((await t.call('PUT', favouriteUrl(STATION), undefined, token)).status).toBe(200);
    const someoneElse = await t.signIn('9840000002');
    expect(
      (await t.call('POST', checkInUrl(OTHER), { outcome: 'waited', comment: 'Not mine' }, someoneElse)).status,
    ).toBe(201);

    const reply = await t.call<Envelope<MyDataFile>>('GET', '/ev/user/my-data', undefined, token);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toMatch(
      /^attachment; filename="ev-india-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const file = reply.body.data!;
    expect(Object.keys(file.sections)).toEqual([...MY_DATA_SECTIONS]);
    for (const section of Object.values(file.sections)) {
      expect(section.about.length).toBeGreaterThan(40);
      expect(section.kept).not.toBe('');
      expect(section.on_deletion).not.toBe('');
    }
    const { sections } = file;
    expect(sections.profile.rows).toEqual([
      expect.objectContaining({ mobile: '9840000001', name: 'Asha Rao', email: 'asha@example.in' }),
    ]);
    expect(sections.check_ins.rows).toEqual([
      expect.objectContaining({
        place_id: STATION,
        outcome: 'charged',
        price_per_kwh: 21,
        comment: 'Quick',
        hidden_by_moderator: false,
      }),
    ]);
    expect(sections.reports.rows).toEqual([
      expect.objectContaining({ place_id: OTHER, kind: 'wrong_connectors', note: 'No CCS2 here' }),
    ]);
    expect(sections.favourites.rows).toEqual([{ place_id: STATION, saved_at: t.clock.now }]);
    // Sessions: the device and the dates, never the token or its hash.
    expect(sections.sessions.rows).toEqual([
      {
        device: 'Chrome on Android',
        signed_in_at: expect.any(Number),
        ends_at: expect.any(Number),
        signed_out_at: null,
      },
    ]);
    const hashes = await t.app.db.selectFrom('sessions').select('token_hash').execute();
    const text = JSON.stringify(file);
    for (const { token_hash } of hashes) expect(text).not.toContain(token_hash);
    expect(text).not.toContain(token);
    expect(sections.sessions.kept).toBe(
      'Until you sign out or the session ends (30 days after signing in); then deleted within an hour.',
    );
    // The code that signed in is listed, never the code or its hash.
    expect(sections.sign_in_codes.rows).toEqual([
      expect.objectContaining({ mobile: '9840000001', purpose: 'login', tries: 1 }),
    ]);
    expect(text).not.toMatch(/code_hash/);
    // Analytics keep nothing about a person, and the file says so.
    expect(sections.analytics.rows).toEqual([]);
    expect(sections.analytics.about).toContain('They keep nothing about a person');
    expect(text).not.toContain('Not mine');
    expect(text).not.toContain('9840000002');
  });

  it('writes the notes in Hindi for a person who reads the app in Hindi', async () => {
    const token = await t.signIn('9840000004');
    expect((await t.call('PUT', '/ev/user/language', { language: 'hi' }, token)).status).toBe(200);
    const file = (await t.call<Envelope<MyDataFile>>('GET', '/ev/user/my-data', undefined, token)).body.data!;
    expect(file.language).toBe('hi');
    expect(file.sections.analytics.about).toContain('इसलिए यहाँ आपका कुछ भी नहीं है');
    expect(file.sections.lookup_allowance.about).toContain('रोज़ की 3 खोजों की सीमा');
  });

  it('deletes the account with a fresh code: profile, sessions and favourites gone; check-ins stay as "A driver" with user_id NULL', async () => {
    const mobile = '9840000003';
    const token = await t.signIn(mobile);
    await t.call('PUT', '/ev/user/update-profile', { name: 'Ravi Kumar' }, token);
    t.clock.advance(31_000);
    const second = await t.signIn(mobile);
    const id = (await t.call<Envelope<{ id: string }>>('PUT', '/ev/user/check-profile', {}, token)).body.data!.id;
    const checkIn = await t.call<Envelope<{ check_in: { id: string; author: string } }>>(
      'POST',
      checkInUrl(OTHER),
      { outcome: 'charged', comment: 'Worked' },
      token,
    );
    expect(checkIn.body.data!.check_in.author).toBe('Ravi K.');
    expect((await t.call('POST', reportUrl(OTHER), { kind: 'closed' }, token)).status).toBe(201);
    expect((await t.call('PUT', favouriteUrl(OTHER), undefined, token)).status).toBe(200);

    expect((await t.call('POST', '/ev/user/delete-account', { otp: '1234' })).status).toBe(401);
    expect((await t.call('POST', '/ev/user/delete-account', { otp: 'abcd' }, token)).status).toBe(400);
    // The sign-in code is no deletion code: a code asked for with purpose 'deleteAccount' is needed.
    expect((await t.call('POST', '/ev/user/delete-account', { otp: t.lastOtp(mobile) }, token)).status).toBe(400);
    expect((await t.call('PUT', '/ev/user/send-otp', { mobile, purpose: 'deleteAccount' })).status).toBe(401);
    const wrongNumber = await t.call(
      'PUT',
      '/ev/user/send-otp',
      { mobile: '9840000001', purpose: 'deleteAccount' },
      token,
    );
    expect(wrongNumber.status).toBe(400);
    expect(wrongNumber.body).toEqual({ success: false, message: 'Enter the mobile number of this account.' });
    t.clock.advance(31_000);
    expect((await t.call('PUT', '/ev/user/send-otp', { mobile, purpose: 'deleteAccount' }, token)).status).toBe(200);
    const deleted = await t.call('POST', '/ev/user/delete-account', { otp: t.lastOtp(mobile) }, token);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Success', data: { deleted: true } });

    // Every session ends.
    for (const gone of [token, second])
      expect((await t.call('PUT', '/ev/user/check-profile', {}, gone)).status).toBe(401);
    const db = t.app.db;
    expect(await db.selectFrom('users').selectAll().where('id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('users').selectAll().where('mobile', '=', mobile).execute()).toEqual([]);
    expect(await db.selectFrom('sessions').selectAll().where('user_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('favourites').selectAll().where('user_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('otp_codes').selectAll().where('mobile', '=', mobile).execute()).toEqual([]);
    expect(await db.selectFrom('otp_failures').selectAll().where('mobile', '=', mobile).execute()).toEqual([]);
    // The check-in and the report stay, linked to no one.
    const kept = await db
      .selectFrom('check_ins')
      .selectAll()
      .where('id', '=', checkIn.body.data!.check_in.id)
      .executeTakeFirstOrThrow();
    expect(kept.user_id).toBeNull();
    expect(kept.comment).toBe('Worked');
    expect(await db.selectFrom('check_ins').select('id').where('user_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('reports').select('id').where('user_id', '=', id).execute()).toEqual([]);
    const history = await t.call<Envelope<CheckInPage>>('GET', checkInUrl(OTHER));
    const shown = history.body.data!.check_ins.find((c) => c.id === checkIn.body.data!.check_in.id)!;
    expect(shown).toMatchObject({ author: 'A driver', anonymous: true, comment: 'Worked' });

    // Signing up again with the number starts a new account that the old check-ins are not part of.
    const again = await t.signIn(mobile);
    const mine = await t.call<Envelope<MyDataFile>>('GET', '/ev/user/my-data', undefined, again);
    expect(mine.body.data!.sections.check_ins.rows).toEqual([]);
    expect(mine.body.data!.sections.profile.rows[0]!.id).not.toBe(id);
  });

  it('deletes the lookup log with the account, while the day’s lookup limit holds for the number (and across a change of number)', async () => {
    const mobile = '9840000005';
    const token = await t.signIn(mobile);
    const id = (await t.call<Envelope<{ id: string }>>('PUT', '/ev/user/check-profile', {}, token)).body.data!.id;
    expect((await t.call('POST', VEHICLE, { vehicleNumber: 'MH12AB1234' }, token)).status).toBe(200);
    expect((await t.call('POST', VEHICLE, { vehicleNumber: 'KL07CD9999' }, token)).status).toBe(404);
    t.clock.advance(31_000);
    expect((await t.call('PUT', '/ev/user/send-otp', { mobile, purpose: 'deleteAccount' }, token)).status).toBe(200);
    expect((await t.call('POST', '/ev/user/delete-account', { otp: t.lastOtp(mobile) }, token)).status).toBe(200);
    expect(await t.app.db.selectFrom('registry_lookups').selectAll().where('user_id', '=', id).execute()).toEqual([]);
    const left = JSON.stringify(await t.app.db.selectFrom('registry_allowance').selectAll().execute());
    for (const value of [id, mobile, 'MH12AB1234', 'KL07CD9999']) expect(left).not.toContain(value);

    // Signing up again the same day does not reset the allowance of 3: one lookup is left.
    const again = await t.signIn(mobile);
    expect((await t.call('POST', VEHICLE, { vehicleNumber: 'DL03CA1234' }, again)).status).toBe(200);
    expect((await t.call('POST', VEHICLE, { vehicleNumber: 'DL03CA1234' }, again)).status).toBe(429);

    // Changing the number does not reset what this account used (its key still counts): two more.
    const newMobile = '9840000006';
    t.clock.advance(31_000);
    expect(
      (await t.call('PUT', '/ev/user/send-otp', { mobile: newMobile, purpose: 'changeMobile' }, again)).status,
    ).toBe(200);
    const changed = await t.call<Envelope<{ token: string }>>(
      'PUT',
      '/ev/user/update-mobile-profile',
      { newMobile, otp: t.lastOtp(newMobile) },
      again,
    );
    expect(changed.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await t.call('POST', VEHICLE, { vehicleNumber: 'DL03CA1234' }, changed.body.data!.token)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('answers a lookup that lands after its account was deleted as signed out, never a 500', async () => {
    // requireUser passed, then the deletion committed: the log's foreign key refuses the row.
    await expect(
      startLookup(t.app.db, { userId: 'deleted-a-moment-ago', kind: 'vehicle', regNo: 'MH12AB1234', now: t.clock.now }),
    ).rejects.toMatchObject({ statusCode: 401 });
  });
});
