import type { FastifyInstance } from 'fastify';
import { deskActionBody } from '../../../domain/assistance/assistance-request.schema.ts';
import { StaleRequest } from '../../assistance/assistance-service.server.ts';
import { deskView } from '../../assistance/assistance-views.server.ts';
import { ok, type Answer } from '../../http/api-envelope.server.ts';
import { parseBody } from '../../http/parse-body.server.ts';
import { refusalMessage, requestRow, requireOperator } from './assistance-access.server.ts';

/**
 * The assistance desk (issue 39): operators (accounts whose mobile `npm run desk -- add-operator`
 * added) list the open requests newest first and move them on. Every action names the version
 * the operator saw; a request changed meanwhile is refused with its current state (409).
 */
export default async function deskRoutes(app: FastifyInstance) {
  const gated = { preHandler: app.requireUser };

  app.get('/ev/assistance/desk/requests', gated, async (request): Answer<'GET /ev/assistance/desk/requests'> => {
    await requireOperator(app, request);
    const rows = await app.assistance.store.open();
    const events = await app.assistance.store.events(rows.map((r) => r.id));
    const now = app.now();
    return ok({ requests: rows.map((r) => deskView(r, events.get(r.id) ?? [], now)), now });
  });

  app.post(
    '/ev/assistance/desk/requests/:id',
    gated,
    async (request, reply): Answer<'POST /ev/assistance/desk/requests/:id'> => {
      const operator = await requireOperator(app, request);
      const row = await requestRow(app, request);
      const body = parseBody(deskActionBody, request.body);
      const language = await app.assistance.store.ownerLanguage(row.user_id);
      try {
        const changed = await app.assistance.deskAction(row, body, operator, language);
        const events = await app.assistance.store.events([row.id]);
        return ok({ request: deskView(changed, events.get(row.id) ?? [], app.now()) });
      } catch (error) {
        if (!(error instanceof StaleRequest)) throw error;
        const message = refusalMessage(reply, error);
        const events = await app.assistance.store.events([row.id]);
        return { success: false, message, data: { request: deskView(error.row, events.get(row.id) ?? [], app.now()) } };
      }
    },
  );
}
