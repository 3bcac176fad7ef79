import type { FastifyInstance } from 'fastify';
import { analyticsBatch } from '../../../domain/analytics/analytics-events.ts';
import { ApiError } from '../../api-error.server.ts';
import { ok, type Answer } from '../../http/api-envelope.server.ts';
import { parseBody } from '../../http/parse-body.server.ts';
import { WindowLimiter } from '../../http/window-limiter.server.ts';

/** 50 events of ~200 bytes, with room: a bigger body is refused before it is parsed. */
const EVENTS_BODY_LIMIT = 16 * 1024;

/**
 * POST /ev/events (issue 19): a batch of anonymous usage events from the browser (sendBeacon, so
 * no token), checked with the schema the app builds them with (route patterns only, closed lists,
 * no other field), limited per address across instances, and handed to the analytics queue, which
 * answers at once: a provider's outage never slows or fails this call.
 */
export default async function eventsRoutes(app: FastifyInstance) {
  const byAddress = new WindowLimiter(app.counters, 'events-ip', app.config.EVENTS_RATE_PER_IP_PER_MINUTE, 60_000);
  app.post('/ev/events', { bodyLimit: EVENTS_BODY_LIMIT }, async (request, reply): Answer<'POST /ev/events'> => {
    const limit = await byAddress.hit(request.ip);
    if (!limit.allowed)
      throw new ApiError(429, 'errors.tooManyRequests', {}, { 'retry-after': String(limit.retryAfterSeconds) });
    const { events } = parseBody(analyticsBatch, request.body);
    app.analytics.add(events);
    reply.code(202);
    return ok({ accepted: events.length });
  });
}
