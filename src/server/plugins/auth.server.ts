import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../api-error.server.ts';
import type { UserRow } from '../db/tables.ts';
import { userForToken } from '../services/session-service.server.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: { user: UserRow; sessionId: string } | null;
  }
  interface FastifyInstance {
    /** preHandler for protected routes: a missing, expired, revoked or forged token gets 401 'Un-Authorized'. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** Every route registered after this plugin, and whether a token gate guards it (read by the security tests). */
    routeList: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  tokenGated: boolean;
}

const TOKEN_GATE = Symbol('token gate');

/**
 * Marks a preHandler as a token check. The route list records which routes carry one, so the
 * token-walk test finds every protected route, including ones added later, without a hand-kept list.
 */
export function tokenGate<F extends (request: FastifyRequest) => Promise<void>>(check: F): F {
  return Object.assign(check, { [TOKEN_GATE]: true });
}

const isTokenGated = (route: RouteOptions) =>
  [route.preHandler, route.onRequest, route.preValidation]
    .flat()
    .some((hook) => typeof hook === 'function' && TOKEN_GATE in hook);

/** The session token travels in the `token` header (spec section 7). */
export function tokenOf(request: FastifyRequest): string {
  const header = request.headers.token;
  return typeof header === 'string' ? header.trim() : '';
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('session', null);
    app.decorate(
      'requireUser',
      tokenGate(async (request: FastifyRequest) => {
        const token = tokenOf(request);
        const found = token ? await userForToken(app.db, token, app.now()) : undefined;
        if (!found) throw unauthorized();
        request.session = found;
        // From now on this session's calls count against its own budget, not its address's.
        app.knownSessions.remember(token);
      }),
    );
    const routeList: RouteEntry[] = [];
    app.decorate('routeList', routeList);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        routeList.push({ method, url: route.url, tokenGated: isTokenGated(route) });
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
