import crypto from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  appForTest,
  DAY,
  HOUR,
  MINUTE,
  PROTECTED_CALLS,
  SECOND,
  wrongCode,
} from '../../../../tests/support/api-helpers.ts';
import type { TestApp } from '../../../../tests/support/test-app.ts';

type Envelope = {
  success: boolean;
  message: string;
  data: Record<string, unknown> & { token?: string; profile?: Record<string, unknown> };
};

const UNAUTHORIZED = { success: false, message: 'Un-Authorized' };
const locked = (hours: number) =>
  `Too many failed attempts. This number is locked. Please try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`;

const sendOtp = (t: TestApp, mobile: string) => t.call<Envelope>('PUT', '/ev/user/send-otp', { mobile });
const verifyOtp = (t: TestApp, mobile: string, otp: string) =>
  t.call<Envelope>('PUT', '/ev/user/verify-otp', { mobile, otp });
const usersWith = (t: TestApp, mobile: string) =>
  t.app.db.selectFrom('users').selectAll().where('mobile', '=', mobile).execute();

describe('sign-in', () => {
  it('signs a new number in: send-otp, verify-otp, then the token opens check-profile and app-check', async () => {
    const t = await appForTest();
    const mobile = '9876543210';
    const sent = await sendOtp(t, mobile);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      success: true,
      message: 'Success',
      data: { mobile, resendAfterSeconds: 30, expiresInSeconds: 300 },
    });
    const code = t.lastOtp(mobile);
    expect(code).toMatch(/^\d{4}$/);
    // The code is stored only as a keyed hash.
    const [stored] = await t.app.db.selectFrom('otp_codes').selectAll().where('mobile', '=', mobile).execute();
    expect(stored?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);

    const verified = await verifyOtp(t, mobile, code);
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Success');
    const token = verified.body.data.token!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verified.body.data).toMatchObject({ userPreference: '', isNewUser: true });
    expect(verified.body.data.profile).toMatchObject({
      mobile,
      name: 'Dear user',
      skipGrNumber: true,
      viewedCOVScreen: false,
      email: '',
      grNumber: '',
    });

    const [row] = await usersWith(t, mobile);
    expect(row).toMatchObject({ name: 'Dear user', skip_gr_number: 1, viewed_cov_screen: 0, user_preference: '' });
    const sessions = await t.app.db.selectFrom('sessions').selectAll().where('user_id', '=', row!.id).execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token_hash).not.toBe(token);

    const profile = await t.call<Envelope>('PUT', '/ev/user/check-profile', undefined, token);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ success: true, data: { id: row!.id, mobile, name: 'Dear user' } });
    // The client sends Content-Type JSON on every user call, even with no body.
    const bodyless = await t.call('PUT', '/ev/user/check-profile', undefined, token, {
      'content-type': 'application/json',
    });
    expect(bodyless.status).toBe(200);
    const appCheck = await t.call<Envelope>('PUT', '/ev/user/app-check', {}, token);
    expect(appCheck.status).toBe(200);
    expect(appCheck.body.data.profile).toMatchObject({ id: row!.id, mobile, skipGrNumber: true });

    // Signing in again finds the same person.
    t.clock.advance(31 * SECOND);
    await sendOtp(t, mobile);
    const again = await verifyOtp(t, mobile, t.lastOtp(mobile));
    expect(again.body.data).toMatchObject({ isNewUser: false, profile: { id: row!.id } });
    expect(await usersWith(t, mobile)).toHaveLength(1);
  });

  it("accepts the variant body {id: 'EV_'+mobile, otp} and refuses an id that contradicts the mobile", async () => {
    const t = await appForTest();
    await sendOtp(t, '9123456789');
    const code = t.lastOtp('9123456789');
    const clash = await t.call('PUT', '/ev/user/verify-otp', { id: 'EV_9123456789', mobile: '9000000000', otp: code });
    expect(clash).toMatchObject({
      status: 400,
      body: { message: 'Please add your 10 digit mobile number, we promise not to spam you.' },
    });
    const variant = await t.call<Envelope>('PUT', '/ev/user/verify-otp', { id: 'EV_9123456789', otp: code });
    expect(variant.status).toBe(200);
    expect(variant.body.data.profile).toMatchObject({ mobile: '9123456789' });
  });

  it('refuses a sign-in number that does not start with 6-9', async () => {
    const t = await appForTest();
    const sent = await sendOtp(t, '5876543210');
    expect(sent).toMatchObject({
      status: 400,
      body: { success: false, message: 'Please add your 10 digit mobile number, we promise not to spam you.' },
    });
    expect(fs.existsSync(t.outbox)).toBe(false);
  });
});

