import compress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { translate } from '../domain/i18n/translate.ts';
import { ApiError } from './api-error.server.ts';
import { isDatabaseUnavailable } from './db/database-unavailable.server.ts';
import { AnswerLane, laneServerFactory } from './http/answer-lane.server.ts';
import type { Config } from './config.server.ts';
import analyticsPlugin from './plugins/analytics.server.ts';
import assistancePlugin from './plugins/assistance.server.ts';
import authPlugin from './plugins/auth.server.ts';
import cataloguePlugin from './plugins/catalogue.server.ts';
import checkinsPlugin from './plugins/checkins.server.ts';
import countersPlugin from './plugins/counters.server.ts';
import dbPlugin from './plugins/db.server.ts';
import mapsPlugin from './plugins/maps.server.ts';
import otpPlugin from './plugins/otp.server.ts';
import registryPlugin from './plugins/registry.server.ts';
import retentionPlugin from './plugins/retention.server.ts';
import securityPlugin from './plugins/security.server.ts';
import trafficPlugin from './plugins/traffic.server.ts';
import tripsPlugin from './plugins/trips.server.ts';
import webPlugin from './plugins/web.server.ts';
import eventsRoutes from './routes/analytics/events-routes.server.ts';
import assistanceRoutes from './routes/assistance/assistance-routes.server.ts';
import deskRoutes from './routes/assistance/desk-routes.server.ts';
import partnerWebhookRoutes from './routes/assistance/partner-webhook-routes.server.ts';
import catalogueRoutes from './routes/catalogue/catalogue-routes.server.ts';
import ocpiPlugin from './plugins/ocpi.server.ts';
import checkInRoutes from './routes/checkins/check-in-routes.server.ts';
import favouriteRoutes from './routes/checkins/favourite-routes.server.ts';
import myDataRoutes from './routes/privacy/my-data-routes.server.ts';
import reportRoutes from './routes/checkins/report-routes.server.ts';
import stationRoutes from './routes/checkins/station-routes.server.ts';
import evDataRoutes from './routes/ev-data/ev-data-routes.server.ts';
import mapsRoutes from './routes/maps/maps-routes.server.ts';
import rtoRoutes from './routes/rto/rto-routes.server.ts';
import tripRoutes from './routes/trips/trip-routes.server.ts';
import languageRoutes from './routes/user/language-routes.server.ts';
import userRoutes from './routes/user/user-routes.server.ts';
import type { SmsProvider } from './sms/sms-provider.server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    answerLane: AnswerLane;
    now: () => number;
  }
}

export interface AppOptions {
  config: Config;
  /** The clock; tests move it to check expiry and lockout windows. */
  now?: () => number;
  /** Replaces the configured SMS provider (tests of the provider-failure path). */
  sms?: SmsProvider;
  logger?: boolean;
  /** Where log lines go instead of stdout (the tests that read what the app logs). */
  logStream?: { write(line: string): void };
}

