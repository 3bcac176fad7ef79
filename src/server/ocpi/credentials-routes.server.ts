import type { FastifyInstance, FastifyRequest } from 'fastify';
import { credentialsSchema, OCPI_VERSION } from '../../domain/ocpi/credentials.schema.ts';
import { OCPI_STATUS } from '../../domain/ocpi/status-codes.ts';
import { acceptRegistration, ourCredentials, ourUrls, unregister } from './credentials-handshake.server.ts';
import type { Caller } from './ocpi-access.server.ts';
import { OcpiError, sendOk } from './ocpi-reply.server.ts';
import { baseUrlOf } from './ocpi-routes.server.ts';

/**
 * The configuration modules (version_information_endpoint.asciidoc, credentials.asciidoc):
 * GET /ocpi/versions, GET /ocpi/2.2.1 (our endpoints), and GET/POST/PUT/DELETE
 * /ocpi/2.2.1/credentials. The invitation's token A opens these and nothing else.
 */
export default async function credentialsRoutes(app: FastifyInstance) {
  const caller = (request: FastifyRequest): Caller => request.ocpiCaller!;
  const deps = () => ({ db: app.db, keys: app.ocpi.keys, client: app.ocpi.client, ours: app.ocpi.ours, now: app.now });
  const bodyLimit = app.config.OCPI_BODY_LIMIT_BYTES;

  app.get('/versions', async (request, reply) =>
    sendOk(reply, [{ version: OCPI_VERSION, url: ourUrls(baseUrlOf(app, request)).details }]),
  );

  app.get(`/${OCPI_VERSION}`, async (request, reply) => {
    const urls = ourUrls(baseUrlOf(app, request));
    return sendOk(reply, {
      version: OCPI_VERSION,
      endpoints: [
        // The spec (2.2.1-d2) advises SENDER as the credentials module's role, which carries no meaning.
        { identifier: 'credentials', role: 'SENDER', url: urls.credentials },
        { identifier: 'locations', role: 'RECEIVER', url: urls.locations },
        { identifier: 'tariffs', role: 'RECEIVER', url: urls.tariffs },
      ],
    });
  });

  const credentialsPath = `/${OCPI_VERSION}/credentials`;

  app.get(credentialsPath, async (request, reply) =>
    sendOk(reply, ourCredentials(caller(request).token, baseUrlOf(app, request), app.ocpi.ours)),
  );

  const parseCredentials = (body: unknown) => {
    const parsed = credentialsSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new OcpiError(
        400,
        OCPI_STATUS.invalidParameters,
        `Invalid credentials: ${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'not a Credentials object'}`,
      );
    }
    return parsed.data;
  };

  const register = async (request: FastifyRequest, method: 'POST' | 'PUT') => {
    const { partner, kind } = caller(request);
    // POST registers a network not registered yet (with token A); PUT updates a registered one.
    if (method === 'POST' && kind !== 'invite')
      throw new OcpiError(405, OCPI_STATUS.clientError, 'Already registered: use PUT to update, DELETE to unregister');
    if (method === 'PUT' && kind !== 'registered')
      throw new OcpiError(405, OCPI_STATUS.clientError, 'Not registered yet: POST your credentials first');
    const { answer, canPull } = await acceptRegistration(
      deps(),
      partner,
      parseCredentials(request.body),
      baseUrlOf(app, request),
    );
    app.ocpi.access.forget();
    app.log.info({ party: partner.party, method }, 'OCPI network registered');
    // The first full load, in the background (a network that only pushes has nothing to pull).
    if (canPull) app.ocpi.pullSoon(partner.party);
    return answer;
  };

  app.post(credentialsPath, { bodyLimit }, async (request, reply) => sendOk(reply, await register(request, 'POST')));
  app.put(credentialsPath, { bodyLimit }, async (request, reply) => sendOk(reply, await register(request, 'PUT')));

  app.delete(credentialsPath, async (request, reply) => {
    const { partner, kind } = caller(request);
    if (kind !== 'registered') throw new OcpiError(405, OCPI_STATUS.clientError, 'Not registered');
    await unregister(deps(), partner);
    app.ocpi.access.forget();
    app.log.info({ party: partner.party }, 'OCPI network unregistered');
    return sendOk(reply);
  });
}