describe('one-time codes', () => {
  it('says how many tries are left after a wrong code, and the right code still works', async () => {
    const t = await appForTest();
    await sendOtp(t, '9811122233');
    const code = t.lastOtp('9811122233');
    const wrong = await verifyOtp(t, '9811122233', wrongCode(code));
    expect(wrong).toMatchObject({
      status: 400,
      body: { success: false, message: 'The OTP you entered is incorrect. 4 attempts left.' },
    });
    expect((await verifyOtp(t, '9811122233', code)).status).toBe(200);
  });

  it('expires a code after 5 minutes', async () => {
    const t = await appForTest();
    await sendOtp(t, '9811100001');
    await sendOtp(t, '9811100002');
    t.clock.advance(5 * MINUTE - SECOND);
    expect((await verifyOtp(t, '9811100001', t.lastOtp('9811100001'))).status).toBe(200);
    t.clock.advance(2 * SECOND);
    const late = await verifyOtp(t, '9811100002', t.lastOtp('9811100002'));
    expect(late).toMatchObject({ status: 400, body: { message: 'This OTP has expired. Please request a new code.' } });
    expect(await usersWith(t, '9811100002')).toHaveLength(0);
  });

  it('allows 5 tries per code: after 5 wrong ones even the right code fails', async () => {
    const t = await appForTest();
    const mobile = '9811100003';
    await sendOtp(t, mobile);
    const code = t.lastOtp(mobile);
    const messages: string[] = [];
    for (let i = 1; i <= 5; i++) messages.push((await verifyOtp(t, mobile, wrongCode(code, i))).body.message);
    expect(messages).toEqual([
      'The OTP you entered is incorrect. 4 attempts left.',
      'The OTP you entered is incorrect. 3 attempts left.',
      'The OTP you entered is incorrect. 2 attempts left.',
      'The OTP you entered is incorrect. 1 attempt left.',
      'The OTP you entered is incorrect. Please request a new code.',
    ]);
    const right = await verifyOtp(t, mobile, code);
    expect(right).toMatchObject({
      status: 400,
      body: { message: 'Too many wrong attempts for this OTP. Please request a new code.' },
    });
    expect(await usersWith(t, mobile)).toHaveLength(0);
  });

  it('signs in once per code', async () => {
    const t = await appForTest();
    await sendOtp(t, '9811100004');
    const code = t.lastOtp('9811100004');
    expect((await verifyOtp(t, '9811100004', code)).status).toBe(200);
    const replay = await verifyOtp(t, '9811100004', code);
    expect(replay).toMatchObject({ status: 400, body: { message: 'Please request an OTP first.' } });
    expect(await t.app.db.selectFrom('sessions').selectAll().execute()).toHaveLength(1);
  });

  it('makes a number wait 30 s between codes, and a new code replaces the old one', async () => {
    const t = await appForTest();
    const mobile = '9811100005';
    await sendOtp(t, mobile);
    const first = t.lastOtp(mobile);
    expect(await sendOtp(t, mobile)).toMatchObject({
      status: 429,
      body: { message: 'Please wait 30 seconds before requesting a new OTP.' },
    });
    t.clock.advance(29 * SECOND);
    expect(await sendOtp(t, mobile)).toMatchObject({
      status: 429,
      body: { message: 'Please wait 1 seconds before requesting a new OTP.' },
    });
    t.clock.advance(SECOND);
    expect((await sendOtp(t, mobile)).status).toBe(200);
    const second = t.lastOtp(mobile);
    if (second !== first) expect((await verifyOtp(t, mobile, first)).status).toBe(400);
    expect((await verifyOtp(t, mobile, second)).status).toBe(200);
  });

  it('sends at most 5 codes per number per hour', async () => {
    const t = await appForTest();
    const mobile = '9811100006';
    for (let i = 0; i < 5; i++) {
      expect((await sendOtp(t, mobile)).status).toBe(200);
      t.clock.advance(30 * SECOND);
    }
    // The first code went out 150 s ago, so the hour frees up in 57.5 minutes.
    expect(await sendOtp(t, mobile)).toMatchObject({
      status: 429,
      body: { message: 'You have requested too many OTPs. Please try again in 58 minutes.' },
    });
    expect((await sendOtp(t, '9811100007')).status).toBe(200);
    t.clock.advance(HOUR - 150 * SECOND + 1);
    expect((await sendOtp(t, mobile)).status).toBe(200);
  });

  it('caps the codes one network address may request per hour', async () => {
    const t = await appForTest({ OTP_SENDS_PER_IP_PER_HOUR: '3', TRUST_PROXY: 'true' });
    const from = { 'x-forwarded-for': '203.0.113.7' };
    for (const mobile of ['9700000001', '9700000002', '9700000003']) {
      expect((await t.call('PUT', '/ev/user/send-otp', { mobile }, undefined, from)).status).toBe(200);
    }
    const capped = await t.call('PUT', '/ev/user/send-otp', { mobile: '9700000004' }, undefined, from);
    expect(capped).toMatchObject({
      status: 429,
      body: { message: 'Too many OTP requests from your network. Please try again later.' },
    });
    const otherNetwork = await t.call('PUT', '/ev/user/send-otp', { mobile: '9700000004' }, undefined, {
      'x-forwarded-for': '198.51.100.9',
    });
    expect(otherNetwork.status).toBe(200);
    // Requests that arrive together are held to the same cap.
    const burst = await Promise.all(
      ['1', '2', '3', '4', '5', '6', '7', '8'].map((n) =>
        t.call('PUT', '/ev/user/send-otp', { mobile: `960000000${n}` }, undefined, { 'x-forwarded-for': '192.0.2.50' }),
      ),
    );
    expect(burst.filter((r) => r.status === 200)).toHaveLength(3);
    t.clock.advance(HOUR);
    expect((await t.call('PUT', '/ev/user/send-otp', { mobile: '9700000005' }, undefined, from)).status).toBe(200);
  });

  it('locks a number after 10 failed verifications in 24 h, until the window has passed', async () => {
    const t = await appForTest();
    const mobile = '9811100008';
    const statuses: number[] = [];
    for (let round = 0; round < 2; round++) {
      expect((await sendOtp(t, mobile)).status).toBe(200);
      const code = t.lastOtp(mobile);
      for (let i = 1; i <= 5; i++) statuses.push((await verifyOtp(t, mobile, wrongCode(code, i))).status);
      t.clock.advance(30 * SECOND);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 429]);
    expect(await sendOtp(t, mobile)).toMatchObject({ status: 429, body: { success: false, message: locked(24) } });
    expect((await verifyOtp(t, mobile, '0000')).body.message).toBe(locked(24));
    expect((await sendOtp(t, '9811100009')).status).toBe(200);

    t.clock.advance(23 * HOUR);
    expect(await sendOtp(t, mobile)).toMatchObject({ status: 429, body: { message: locked(1) } });
    t.clock.advance(HOUR);
    const token = await t.signIn(mobile);
    expect((await t.call('PUT', '/ev/user/check-profile', undefined, token)).status).toBe(200);
  });
});

