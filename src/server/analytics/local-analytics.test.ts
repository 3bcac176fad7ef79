import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { KyselyPlugin, Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../../../tests/support/test-database.ts';
import { pageView, pageViews, productEvent } from '../../../tests/support/analytics-samples.ts';
import { loadConfig } from '../config.server.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.server.ts';
import { migrateToLatest } from '../db/migrate.server.ts';
import type { Database } from '../db/tables.ts';
import analyticsPlugin from '../plugins/analytics.server.ts';
import dbPlugin from '../plugins/db.server.ts';
import { AnalyticsQueue } from './analytics-queue.server.ts';
import { ANALYTICS_DIMENSIONS, istDay, LocalAnalytics } from './local-analytics.server.ts';
import { LocalCounter } from './local-counter.server.ts';

/**
 * The default provider on a real database: SQLite, or PostgreSQL when TEST_DATABASE_URL is a
 * postgres:// URL (the API suite's second leg).
 */

let dir: string;
let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
let handle: DatabaseHandle;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-analytics-'));
  database = await freshDatabaseUrl(dir);
  handle = openDatabase(database.url);
  await migrateToLatest(handle);
});

afterAll(async () => {
  await handle.close();
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await handle.db.deleteFrom('analytics_daily').execute();
});

const rows = () =>
  ANALYTICS_DIMENSIONS.reduce(
    (query, column) => query.orderBy(column),
    handle.db.selectFrom('analytics_daily').selectAll(),
  ).execute();

/** The same database, counting the INSERT statements sent to it. */
function countingInserts(db: Kysely<Database>) {
  const seen = { inserts: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      if (args.node.kind === 'InsertQueryNode') seen.inserts += 1;
      return args.node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
  return { db: db.withPlugin(plugin), seen };
}

const NOON_IST = Date.UTC(2026, 10, 25, 6, 30);

describe('local analytics (daily counts in our database)', () => {
  it('counts each distinct event once a day, with every field it has', async () => {
    await new LocalAnalytics(handle.db).send(
      [
        ...pageViews(3),
        pageView('/evinindia', { lang: 'hi' }),
        pageView('/findelectricvehicle/:type/:id', { referrer: '/findelectricvehicle', width: 'lg', signed_in: true }),
        productEvent('trip_planned', '/planatrip', { with_vehicle: true }),
        productEvent('trip_planned', '/planatrip', { with_vehicle: false }),
        productEvent('trip_planned', '/planatrip', { with_vehicle: false }),
        productEvent('challan_lookup', '/e-challan', { outcome: 'not_found' }),
      ],
      NOON_IST,
    );
    const base = { day: '2026-11-25', referrer: '', lang: 'en', width: 'sm', with_vehicle: '', outcome: '' };
    expect(await rows()).toEqual([
      { ...base, name: 'challan_lookup', route: '/e-challan', signed_in: 1, outcome: 'not_found', count: 1 },
      { ...base, name: 'page_view', route: '/evinindia', signed_in: 0, count: 3 },
      { ...base, name: 'page_view', route: '/evinindia', lang: 'hi', signed_in: 0, count: 1 },
      {
        ...base,
        name: 'page_view',
        route: '/findelectricvehicle/:type/:id',
        referrer: '/findelectricvehicle',
        width: 'lg',
        signed_in: 1,
        count: 1,
      },
      { ...base, name: 'trip_planned', route: '/planatrip', signed_in: 1, with_vehicle: 'no', count: 2 },
      { ...base, name: 'trip_planned', route: '/planatrip', signed_in: 1, with_vehicle: 'yes', count: 1 },
    ]);
  });

  it('writes a send of 500 events as one upsert, and a later send adds to the same rows', async () => {
    const { db, seen } = countingInserts(handle.db);
    const local = new LocalAnalytics(db);
    const batch = [...pageViews(300), ...pageViews(150, '/planatrip'), ...pageViews(50, '/blogs')];
    await local.send(batch, NOON_IST);
    expect(seen.inserts).toBe(1);
    await local.send([...pageViews(2), ...pageViews(1, '/install')], NOON_IST + 3_600_000);
    expect(seen.inserts).toBe(2);
    expect((await rows()).map((r) => [r.route, r.count])).toEqual([
      ['/blogs', 50],
      ['/evinindia', 302],
      ['/install', 1],
      ['/planatrip', 150],
    ]);
  });

  it('turns the day at midnight India time (18:30 UTC), through the queue as the app uses it', async () => {
    expect(istDay(Date.UTC(2026, 10, 24, 18, 29, 59, 999))).toBe('2026-11-24');
    expect(istDay(Date.UTC(2026, 10, 24, 18, 30))).toBe('2026-11-25');
    const clock = { now: Date.UTC(2026, 10, 24, 18, 29, 58) };
    const queue = new AnalyticsQueue(new LocalAnalytics(handle.db), { flushDelayMs: 1_000, now: () => clock.now });
    queue.add(pageViews(2));
    clock.now += 1_000; // 23:59:59 IST
    queue.add(pageViews(1));
    clock.now += 1_001; // 00:00:00.001 IST, the next day
    queue.add(pageViews(4));
    await queue.flush();
    expect((await rows()).map((r) => [r.day, r.count])).toEqual([
      ['2026-11-24', 3],
      ['2026-11-25', 4],
    ]);
    expect(queue.counts).toEqual({ queued: 0, sent: 7, dropped: 0, failed: 0 });
  });

  it('keeps no event as itself: the only analytics table holds the counted fields, a day and a count', async () => {
    const tables = await handle.db.introspection.getTables();
    // Roadside assistance keeps a request's own log and a partner's webhook ids (assistance_events,
    // assistance_webhook_events): records of one request, declared in the personal-data registry, not analytics.
    const analytics = tables.filter((t) => /analytic|event/i.test(t.name) && !t.name.startsWith('assistance_'));
    expect(analytics.map((t) => t.name)).toEqual(['analytics_daily']);
    expect(analytics[0]?.columns.map((c) => c.name).sort()).toEqual([...ANALYTICS_DIMENSIONS, 'count'].sort());
  });

  it('the plugin decorates app.analytics and sends what is queued before the database closes', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url });
    const app = Fastify({ logger: false });
    app.decorate('config', config);
    app.decorate('now', () => NOON_IST);
    await app.register(dbPlugin, { url: config.DATABASE_URL });
    await app.register(analyticsPlugin);
    await app.ready();
    expect(app.analytics.provider.name).toBe('local');
    expect(app.analytics.add([pageView('/signin'), pageView('/signin')])).toBe(2);
    await app.close();
    expect(app.analytics.counts).toEqual({ queued: 0, sent: 2, dropped: 0, failed: 0 });
    expect((await rows()).map((r) => [r.day, r.route, r.count])).toEqual([['2026-11-25', '/signin', 2]]);
  });
});

