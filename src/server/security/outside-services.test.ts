import crypto from 'node:crypto';
import { describe, expect, it, onTestFinished } from 'vitest';
import { en } from '../../domain/i18n/en.ts';
import { appForTest, DAY } from '../../../tests/support/api-helpers.ts';
import {
  closedPortUrl,
  json,
  neverAnswers,
  startFakeSmsServer,
  type FakeAnswer,
  type FakeSmsServer,
} from '../../../tests/support/fake-sms-server.ts';
import type { TestApp } from '../../../tests/support/test-app.ts';
import { createUser } from '../db/user-repository.server.ts';
import { createSession } from '../services/session-service.server.ts';

/**
 * A slow, failing or unreachable outside service (SMS gateway, maps) gives the person a clear
 * message within the time-out: a 503 with the catalogue's words, never a hang or a bare 500.
 * The adapters' own suites check each failure shape; this one checks every API call that uses them.
 */

const TIMEOUT_MS = 300;
/** The time-out for a case that is not a hang: one no answer of the fake reaches, however busy the machine. */
const timeoutFor = (failure: Failure[1]) =>
  String(failure === 'unreachable' || !('until' in failure) ? 60_000 : TIMEOUT_MS);

type Failure = [string, FakeAnswer | 'unreachable'];
const FAILURES: Failure[] = [
  // Never answers: the API's reply can only come from its own time-out ending the wait.
  ['hangs', neverAnswers()],
  ['answers HTTP 500', { status: 500, body: '' }],
  ['answers 200 with a body that is not JSON', { status: 200, body: '<html>Bad gateway</html>' }],
  ['cannot be reached', 'unreachable'],
];

async function fakeService(): Promise<FakeSmsServer> {
  const fake = await startFakeSmsServer();
  onTestFinished(() => fake.close());
  return fake;
}

async function serviceUrl(fake: FakeSmsServer, failure: Failure[1]): Promise<string> {
  if (failure === 'unreachable') return closedPortUrl();
  fake.answer(failure);
  return fake.url;
}

/** Calls the API and checks it answered 503 with `message` (a hang never answers, so a hang fails the test). */
async function expectClearFailure(
  t: TestApp,
  method: string,
  url: string,
  body: unknown,
  token: string | undefined,
  message: string,
) {
  const reply = await t.call(method, url, body, token);
  expect({ status: reply.status, body: reply.body }, `${method} ${url}`).toEqual({
    status: 503,
    body: { success: false, message },
  });
  expect(reply.headers.get('content-type'), url).toMatch(/^application\/json/);
}

const SMS_PROVIDERS = {
  msg91: (url: string) => ({
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'msg91-key',
    MSG91_TEMPLATE_ID: 'tpl-42',
    MSG91_BASE_URL: url,
  }),
  twilio: (url: string) => ({
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC0123456789',
    TWILIO_AUTH_TOKEN: 'tw-secret',
    TWILIO_FROM: '+15005550006',
    TWILIO_BASE_URL: url,
  }),
};
const SMS_SENT = {
  msg91: json(200, { type: 'success', request_id: 'r1' }),
  twilio: json(201, { sid: 'SM0123456789' }),
};

describe('an SMS gateway that fails', () => {
  describe.each(Object.keys(SMS_PROVIDERS) as Array<keyof typeof SMS_PROVIDERS>)('through %s', (provider) => {
    it.each(FAILURES)(
      'answers send-otp with 503 and a message within the time-out when the gateway %s',
      async (_what, failure) => {
        const fake = await fakeService();
        const t = await appForTest({
          ...SMS_PROVIDERS[provider](await serviceUrl(fake, failure)),
          SMS_TIMEOUT_MS: timeoutFor(failure),
        });
        await expectClearFailure(
          t,
          'PUT',
          '/ev/user/send-otp',
          { mobile: '9876500001' },
          undefined,
          en.errors.smsFailed,
        );
        // The failed send used none of the number's allowance: the person can try again at once (a
        // hanging gateway fails the retry the same way, not with a wait; one that answers sends it).
        if (failure === 'unreachable') return;
        if ('until' in failure)
          return expectClearFailure(
            t,
            'PUT',
            '/ev/user/send-otp',
            { mobile: '9876500001' },
            undefined,
            en.errors.smsFailed,
          );
        fake.answer(SMS_SENT[provider]);
        expect((await t.call('PUT', '/ev/user/send-otp', { mobile: '9876500001' })).status).toBe(200);
      },
    );
  });

  it.each(FAILURES)(
    'answers the change-of-number code with 503 and a message when the gateway %s',
    async (_what, failure) => {
      const fake = await fakeService();
      const t = await appForTest({ ...SMS_PROVIDERS.msg91(fake.url), SMS_TIMEOUT_MS: timeoutFor(failure) });
      // Signed in without the gateway: only the change-of-number code goes through it.
      const user = await createUser(t.app.db, crypto.randomUUID(), '9876500002', t.clock.now);
      const token = await createSession(t.app.db, user.id, t.clock.now, DAY);
      if (failure === 'unreachable') await fake.close();
      else fake.answer(failure);
      await expectClearFailure(
        t,
        'PUT',
        '/ev/user/send-otp',
        { mobile: '9876500003', purpose: 'changeMobile' },
        token,
        en.errors.smsFailed,
      );
    },
  );
});

/** Every maps call that reaches an outside provider, with a body it would otherwise answer. */
const MAPS_CALLS: Array<[string, string, unknown]> = [
  ['POST', '/googleservice/location-address', { pincode: '411001' }],
  ['POST', '/googleservice/location-address', { lat: 18.5204, lng: 73.8567 }],
  ['POST', '/googleservice/ev-stations', { lat: 18.5204, lng: 73.8567 }],
  ['GET', '/googleservice/autocomplete?input=pune', undefined],
  ['POST', '/googleservice/route-ev-stations', { origin: 'Delhi', destination: 'Jaipur' }],
];

describe('a maps provider that fails', () => {
  it.each(FAILURES)(
    'answers every maps call with 503 and a message within the time-out when Google %s',
    async (_what, failure) => {
      const fake = await fakeService();
      const url = await serviceUrl(fake, failure);
      const t = await appForTest({
        MAPS_PROVIDER: 'google',
        ROUTE_PROVIDER: 'google',
        GOOGLE_MAPS_API_KEY: 'test-key',
        GOOGLE_MAPS_BASE_URL: url,
        MAPS_TIMEOUT_MS: String(TIMEOUT_MS),
      });
      const token = await t.signIn('9876500004');
      for (const [method, path, body] of MAPS_CALLS)
        await expectClearFailure(t, method, path, body, token, en.errors.mapsUnavailable);
    },
  );

  it.each(FAILURES)(
    'answers the trip search with 503 and a message within the time-out when OSRM %s',
    async (_what, failure) => {
      const fake = await fakeService();
      const t = await appForTest({
        ROUTE_PROVIDER: 'osrm',
        OSRM_URL: await serviceUrl(fake, failure),
        MAPS_TIMEOUT_MS: String(TIMEOUT_MS),
      });
      const token = await t.signIn('9876500005');
      await expectClearFailure(
        t,
        'POST',
        '/googleservice/route-ev-stations',
        { origin: 'Delhi', destination: 'Jaipur' },
        token,
        en.errors.mapsUnavailable,
      );
    },
  );
});
