import { loadTranslations } from '../../domain/i18n/translate.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translate } from '../../domain/i18n/translate.ts';
import { languageFromAcceptLanguage, languageFromCookie } from '../../domain/i18n/languages.ts';
import { LANE_VERDICT, type CountedRequest } from '../http/answer-lane.server.ts';
import { MemoryCounterStore } from '../http/counter-store.server.ts';
import type { Verdict } from '../http/window-limiter.server.ts';
import { isSessionShaped, userForToken } from '../services/session-service.server.ts';
import { tokenOf } from './auth.server.ts';
import { busyPageHtml } from '../traffic/busy-page.server.ts';
import { KnownSessions } from '../traffic/known-sessions.server.ts';
import { NO_STATIC_PATHS, requestKind, staticPathsOf, type RequestKind } from '../traffic/request-kind.server.ts';
import { TrafficBudgets, type TrafficVerdict } from '../traffic/traffic-budgets.server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Session tokens checked lately, so signed-in calls count per session (decision 0018). */
    knownSessions: KnownSessions;
  }
}

/**
 * The traffic budgets (decision 0018), on every request before anything else runs: static files,
 * pages and API calls each against their own count; a signed-in call (a session checked lately,
 * or a maps token) per token with a higher per-address backstop, an anonymous call per address.
 * A refused page gets a small HTML page in the person's language; anything else gets the API's
 * JSON. Counted in the app's CounterStore: this instance's memory, or Redis with REDIS_URL.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    // The busy page is worded in the person's language, at once: every language's words, loaded once.
    await loadTranslations();
    const budgets = new TrafficBudgets(app.counters, config.TRAFFIC_WINDOW_SECONDS * 1000, {
      apiPerAddress: config.API_PER_IP,
      apiPerToken: config.API_PER_TOKEN,
      apiBackstopPerAddress: config.API_BACKSTOP_PER_IP,
      pagesPerAddress: config.PAGES_PER_IP,
      staticPerAddress: config.STATIC_PER_IP,
    });
    const statics = config.SERVE_WEB ? staticPathsOf(config.WEB_DIST) : NO_STATIC_PATHS;
    const knownSessions = new KnownSessions();
    app.decorate('knownSessions', knownSessions);

    /** The counting key of a known token (a session checked lately, or a valid maps token), else undefined. */
    const tokenKey = (token: string): string | undefined => {
      if (token === '') return undefined;
      if (token.startsWith('m1.')) return app.mapsTokens?.verify(token) ? KnownSessions.keyOf(token) : undefined;
      return knownSessions.keyIfKnown(token);
    };

    const refuse = (request: FastifyRequest, reply: FastifyReply, kind: RequestKind, verdict: Verdict) => {
      reply.code(429).header('retry-after', String(verdict.retryAfterSeconds));
      if (kind === 'page') {
        const language =
          languageFromCookie(request.headers.cookie) ?? languageFromAcceptLanguage(request.headers['accept-language']);
        return reply
          .header('cache-control', 'no-store')
          .header('content-language', language)
          .type('text/html; charset=utf-8')
          .send(busyPageHtml(request.url, language, verdict.retryAfterSeconds));
      }
      return reply
        .header('cache-control', 'no-store')
        .send({ success: false, message: translate('errors.tooManyRequests') });
    };

    // The lane for fixed public answers (evData, the catalogue lists: API calls) counts against the
    // same budgets; it waits for nothing, so it is on only while they are counted in memory.
    app.answerLane.setBudget(
      app.counters instanceof MemoryCounterStore
        ? (address, token) => budgets.check('api', address, tokenKey(token)) as TrafficVerdict
        : null,
    );

    /**
     * A refused anonymous call that carries a session token this instance has not checked yet (after
     * a restart, or on another instance behind the balancer): check it now, once, and count the
     * call per session if it is one. Only a refusal pays the database read, and only when the
     * backstop itself still has room.
     */
    const secondLook = async (request: FastifyRequest, verdict: TrafficVerdict): Promise<TrafficVerdict> => {
      const token = tokenOf(request);
      if (!isSessionShaped(token)) return verdict;
      const found = await userForToken(app.db, token, app.now());
      if (!found) return verdict;
      knownSessions.remember(token);
      return budgets.checkToken(KnownSessions.keyOf(token));
    };

    app.addHook('onRequest', (request, reply, done) => {
      const kind = requestKind(request.method, request.url, statics);
      const key = kind === 'api' ? tokenKey(tokenOf(request)) : undefined;
      const verdict = (request.raw as CountedRequest)[LANE_VERDICT] ?? budgets.check(kind, request.ip, key);
      const decide = (v: TrafficVerdict) => {
        if (v.allowed) return done();
        if (kind !== 'api' || key !== undefined || v.refusedBy !== 'address') return refuse(request, reply, kind, v);
        secondLook(request, v).then((second) => (second.allowed ? done() : refuse(request, reply, kind, second)), done);
      };
      if (verdict instanceof Promise) verdict.then(decide, done);
      else decide(verdict);
    });
  },
  { name: 'traffic', dependencies: ['counters', 'security'] },
);
