import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AnalyticsQueue } from '../analytics/analytics-queue.server.ts';
import { chooseAnalytics, queueOptionsFor } from '../analytics/choose-analytics.server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Usage events go in here (`app.analytics.add(events)`, never awaited); docs/analytics.md. */
    analytics: AnalyticsQueue;
  }
}

/**
 * The analytics queue in front of the provider ANALYTICS_PROVIDER names, decorated as
 * `app.analytics`. On close it sends what it can (2 s at most) before the database closes:
 * onClose hooks run in the reverse order of registration, and this plugin comes after `db`.
 */
export default fp(
  async (app: FastifyInstance) => {
    const provider = chooseAnalytics(app.config, app.db);
    const queue = new AnalyticsQueue(provider, { ...queueOptionsFor(provider), now: app.now, log: app.log });
    app.decorate('analytics', queue);
    app.addHook('onClose', () => queue.close());
    app.log.info({ provider: provider.name }, 'analytics ready');
  },
  { name: 'analytics', dependencies: ['db'] },
);
