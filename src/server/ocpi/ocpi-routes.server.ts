import crypto from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { OCPI_STATUS } from '../../domain/ocpi/status-codes.ts';
import type { Verdict } from '../http/window-limiter.server.ts';
import type { Caller } from './ocpi-access.server.ts';
import { OcpiError, sendError, unauthorizedOcpi } from './ocpi-reply.server.ts';
import credentialsRoutes from './credentials-routes.server.ts';
import locationsRoutes from './locations-routes.server.ts';
import tariffsRoutes from './tariffs-routes.server.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The network calling an /ocpi/ route (set by the OCPI routes' onRequest hook). */
    ocpiCaller: Caller | null;
  }
}

/** Request and correlation ids are echoed (transport_and_format.asciidoc, "Unique message IDs") when they look like ids. */
const MESSAGE_ID = /^[\x21-\x7e]{1,100}$/;

/** The base URL networks reach us by: OCPI_PUBLIC_URL, else this request's own scheme and host. */
export const baseUrlOf = (app: FastifyInstance, request: FastifyRequest) =>
  (app.config.OCPI_PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

/**
 * Every /ocpi/ route, in a context of its own: OCPI's response format on every answer (refusals,
 * a body that is not JSON, one too large, an unknown path), the caller found from its token before
 * the body is read, each network's own push limit (OCPI_PUSHES_PER_PARTY_PER_MINUTE, counted in the
 * app's counter store: this instance's memory or Redis) and its own body limit.
 */
export default async function ocpiRoutes(app: FastifyInstance) {
  app.decorateRequest('ocpiCaller', null);

  app.setErrorHandler((error: FastifyError | OcpiError, request, reply) => {
    if (error instanceof OcpiError) return sendError(reply, error);
    const status = error.statusCode ?? 500;
    if (status === 413)
      return sendError(
        reply,
        new OcpiError(
          413,
          OCPI_STATUS.invalidParameters,
          `The body is larger than ${app.config.OCPI_BODY_LIMIT_BYTES} bytes`,
        ),
      );
    if (status >= 400 && status < 500)
      return sendError(
        reply,
        new OcpiError(
          status,
          OCPI_STATUS.invalidParameters,
          'The body is not valid JSON (Content-Type: application/json)',
        ),
      );
    request.log.error({ err: error }, 'unhandled error in an OCPI route');
    return sendError(reply, new OcpiError(500, OCPI_STATUS.serverError, 'Something went wrong on our side'));
  });
  app.setNotFoundHandler((_request, reply) =>
    sendError(reply, new OcpiError(404, OCPI_STATUS.clientError, 'No such OCPI endpoint: see GET /ocpi/versions')),
  );

  // Who calls, before the body is read: an unknown token is refused without reading it, and a
  // network over its limit is refused as cheaply.
  app.addHook('onRequest', async (request, reply) => {
    const caller = await app.ocpi.access.caller(request.headers.authorization);
    if (!caller) return sendError(reply, unauthorizedOcpi());
    request.ocpiCaller = caller;
    const limited = app.ocpi.partyLimit.hit(caller.partner.party);
    const verdict: Verdict = limited instanceof Promise ? await limited : limited;
    if (!verdict.allowed) {
      return sendError(
        reply,
        new OcpiError(
          429,
          OCPI_STATUS.clientError,
          `More than ${app.config.OCPI_PUSHES_PER_PARTY_PER_MINUTE} requests a minute from ${caller.partner.party}`,
          { 'retry-after': String(verdict.retryAfterSeconds) },
        ),
      );
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    for (const name of ['x-request-id', 'x-correlation-id']) {
      const value = request.headers[name];
      reply.header(name, typeof value === 'string' && MESSAGE_ID.test(value) ? value : crypto.randomUUID());
    }
    return payload;
  });

  await app.register(credentialsRoutes);
  await app.register(locationsRoutes);
  await app.register(tariffsRoutes);
}
