import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AssistanceNotifier } from '../assistance/assistance-notifier.server.ts';
import { AssistancePlaces } from '../assistance/assistance-places.server.ts';
import { DeskProvider, PartnerProvider, type AssistanceProvider } from '../assistance/assistance-provider.server.ts';
import { AssistanceService } from '../assistance/assistance-service.server.ts';
import { AssistanceStore } from '../assistance/assistance-store.server.ts';
import { RoadLines } from '../assistance/road-lines.server.ts';
import { dataPath } from '../data-dir.server.ts';
import { WindowLimiter } from '../http/window-limiter.server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Roadside assistance (issue 39): requests, the desk's actions, the partner's sends and webhooks. */
    assistance: AssistanceService;
    assistanceNotifier: AssistanceNotifier;
    /** Requests from one address beyond each account's first (a flood from one place). */
    assistanceAddressLimit: WindowLimiter;
  }
}

/**
 * Roadside assistance (issue 39; docs/assistance.md): the provider ASSIST_PROVIDER names (the desk,
 * or the partner's API), the places and tow stations for a point, the SMS at each change, and for
 * the partner a retry round every ASSIST_RETRY_MS for the requests it has not taken yet.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const provider: AssistanceProvider =
      config.ASSIST_PROVIDER === 'partner'
        ? new PartnerProvider({
            baseUrl: config.ASSIST_PARTNER_URL ?? '',
            apiKey: config.ASSIST_PARTNER_API_KEY ?? '',
            timeoutMs: config.ASSIST_PARTNER_TIMEOUT_MS,
            retries: config.ASSIST_PARTNER_RETRIES,
            breakerFailures: config.ASSIST_BREAKER_FAILURES,
            breakerOpenMs: config.ASSIST_BREAKER_OPEN_MS,
            now: app.now,
          })
        : new DeskProvider();
    const notifier = new AssistanceNotifier(app.sms, config.ASSIST_HELPLINE, app.now, app.log);
    const places = new AssistancePlaces(
      new RoadLines(dataPath('roads', 'tiles')),
      app.gazetteer,
      app.stationIndex,
      () => new Set(app.stationSignals.current().avoid),
    );
    const service = new AssistanceService(new AssistanceStore(app.db), places, provider, notifier, app.now, app.log);
    service.retryMs = config.ASSIST_RETRY_MS;
    app.decorate('assistance', service);
    app.decorate('assistanceNotifier', notifier);
    app.decorate(
      'assistanceAddressLimit',
      new WindowLimiter(app.counters, 'assist-address', config.ASSIST_REQUESTS_PER_IP_PER_HOUR, 3_600_000),
    );
    if (provider.name === 'partner') {
      let round: Promise<unknown> = Promise.resolve();
      const timer = setInterval(() => {
        round = round.then(() =>
          service
            .retryPartner()
            .catch((error: unknown) =>
              app.log.warn({ reason: (error as Error).message }, 'assistance retry round failed'),
            ),
        );
      }, config.ASSIST_RETRY_MS);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await round;
      });
    }
    app.addHook('onClose', async () => notifier.settled());
  },
  { name: 'assistance', dependencies: ['db', 'maps', 'checkins', 'otp', 'counters'] },
);
