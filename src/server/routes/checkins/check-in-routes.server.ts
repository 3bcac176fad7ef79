import type { FastifyInstance } from 'fastify';
import { checkInBody, CURSOR_PATTERN, HISTORY_PAGE, historyQuery } from '../../../domain/checkins/checkin.schema.ts';
import { checkInPage, createCheckIn } from '../../checkins/checkin-store.server.ts';
import { ok, type Answer } from '../../http/api-envelope.server.ts';
import { parseBody } from '../../http/parse-body.server.ts';
import { stationOr404, writeRequest } from './station-writer.server.ts';

/**
 * Check-ins (issue 17): a signed-in driver says what happened at a station; everyone reads a
 * station's history, newest first, paged, hidden ones gone, names as 'Asha R.'.
 */
export default async function checkInRoutes(app: FastifyInstance) {
  app.post(
    '/ev/stations/:placeId/check-ins',
    { preHandler: app.requireUser },
    async (request, reply): Answer<'POST /ev/stations/:placeId/check-ins'> => {
      const { user, body, station } = await writeRequest(app, request, checkInBody);
      const now = app.now();
      // The counter store first (per address, and per person as a first gate), then the exact
      // per-person limits in the transaction that stores the row.
      await app.stationWriteLimits.checkIn(request.ip, user.id, station.id, now);
      const { view, facts, summary } = await createCheckIn(
        app.db,
        app.dbDialect,
        { placeId: station.id, userId: user.id, userName: user.name, body },
        now,
      );
      app.stationSignals.note(station.id, facts);
      reply.code(201);
      return ok({ check_in: view, summary });
    },
  );

  app.get('/ev/stations/:placeId/check-ins', async (request): Answer<'GET /ev/stations/:placeId/check-ins'> => {
    const query = parseBody(historyQuery, request.query);
    const { station } = await stationOr404(app, request);
    const cursor = query.before ? CURSOR_PATTERN.exec(query.before) : null;
    const before = cursor ? { at: Number(cursor[1]), id: cursor[2] as string } : undefined;
    return ok(await checkInPage(app.db, station.id, before, query.limit ?? HISTORY_PAGE.default));
  });
}
