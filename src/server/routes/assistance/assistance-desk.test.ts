import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobiles } from '../../../../tests/support/check-in-helpers.ts';
import { requestBody, textsTo, ON_NH44, type Envelope } from '../../../../tests/support/assistance-helpers.ts';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type {
  AssistanceCreated,
  AssistancePlace,
  AssistanceRequestPage,
  DeskRequestList,
  DeskRequestPage,
} from '../../../domain/assistance/assistance-api.ts';
import { assistanceEn } from '../../../domain/i18n/areas/assistance.en.ts';

/** Roadside assistance through the desk, over real HTTP on a real database (issue 39). */
const A = assistanceEn.assistance;

describe('roadside assistance through the desk', () => {
  let t: TestApp;
  const nextMobile = mobiles('955');
  let operatorMobile: string;
  let operator: string;

  const send = (body: unknown, token: string) =>
    t.call<Envelope<AssistanceCreated>>('POST', '/ev/assistance/requests', body, token);
  const desk = (id: string, body: unknown, token = operator) =>
    t.call<Envelope<DeskRequestPage>>('POST', `/ev/assistance/desk/requests/${id}`, body, token);
  const settled = () => t.app.assistanceNotifier.settled();

  beforeAll(async () => {
    t = await startTestApp({
      API_PER_IP: '100000',
      API_BACKSTOP_PER_IP: '100000',
      API_PER_TOKEN: '100000',
      OTP_SENDS_PER_IP_PER_HOUR: '10000',
    });
    operatorMobile = nextMobile();
    await t.app.assistance.store.addOperator(operatorMobile, t.clock.now);
    operator = await t.signIn(operatorMobile);
  }, 120_000);
  afterAll(async () => t?.close());

  it('asks where, plainly, when a request has no position and no place', async () => {
    const token = await t.signIn(nextMobile());
    const sent = await send(requestBody({ position: null, place: null }), token);
    expect(sent.status).toBe(400);
    expect(sent.body.message).toBe(A.validation.where);
  });

  it('describes a position on NH-44 north of Panipat in words', async () => {
    const token = await t.signIn(nextMobile());
    const place = await t.call<Envelope<AssistancePlace>>(
      'GET',
      `/ev/assistance/describe?lat=${ON_NH44.lat}&lng=${ON_NH44.lng}`,
      undefined,
      token,
    );
    expect(place.status).toBe(200);
    expect(place.body.data!.words).toMatchObject({ road: 'NH-44', town: 'Panipat', direction: 'north' });
    expect(place.body.data!.words.km).toBeGreaterThanOrEqual(8);
    expect(place.body.data!.words.km).toBeLessThanOrEqual(14);
  });

  it('makes one request of the same one sent three times', async () => {
    const token = await t.signIn(nextMobile());
    const body = requestBody();
    const answers = await Promise.all([send(body, token), send(body, token), send(body, token)]);
    const ids = new Set(answers.map((a) => a.body.data!.request.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.body.data!.created)).toHaveLength(1);
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 200, 201]);
    const list = await t.call<Envelope<DeskRequestList>>('GET', '/ev/assistance/desk/requests', undefined, operator);
    expect(list.body.data!.requests.filter((r) => ids.has(r.id))).toHaveLength(1);
  });

  it('moves a request through the desk to done, with an SMS and a log line at each change', async () => {
    const mobile = nextMobile();
    const token = await t.signIn(mobile);
    const made = await send(requestBody(), token);
    expect(made.status).toBe(201);
    const { id, number } = made.body.data!.request;
    expect(number).toMatch(/^RA-[A-Z0-9]{6}$/);

    const listed = await t.call<Envelope<DeskRequestList>>('GET', '/ev/assistance/desk/requests', undefined, operator);
    const row = listed.body.data!.requests.find((r) => r.id === id)!;
    expect(row).toMatchObject({ status: 'received', mobile, problem: 'battery_empty', actions: ['assign', 'cancel'] });
    expect(listed.body.data!.requests[0]!.created_at).toBeGreaterThanOrEqual(
      listed.body.data!.requests.at(-1)!.created_at,
    );

    const assigned = await desk(id, {
      version: 1,
      action: 'assign',
      helper_name: 'Ravi',
      helper_mobile: '9812345678',
      helper_vehicle: 'Flatbed HR06 X 1',
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data!.request).toMatchObject({ status: 'assigned', version: 2, helper: { name: 'Ravi' } });
    const onWay = await desk(id, { version: 2, action: 'on_the_way', eta_minutes: 25 });
    expect(onWay.body.data!.request.status).toBe('on_the_way');
    expect(onWay.body.data!.request.eta_at).toBe(t.clock.now + 25 * 60_000);
    expect((await desk(id, { version: 3, action: 'arrived' })).body.data!.request.status).toBe('arrived');
    const done = await desk(id, { version: 4, action: 'done' });
    expect(done.body.data!.request).toMatchObject({ status: 'done', version: 5 });
    expect(done.body.data!.request.events.map((e) => [e.by, e.status])).toEqual([
      ['person', 'received'],
      ['operator', 'assigned'],
      ['operator', 'on_the_way'],
      ['operator', 'arrived'],
      ['operator', 'done'],
    ]);

    await settled();
    const texts = textsTo(t, mobile);
    expect(texts).toHaveLength(5);
    expect(texts[0]).toContain(number);
    expect(texts[1]).toContain('Ravi');
    expect(texts[2]).toContain('25 min');

    const page = await t.call<Envelope<AssistanceRequestPage>>(
      'GET',
      `/ev/assistance/requests/${id}`,
      undefined,
      token,
    );
    expect(page.body.data!.request.status).toBe('done');
    const open = await t.call<Envelope<DeskRequestList>>('GET', '/ev/assistance/desk/requests', undefined, operator);
    expect(open.body.data!.requests.some((r) => r.id === id)).toBe(false);
  });

  it('refuses an action on a request that changed meanwhile, with its current state', async () => {
    const token = await t.signIn(nextMobile());
    const { id } = (await send(requestBody(), token)).body.data!.request;
    const first = await desk(id, {
      version: 1,
      action: 'assign',
      helper_name: 'Asha',
      helper_mobile: '9812345679',
      helper_vehicle: 'Van',
    });
    expect(first.status).toBe(200);
    const second = await desk(id, { version: 1, action: 'cancel' });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(A.errors.stale);
    expect(second.body.data!.request).toMatchObject({ status: 'assigned', version: 2, helper: { name: 'Asha' } });
  });

  it('lets the person cancel before the helper arrives, and not after', async () => {
    const token = await t.signIn(nextMobile());
    const a = (await send(requestBody(), token)).body.data!.request;
    const cancelled = await t.call<Envelope<AssistanceRequestPage>>(
      'POST',
      `/ev/assistance/requests/${a.id}/cancel`,
      { version: 1 },
      token,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data!.request).toMatchObject({ status: 'cancelled', can_cancel: false });

    const b = (await send(requestBody(), token)).body.data!.request;
    await desk(b.id, {
      version: 1,
      action: 'assign',
      helper_name: 'Asha',
      helper_mobile: '9812345679',
      helper_vehicle: 'Van',
    });
    await desk(b.id, { version: 2, action: 'on_the_way', eta_minutes: 5 });
    await desk(b.id, { version: 3, action: 'arrived' });
    const late = await t.call<Envelope<AssistanceRequestPage>>(
      'POST',
      `/ev/assistance/requests/${b.id}/cancel`,
      { version: 4 },
      token,
    );
    expect(late.status).toBe(409);
    expect(late.body.data!.request.status).toBe('arrived');
  });

  it('refuses the desk to an account without the operator role, and shows a request only to its owner and operators', async () => {
    const owner = await t.signIn(nextMobile());
    const stranger = await t.signIn(nextMobile());
    const { id } = (await send(requestBody(), owner)).body.data!.request;
    const list = await t.call<Envelope<unknown>>('GET', '/ev/assistance/desk/requests', undefined, stranger);
    expect(list.status).toBe(403);
    expect(list.body.message).toBe(A.errors.notOperator);
    const action = await desk(id, { version: 1, action: 'cancel' }, stranger);
    expect(action.status).toBe(403);
    const byOwnerToo = await desk(id, { version: 1, action: 'cancel' }, owner);
    expect(byOwnerToo.status).toBe(403);
    expect((await t.call('GET', `/ev/assistance/requests/${id}`, undefined, stranger)).status).toBe(404);
    expect((await t.call('GET', `/ev/assistance/requests/${id}`, undefined, operator)).status).toBe(200);
    const still = await t.call<Envelope<AssistanceRequestPage>>(
      'GET',
      `/ev/assistance/requests/${id}`,
      undefined,
      owner,
    );
    expect(still.body.data!.request).toMatchObject({ status: 'received', version: 1 });
  });

  it('limits a flood from one account without refusing its first request', async () => {
    const token = await t.signIn(nextMobile());
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send(requestBody(), token)).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const other = await t.signIn(nextMobile());
    expect((await send(requestBody(), other)).status).toBe(201);
  });
});
