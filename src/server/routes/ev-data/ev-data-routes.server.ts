import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { totalEvRegistrations } from '../../../domain/sales/ev-registrations.ts';
import { cachedJson } from '../../http/cached-json.server.ts';

export const EV_REGISTRATIONS_FILE = new URL('../../../../data/ev-sales/ev_registrations_by_category_monthly.csv', import.meta.url);

/** GET /ev/evData: national EV registration totals (Vahan), computed once at start. */
export default async function evDataRoutes(app: FastifyInstance) {
  const totals = totalEvRegistrations(fs.readFileSync(EV_REGISTRATIONS_FILE, 'utf8'));
  app.get('/ev/evData', cachedJson(3600, { success: true, message: 'Success', data: totals }));
}
