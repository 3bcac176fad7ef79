import fs from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { en } from '../../domain/i18n/en.ts';
import { appForTest } from '../../../tests/support/api-helpers.ts';
import {
  closedPortUrl,
  json,
  neverAnswers,
  startFakeSmsServer,
  type FakeAnswer,
  type FakeSmsServer,
} from '../../../tests/support/fake-sms-server.ts';
import { Msg91SmsProvider, SmsSendError, TwilioSmsProvider, type SmsProvider } from './sms-provider.server.ts';

let fake: FakeSmsServer;
beforeAll(async () => {
  fake = await startFakeSmsServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
  fake.abandoned.length = 0;
});

/** A time-out no answer of the fake reaches however busy the machine; the hang's test gives a short one. */
const SLOW_ENOUGH_MS = 60_000;
const msg91 = (timeoutMs = SLOW_ENOUGH_MS, baseUrl = fake.url) =>
  new Msg91SmsProvider({ authKey: 'msg91-key', templateId: 'tpl-42', baseUrl, timeoutMs });
const twilio = (timeoutMs = SLOW_ENOUGH_MS, baseUrl = fake.url) =>
  new TwilioSmsProvider({
    accountSid: 'AC0123456789',
    authToken: 'tw-secret',
    from: '+15005550006',
    baseUrl,
    timeoutMs,
  });

/** Resolves with the error the send rejected with (failing the test if it did not), and how long it took. */
async function failure(provider: SmsProvider): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  const error = await provider.sendOtp('9876543210', '4821').then(
    () => expect.fail('the send should have failed'),
    (e: unknown) => e,
  );
  return { error, ms: performance.now() - started };
}

describe('msg91 adapter', () => {
  it('posts the code to /api/v5/otp with the authkey header and template id', async () => {
    fake.answer(json(200, { type: 'success', request_id: '3563646a6b4a363830393135' }));
    await msg91().sendOtp('9876543210', '4821');
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request).toMatchObject({ method: 'POST', path: '/api/v5/otp' });
    expect(Object.fromEntries(request!.query)).toEqual({ template_id: 'tpl-42', mobile: '919876543210', otp: '4821' });
    expect(request!.headers.authkey).toBe('msg91-key');
    expect(request!.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(request!.body)).toEqual({ otp_expiry: 5 });
  });

  it('fails when MSG91 answers 200 but does not confirm the send', async () => {
    fake.answer(json(200, { type: 'error', message: 'Invalid authkey' }));
    const { error } = await failure(msg91());
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as Error).message).toMatch(/Invalid authkey/);
  });
});

