import { refusal } from '../../../tests/support/config-refusal.ts';
import { describe, expect, it, onTestFinished } from 'vitest';
import { json, startFakeSmsServer } from '../../../tests/support/fake-sms-server.ts';
import { pageViews } from '../../../tests/support/analytics-samples.ts';
import { loadConfig } from '../config.server.ts';
import { openDatabase } from '../db/database.server.ts';
import { AnalyticsQueue } from './analytics-queue.server.ts';
import { chooseAnalytics, queueOptionsFor } from './choose-analytics.server.ts';

/** ANALYTICS_PROVIDER and its companions: validated at start, then the provider they name. */

const GA4 = {
  ANALYTICS_PROVIDER: 'ga4',
  GA4_MEASUREMENT_ID: 'G-ABC123DEF4',
  GA4_API_SECRET: 'secret',
  GA4_SITE_DOMAIN: 'ev.example.in',
};

function memoryDb() {
  const handle = openDatabase(':memory:');
  onTestFinished(() => handle.close());
  return handle.db;
}

describe('analytics configuration', () => {
  it('defaults to the local provider, with Plausible and GA4 at their public addresses', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      ANALYTICS_PROVIDER: 'local',
      PLAUSIBLE_URL: 'https://plausible.io',
      GA4_URL: 'https://www.google-analytics.com',
    });
    expect(config.PLAUSIBLE_DOMAIN).toBeUndefined();
    expect(chooseAnalytics(config, memoryDb()).name).toBe('local');
  });

  it('refuses an unknown provider, naming the choices', () => {
    expect(refusal({ ANALYTICS_PROVIDER: 'matomo' })).toBe(
      'Invalid environment variable ANALYTICS_PROVIDER: must be none, local, plausible or ga4',
    );
  });

  it('requires PLAUSIBLE_DOMAIN with plausible, as a bare domain', () => {
    expect(refusal({ ANALYTICS_PROVIDER: 'plausible' })).toBe(
      'Invalid environment variable PLAUSIBLE_DOMAIN: is required when ANALYTICS_PROVIDER=plausible',
    );
    expect(refusal({ ANALYTICS_PROVIDER: 'plausible', PLAUSIBLE_DOMAIN: 'https://ev.example.in/' })).toBe(
      'Invalid environment variable PLAUSIBLE_DOMAIN: must be a domain name such as ev.example.in (no https://, no path)',
    );
    expect(
      refusal({
        ANALYTICS_PROVIDER: 'plausible',
        PLAUSIBLE_DOMAIN: 'ev.example.in',
        PLAUSIBLE_URL: 'plausible.example.in',
      }),
    ).toBe('Invalid environment variable PLAUSIBLE_URL: must be a URL');
  });

  it('requires the measurement id, API secret and site domain with ga4', () => {
    expect(refusal({ ANALYTICS_PROVIDER: 'ga4' }).split('\n')).toEqual([
      'Invalid environment variable GA4_MEASUREMENT_ID: is required when ANALYTICS_PROVIDER=ga4',
      'Invalid environment variable GA4_API_SECRET: is required when ANALYTICS_PROVIDER=ga4',
      'Invalid environment variable GA4_SITE_DOMAIN: is required when ANALYTICS_PROVIDER=ga4',
    ]);
    expect(refusal({ ...GA4, GA4_MEASUREMENT_ID: 'UA-12345-1' })).toBe(
      'Invalid environment variable GA4_MEASUREMENT_ID: must be a measurement id such as G-ABC123DEF4',
    );
  });

  it('chooses none, plausible and ga4 as configured, each with a batch that fits its time-out', () => {
    const db = memoryDb();
    const choose = (env: Record<string, string>) => {
      const provider = chooseAnalytics(loadConfig(env), db);
      return [provider.name, queueOptionsFor(provider).batchSize];
    };
    expect(choose({ ANALYTICS_PROVIDER: 'none' })).toEqual(['none', 500]);
    expect(choose({ ANALYTICS_PROVIDER: 'local' })).toEqual(['local', 500]);
    expect(choose({ ANALYTICS_PROVIDER: 'plausible', PLAUSIBLE_DOMAIN: 'ev.example.in' })).toEqual(['plausible', 40]);
    expect(choose(GA4)).toEqual(['ga4', 200]);
  });

  it('sends to the addresses configuration gives (PLAUSIBLE_URL, GA4_URL)', async () => {
    const fake = await startFakeSmsServer();
    onTestFinished(() => fake.close());
    fake.answer(json(202, {}));
    for (const env of [
      { ANALYTICS_PROVIDER: 'plausible', PLAUSIBLE_DOMAIN: 'ev.example.in', PLAUSIBLE_URL: fake.url },
      { ...GA4, GA4_URL: `${fake.url}/` },
    ]) {
      const queue = new AnalyticsQueue(chooseAnalytics(loadConfig(env), memoryDb()));
      queue.add(pageViews(1));
      await queue.flush();
      expect(queue.counts.sent).toBe(1);
    }
    expect(fake.received.map((r) => r.path)).toEqual(['/api/event', '/mp/collect']);
  });
});