describe('session tokens', () => {
  it('ends a session at logout: the token then gets 401, other sessions live on', async () => {
    const t = await appForTest();
    const first = await t.signIn('9822200001');
    t.clock.advance(31 * SECOND);
    const second = await t.signIn('9822200001');
    const out = await t.call('PUT', '/ev/user/logout', {}, first);
    expect(out).toMatchObject({ status: 200, body: { success: true, message: 'Success' } });
    expect(await t.call('PUT', '/ev/user/check-profile', undefined, first)).toMatchObject({
      status: 401,
      body: UNAUTHORIZED,
    });
    expect(await t.call('PUT', '/ev/user/logout', {}, first)).toMatchObject({ status: 401, body: UNAUTHORIZED });
    expect((await t.call('PUT', '/ev/user/check-profile', undefined, second)).status).toBe(200);
  });

  it('answers 401 Un-Authorized on every protected call for a missing, forged or expired token', async () => {
    const t = await appForTest();
    const token = await t.signIn('9822200002');
    // Control: a live token passes the gate of every call (logout last, as it ends the session).
    for (const { path, body } of PROTECTED_CALLS) {
      expect((await t.call('PUT', path, body, token)).status, path).not.toBe(401);
      expect(await t.call('PUT', path, body), path).toMatchObject({ status: 401, body: UNAUTHORIZED });
    }
    t.clock.advance(31 * SECOND);
    const live = await t.signIn('9822200002');
    const flipped = (live[0] === 'A' ? 'B' : 'A') + live.slice(1);
    const forged = [
      ' ',
      'null',
      'undefined',
      'Bearer x',
      crypto.randomBytes(32).toString('base64url'),
      flipped,
      live + 'x',
      'x'.repeat(5000),
    ];
    for (const { path, body } of PROTECTED_CALLS) {
      for (const bad of forged) {
        expect(await t.call('PUT', path, body, bad), `${path} ${bad.slice(0, 12)}`).toMatchObject({
          status: 401,
          body: UNAUTHORIZED,
        });
      }
    }
    const changeMobile = await t.call(
      'PUT',
      '/ev/user/send-otp',
      { mobile: '9822200003', purpose: 'changeMobile' },
      forged[4],
    );
    expect(changeMobile).toMatchObject({ status: 401, body: UNAUTHORIZED });

    expect((await t.call('PUT', '/ev/user/check-profile', undefined, live)).status).toBe(200);
    t.clock.advance(30 * DAY);
    for (const { path, body } of PROTECTED_CALLS) {
      expect(await t.call('PUT', path, body, live), `${path} expired`).toMatchObject({
        status: 401,
        body: UNAUTHORIZED,
      });
    }
  });
});

