import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ApiAnswers } from '../../../domain/api/api-answers.ts';
import { totalEvRegistrations } from '../../../domain/sales/ev-registrations.ts';
import { dataPath } from '../../data-dir.server.ts';
import { ok } from '../../http/api-envelope.server.ts';
import { cachedJson, SELF_COMPRESSED } from '../../http/cached-json.server.ts';

export const EV_REGISTRATIONS_FILE = dataPath('ev-sales', 'ev_registrations_by_category_monthly.csv');

/** GET /ev/evData: national EV registration totals (Vahan), computed once at start. */
export default async function evDataRoutes(app: FastifyInstance) {
  const totals = totalEvRegistrations(fs.readFileSync(EV_REGISTRATIONS_FILE, 'utf8'));
  const answer = cachedJson(3600, ok<ApiAnswers['GET /ev/evData']>(totals));
  app.get('/ev/evData', SELF_COMPRESSED, answer);
  app.answerLane.add('/ev/evData', answer.answer);
}
