import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../../domain/i18n/en.ts';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

/** POST /ev/events over real HTTP into the local aggregates (issue 19). */
const view = (route: string, extra: Record<string, unknown> = {}) => ({
  name: 'page_view',
  route,
  referrer: '',
  lang: 'en',
  width: 'sm',
  signed_in: false,
  ...extra,
});
const INVALID = { success: false, message: en.validation.invalidBody };

describe('POST /ev/events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ EVENTS_RATE_PER_IP_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const rows = () => t.app.db.selectFrom('analytics_daily').selectAll().execute();

  it('takes a batch without a token and counts it by route pattern into the day’s rows', async () => {
    const reply = await t.call('POST', '/ev/events', {
      events: [
        view('/blogs/:id'),
        view('/blogs/:id'),
        view('/planatrip', { signed_in: true }),
        { ...view('/planatrip'), name: 'trip_planned', with_vehicle: true, referrer: undefined },
      ],
    });
    expect(reply.status).toBe(202);
    expect(reply.body).toMatchObject({ success: true, data: { accepted: 4 } });
    await expect
      .poll(
        async () => (await rows()).filter((r) => r.route === '/blogs/:id').reduce((s, r) => s + Number(r.count), 0),
        { timeout: 5_000 },
      )
      .toBe(2);
    const all = await rows();
    expect(all.find((r) => r.name === 'trip_planned')).toMatchObject({ route: '/planatrip', with_vehicle: 'yes' });
  });

  it.each([
    ['a real path with an id', { events: [view('/blogs/1')] }],
    ['a path no screen has', { events: [view('/9876543210')] }],
    ['a field the schema does not name', { events: [view('/blogs', { mobile: '9876543210' })] }],
    ['a position', { events: [view('/evchargingstations', { lat: 12.93, lng: 77.62 })] }],
    ['an unknown event', { events: [{ ...view('/blogs'), name: 'login_with_number' }] }],
    ['no events', { events: [] }],
    ['51 events', { events: Array.from({ length: 51 }, () => view('/blogs')) }],
    ['a field beside the events', { events: [view('/blogs')], token: 'abc' }],
    ['not JSON', 'events=1'],
  ])('refuses %s with 400 and the plain message', async (_name, body) => {
    const reply = await t.call('POST', '/ev/events', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(INVALID);
  });

  it('refuses a body over 16 KB with 413', async () => {
    const reply = await t.call('POST', '/ev/events', { events: [view('/blogs')], pad: 'x'.repeat(17_000) });
    expect(reply.status).toBe(413);
  });

  it('limits batches per address', async () => {
    const limited = await startTestApp({ EVENTS_RATE_PER_IP_PER_MINUTE: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await limited.call('POST', '/ev/events', { events: [view('/blogs')] })).status);
      expect(statuses).toEqual([202, 202, 202, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