describe('twilio adapter', () => {
  it('posts a form to the Messages API with basic auth', async () => {
    fake.answer(json(201, { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' }));
    await twilio().sendOtp('9876543210', '4821');
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request).toMatchObject({ method: 'POST', path: '/2010-04-01/Accounts/AC0123456789/Messages.json' });
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('AC0123456789:tw-secret').toString('base64')}`);
    expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(request!.body);
    expect(form.get('To')).toBe('+919876543210');
    expect(form.get('From')).toBe('+15005550006');
    expect(form.get('Body')).toMatch(/^4821 is your .+ verification code/);
  });

  it('fails when the answer has no message sid', async () => {
    fake.answer(json(200, { status: 'queued' }));
    expect((await failure(twilio())).error).toBeInstanceOf(SmsSendError);
  });
});

describe.each([
  ['msg91', msg91],
  ['twilio', twilio],
])('%s adapter failures', (name, make) => {
  const cases: Array<[string, FakeAnswer, RegExp]> = [
    [
      'a 400 with the provider message',
      json(400, { message: 'The number is not valid', code: 21211 }),
      /400: The number is not valid/,
    ],
    ['a 401', json(401, { message: 'Authenticate' }), /401/],
    ['a 500', { status: 500, body: '' }, /500/],
    ['a 503 with an HTML page', { status: 503, body: '<html>Service Unavailable</html>' }, /503/],
    ['malformed JSON with a 200', { status: 200, body: '{"type": "succ' }, /not JSON/],
  ];
  it.each(cases)('throws SmsSendError on %s', async (_what, answer, message) => {
    fake.answer(answer);
    const { error } = await failure(make());
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as Error).message).toMatch(new RegExp(`^${name}: `));
    expect((error as Error).message).toMatch(message);
    expect(fake.received).toHaveLength(1);
  });

  it('gives up on a gateway slower than SMS_TIMEOUT_MS, hanging up on it', async () => {
    // The gateway never answers: only the adapter's own time-out can end the send.
    fake.answer(neverAnswers());
    const { error, ms } = await failure(make(200));
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as Error).message).toBe(`${name}: request failed (TimeoutError)`);
    // Not before the time-out (a timer never fires early; a busy machine only makes it later).
    expect(ms).toBeGreaterThanOrEqual(150);
    await fake.whenAbandoned(1);
  });

  it('throws SmsSendError when the gateway cannot be reached', async () => {
    const { error } = await failure(make(SLOW_ENOUGH_MS, await closedPortUrl()));
    expect(error).toBeInstanceOf(SmsSendError);
  });
});

describe('send-otp through the msg91 adapter', () => {
  // A time-out no answer of the fake reaches however busy the machine, but for the hang's own test.
  const env = (timeoutMs = 60_000) => ({
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: 'msg91-key',
    MSG91_TEMPLATE_ID: 'tpl-42',
    MSG91_BASE_URL: fake.url,
    SMS_TIMEOUT_MS: String(timeoutMs),
  });
  const outboxLines = (file: string) =>
    fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];

  it('sends the code through the gateway and appends it to SMS_OUTBOX as {"mobile","otp","language","sentAt"}', async () => {
    const t = await appForTest(env());
    fake.answer(json(200, { type: 'success', request_id: 'r1' }));
    const before = Date.now();
    const sent = await t.call('PUT', '/ev/user/send-otp', { mobile: '9876543210' });
    expect(sent).toMatchObject({ status: 200, body: { success: true, message: 'Success' } });
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.headers.authkey).toBe('msg91-key');
    expect(fake.received[0]!.query.get('mobile')).toBe('919876543210');
    const code = fake.received[0]!.query.get('otp')!;
    expect(code).toMatch(/^\d{4}$/);

    const lines = outboxLines(t.outbox);
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as { mobile: string; otp: string; sentAt: string };
    expect(Object.keys(entry)).toEqual(['mobile', 'otp', 'language', 'sentAt']);
    expect(lines[0]).toBe(JSON.stringify({ mobile: '9876543210', otp: code, language: 'en', sentAt: entry.sentAt }));
    expect(entry.sentAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(entry.sentAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await t.call('PUT', '/ev/user/verify-otp', { mobile: '9876543210', otp: code })).status).toBe(200);
  });

  it('sends a first sign-in’s code with the page language’s template, and a known account’s with its own (issue 41)', async () => {
    const t = await appForTest({ ...env(), SMS_TEMPLATE_ID_TA: 'tpl-ta', SMS_TEMPLATE_ID_HI: 'tpl-hi' });
    fake.answer(json(200, { type: 'success', request_id: 'r1' }));
    await t.call('PUT', '/ev/user/send-otp', { mobile: '9876500001' }, undefined, { cookie: 'ev_lang=ta' });
    expect(fake.received.at(-1)!.query.get('template_id')).toBe('tpl-ta');
    fake.answer(json(200, { type: 'success', request_id: 'r2' }));
    await t.call('PUT', '/ev/user/send-otp', { mobile: '9876500002' }, undefined, { 'accept-language': 'hi-IN,hi' });
    expect(fake.received.at(-1)!.query.get('template_id')).toBe('tpl-hi');
    // Marathi has no template of its own configured: English's goes out, with English words.
    fake.answer(json(200, { type: 'success', request_id: 'r3' }));
    await t.call('PUT', '/ev/user/send-otp', { mobile: '9876500003' }, undefined, { cookie: 'ev_lang=mr' });
    expect(fake.received.at(-1)!.query.get('template_id')).toBe('tpl-42');
    // A signed-in person who chose Hindi gets Hindi, whatever this phone's page language.
    fake.answer(json(200, { type: 'success', request_id: 'r4' }));
    const token = await t.signIn('9876500004');
    expect((await t.call('PUT', '/ev/user/language', { language: 'hi' }, token)).status).toBe(200);
    t.clock.advance(60_000);
    fake.answer(json(200, { type: 'success', request_id: 'r5' }));
    await t.call('PUT', '/ev/user/send-otp', { mobile: '9876500004' }, undefined, { cookie: 'ev_lang=ta' });
    expect(fake.received.at(-1)!.query.get('template_id')).toBe('tpl-hi');
  });

  it('answers 503 when the gateway fails, and lets the person retry at once', async () => {
    const t = await appForTest(env());
    fake.answer({ status: 500, body: '{"type":"error","message":"Internal"}' });
    const failed = await t.call('PUT', '/ev/user/send-otp', { mobile: '9876543211' });
    expect(failed).toMatchObject({ status: 503, body: { success: false, message: en.errors.smsFailed } });
    expect(outboxLines(t.outbox)).toHaveLength(0);
    const lostCode = fake.received[0]!.query.get('otp')!;

    fake.answer(json(200, { type: 'success', request_id: 'r2' }));
    const retry = await t.call('PUT', '/ev/user/send-otp', { mobile: '9876543211' });
    expect(retry.status).toBe(200);
    const code = t.lastOtp('9876543211');
    if (lostCode !== code)
      expect((await t.call('PUT', '/ev/user/verify-otp', { mobile: '9876543211', otp: lostCode })).status).toBe(400);
    expect((await t.call('PUT', '/ev/user/verify-otp', { mobile: '9876543211', otp: code })).status).toBe(200);
  });

  it('answers 503 at the time-out when the gateway hangs', async () => {
    const t = await appForTest(env(300));
    // The gateway never answers: the reply can only come from SMS_TIMEOUT_MS ending the wait.
    fake.answer(neverAnswers());
    const reply = await t.call('PUT', '/ev/user/send-otp', { mobile: '9876543212' });
    expect(reply).toMatchObject({ status: 503, body: { message: en.errors.smsFailed } });
    await fake.whenAbandoned(1);
  });
});