describe('profile', () => {
  it('updates the profile, upper-casing the vehicle number, and refuses bad fields with their messages', async () => {
    const t = await appForTest();
    const token = await t.signIn('9833300001');
    const update = (body: unknown) => t.call<Envelope>('PUT', '/ev/user/update-profile', body, token);

    const saved = await update({ name: 'Asha Rao', email: 'asha@example.com', grNumber: 'mh12ab1234' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      success: true,
      message: 'Success',
      data: { name: 'Asha Rao', email: 'asha@example.com', grNumber: 'MH12AB1234' },
    });
    expect((await usersWith(t, '9833300001'))[0]).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      gr_number: 'MH12AB1234',
    });
    expect((await update({ grNumber: '22bh1234ab' })).body.data).toMatchObject({ grNumber: '22BH1234AB' });

    expect(await update({ email: 'asha@' })).toMatchObject({
      status: 400,
      body: { success: false, message: 'Please enter valid email Id' },
    });
    expect(await update({ grNumber: 'MH12IO1234' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter valid vehicle number' },
    });
    expect(await update({ grNumber: 'ABCDEFG' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter valid vehicle number' },
    });
    expect(await update({ name: 'Asha 2' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter a name using letters and spaces only' },
    });
    expect(await update({ mobile: '9833300002' })).toMatchObject({
      status: 400,
      body: { message: 'To change your mobile number, please confirm it with an OTP.' },
    });
    expect((await usersWith(t, '9833300001'))[0]).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      gr_number: '22BH1234AB',
    });
    expect(await usersWith(t, '9833300002')).toHaveLength(0);
  });

  it('changes the mobile number with a code sent to the new number, and issues a new token', async () => {
    const t = await appForTest();
    const oldToken = await t.signIn('9844400001');
    const [before] = await usersWith(t, '9844400001');
    const asked = await t.call('PUT', '/ev/user/send-otp', { mobile: '9844400002', purpose: 'changeMobile' }, oldToken);
    expect(asked.status).toBe(200);
    const code = t.lastOtp('9844400002');
    // A code for a number change does not sign anyone in.
    expect((await verifyOtp(t, '9844400002', code)).body.message).toBe('Please request an OTP first.');

    const changed = await t.call<Envelope>(
      'PUT',
      '/ev/user/update-mobile-profile',
      { newMobile: '9844400002', otp: code, mobile: '9844400001', name: 'Ravi' },
      oldToken,
    );
    expect(changed.status).toBe(200);
    const newToken = changed.body.data.token!;
    expect(newToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(changed.body.data.profile).toMatchObject({ id: before!.id, mobile: '9844400002', name: 'Ravi' });
    expect(await t.call('PUT', '/ev/user/check-profile', undefined, oldToken)).toMatchObject({
      status: 401,
      body: UNAUTHORIZED,
    });
    expect((await t.call<Envelope>('PUT', '/ev/user/check-profile', undefined, newToken)).body.data).toMatchObject({
      id: before!.id,
      mobile: '9844400002',
    });

    const history = await t.app.db.selectFrom('mobile_changes').selectAll().execute();
    expect(history).toEqual([
      expect.objectContaining({ user_id: before!.id, old_mobile: '9844400001', new_mobile: '9844400002' }),
    ]);
    expect(await usersWith(t, '9844400001')).toHaveLength(0);
    // The code is spent.
    const replay = await t.call(
      'PUT',
      '/ev/user/update-mobile-profile',
      { newMobile: '9844400002', otp: code },
      newToken,
    );
    expect(replay.status).toBe(400);
  });

  it('never lets two users share a number', async () => {
    const t = await appForTest();
    const asha = await t.signIn('9855500001');
    await t.signIn('9855500002');
    const taken = await t.call('PUT', '/ev/user/send-otp', { mobile: '9855500002', purpose: 'changeMobile' }, asha);
    expect(taken).toMatchObject({
      status: 409,
      body: { success: false, message: 'This mobile number is already linked to another account.' },
    });
    const own = await t.call('PUT', '/ev/user/send-otp', { mobile: '9855500001', purpose: 'changeMobile' }, asha);
    expect(own).toMatchObject({ status: 400, body: { message: 'This is already your mobile number.' } });

    // Asha asks for a code for a free number; before she uses it, someone else signs in with it.
    expect(
      (await t.call('PUT', '/ev/user/send-otp', { mobile: '9855500003', purpose: 'changeMobile' }, asha)).status,
    ).toBe(200);
    const ashaCode = t.lastOtp('9855500003');
    t.clock.advance(31 * SECOND);
    await t.signIn('9855500003');
    const late = await t.call(
      'PUT',
      '/ev/user/update-mobile-profile',
      { newMobile: '9855500003', otp: ashaCode },
      asha,
    );
    // Refused either way: the code was replaced by the newer one, or the number is taken (409).
    expect([400, 409]).toContain(late.status);

    for (const mobile of ['9855500001', '9855500002', '9855500003']) expect(await usersWith(t, mobile)).toHaveLength(1);
    expect(await t.app.db.selectFrom('mobile_changes').selectAll().execute()).toHaveLength(0);
    expect((await t.call<Envelope>('PUT', '/ev/user/check-profile', undefined, asha)).body.data).toMatchObject({
      mobile: '9855500001',
    });
  });
});

