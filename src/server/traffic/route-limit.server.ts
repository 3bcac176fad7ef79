import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../api-error.server.ts';
import { WindowLimiter } from '../http/window-limiter.server.ts';

/**
 * A route's own limit per client address (sending codes, issuing maps tokens), counted in the
 * app's counter store like every other budget, so it is shared through Redis across instances and
 * falls back to this instance's counts when Redis is away. Use as the route's onRequest hook.
 */
export function routeLimit(app: FastifyInstance, name: string, max: number, windowMs: number) {
  const limiter = new WindowLimiter(app.counters, `route-${name}`, max, windowMs);
  return async (request: FastifyRequest) => {
    const verdict = await limiter.hit(request.ip);
    if (!verdict.allowed)
      throw new ApiError(429, 'errors.tooManyRequests', {}, { 'retry-after': String(verdict.retryAfterSeconds) });
  };
}
