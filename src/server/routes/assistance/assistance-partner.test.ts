import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestBody, type Envelope } from '../../../../tests/support/assistance-helpers.ts';
import { mobiles } from '../../../../tests/support/check-in-helpers.ts';
import { startFakePartner, type FakePartner } from '../../../../tests/support/fake-assistance-partner.ts';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type {
  AssistanceCreated,
  AssistanceRequestPage,
  DeskRequestList,
} from '../../../domain/assistance/assistance-api.ts';
import { PARTNER_WEBHOOK_PATH } from './partner-webhook-routes.server.ts';

/** Roadside assistance through an assistance partner's API (issue 39), against a local fake partner over real HTTP. */
const SECRET = 'webhook-secret-for-tests';
const HOUR = 3_600_000;

describe('roadside assistance through a partner', () => {
  let t: TestApp;
  let partner: FakePartner;
  let operator: string;
  const nextMobile = mobiles('956');
  const webhook = () => `${t.baseUrl}${PARTNER_WEBHOOK_PATH}`;
  const page = (id: string, token: string) =>
    t.call<Envelope<AssistanceRequestPage>>('GET', `/ev/assistance/requests/${id}`, undefined, token);
  const deskRow = async (id: string) =>
    (
      await t.call<Envelope<DeskRequestList>>('GET', '/ev/assistance/desk/requests', undefined, operator)
    ).body.data!.requests.find((r) => r.id === id);

  beforeAll(async () => {
    partner = await startFakePartner(SECRET);
    t = await startTestApp({
      ASSIST_PROVIDER: 'partner',
      ASSIST_PARTNER_URL: partner.url,
      ASSIST_PARTNER_API_KEY: partner.apiKey,
      ASSIST_PARTNER_WEBHOOK_SECRET: SECRET,
      // The adapter's own time-out ends a call to a partner that hangs; retries wait 200 ms.
      ASSIST_PARTNER_TIMEOUT_MS: '500',
      ASSIST_PARTNER_RETRIES: '1',
      // The retry round is run by hand below (the clock moved past each request's next try).
      ASSIST_RETRY_MS: '3600000',
      API_PER_IP: '100000',
      API_BACKSTOP_PER_IP: '100000',
      API_PER_TOKEN: '100000',
      OTP_SENDS_PER_IP_PER_HOUR: '10000',
    });
    const mobile = nextMobile();
    await t.app.assistance.store.addOperator(mobile, t.clock.now);
    operator = await t.signIn(mobile);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await partner?.close();
  });

  it('hands the request to the partner and follows its signed status changes to done; a repeated event changes nothing', async () => {
    partner.mode = 'up';
    const token = await t.signIn(nextMobile());
    const made = await t.call<Envelope<AssistanceCreated>>('POST', '/ev/assistance/requests', requestBody(), token);
    expect(made.status).toBe(201);
    const { id, number } = made.body.data!.request;
    await expect.poll(async () => (await deskRow(id))?.partner_state).toBe('sent');
    const job = partner.jobs.get(id)!;
    expect(job.body).toMatchObject({ reference: number, problem: 'battery_empty', vehicle: { connector: 'CCS2' } });

    const assigned = {
      event_id: 'e1',
      request_id: job.id,
      status: 'assigned',
      helper: { name: 'Imran', mobile: '9812300000', vehicle: 'Flatbed' },
    };
    expect((await partner.callBack(webhook(), assigned)).status).toBe(200);
    expect((await page(id, token)).body.data!.request).toMatchObject({ status: 'assigned', helper: { name: 'Imran' } });
    const again = await partner.callBack(webhook(), assigned);
    expect(again.body).toMatchObject({ data: { applied: false } });
    expect((await page(id, token)).body.data!.request.version).toBe(2);

    await partner.callBack(webhook(), { event_id: 'e2', request_id: job.id, status: 'on_the_way', eta_minutes: 18 });
    const onWay = (await page(id, token)).body.data!.request;
    expect(onWay).toMatchObject({ status: 'on_the_way', eta_at: t.clock.now + 18 * 60_000 });
    // The partner may skip a step: 'done' from on the way passes through arrived.
    await partner.callBack(webhook(), { event_id: 'e3', request_id: job.id, status: 'done' });
    const done = (await page(id, token)).body.data!.request;
    expect(done.status).toBe('done');
    expect(done.events.map((e) => `${e.by} ${e.status}`)).toEqual([
      'person received',
      'partner assigned',
      'partner on_the_way',
      'partner arrived',
      'partner done',
    ]);
  });

  it('changes nothing on a webhook with a bad signature, no signature, or another secret', async () => {
    partner.mode = 'up';
    const token = await t.signIn(nextMobile());
    const { id } = (await t.call<Envelope<AssistanceCreated>>('POST', '/ev/assistance/requests', requestBody(), token))
      .body.data!.request;
    await expect.poll(async () => (await deskRow(id))?.partner_state).toBe('sent');
    const ref = partner.jobs.get(id)!.id;
    const event = { event_id: `bad-${id}`, request_id: ref, status: 'cancelled' };
    expect((await partner.callBack(webhook(), event, { secret: 'not-the-secret' })).status).toBe(401);
    expect((await partner.callBack(webhook(), event, { signature: 'sha256=' + '0'.repeat(64) })).status).toBe(401);
    expect((await partner.callBack(webhook(), event, { signature: '' })).status).toBe(401);
    const after = (await page(id, token)).body.data!.request;
    expect(after).toMatchObject({ status: 'received', version: 1 });
    // The refused event's id was not used up: signed properly, it applies.
    expect((await partner.callBack(webhook(), event)).body).toMatchObject({
      data: { applied: true, status: 'cancelled' },
    });
  });

  it('keeps a request the partner did not take (it timed out), shows it on the desk, and hands it over once when the partner is back', async () => {
    partner.mode = 'hang';
    const token = await t.signIn(nextMobile());
    const { id } = (await t.call<Envelope<AssistanceCreated>>('POST', '/ev/assistance/requests', requestBody(), token))
      .body.data!.request;
    await expect.poll(async () => (await deskRow(id))?.partner_attempts).toBe(1);
    expect((await deskRow(id))?.partner_state).toBe('pending');
    expect(partner.jobs.get(id)!.sends).toBe(2); // the first try and one retry, both timed out

    partner.mode = 'down';
    t.clock.advance(2 * HOUR);
    await t.app.assistance.retryPartner();
    expect((await deskRow(id))?.partner_state).toBe('pending');

    partner.mode = 'up';
    t.clock.advance(3 * HOUR);
    await t.app.assistance.retryPartner();
    expect((await deskRow(id))?.partner_state).toBe('sent');
    expect([...partner.jobs.keys()].filter((k) => k === id)).toHaveLength(1);
    expect(partner.jobs.get(id)!.id).toMatch(/^job-/);
    // Nobody called within 10 minutes (nothing assigned): the person is told to call the helpline.
    expect((await page(id, token)).body.data!.request.call_helpline).toBe(true);
  });
});
