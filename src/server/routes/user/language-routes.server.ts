import type { FastifyInstance } from 'fastify';
import { languageBody } from '../../../domain/i18n/language.schema.ts';
import { isLanguage } from '../../../domain/i18n/languages.ts';
import { unauthorized } from '../../api-error.server.ts';
import { updateUser } from '../../db/user-repository.server.ts';
import { ok, type Answer } from '../../http/api-envelope.server.ts';
import { parseBody } from '../../http/parse-body.server.ts';

/**
 * A signed-in person's language (issue 18), kept on the server so that it follows them to another
 * phone: GET /ev/user/language answers one of LANGUAGES ('en', 'hi', 'mr', …) or null (never chosen); PUT sets it.
 */
export default async function languageRoutes(app: FastifyInstance) {
  const guarded = { preHandler: app.requireUser };
  app.get('/ev/user/language', guarded, async (request): Answer<'GET /ev/user/language'> => {
    if (!request.session) throw unauthorized();
    const { language } = request.session.user;
    return ok({ language: isLanguage(language) ? language : null });
  });
  app.put('/ev/user/language', guarded, async (request): Answer<'PUT /ev/user/language'> => {
    if (!request.session) throw unauthorized();
    const { language } = parseBody(languageBody, request.body);
    const updated = await updateUser(app.db, request.session.user.id, { language }, app.now());
    if (!updated) throw unauthorized();
    return ok({ language });
  });
}
