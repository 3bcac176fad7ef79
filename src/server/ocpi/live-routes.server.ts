import type { FastifyInstance } from 'fastify';
import type { StationSource } from '../../domain/checkins/checkin-api.ts';
import { summariesQuery } from '../../domain/checkins/station-id.schema.ts';
import { ok, type Answer } from '../http/api-envelope.server.ts';
import { parseBody } from '../http/parse-body.server.ts';

/**
 * GET /ev/stations/live?ids=a,b,c (issue 33): the live status of up to 100 stations, for the cards
 * of a screen (one call per screen, as the check-in summaries are asked for), from the status store
 * in memory. Stations without a live status are left out. Open to everyone, like the cards. And
 * GET /ev/stations/prices?ids=… beside it: the Tariffs the networks send for those stations.
 */
export default async function liveRoutes(app: FastifyInstance) {
  app.get('/ev/stations/live', async (request): Answer<'GET /ev/stations/live'> => {
    const { ids } = parseBody(summariesQuery, request.query);
    return ok({ statuses: app.liveStatus.many(ids) });
  });

  // The networks' prices of up to 100 stations (station-prices.server.ts): stations without are left out.
  app.get('/ev/stations/prices', async (request): Answer<'GET /ev/stations/prices'> => {
    const { ids } = parseBody(summariesQuery, request.query);
    return ok({ prices: await app.ocpi.prices.many(ids) });
  });
}

/**
 * The networks whose Locations a station is shown from (its page names them among its sources),
 * whatever their status now.
 */
export async function networkSources(db: FastifyInstance['db'], placeId: string): Promise<StationSource[]> {
  const rows = await db
    .selectFrom('ocpi_locations as l')
    .innerJoin('ocpi_partners as p', (join) =>
      join.onRef('p.country_code', '=', 'l.country_code').onRef('p.party_id', '=', 'l.party_id'),
    )
    .select(['p.name', 'p.party'])
    .distinct()
    .where('l.place_id', '=', placeId)
    .where('l.publish', '=', 1)
    .orderBy('p.party')
    .execute();
  return rows.map((row) => ({ id: 'ocpi', name: row.name, licence: null, url: null }));
}
