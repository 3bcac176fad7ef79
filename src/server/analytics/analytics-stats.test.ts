import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-events.ts';
import { freshDatabaseUrl } from '../../../tests/support/test-database.ts';
import { pageView, pageViews, productEvent } from '../../../tests/support/analytics-samples.ts';
import { openDatabase } from '../db/database.server.ts';
import { migrateToLatest } from '../db/migrate.server.ts';
import { istDay, LocalAnalytics } from './local-analytics.server.ts';

/**
 * `npm run stats` (scripts/stats.ts) run as a person runs it, against a database this test fills
 * through the local provider: SQLite, or PostgreSQL when TEST_DATABASE_URL is a postgres:// URL.
 */

const run = promisify(execFile);
const DAY = 86_400_000;
let dir: string;
let database: Awaited<ReturnType<typeof freshDatabaseUrl>>;
const now = Date.now();

const repeat = (count: number, event: AnalyticsEvent) => Array.from({ length: count }, () => event);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-stats-'));
  database = await freshDatabaseUrl(dir);
  const handle = openDatabase(database.url);
  try {
    await migrateToLatest(handle);
    const local = new LocalAnalytics(handle.db);
    await local.send(
      [
        ...pageViews(12),
        ...pageViews(8, '/signin'),
        ...repeat(2, pageView('/signin', { lang: 'hi' })),
        ...repeat(3, pageView('/planatrip', { lang: 'hi', signed_in: true })),
        pageView('/blogs/:id', { lang: 'hi' }),
        ...repeat(6, productEvent('otp_sent', '/signin', { signed_in: false })),
        ...repeat(4, productEvent('otp_verified', '/verification', { signed_in: false })),
        ...repeat(3, productEvent('preference_chosen', '/userPreference')),
        ...repeat(2, productEvent('trip_planned', '/planatrip', { with_vehicle: true })),
        productEvent('trip_planned', '/planatrip', { with_vehicle: false }),
      ],
      now,
    );
    await local.send(
      [
        ...pageViews(5, '/planatrip'),
        ...repeat(3, productEvent('trip_planned', '/planatrip', { with_vehicle: false })),
      ],
      now - 5 * DAY,
    );
    // Forty days ago: outside --days 30.
    await local.send(
      [...pageViews(100, '/blogs'), ...repeat(50, productEvent('trip_planned', '/planatrip', { with_vehicle: true }))],
      now - 40 * DAY,
    );
  } finally {
    await handle.close();
  }
});

afterAll(async () => {
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const stats = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/stats.ts', ...args], {
    env: { ...process.env, DATABASE_URL: database.url },
    encoding: 'utf8',
  });

/** The lines of one section of the report, from its title to the blank line after it. */
function section(output: string, title: string): string[] {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => line.startsWith(title));
  expect(start, `section "${title}" in:\n${output}`).toBeGreaterThanOrEqual(0);
  const end = lines.indexOf('', start);
  return lines.slice(start + 1, end < 0 ? undefined : end).map((line) => line.replace(/\s+/g, ' ').trim());
}

describe('npm run stats', () => {
  it('prints the screens, the sign-in funnel, trips per day and routes by language of the last 30 India days', async () => {
    const { stdout } = await stats('--days', '30');
    const today = istDay(now);
    expect(stdout.split('\n')[0]).toBe(
      `EV India usage, ${istDay(now - 29 * DAY)} to ${today} (30 India days, IST): 31 page views, 50 events in all`,
    );

    expect(section(stdout, 'Most used screens')).toEqual([
      'route views share',
      '---------- ----- -----',
      '/evinindia 12 38.7%',
      '/signin 10 32.3%',
      '/planatrip 8 25.8%',
      '/blogs/:id 1 3.2%',
    ]);
    expect(section(stdout, 'Sign-in funnel')).toEqual([
      'step count % of first',
      '------------------------------- ----- ----------',
      'sign-in screen (/signin viewed) 10 100.0%',
      'code sent 6 60.0%',
      'code verified 4 40.0%',
      'preference chosen 3 30.0%',
    ]);
    const trips = section(stdout, 'Trips planned per day');
    expect(trips).toHaveLength(2 + 30);
    expect(trips[2]).toBe(`${istDay(now - 29 * DAY)} 0 0 0`);
    expect(trips).toContain(`${istDay(now - 5 * DAY)} 0 3 3`);
    expect(trips.at(-1)).toBe(`${today} 2 1 3`);
    expect(section(stdout, 'Top routes by language')).toEqual([
      'lang route views share of lang',
      '---- ---------- ----- -------------',
      'en /evinindia 12 48.0%',
      'en /signin 8 32.0%',
      'en /planatrip 5 20.0%',
      'hi /planatrip 3 50.0%',
      'hi /signin 2 33.3%',
      'hi /blogs/:id 1 16.7%',
    ]);
  });

  it('counts older days when asked for them, and refuses a bad --days', async () => {
    const { stdout } = await stats('--days=45');
    expect(stdout.split('\n')[0]).toMatch(/: 131 page views, 200 events in all$/);
    expect(section(stdout, 'Most used screens')[2]).toBe('/blogs 100 76.3%');

    const refused = await stats('--days', '0').then(
      () => expect.fail('--days 0 was accepted'),
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('stats failed: --days must be a whole number from 1 to 3650, not "0"');
  });
});