/**
 * Builds the app in three parts, each in the order below:
 * 1. outside plugins (compression: it adds its hooks to each route as the route is registered, so
 *    it comes before any route);
 * 2. the app's own plugins, each after those whose decorators it reads at registration (named in
 *    its fastify-plugin `dependencies`, which Fastify checks): counters and security first, since
 *    traffic budgets count in the counter store and refuse with the security headers; traffic
 *    before any route, so its onRequest hook sees every request; auth before any route, since it
 *    records each route as it registers (the security tests walk that list); db before everything
 *    that reads it; maps (stations, trip search threads) before check-ins, whose avoid and prefer
 *    sets go to those threads; trips after them, as it wires the maps, the catalogue and the check-ins;
 *    roadside assistance last (it reads the maps' stations and gazetteer, the check-ins' avoid set, the SMS);
 * 3. the routes, which only read decorators; the web pages last, so the API's paths are the
 *    API's, and the not-found handler (a page path gets index.html) after them.
 * onClose hooks run in reverse order of registration: the retention clean-up, the analytics queue
 * and the trip search threads finish before the database they use closes.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Fixed public answers (evData, the catalogue lists) are sent from here, ahead of Fastify's
  // per-request work; the routes add them and the security plugin turns the lane on.
  const answerLane = new AnswerLane();
  const app = Fastify({
    serverFactory: laneServerFactory(answerLane),
    logger:
      options.logger === false
        ? false
        : { level: config.LOG_LEVEL, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Reject bodies with __proto__ or constructor.prototype keys instead of parsing them.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Station ids from BEE's flattened list run past Fastify's default of 100 characters
    // ('bee:<state>:<operator>:<lat>,<lng>'); src/domain/checkins/station-id.ts allows 300.
    routerOptions: { maxParamLength: 320 },
    // Each plugin may take this long to start (minutes by default: the maps plugin seeds and indexes
    // the stations and starts the trip search threads, which a loaded machine takes well past
    // Fastify's 10 s default to do). Past it boot stops with Fastify's error naming the plugin, which
    // server.ts logs before it exits 1 (boot-failure.server.ts), instead of hanging without a word.
    pluginTimeout: config.BOOT_PLUGIN_TIMEOUT_MS,
  });

  // The spec's clients send some calls (check-profile) with a JSON content type and no body:
  // read an empty body as {} instead of refusing it. Everything else parses as before.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    return jsonParser(request, typeof body === 'string' ? body : body.toString('utf8'), done);
  });

  app.decorate('config', config);
  app.decorate('answerLane', answerLane);
  app.decorate('now', options.now ?? Date.now);

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send({ success: false, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ success: false, message: translate('errors.bodyTooLarge') });
    if (status === 429) return reply.code(429).send({ success: false, message: translate('errors.tooManyRequests') });
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: error.message }, 'database unavailable: answered 503');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ success: false, message: translate('errors.unavailable') });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, poisoned keys: the client's fault, said plainly.
      return reply.code(status).send({ success: false, message: translate('validation.invalidBody') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, message: translate('errors.generic') });
  });

  // 1. Outside plugins.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  // 2. The app's own plugins.
  await app.register(countersPlugin);
  await app.register(securityPlugin);
  await app.register(trafficPlugin);
  await app.register(dbPlugin, { url: config.DATABASE_URL, checkpointThread: config.SQLITE_CHECKPOINT_THREAD });
  await app.register(authPlugin);
  await app.register(retentionPlugin);
  await app.register(otpPlugin, options.sms ? { sms: options.sms } : {});
  await app.register(mapsPlugin);
  await app.register(registryPlugin);
  await app.register(cataloguePlugin);
  await app.register(checkinsPlugin);
  await app.register(analyticsPlugin);
  await app.register(tripsPlugin);
  await app.register(assistancePlugin);

  // 3. Routes.
  await app.register(userRoutes);
  await app.register(languageRoutes);
  await app.register(mapsRoutes);
  await app.register(evDataRoutes);
  await app.register(catalogueRoutes);
  await app.register(rtoRoutes);
  await app.register(tripRoutes);
  await app.register(stationRoutes);
  await app.register(checkInRoutes);
  await app.register(reportRoutes);
  await app.register(favouriteRoutes);
  await app.register(myDataRoutes);
  await app.register(ocpiPlugin);
  await app.register(eventsRoutes);
  await app.register(assistanceRoutes);
  await app.register(deskRoutes);
  await app.register(partnerWebhookRoutes);
  if (config.SERVE_WEB) await app.register(webPlugin, { root: config.WEB_DIST });

  app.setNotFoundHandler((request, reply) => {
    if (app.isPageRequest?.(request.url, request.method) && app.sendIndexHtml) return app.sendIndexHtml(request, reply);
    return reply.code(404).send({ success: false, message: translate('errors.notFound') });
  });

  return app;
}
