import type { FastifyInstance } from 'fastify';
import { myDataFileName } from '../../../domain/checkins/checkin-rules.ts';
import { deleteAccountBody } from '../../../domain/checkins/checkin.schema.ts';
import { ok, type Answer } from '../../http/api-envelope.server.ts';
import { parseBody } from '../../http/parse-body.server.ts';
import { deleteAccount } from '../../privacy/delete-account.server.ts';
import { myDataFile } from '../../privacy/my-data.server.ts';
import { privacySettingsFrom } from '../../privacy/privacy-settings.server.ts';
import { signedInUser } from '../checkins/station-writer.server.ts';

/**
 * A person's own data (DPDP Act 2023; docs/privacy.md): 'Download my data' and 'Delete my
 * account', both driven by the personal-data registry (src/server/privacy/). Deleting needs a
 * fresh code: PUT /ev/user/send-otp with the token and purpose 'deleteAccount', then this call
 * with the code.
 */
export default async function myDataRoutes(app: FastifyInstance) {
  const signedIn = { preHandler: app.requireUser };
  const settings = privacySettingsFrom(app.config);

  app.get('/ev/user/my-data', signedIn, async (request, reply): Answer<'GET /ev/user/my-data'> => {
    const user = signedInUser(request);
    const now = app.now();
    reply
      .header('content-disposition', `attachment; filename="${myDataFileName(now)}"`)
      .header('cache-control', 'no-store');
    return ok(await myDataFile(app.db, user, settings, now));
  });

  app.post('/ev/user/delete-account', signedIn, async (request): Answer<'POST /ev/user/delete-account'> => {
    const user = signedInUser(request);
    const { otp } = parseBody(deleteAccountBody, request.body);
    await app.otp.verify(user.mobile, otp, 'deleteAccount', user.id);
    await deleteAccount(app.db, app.dbDialect, user, settings.pepper);
    return ok({ deleted: true });
  });
}
