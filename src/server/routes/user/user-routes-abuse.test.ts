import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '../../../domain/i18n/en.ts';
import { appForTest, HOUR, SECOND, wrongCode } from '../../../../tests/support/api-helpers.ts';

/**
 * What a careless or hostile client can send: broken and oversized bodies, guesses in parallel,
 * and a brute-force run through every 4-digit code. None of it may sign anyone in or cause a 500.
 */

type Message = { success: boolean; message: string };
type Reply = { status: number; body: Message | undefined; headers: Headers };

const INVALID = 'The request is not valid';
const SIGN_IN_MOBILE = 'Please add your 10 digit mobile number, we promise not to spam you.';
const OTP = 'Please enter the 4 digit code';
const CATALOGUE_VALIDATION: string[] = Object.values(en.validation);
const long = (c: string) => c.repeat(5000);
const pad = (n: number) => String(n).padStart(4, '0');

/** A 400 a person can read: JSON, success false, and a message from the catalogue. */
function expectReadable400(reply: Reply, what: string, message?: string) {
  expect(reply.status, what).toBe(400);
  expect(reply.headers.get('content-type'), what).toMatch(/^application\/json/);
  expect(reply.body?.success, what).toBe(false);
  if (message) expect(reply.body?.message, what).toBe(message);
  else expect(CATALOGUE_VALIDATION, what).toContain(reply.body?.message);
}

const BODY_ROUTES = [
  '/ev/user/send-otp',
  '/ev/user/verify-otp',
  '/ev/user/update-profile',
  '/ev/user/update-mobile-profile',
  '/ev/user/set-preference',
  '/ev/user/update-view-screen',
];

/** Raw bodies no route accepts, sent with Content-Type: application/json (an empty one reads as {}). */
const RAW_BAD_BODIES = [
  'not json',
  '{"mobile": "9876543210"',
  "{'mobile': '9876543210'}",
  '[]',
  '[{"mobile":"9876543210","otp":"1234"}]',
  '"9876543210"',
  '42',
  'true',
  '{"__proto__": {"isAdmin": true}, "mobile": "9876543210", "otp": "1234"}',
  '{"constructor": {"prototype": {"isAdmin": true}}, "mobile": "9876543210"}',
];

/** Well-formed JSON with wrong, missing or oversized fields, and the message each must get. */
const BAD_FIELDS: Array<[string, unknown, string | undefined]> = [
  ['/ev/user/send-otp', {}, SIGN_IN_MOBILE],
  ['/ev/user/send-otp', { mobile: 9876543210 }, SIGN_IN_MOBILE],
  ['/ev/user/send-otp', { mobile: null }, SIGN_IN_MOBILE],
  ['/ev/user/send-otp', { mobile: long('9') }, SIGN_IN_MOBILE],
  ['/ev/user/send-otp', { mobile: '9876543210', purpose: long('x') }, INVALID],
  ['/ev/user/verify-otp', {}, OTP],
  ['/ev/user/verify-otp', { mobile: '9876543210' }, OTP],
  ['/ev/user/verify-otp', { otp: '1234' }, SIGN_IN_MOBILE],
  ['/ev/user/verify-otp', { mobile: '9876543210', otp: 1234 }, OTP],
  ['/ev/user/verify-otp', { mobile: '9876543210', otp: long('1') }, OTP],
  ['/ev/user/verify-otp', { id: `EV_${long('9')}`, otp: '1234' }, undefined],
  ['/ev/user/verify-otp', { mobile: ['9876543210'], otp: '1234' }, SIGN_IN_MOBILE],
  ['/ev/user/update-profile', { name: 42 }, 'Please enter a name using letters and spaces only'],
  ['/ev/user/update-profile', { name: long('a') }, 'This value is too long'],
  ['/ev/user/update-profile', { email: long('a') }, 'Please enter valid email Id'],
  ['/ev/user/update-profile', { email: { $ne: '' } }, 'Please enter valid email Id'],
  ['/ev/user/update-profile', { grNumber: long('A') }, 'Please enter valid vehicle number'],
  ['/ev/user/update-profile', { grNumber: 1234 }, 'Please enter valid vehicle number'],
  ['/ev/user/update-profile', { mobile: long('9') }, 'Please enter valid mobile number'],
  ['/ev/user/update-profile', { skipGrNumber: 'maybe' }, undefined],
  ['/ev/user/update-mobile-profile', {}, 'Please fill this mandatory field'],
  ['/ev/user/update-mobile-profile', { newMobile: '98444' }, 'Please enter valid mobile number'],
  ['/ev/user/update-mobile-profile', { newMobile: '9844400009' }, OTP],
  ['/ev/user/update-mobile-profile', { newMobile: '9844400009', otp: '1234', id: long('x') }, undefined],
  ['/ev/user/set-preference', {}, 'Please choose one of the options'],
  ['/ev/user/set-preference', { userPreference: ['alreadyOwned'] }, 'Please choose one of the options'],
  ['/ev/user/set-preference', { preference: long('x') }, 'Please choose one of the options'],
  ['/ev/user/update-view-screen', {}, undefined],
  ['/ev/user/update-view-screen', { viewedCOVScreen: long('x') }, undefined],
];

