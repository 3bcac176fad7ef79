import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, unauthorized } from '../api-error.server.ts';
import { WindowLimiter } from '../http/window-limiter.server.ts';
import { tokenGate, tokenOf } from '../plugins/auth.server.ts';
import { userForToken } from '../services/session-service.server.ts';

/**
 * The gate of every maps call (spec section 7's {host}/googleservice/* and the trip planner): a
 * maps token (POST /googleservice/auth) or a user's session token in the `token` header, limited
 * per token and per address. The limits count in the app's counter store under the same names
 * wherever the gate is made, so every maps call shares one budget, across instances too.
 */
export function mapsAccessGate(app: FastifyInstance) {
  const byToken = new WindowLimiter(app.counters, 'maps-token', app.config.MAPS_RATE_PER_MINUTE, 60_000);
  // Higher: many people can share one address (a carrier's NAT, an office).
  const byAddress = new WindowLimiter(app.counters, 'maps-ip', app.config.MAPS_RATE_PER_IP_PER_MINUTE, 60_000);
  const tooMany = (retryAfterSeconds: number) =>
    new ApiError(429, 'errors.tooManyRequests', {}, { 'retry-after': String(retryAfterSeconds) });

  return tokenGate(async (request: FastifyRequest) => {
    const address = await byAddress.hit(request.ip);
    if (!address.allowed) throw tooMany(address.retryAfterSeconds);
    const token = tokenOf(request);
    const valid =
      token !== '' && (app.mapsTokens.verify(token) || (await userForToken(app.db, token, app.now())) !== undefined);
    if (!valid) throw unauthorized();
    if (!token.startsWith('m1.')) app.knownSessions.remember(token);
    const perToken = await byToken.hit(token);
    if (!perToken.allowed) throw tooMany(perToken.retryAfterSeconds);
  });
}
