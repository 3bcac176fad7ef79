import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  }
}

/** The session token travels in the `token` header (spec section 7). */
export function tokenOf(request: FastifyRequest): string {
  const header = request.headers.token;
  return typeof header === 'string' ? header.trim() : '';
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('session', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const token = tokenOf(request);
      const found = token ? await userForToken(app.db, token, app.now()) : undefined;
      if (!found) throw unauthorized();
      request.session = found;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
