import type { FastifyInstance } from 'fastify';
import { reportBody } from '../../../domain/checkins/checkin.schema.ts';
import { createReport, toReportView } from '../../checkins/report-store.server.ts';
import { ok, type Answer } from '../../http/api-envelope.server.ts';
import { writeRequest } from './station-writer.server.ts';

/** Problem reports (issue 17): wrong location, wrong connectors, closed for good, a duplicate. They go to the moderation list. */
export default async function reportRoutes(app: FastifyInstance) {
  app.post(
    '/ev/stations/:placeId/reports',
    { preHandler: app.requireUser },
    async (request, reply): Answer<'POST /ev/stations/:placeId/reports'> => {
      const { user, body, station } = await writeRequest(app, request, reportBody);
      const now = app.now();
      await app.stationWriteLimits.report(request.ip, user.id, now);
      const row = await createReport(app.db, app.dbDialect, { placeId: station.id, userId: user.id, body }, now);
      reply.code(201);
      return ok({ report: toReportView(row) });
    },
  );
}
