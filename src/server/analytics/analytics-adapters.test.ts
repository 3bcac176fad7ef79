import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  closedPortUrl,
  json,
  neverAnswers,
  startFakeSmsServer,
  type FakeAnswer,
  type FakeSmsServer,
  type ReceivedRequest,
} from '../../../tests/support/fake-sms-server.ts';
import { pageView, pageViews, productEvent } from '../../../tests/support/analytics-samples.ts';
import type { AnalyticsProvider } from './analytics-provider.server.ts';
import { AnalyticsQueue } from './analytics-queue.server.ts';
import { Ga4Analytics } from './ga4-analytics.server.ts';
import { PlausibleAnalytics } from './plausible-analytics.server.ts';

/**
 * The Plausible and GA4 adapters against a local fake HTTP server (one per test), through the
 * queue the app puts in front of them: the exact requests, their success answers, error answers,
 * a server that hangs and one that cannot be reached. Every failure ends in the queue's counters;
 * none reaches the code that added the events.
 */

const DOMAIN = 'ev.example.in';
const MEASUREMENT_ID = 'G-TEST12345';
const API_SECRET = 'mp-secret-not-a-real-one';
const AT = Date.UTC(2026, 10, 25, 6, 30);

async function fakeService(answer?: FakeAnswer | ((request: ReceivedRequest) => FakeAnswer)): Promise<FakeSmsServer> {
  const fake = await startFakeSmsServer();
  onTestFinished(() => fake.close());
  if (answer) fake.answer(answer);
  return fake;
}

const plausible = (baseUrl: string) => new PlausibleAnalytics({ baseUrl, domain: DOMAIN });
const ga4 = (baseUrl: string) =>
  new Ga4Analytics({ baseUrl, measurementId: MEASUREMENT_ID, apiSecret: API_SECRET, siteDomain: DOMAIN });

/**
 * The queue the app uses, on a fixed clock. Its send time-out is one no answer of the fake takes
 * however busy the machine; the outage tests give a short one, which only a hang reaches.
 */
function queueFor(provider: AnalyticsProvider, sendTimeoutMs = 60_000) {
  const warnings: Array<Record<string, unknown>> = [];
  const queue = new AnalyticsQueue(provider, {
    flushDelayMs: 10,
    sendTimeoutMs,
    now: () => AT,
    log: { warn: (details) => warnings.push(details) },
  });
  onTestFinished(() => queue.close());
  return { queue, warnings };
}

const bodyOf = (request: ReceivedRequest) => JSON.parse(request.body) as Record<string, unknown>;

describe('Plausible Events API adapter', () => {
  it('posts each event to /api/event as Plausible takes it, with no visitor address', async () => {
    const fake = await fakeService(json(202, {}));
    const { queue } = queueFor(plausible(fake.url));
    queue.add([
      pageView('/findelectricvehicle/:type/:id', { referrer: '/evinindia', lang: 'hi', width: 'md', signed_in: true }),
      productEvent('trip_planned', '/planatrip', { with_vehicle: false }),
      productEvent('rc_lookup', '/checkvehicleinfo', { outcome: 'not_found', width: 'lg' }),
    ]);
    await queue.flush();

    expect(fake.received).toHaveLength(3);
    for (const request of fake.received) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/api/event');
      expect([...request.query]).toEqual([]);
      expect(request.headers['user-agent']).toBe('EV India server');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['x-forwarded-for']).toBeUndefined();
    }
    const bodies = fake.received.map(bodyOf).sort((a, b) => String(a.url).localeCompare(String(b.url)));
    expect(bodies).toEqual([
      {
        name: 'rc_lookup',
        domain: DOMAIN,
        url: 'https://ev.example.in/checkvehicleinfo',
        props: { lang: 'en', width: 'lg', signed_in: 'yes', outcome: 'not_found' },
      },
      {
        name: 'pageview',
        domain: DOMAIN,
        url: 'https://ev.example.in/findelectricvehicle/:type/:id',
        referrer: 'https://ev.example.in/evinindia',
        props: { lang: 'hi', width: 'md', signed_in: 'yes' },
      },
      {
        name: 'trip_planned',
        domain: DOMAIN,
        url: 'https://ev.example.in/planatrip',
        props: { lang: 'en', width: 'sm', signed_in: 'yes', with_vehicle: 'no' },
      },
    ]);
    expect(queue.counts).toEqual({ queued: 0, sent: 3, dropped: 0, failed: 0 });
  });

  it('counts the events Plausible refuses (400, 429, 500) as failed and the rest as sent', async () => {
    const statuses: Record<string, number> = { '/planatrip': 400, '/evchargingstations': 429, '/blogs': 500 };
    const fake = await fakeService((request) =>
      json(statuses[new URL(String(bodyOf(request).url)).pathname] ?? 202, {}),
    );
    const { queue, warnings } = queueFor(plausible(fake.url));
    queue.add([pageView('/planatrip'), pageView('/evchargingstations'), pageView('/blogs'), pageView('/evinindia')]);
    await queue.flush();
    expect(fake.received).toHaveLength(4);
    expect(queue.counts).toEqual({ queued: 0, sent: 1, dropped: 0, failed: 3 });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ provider: 'plausible', notRecorded: 3, of: 4 });
    expect(String(warnings[0]?.reason)).toMatch(/^HTTP (400|429|500)$/);
  });

  it("counts a 202 with x-plausible-dropped (Plausible's bot filter) as failed, not sent", async () => {
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () =>
        res.writeHead(202, { 'content-type': 'application/json', 'x-plausible-dropped': '1' }).end('{}'),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { queue, warnings } = queueFor(plausible(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    queue.add(pageViews(2));
    await queue.flush();
    expect(queue.counts).toEqual({ queued: 0, sent: 0, dropped: 0, failed: 2 });
    expect(warnings[0]).toMatchObject({ reason: 'dropped by Plausible (x-plausible-dropped)' });
  });
});

