import type { FastifyInstance } from 'fastify';
import { myDataFileName } from '../../../domain/checkins/checkin-rules.ts';
import { deleteAccountBody } from '../../../domain/checkins/checkin.schema.ts';
import type { ApiEnvelope } from '../../../domain/user/user-api.schema.ts';
import { deleteAccount, myData, type MyData } from '../../checkins/account-data.server.ts';
import { ok } from '../../http/api-envelope.server.ts';
import { parseBody } from '../../http/parse-body.server.ts';
import { signedInUser } from './station-writer.server.ts';

/**
 * A person's own data (DPDP Act 2023; docs/check-ins.md): 'Download my data' and 'Delete my
 * account'. Deleting needs a fresh sign-in code: PUT /ev/user/send-otp with the token and
 * purpose 'deleteAccount', then this call with the code.
 */
export default async function myDataRoutes(app: FastifyInstance) {
  const signedIn = { preHandler: app.requireUser };

  app.get('/ev/user/my-data', signedIn, async (request, reply): Promise<ApiEnvelope<MyData>> => {
    const user = signedInUser(request);
    const now = app.now();
    reply.header('content-disposition', `attachment; filename="${myDataFileName(now)}"`).header('cache-control', 'no-store');
    return ok(await myData(app.db, user, now));
  });

  app.post('/ev/user/delete-account', signedIn, async (request): Promise<ApiEnvelope<{ deleted: true }>> => {
    const user = signedInUser(request);
    const { otp } = parseBody(deleteAccountBody, request.body);
    await app.otp.verify(user.mobile, otp, 'deleteAccount', user.id);
    await deleteAccount(app.db, app.dbDialect, user);
    return ok({ deleted: true });
  });
}
