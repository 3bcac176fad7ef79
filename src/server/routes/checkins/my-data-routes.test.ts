import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStations, checkInUrl, favouriteUrl, reportUrl, type Envelope } from '../../../../tests/support/check-in-helpers.ts';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type { CheckInPage } from '../../../domain/checkins/checkin-api.ts';
import type { MyData } from '../../checkins/account-data.server.ts';

/** 'Download my data' and 'Delete my account' (issue 17; DPDP Act 2023), checked in the database itself. */

const STATION = 'ocm:4242';
const OTHER = 'ocm:4343';

describe('a person’s own data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ OTP_SENDS_PER_IP_PER_HOUR: '10000' });
    await addStations(t.app.db, [STATION, OTHER]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('downloads the profile, check-ins, reports and favourites as a JSON attachment, and nobody else’s', async () => {
    expect((await t.call('GET', '/ev/user/my-data')).status).toBe(401);
    const token = await t.signIn('9840000001');
    await t.call('PUT', '/ev/user/update-profile', { name: 'Asha Rao', email: 'asha@example.in' }, token);
    expect((await t.call('POST', checkInUrl(STATION), { outcome: 'charged', price_per_kwh: 21, comment: 'Quick' }, token)).status).toBe(201);
    expect((await t.call('POST', reportUrl(OTHER), { kind: 'wrong_connectors', note: 'No CCS2 here' }, token)).status).toBe(201);
    expect((await t.call('PUT', favouriteUrl(STATION), undefined, token)).status).toBe(200);
    const someoneElse = await t.signIn('9840000002');
    expect((await t.call('POST', checkInUrl(OTHER), { outcome: 'waited', comment: 'Not mine' }, someoneElse)).status).toBe(201);

    const reply = await t.call<Envelope<MyData>>('GET', '/ev/user/my-data', undefined, token);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="ev-india-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    const data = reply.body.data!;
    expect(data.profile).toMatchObject({ mobile: '9840000001', name: 'Asha Rao', email: 'asha@example.in' });
    expect(data.check_ins).toEqual([expect.objectContaining({ place_id: STATION, outcome: 'charged', price_per_kwh: 21, comment: 'Quick', hidden_by_moderator: false })]);
    expect(data.reports).toEqual([expect.objectContaining({ place_id: OTHER, kind: 'wrong_connectors', note: 'No CCS2 here' })]);
    expect(data.favourites).toEqual([{ place_id: STATION, saved_at: t.clock.now }]);
    expect(JSON.stringify(data)).not.toContain('Not mine');
  });

  it('deletes the account with a fresh code: profile, sessions and favourites gone; check-ins stay as "A driver" with user_id NULL', async () => {
    const mobile = '9840000003';
    const token = await t.signIn(mobile);
    await t.call('PUT', '/ev/user/update-profile', { name: 'Ravi Kumar' }, token);
    t.clock.advance(31_000);
    const second = await t.signIn(mobile);
    const id = (await t.call<Envelope<{ id: string }>>('PUT', '/ev/user/check-profile', {}, token)).body.data!.id;
    const checkIn = await t.call<Envelope<{ check_in: { id: string; author: string } }>>('POST', checkInUrl(OTHER), { outcome: 'charged', comment: 'Worked' }, token);
    expect(checkIn.body.data!.check_in.author).toBe('Ravi K.');
    expect((await t.call('POST', reportUrl(OTHER), { kind: 'closed' }, token)).status).toBe(201);
    expect((await t.call('PUT', favouriteUrl(OTHER), undefined, token)).status).toBe(200);

    expect((await t.call('POST', '/ev/user/delete-account', { otp: '1234' })).status).toBe(401);
    expect((await t.call('POST', '/ev/user/delete-account', { otp: 'abcd' }, token)).status).toBe(400);
    // The sign-in code is no deletion code: a code asked for with purpose 'deleteAccount' is needed.
    expect((await t.call('POST', '/ev/user/delete-account', { otp: t.lastOtp(mobile) }, token)).status).toBe(400);
    expect((await t.call('PUT', '/ev/user/send-otp', { mobile, purpose: 'deleteAccount' })).status).toBe(401);
    const wrongNumber = await t.call('PUT', '/ev/user/send-otp', { mobile: '9840000001', purpose: 'deleteAccount' }, token);
    expect(wrongNumber.status).toBe(400);
    expect(wrongNumber.body).toEqual({ success: false, message: 'Enter the mobile number of this account.' });
    t.clock.advance(31_000);
    expect((await t.call('PUT', '/ev/user/send-otp', { mobile, purpose: 'deleteAccount' }, token)).status).toBe(200);
    const deleted = await t.call('POST', '/ev/user/delete-account', { otp: t.lastOtp(mobile) }, token);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Success', data: { deleted: true } });

    // Every session ends.
    for (const gone of [token, second]) expect((await t.call('PUT', '/ev/user/check-profile', {}, gone)).status).toBe(401);
    const db = t.app.db;
    expect(await db.selectFrom('users').selectAll().where('id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('users').selectAll().where('mobile', '=', mobile).execute()).toEqual([]);
    expect(await db.selectFrom('sessions').selectAll().where('user_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('favourites').selectAll().where('user_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('otp_codes').selectAll().where('mobile', '=', mobile).execute()).toEqual([]);
    // The check-in and the report stay, linked to no one.
    const kept = await db.selectFrom('check_ins').selectAll().where('id', '=', checkIn.body.data!.check_in.id).executeTakeFirstOrThrow();
    expect(kept.user_id).toBeNull();
    expect(kept.comment).toBe('Worked');
    expect(await db.selectFrom('check_ins').select('id').where('user_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('reports').select('id').where('user_id', '=', id).execute()).toEqual([]);
    const history = await t.call<Envelope<CheckInPage>>('GET', checkInUrl(OTHER));
    const shown = history.body.data!.check_ins.find((c) => c.id === checkIn.body.data!.check_in.id)!;
    expect(shown).toMatchObject({ author: 'A driver', anonymous: true, comment: 'Worked' });

    // Signing up again with the number starts a new account that the old check-ins are not part of.
    const again = await t.signIn(mobile);
    const mine = await t.call<Envelope<MyData>>('GET', '/ev/user/my-data', undefined, again);
    expect(mine.body.data!.check_ins).toEqual([]);
    expect(mine.body.data!.profile.id).not.toBe(id);
  });
});
