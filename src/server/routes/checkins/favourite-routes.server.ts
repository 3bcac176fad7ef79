import type { FastifyInstance } from 'fastify';
import type { FavouriteView } from '../../../domain/checkins/checkin-api.ts';
import { favouritesOf, removeFavourite, saveFavourite } from '../../checkins/favourite-store.server.ts';
import { ok, type Answer } from '../../http/api-envelope.server.ts';
import { signedInUser, stationDetails, stationOr404 } from './station-writer.server.ts';

/** Favourites, 'My stations' (issue 17): kept on the server, so they follow the person to another phone. */
export default async function favouriteRoutes(app: FastifyInstance) {
  const signedIn = { preHandler: app.requireUser };

  app.put('/ev/favourites/:placeId', signedIn, async (request): Answer<'PUT /ev/favourites/:placeId'> => {
    const user = signedInUser(request);
    const { station } = await stationOr404(app, request);
    await saveFavourite(app.db, app.dbDialect, user.id, station.id, app.now());
    return ok({ place_id: station.id, saved: true });
  });

  app.delete('/ev/favourites/:placeId', signedIn, async (request): Answer<'DELETE /ev/favourites/:placeId'> => {
    const user = signedInUser(request);
    const { station } = await stationOr404(app, request);
    await removeFavourite(app.db, user.id, station.id);
    return ok({ place_id: station.id, saved: false });
  });

  app.get('/ev/favourites', signedIn, async (request): Answer<'GET /ev/favourites'> => {
    const user = signedInUser(request);
    const saved = await favouritesOf(app.db, user.id);
    const ids = saved.map((f) => f.place_id);
    const [stations, summaries] = await Promise.all([
      app.stationLookup.findMany(ids),
      app.summaryCache.summaries(ids, app.now()),
    ]);
    const favourites: FavouriteView[] = [];
    saved.forEach((f, i) => {
      const station = stations.get(f.place_id);
      if (station)
        favourites.push({ station: stationDetails(station), summary: summaries[i]!, saved_at: Number(f.created_at) });
    });
    return ok({ favourites });
  });
}