describe('bad bodies', () => {
  it('answers 400 with a JSON message, never 500, and changes nothing', async () => {
    const t = await appForTest();
    const token = await t.signIn('9877700001');
    for (const path of BODY_ROUTES) {
      for (const raw of RAW_BAD_BODIES) {
        expectReadable400(await t.call('PUT', path, raw, token), `${path} ${JSON.stringify(raw)}`, INVALID);
      }
    }
    for (const [path, body, message] of BAD_FIELDS) {
      expectReadable400(
        await t.call('PUT', path, body, token),
        `${path} ${JSON.stringify(body).slice(0, 60)}`,
        message,
      );
    }
    // A body in another format is refused as such, still with a readable JSON message.
    const form = await t.call('PUT', '/ev/user/send-otp', 'mobile=9876543210', undefined, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form).toMatchObject({ status: 415, body: { success: false, message: INVALID } });

    const [user] = await t.app.db.selectFrom('users').selectAll().execute();
    expect(user).toMatchObject({
      mobile: '9877700001',
      name: 'Dear user',
      email: '',
      gr_number: '',
      user_preference: '',
      viewed_cov_screen: 0,
    });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('answers 413 to a body over the size limit', async () => {
    const t = await appForTest();
    const token = await t.signIn('9877700002');
    const huge = JSON.stringify({ name: 'A'.repeat(20_000) });
    for (const path of ['/ev/user/send-otp', '/ev/user/update-profile']) {
      expect(await t.call('PUT', path, huge, token), path).toMatchObject({
        status: 413,
        body: { success: false, message: 'The request is too large' },
      });
    }
    expect((await t.call('PUT', '/ev/user/check-profile', undefined, token)).status).toBe(200);
  });
});

describe('guessing codes', () => {
  it('limits sign-in calls from one address to OTP_ROUTE_PER_MINUTE a minute (here 20)', async () => {
    const t = await appForTest({ OTP_ROUTE_PER_MINUTE: '20' });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await t.call('PUT', '/ev/user/verify-otp', { mobile: '9877700003', otp: pad(i) })).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    const limited = await t.call('PUT', '/ev/user/verify-otp', { mobile: '9877700003', otp: '0000' });
    expect(limited).toMatchObject({
      status: 429,
      body: { success: false, message: 'Too many requests. Please wait a moment and try again.' },
    });
  });

  it('sends one code, not one per request, when many requests for a number arrive at once', async () => {
    const t = await appForTest({ TRUST_PROXY: 'true' });
    for (const mobile of ['9877700010', '9877700011', '9877700012']) {
      const replies = await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          t.call('PUT', '/ev/user/send-otp', { mobile }, undefined, {
            'x-forwarded-for': `10.1.${mobile.at(-1)}.${i}`,
          }),
        ),
      );
      expect(replies.map((r) => r.status).sort(), mobile).toEqual([200, ...Array<number>(14).fill(429)]);
      expect(
        fs
          .readFileSync(t.outbox, 'utf8')
          .split('\n')
          .filter((line) => line.includes(mobile)),
        mobile,
      ).toHaveLength(1);
    }
    expect(await t.app.db.selectFrom('otp_codes').selectAll().execute()).toHaveLength(3);
  });

  it('keeps to 5 tries per code and one sign-in per code when guesses arrive in parallel', async () => {
    const t = await appForTest();
    await t.call('PUT', '/ev/user/send-otp', { mobile: '9877700004' });
    const code = t.lastOtp('9877700004');
    const wrong = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.call<Message>('PUT', '/ev/user/verify-otp', { mobile: '9877700004', otp: wrongCode(code, i + 1) }),
      ),
    );
    expect(wrong.every((r) => r.status === 400)).toBe(true);
    expect(wrong.filter((r) => r.body.message.startsWith('The OTP you entered is incorrect'))).toHaveLength(5);
    const right = await t.call<Message>('PUT', '/ev/user/verify-otp', { mobile: '9877700004', otp: code });
    expect(right.body.message).toBe('Too many wrong attempts for this OTP. Please request a new code.');

    await t.call('PUT', '/ev/user/send-otp', { mobile: '9877700005' });
    const fresh = t.lastOtp('9877700005');
    const same = await Promise.all(
      Array.from({ length: 6 }, () => t.call('PUT', '/ev/user/verify-otp', { mobile: '9877700005', otp: fresh })),
    );
    expect(same.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    expect(await t.app.db.selectFrom('users').selectAll().where('mobile', '=', '9877700005').execute()).toHaveLength(1);
    expect(await t.app.db.selectFrom('sessions').selectAll().execute()).toHaveLength(1);
  });

  it(
    'withstands all 10,000 codes guessed against one number: none signs in, and the number ends locked',
    { timeout: 180_000 },
    async () => {
      // The attacker spreads the guesses over many addresses, so only the per-number limits stand in the way.
      const t = await appForTest({ TRUST_PROXY: 'true', OTP_SENDS_PER_IP_PER_HOUR: '10000' });
      const mobile = '9877700006';
      let address = 0;
      const from = () => {
        address++;
        return { 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
      };
      const lockedMessage = 'Too many failed attempts. This number is locked. Please try again in 24 hours.';
      const verify = (otp: string) => t.call<Message>('PUT', '/ev/user/verify-otp', { mobile, otp }, undefined, from());
      const send = () => t.call<Message>('PUT', '/ev/user/send-otp', { mobile }, undefined, from());

      const queue = Array.from({ length: 10_000 }, (_, i) => pad(i));
      const seen = new Map<string, number>();
      const tally = (reply: Reply) => {
        const key = `${reply.status} ${reply.body?.message}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      };
      let attempted = 0;
      let codesSent = 0;
      let locked = false;

      // Until the lock: a code, then guesses until that code is spent, then the next code.
      while (!locked && codesSent < 20) {
        t.clock.advance(31 * SECOND);
        const sent = await send();
        if (sent.status === 429 && sent.body?.message === lockedMessage) break;
        expect(sent.status).toBe(200);
        codesSent++;
        const live = t.lastOtp(mobile);
        // The 10 guesses allowed before the lock have a 1-in-1,000 chance by design; keeping the live
        // code for later makes this run deterministic, and it is then guessed after the lock.
        for (let tries = 0; tries < 5 && !locked; tries++) {
          while (queue[attempted] === live) queue.push(...queue.splice(attempted, 1));
          const reply = await verify(queue[attempted]!);
          attempted++;
          tally(reply);
          if (reply.status === 429) locked = reply.body?.message === lockedMessage;
        }
      }
      expect(locked).toBe(true);
      expect(codesSent).toBe(2);
      expect(await send()).toMatchObject({ status: 429, body: { message: lockedMessage } });

      // After the lock: every remaining code, many at a time.
      while (attempted < queue.length) {
        const batch = queue.slice(attempted, attempted + 50);
        attempted += batch.length;
        for (const reply of await Promise.all(batch.map(verify))) tally(reply);
      }

      expect(attempted).toBe(10_000);
      expect(new Set(queue).size).toBe(10_000);
      expect(Object.fromEntries(seen)).toEqual({
        '400 The OTP you entered is incorrect. 4 attempts left.': 2,
        '400 The OTP you entered is incorrect. 3 attempts left.': 2,
        '400 The OTP you entered is incorrect. 2 attempts left.': 2,
        '400 The OTP you entered is incorrect. 1 attempt left.': 2,
        '400 The OTP you entered is incorrect. Please request a new code.': 1,
        [`429 ${lockedMessage}`]: 9_991,
      });
      expect(await t.app.db.selectFrom('users').selectAll().execute()).toHaveLength(0);
      expect(await t.app.db.selectFrom('sessions').selectAll().execute()).toHaveLength(0);
      expect(await t.app.db.selectFrom('otp_failures').selectAll().where('mobile', '=', mobile).execute()).toHaveLength(
        10,
      );
      t.clock.advance(HOUR);
      expect(await send()).toMatchObject({
        status: 429,
        body: { message: lockedMessage.replace('24 hours', '23 hours') },
      });
    },
  );
});

describe('code caps that hold however the requests are spread', () => {
  const manyAddresses = () => {
    let n = 0;
    return () => ({ 'x-forwarded-for': `10.9.${(++n >> 8) & 255}.${n & 255}` });
  };

  it('holds a number to 5 codes an hour and one per 30 s even when each request comes from a new address', async () => {
    const t = await appForTest({ TRUST_PROXY: 'true' });
    const from = manyAddresses();
    const mobile = '9877700020';
    const send = () => t.call<Message>('PUT', '/ev/user/send-otp', { mobile }, undefined, from());
    expect((await send()).status).toBe(200);
    expect(await send()).toMatchObject({
      status: 429,
      body: { message: 'Please wait 30 seconds before requesting a new OTP.' },
    });
    for (let i = 0; i < 4; i++) {
      t.clock.advance(30 * SECOND);
      expect((await send()).status).toBe(200);
    }
    t.clock.advance(30 * SECOND);
    expect((await send()).body?.message).toMatch(
      /^You have requested too many OTPs\. Please try again in \d+ minutes\.$/,
    );
    expect(
      fs
        .readFileSync(t.outbox, 'utf8')
        .split('\n')
        .filter((line) => line.includes(mobile)),
    ).toHaveLength(5);
  });

  it('counts change-of-number codes against the same caps as sign-in codes, per new number and per address', async () => {
    const t = await appForTest({ TRUST_PROXY: 'true', OTP_SENDS_PER_IP_PER_HOUR: '4' });
    const from = { 'x-forwarded-for': '203.0.113.99' };
    const token = await t.signIn('9877700021');
    const change = (mobile: string) =>
      t.call<Message>('PUT', '/ev/user/send-otp', { mobile, purpose: 'changeMobile' }, token, from);
    expect((await change('9877700022')).status).toBe(200);
    // A resend to the same new number waits its 30 s.
    expect(await change('9877700022')).toMatchObject({
      status: 429,
      body: { message: 'Please wait 30 seconds before requesting a new OTP.' },
    });
    expect((await change('9877700023')).status).toBe(200);
    expect((await t.call('PUT', '/ev/user/send-otp', { mobile: '9877700024' }, undefined, from)).status).toBe(200);
    expect((await change('9877700025')).status).toBe(200);
    // The address has had its 4 codes, whichever kind they were.
    expect(await change('9877700026')).toMatchObject({
      status: 429,
      body: { message: 'Too many OTP requests from your network. Please try again later.' },
    });
    expect(await t.call('PUT', '/ev/user/send-otp', { mobile: '9877700027' }, undefined, from)).toMatchObject({
      status: 429,
    });
  });

  it('locks a number that someone tries to take over through a change of mobile, and the lock stops even the right code', async () => {
    const t = await appForTest();
    const token = await t.signIn('9877700030');
    const target = '9877700031';
    const lockedMessage = 'Too many failed attempts. This number is locked. Please try again in 24 hours.';
    const claim = (otp: string) =>
      t.call<Message>('PUT', '/ev/user/update-mobile-profile', { newMobile: target, otp }, token);
    const statuses: number[] = [];
    let live = '';
    // Two codes, five wrong guesses each (the most a code allows), as the sign-in brute force does.
    for (let round = 0; round < 2; round++) {
      t.clock.advance(31 * SECOND);
      expect(
        (await t.call('PUT', '/ev/user/send-otp', { mobile: target, purpose: 'changeMobile' }, token)).status,
      ).toBe(200);
      live = t.lastOtp(target);
      for (let i = 1; i <= 5; i++) statuses.push((await claim(wrongCode(live, i))).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 429]);
    expect(await claim(live)).toMatchObject({ status: 429, body: { message: lockedMessage } });
    t.clock.advance(31 * SECOND);
    expect(await t.call('PUT', '/ev/user/send-otp', { mobile: target, purpose: 'changeMobile' }, token)).toMatchObject({
      status: 429,
      body: { message: lockedMessage },
    });
    expect(await t.call('PUT', '/ev/user/send-otp', { mobile: target })).toMatchObject({
      status: 429,
      body: { message: lockedMessage },
    });
    const users = await t.app.db.selectFrom('users').selectAll().execute();
    expect(users.map((u) => u.mobile)).toEqual(['9877700030']);
    expect((await t.call('PUT', '/ev/user/check-profile', undefined, token)).status).toBe(200);
  });
});
