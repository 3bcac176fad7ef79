import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStations, checkInUrl, type Envelope } from '../../../tests/support/check-in-helpers.ts';
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts';

/**
 * Log lines never hold a person's number (issue 31; docs/privacy.md): everything the app logs, at
 * its most talkative level (trace: every request as it comes in and goes out, the SMS provider's
 * line, warnings), captured across signing in (with a wrong code), using the app, 'Download my
 * data' and 'Delete my account', holds no mobile number, token, registration number, e-mail, name
 * or account id.
 */

const MOBILE = '9853000001';
const STATION = 'ocm:6161';
const OWN_VEHICLE = 'MH12AB1234';
const LOOKED_UP = 'KL07CD9993';

describe('what the app logs about a person', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(
      { LOG_LEVEL: 'trace', REGISTRY_SEED: 'true', OTP_SENDS_PER_IP_PER_HOUR: '10000' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    await addStations(t.app.db, [STATION]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never holds the number, a token, a registration number, the e-mail, the name or the account id, from sign-in to deletion', async () => {
    expect((await t.call('PUT', '/ev/user/send-otp', { mobile: MOBILE })).status).toBe(200);
    const wrong = t.lastOtp(MOBILE) === '0000' ? '1111' : '0000';
    expect((await t.call('PUT', '/ev/user/verify-otp', { mobile: MOBILE, otp: wrong })).status).toBe(400);
    const token = (
      await t.call<Envelope<{ token: string }>>('PUT', '/ev/user/verify-otp', {
        mobile: MOBILE,
        otp: t.lastOtp(MOBILE),
      })
    ).body.data!.token;
    const id = (await t.call<Envelope<{ id: string }>>('PUT', '/ev/user/check-profile', {}, token)).body.data!.id;
    expect(
      (
        await t.call(
          'PUT',
          '/ev/user/update-profile',
          { name: 'Lakshmi Narayanan', email: 'lakshmi@example.in' },
          token,
        )
      ).status,
    ).toBe(200);
    expect(
      (await t.call('PUT', '/ev/user/set-preference', { userPreference: 'alreadyOwned', grNumber: OWN_VEHICLE }, token))
        .status,
    ).toBe(200);
    expect((await t.call('POST', '/ev/vehicle-detail/info', { vehicleNumber: OWN_VEHICLE }, token)).status).toBe(200);
    expect((await t.call('POST', '/ev/vehicle-detail/info', { vehicleNumber: LOOKED_UP }, token)).status).toBe(404);
    expect((await t.call('POST', checkInUrl(STATION), { outcome: 'charged', comment: 'Worked' }, token)).status).toBe(
      201,
    );
    expect((await t.call('GET', '/ev/user/my-data', undefined, token)).status).toBe(200);
    t.clock.advance(31_000);
    expect((await t.call('PUT', '/ev/user/send-otp', { mobile: MOBILE, purpose: 'deleteAccount' }, token)).status).toBe(
      200,
    );
    expect((await t.call('POST', '/ev/user/delete-account', { otp: wrong }, token)).status).toBe(400);
    expect((await t.call('POST', '/ev/user/delete-account', { otp: t.lastOtp(MOBILE) }, token)).status).toBe(200);
    expect((await t.call('PUT', '/ev/user/check-profile', {}, token)).status).toBe(401);

    const log = lines.join('');
    // The capture holds what happened: each request in and out, and the SMS line (the number masked).
    const count = (msg: string) => lines.filter((line) => line.includes(`"msg":"${msg}"`)).length;
    for (const url of [
      '/ev/user/verify-otp',
      '/ev/vehicle-detail/info',
      '/ev/user/my-data',
      '/ev/user/delete-account',
    ]) {
      expect({
        url,
        logged: lines.some((line) => line.includes('"incoming request"') && line.includes(`"url":"${url}"`)),
      }).toEqual({ url, logged: true });
    }
    expect(count('request completed')).toBe(count('incoming request'));
    expect(count('request completed')).toBeGreaterThanOrEqual(14);
    expect(log).toContain('SMS to +91 ******0001');
    for (const secret of [MOBILE, token, OWN_VEHICLE, LOOKED_UP, 'lakshmi@example.in', 'Lakshmi', id])
      expect({ secret, logged: log.includes(secret) }).toEqual({ secret, logged: false });
  });
});
