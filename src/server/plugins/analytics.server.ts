import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AnalyticsEvent } from '../../domain/analytics/analytics-events.ts';
import { AnalyticsQueue, type AnalyticsCounts } from '../analytics/analytics-queue.server.ts';
import type { AnalyticsProvider } from '../analytics/analytics-provider.server.ts';
import { chooseAnalytics, queueOptionsFor } from '../analytics/choose-analytics.server.ts';
import { LocalAnalytics } from '../analytics/local-analytics.server.ts';
import { LocalCounter } from '../analytics/local-counter.server.ts';

/** Where usage events go: add() takes them at once (never waits, never throws) and says how many it took. */
export interface AnalyticsSink {
  readonly provider: AnalyticsProvider;
  readonly counts: AnalyticsCounts;
  add(events: readonly AnalyticsEvent[]): number;
  flush(): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Usage events go in here (`app.analytics.add(events)`, never awaited); docs/analytics.md. */
    analytics: AnalyticsSink;
  }
}

/**
 * The provider ANALYTICS_PROVIDER names, behind `app.analytics`: the local daily counts through a
 * counter that adds up in memory and writes once a second (LocalCounter), an outside service through
 * the bounded AnalyticsQueue. On close what is held is written or sent (the queue: 2 s at most)
 * before the database closes: onClose hooks run in the reverse order of registration, and this
 * plugin comes after `db`.
 */
export default fp(
  async (app: FastifyInstance) => {
    const provider = chooseAnalytics(app.config, app.db);
    const sink: AnalyticsSink =
      provider instanceof LocalAnalytics
        ? new LocalCounter(provider, { now: app.now, log: app.log })
        : new AnalyticsQueue(provider, { ...queueOptionsFor(provider), now: app.now, log: app.log });
    app.decorate('analytics', sink);
    app.addHook('onClose', () => sink.close());
    app.log.info({ provider: provider.name }, 'analytics ready');
  },
  { name: 'analytics', dependencies: ['db'] },
);