describe('GA4 Measurement Protocol adapter', () => {
  it('posts up to 25 events a request to /mp/collect with the id and secret, one random client_id per send', async () => {
    const fake = await fakeService({ status: 204, body: '' });
    const { queue } = queueFor(ga4(fake.url));
    queue.add([
      pageView('/findelectricvehicle/:type/:id', { referrer: '/evinindia', lang: 'hi', width: 'xs', signed_in: true }),
      ...pageViews(28),
    ]);
    queue.add([productEvent('trip_planned', '/planatrip', { with_vehicle: true })]);
    await queue.flush();

    expect(fake.received).toHaveLength(2);
    const bodies = fake.received
      .map(bodyOf)
      .sort((a, b) => (b.events as unknown[]).length - (a.events as unknown[]).length);
    for (const request of fake.received) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/mp/collect');
      expect(Object.fromEntries(request.query)).toEqual({ measurement_id: MEASUREMENT_ID, api_secret: API_SECRET });
      expect(request.headers['content-type']).toBe('application/json');
    }
    const [first, second] = bodies;
    expect((first?.events as unknown[]).length).toBe(25);
    expect((second?.events as unknown[]).length).toBe(5);
    expect(first?.client_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second?.client_id).toBe(first?.client_id);
    expect(Object.keys(first ?? {}).sort()).toEqual(['client_id', 'consent', 'events', 'timestamp_micros']);
    expect(first).toMatchObject({
      timestamp_micros: AT * 1000,
      consent: { ad_user_data: 'DENIED', ad_personalization: 'DENIED' },
    });
    expect((first?.events as unknown[])[0]).toEqual({
      name: 'page_view',
      params: {
        page_location: 'https://ev.example.in/findelectricvehicle/:type/:id',
        page_referrer: 'https://ev.example.in/evinindia',
        engagement_time_msec: 1,
        language: 'hi',
        width: 'xs',
        signed_in: 'yes',
      },
    });
    expect((second?.events as unknown[]).at(-1)).toEqual({
      name: 'trip_planned',
      params: {
        page_location: 'https://ev.example.in/planatrip',
        engagement_time_msec: 1,
        language: 'en',
        width: 'sm',
        signed_in: 'yes',
        with_vehicle: 'yes',
      },
    });
    expect(queue.counts).toEqual({ queued: 0, sent: 30, dropped: 0, failed: 0 });

    // The next send is a new "client": nothing ties two sends to one person.
    queue.add(pageViews(1));
    await queue.flush();
    expect(bodyOf(fake.received[2] as ReceivedRequest).client_id).not.toBe(first?.client_id);
  });

  it('counts the events of a refused request (403, 500) as failed and the other requests as sent', async () => {
    const fake = await fakeService((request) =>
      json((JSON.parse(request.body) as { events: unknown[] }).events.length === 25 ? 500 : 204, {}),
    );
    const { queue, warnings } = queueFor(ga4(fake.url));
    queue.add(pageViews(30));
    await queue.flush();
    expect(queue.counts).toEqual({ queued: 0, sent: 5, dropped: 0, failed: 25 });
    expect(warnings[0]).toMatchObject({ provider: 'ga4', notRecorded: 25, of: 30, reason: 'HTTP 500' });

    fake.answer(json(403, { error: 'bad api_secret' }));
    queue.add(pageViews(3));
    await queue.flush();
    expect(queue.counts).toEqual({ queued: 0, sent: 5, dropped: 0, failed: 28 });
  });
});

describe.each([
  ['Plausible', plausible],
  ['GA4', ga4],
] as const)('%s outage', (_name, adapter) => {
  it('a server that hangs: add() still returns at once, the send times out and is counted as failed', async () => {
    const fake = await fakeService({ ...json(202, {}), ...neverAnswers() });
    // The queue's first send has begun when the adapter is called (not when the fake has read it:
    // the time-out may end the request before a busy machine's fake does).
    const provider = adapter(fake.url);
    let sending!: () => void;
    const sendBegun = new Promise<void>((resolve) => (sending = resolve));
    const send = provider.send.bind(provider);
    const { queue, warnings } = queueFor({ name: provider.name, send: (...args) => (sending(), send(...args)) }, 300);
    queue.add(pageViews(2));
    await sendBegun;
    // The provider holds the request open; add() answers without waiting for it.
    expect(queue.add(pageViews(3))).toBe(3);
    expect(queue.counts).toMatchObject({ queued: 3, sent: 0 });
    await queue.flush();
    expect(queue.counts).toEqual({ queued: 0, sent: 0, dropped: 0, failed: 5 });
    expect(warnings[0]).toMatchObject({ reason: 'timed out' });
  });

  it('a server that refuses the connection: counted as failed, never thrown', async () => {
    const { queue, warnings } = queueFor(adapter(await closedPortUrl()));
    expect(() => queue.add(pageViews(4))).not.toThrow();
    await queue.flush();
    expect(queue.counts).toEqual({ queued: 0, sent: 0, dropped: 0, failed: 4 });
    expect(warnings[0]).toMatchObject({ reason: 'unreachable' });
  });

  it('a 5xx answer: counted as failed; the next send goes through once the server is back', async () => {
    const fake = await fakeService(json(503, { error: 'maintenance' }));
    const { queue } = queueFor(adapter(fake.url));
    queue.add(pageViews(2));
    await queue.flush();
    fake.answer(json(202, {}));
    queue.add(pageViews(3));
    await queue.flush();
    expect(queue.counts).toEqual({ queued: 0, sent: 3, dropped: 0, failed: 2 });
  });
});
