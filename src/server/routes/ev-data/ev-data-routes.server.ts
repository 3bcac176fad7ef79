import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ApiAnswers } from '../../../domain/api/api-answers.ts';
import { evSalesTotals } from '../../../domain/sales/ev-sales-totals.ts';
import { dataPath } from '../../data-dir.server.ts';
import { ok } from '../../http/api-envelope.server.ts';
import { cachedJson, SELF_COMPRESSED } from '../../http/cached-json.server.ts';

/** The Vahan file by vehicle category: the months before the newer series starts (to April 2024). */
export const EV_REGISTRATIONS_FILE = dataPath('ev-sales', 'ev_registrations_by_category_monthly.csv');
/** The newer monthly series from May 2024, which `npm run sales:import` extends (docs/sales-data.md). */
export const EV_COUNTERS_FILE = dataPath('ev-sales', 'ev_counters_monthly.csv');

/** GET /ev/evData: national EV registration totals (Vahan and the sources named per month), computed once at start. */
export default async function evDataRoutes(app: FastifyInstance) {
  const totals = evSalesTotals(
    fs.readFileSync(EV_REGISTRATIONS_FILE, 'utf8'),
    fs.readFileSync(EV_COUNTERS_FILE, 'utf8'),
  );
  const answer = cachedJson(3600, ok<ApiAnswers['GET /ev/evData']>(totals));
  app.get('/ev/evData', SELF_COMPRESSED, answer);
  app.answerLane.add('/ev/evData', answer.answer);
}
