import type { Kysely } from 'kysely';
import type { Config } from '../config.server.ts';
import type { Database } from '../db/tables.ts';
import { NoAnalytics, type AnalyticsProvider } from './analytics-provider.server.ts';
import type { AnalyticsQueueOptions } from './analytics-queue.server.ts';
import { Ga4Analytics } from './ga4-analytics.server.ts';
import { LocalAnalytics } from './local-analytics.server.ts';
import { PlausibleAnalytics } from './plausible-analytics.server.ts';

/**
 * The provider ANALYTICS_PROVIDER names. Config validation has already required PLAUSIBLE_DOMAIN
 * for plausible and the GA4 id, secret and site domain for ga4.
 */
export function chooseAnalytics(config: Config, db: Kysely<Database>): AnalyticsProvider {
  switch (config.ANALYTICS_PROVIDER) {
    case 'none':
      return new NoAnalytics();
    case 'plausible':
      return new PlausibleAnalytics({ baseUrl: config.PLAUSIBLE_URL, domain: config.PLAUSIBLE_DOMAIN ?? '' });
    case 'ga4':
      return new Ga4Analytics({
        baseUrl: config.GA4_URL,
        measurementId: config.GA4_MEASUREMENT_ID ?? '',
        apiSecret: config.GA4_API_SECRET ?? '',
        siteDomain: config.GA4_SITE_DOMAIN ?? '',
      });
    default:
      return new LocalAnalytics(db);
  }
}

/**
 * Events per send, so one send fits its 5 s time-out: the local provider writes 500 in one
 * transaction; GA4 takes 25 a request (4 at once: 200 is 2 rounds); Plausible one a request (8 at
 * once: 40 is 5 rounds).
 */
export function queueOptionsFor(provider: AnalyticsProvider): Pick<AnalyticsQueueOptions, 'batchSize'> {
  switch (provider.name) {
    case 'plausible':
      return { batchSize: 40 };
    case 'ga4':
      return { batchSize: 200 };
    default:
      return { batchSize: 500 };
  }
}
