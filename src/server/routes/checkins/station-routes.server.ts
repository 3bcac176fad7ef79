import type { FastifyInstance } from 'fastify';
import { summariesQuery } from '../../../domain/checkins/station-id.schema.ts';
import { stationMapsUrl, stationSources } from '../../../domain/checkins/station-sources.ts';
import { translate } from '../../../domain/i18n/translate.ts';
import { pricePaid } from '../../checkins/checkin-store.server.ts';
import { isFavourite } from '../../checkins/favourite-store.server.ts';
import { ok, type Answer } from '../../http/api-envelope.server.ts';
import { networkSources } from '../../ocpi/live-routes.server.ts';
import { parseBody } from '../../http/parse-body.server.ts';
import { tokenOf } from '../../plugins/auth.server.ts';
import { userForToken } from '../../services/session-service.server.ts';
import { stationDetails, stationOr404 } from './station-writer.server.ts';

/**
 * A station's page and the cards' summaries (issue 17), open to everyone. Summaries are read from
 * the summaries kept as check-ins arrive: one indexed read for a screen of cards.
 */
export default async function stationRoutes(app: FastifyInstance) {
  app.get('/ev/stations/summaries', async (request): Answer<'GET /ev/stations/summaries'> => {
    const { ids } = parseBody(summariesQuery, request.query);
    return ok({ summaries: await app.summaryCache.summaries(ids, app.now()) });
  });

  app.get('/ev/stations/:placeId', async (request): Answer<'GET /ev/stations/:placeId'> => {
    const { station, mergedFrom } = await stationOr404(app, request);
    const now = app.now();
    // 'Save' shows as saved for a signed-in person who saved it; the page is open without a token.
    const token = tokenOf(request);
    const session = token ? await userForToken(app.db, token, now) : undefined;
    const [summary, price, saved, networks] = await Promise.all([
      app.summaryCache.summary(station.id, now),
      pricePaid(app.db, station.id, now),
      session ? isFavourite(app.db, session.user.id, station.id) : Promise.resolve(false),
      networkSources(app.db, station.id),
    ]);
    const details = stationDetails(station);
    return ok({
      station: details,
      merged_from: mergedFrom,
      // The charging networks that send its live status over OCPI (issue 33) are sources too.
      sources: [...stationSources(station.sourceId), ...networks],
      attribution: translate('stations.attribution'),
      maps_url: stationMapsUrl(details.name, details.vicinity),
      summary,
      price,
      saved,
    });
  });
}