describe('preference and screens', () => {
  it('sets the preference under either field name', async () => {
    const t = await appForTest();
    const token = await t.signIn('9866600001');
    const set = await t.call<Envelope & { status: string }>(
      'PUT',
      '/ev/user/set-preference',
      { userPreference: 'alreadyOwned', grNumber: 'ka01ab1234', mobile: '9866600001' },
      token,
    );
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      status: 'Success',
      data: { userPreference: 'alreadyOwned', grNumber: 'KA01AB1234', skipGrNumber: false },
    });
    expect((await usersWith(t, '9866600001'))[0]).toMatchObject({
      user_preference: 'alreadyOwned',
      gr_number: 'KA01AB1234',
      skip_gr_number: 0,
    });

    const renamed = await t.call(
      'PUT',
      '/ev/user/set-preference',
      { preference: 'earnThroughEv', skipGrNumber: true },
      token,
    );
    expect(renamed.status).toBe(200);
    expect((await usersWith(t, '9866600001'))[0]).toMatchObject({
      user_preference: 'earnThroughEv',
      skip_gr_number: 1,
    });

    for (const body of [{}, { userPreference: 'rich' }, { preference: '' }]) {
      expect(await t.call('PUT', '/ev/user/set-preference', body, token)).toMatchObject({
        status: 400,
        body: { message: 'Please choose one of the options' },
      });
    }
    // The next sign-in hands the preference back.
    t.clock.advance(31 * SECOND);
    await sendOtp(t, '9866600001');
    expect((await verifyOtp(t, '9866600001', t.lastOtp('9866600001'))).body.data.userPreference).toBe('earnThroughEv');
  });

  it('records that the cost-of-vehicle screen was viewed', async () => {
    const t = await appForTest();
    const token = await t.signIn('9866600002');
    const viewed = await t.call<Envelope>(
      'PUT',
      '/ev/user/update-view-screen',
      { viewedCOVScreen: true, mobile: '9866600002' },
      token,
    );
    expect(viewed).toMatchObject({ status: 200, body: { message: 'Success', data: { viewedCOVScreen: true } } });
    expect((await usersWith(t, '9866600002'))[0]?.viewed_cov_screen).toBe(1);
    expect((await t.call<Envelope>('PUT', '/ev/user/check-profile', undefined, token)).body.data.viewedCOVScreen).toBe(
      true,
    );
    expect((await t.call('PUT', '/ev/user/update-view-screen', { viewedCOVScreen: 0 }, token)).status).toBe(200);
    expect((await usersWith(t, '9866600002'))[0]?.viewed_cov_screen).toBe(0);
    expect((await t.call('PUT', '/ev/user/update-view-screen', { viewedCOVScreen: 'yes' }, token)).status).toBe(400);
  });
});