describe('the local counter (events added up in memory, written once a second)', () => {
  it('counts as events arrive and writes each distinct row once, when due or flushed', async () => {
    const { db, seen } = countingInserts(handle.db);
    const clock = { now: NOON_IST };
    const counter = new LocalCounter(new LocalAnalytics(db), { writeEveryMs: 60_000, now: () => clock.now });
    for (let i = 0; i < 100; i++) counter.add([pageView('/evinindia'), pageView('/blogs', { lang: 'hi' })]);
    expect(counter.counts).toEqual({ queued: 200, sent: 0, dropped: 0, failed: 0 });
    expect(seen.inserts).toBe(0);
    expect(await rows()).toEqual([]);
    await counter.flush();
    expect(seen.inserts).toBe(1);
    expect((await rows()).map((r) => [r.route, r.lang, r.count])).toEqual([
      ['/blogs', 'hi', 100],
      ['/evinindia', 'en', 100],
    ]);
    expect(counter.counts).toEqual({ queued: 0, sent: 200, dropped: 0, failed: 0 });
  });

  it('files an event on the IST day it arrived, and writes by itself after writeEveryMs', async () => {
    const clock = { now: Date.UTC(2026, 10, 24, 18, 29, 59) };
    const counter = new LocalCounter(new LocalAnalytics(handle.db), { writeEveryMs: 20, now: () => clock.now });
    counter.add(pageViews(2));
    clock.now += 2_000; // past midnight IST
    counter.add(pageViews(3));
    await expect
      .poll(async () => (await rows()).map((r) => [r.day, r.count]))
      .toEqual([
        ['2026-11-24', 2],
        ['2026-11-25', 3],
      ]);
  });

  it('holds at most maxRows distinct rows between writes, counting what it drops; a failed write is counted, not thrown', async () => {
    const counter = new LocalCounter(new LocalAnalytics(handle.db), {
      writeEveryMs: 60_000,
      maxRows: 1,
      now: () => NOON_IST,
    });
    expect(counter.add([pageView('/evinindia'), pageView('/evinindia'), pageView('/blogs')])).toBe(2);
    expect(counter.counts).toMatchObject({ queued: 2, dropped: 1 });
    const broken = new LocalCounter(
      { writeRows: () => Promise.reject(new Error('disk full')) } as unknown as LocalAnalytics,
      { writeEveryMs: 60_000 },
    );
    broken.add(pageViews(3));
    await broken.close();
    expect(broken.counts).toEqual({ queued: 0, sent: 0, dropped: 0, failed: 3 });
    expect(broken.add(pageViews(1))).toBe(0);
    expect(broken.counts.dropped).toBe(1);
    await counter.close();
  });
});
