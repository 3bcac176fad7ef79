import type { FastifyInstance } from 'fastify';
import {
  assistanceRequestBody,
  cancelBody,
  describeQuery,
} from '../../../domain/assistance/assistance-request.schema.ts';
import { connectorFacts } from '../../../domain/trips/connectors.ts';
import { ApiError } from '../../api-error.server.ts';
import { StaleRequest } from '../../assistance/assistance-service.server.ts';
import { requestView } from '../../assistance/assistance-views.server.ts';
import { ok, type Answer } from '../../http/api-envelope.server.ts';
import { parseBody } from '../../http/parse-body.server.ts';
import { refusalMessage, signedIn, visibleRequest } from './assistance-access.server.ts';

const HOUR_MS = 3_600_000;

/**
 * Roadside assistance for the person (issue 39): make a request (once per key), follow it, cancel
 * it; the words for a position before sending; the numbers the screens link to.
 */
export default async function assistanceRoutes(app: FastifyInstance) {
  const gated = { preHandler: app.requireUser };

  // What the form starts from: the numbers it links to, and the vehicle of the profile (editable on the form).
  app.get('/ev/assistance/start', gated, async (request): Answer<'GET /ev/assistance/start'> => {
    const user = signedIn(request);
    const named = user.trip_vehicle_id ? app.vehicleProfiles.get(user.trip_vehicle_id) : undefined;
    const connectors = named?.profile.connectors ?? [];
    // A DC connector first: that is what a tow to a fast charger needs.
    const connector = connectors.find((c) => connectorFacts(c)?.current === 'dc') ?? connectors[0] ?? '';
    return ok({
      helpline: app.config.ASSIST_HELPLINE,
      sms_number: app.config.ASSIST_SMS_NUMBER,
      mobile: user.mobile,
      vehicle: { registration: user.gr_number, make_model: named?.title ?? '', connector },
    });
  });

  app.get('/ev/assistance/describe', gated, async (request): Answer<'GET /ev/assistance/describe'> => {
    const point = parseBody(describeQuery, request.query);
    const connector =
      typeof (request.query as { connector?: unknown }).connector === 'string'
        ? (request.query as { connector: string }).connector
        : '';
    return ok({
      words: app.assistance.places.words(point),
      tow_stations: app.assistance.places.towStations(point, connector),
    });
  });

  app.post('/ev/assistance/requests', gated, async (request, reply): Answer<'POST /ev/assistance/requests'> => {
    const user = signedIn(request);
    const body = parseBody(assistanceRequestBody, request.body);
    const held = await app.assistance.store.byKey(user.id, body.idempotency_key);
    if (!held) {
      // A stranded person's first request of the hour always goes through; more are limited per account and per address.
      const lastHour = await app.assistance.store.countSince(user.id, app.now() - HOUR_MS);
      if (lastHour >= app.config.ASSIST_REQUESTS_PER_HOUR) throw new ApiError(429, 'assistance.errors.tooMany');
      if (lastHour > 0) {
        const verdict = await app.assistanceAddressLimit.hit(request.ip);
        if (!verdict.allowed)
          throw new ApiError(
            429,
            'assistance.errors.tooMany',
            {},
            { 'retry-after': String(verdict.retryAfterSeconds) },
          );
      }
    }
    const { row, created } = held ? { row: held, created: false } : await app.assistance.create(user, body);
    if (created) reply.code(201);
    const events = await app.assistance.store.events([row.id]);
    return ok({ request: requestView(row, events.get(row.id) ?? [], app.now()), created });
  });

  app.get('/ev/assistance/requests/:id', gated, async (request): Answer<'GET /ev/assistance/requests/:id'> => {
    const { row } = await visibleRequest(app, request);
    const events = await app.assistance.store.events([row.id]);
    return ok({ request: requestView(row, events.get(row.id) ?? [], app.now()) });
  });

  app.post(
    '/ev/assistance/requests/:id/cancel',
    gated,
    async (request, reply): Answer<'POST /ev/assistance/requests/:id/cancel'> => {
      const { row, user, operator } = await visibleRequest(app, request);
      if (operator && row.user_id !== user.id) throw new ApiError(404, 'assistance.notFound');
      const { version } = parseBody(cancelBody, request.body);
      try {
        const changed = await app.assistance.cancelByOwner(row, version, user.language);
        const events = await app.assistance.store.events([row.id]);
        return ok({ request: requestView(changed, events.get(row.id) ?? [], app.now()) });
      } catch (error) {
        if (!(error instanceof StaleRequest)) throw error;
        const message = refusalMessage(reply, error);
        const events = await app.assistance.store.events([row.id]);
        return {
          success: false,
          message,
          data: { request: requestView(error.row, events.get(row.id) ?? [], app.now()) },
        };
      }
    },
  );
}
