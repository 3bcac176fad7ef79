import type { FastifyInstance } from 'fastify';
import { partnerWebhookEvent } from '../../../domain/assistance/partner-webhook.schema.ts';
import type { AssistanceStatus } from '../../../domain/assistance/assistance-rules.ts';
import type { PartnerWebhookAnswer } from '../../../domain/assistance/assistance-api.ts';
import { ApiError } from '../../api-error.server.ts';
import { SIGNATURE_HEADER, validSignature } from '../../assistance/webhook-signature.server.ts';
import { ok } from '../../http/api-envelope.server.ts';
import { parseBody } from '../../http/parse-body.server.ts';

/**
 * The assistance partner's status webhook (issue 39; docs/assistance.md "Partner API"). The body is
 * read as raw text so the HMAC is checked over the bytes the partner signed; a bad or missing
 * signature is 401 and changes nothing; an event id seen before is answered 200 and not applied
 * again (the partner retries until it hears 2xx).
 */
/** Outside the app's API (/ev/): the partner's servers call it, as networks call /ocpi/. */
export const PARTNER_WEBHOOK_PATH = '/partners/assistance/webhook';

export default async function partnerWebhookRoutes(app: FastifyInstance) {
  // In this route's own context only: the body stays the text the partner signed.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    PARTNER_WEBHOOK_PATH,
    async (request): Promise<{ success: boolean; message: string; data: PartnerWebhookAnswer }> => {
      const secret = app.config.ASSIST_PARTNER_WEBHOOK_SECRET;
      const raw = typeof request.body === 'string' ? request.body : '';
      // Checked first: a body with a bad or missing signature is not even parsed.
      if (!secret || !validSignature(secret, raw, request.headers[SIGNATURE_HEADER]))
        throw new ApiError(401, 'errors.unauthorized');
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        throw new ApiError(400, 'validation.invalidBody');
      }
      const event = parseBody(partnerWebhookEvent, parsed);
      const row = await app.assistance.store.byPartnerRef(event.request_id);
      if (!row) throw new ApiError(404, 'assistance.notFound');
      if (!(await app.assistance.store.claimWebhookEvent(event.event_id, app.now())))
        return ok({ applied: false, status: row.status as AssistanceStatus, version: row.version });
      const language = await app.assistance.store.ownerLanguage(row.user_id);
      const changed = await app.assistance.partnerStatus(
        row,
        event.status as AssistanceStatus,
        event.helper ?? null,
        event.eta_minutes ?? null,
        language,
      );
      return ok({ applied: true, status: changed.status as AssistanceStatus, version: changed.version });
    },
  );
}
