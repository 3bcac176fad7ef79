import type { FastifyInstance } from 'fastify';
import type { ApiAnswers } from '../../../domain/api/api-answers.ts';
import { isInIndia } from '../../../domain/geo/lat-lng.ts';
import type { PlaceSuggestions, TripStations } from '../../../domain/stations/maps-api.ts';
import {
  autocompleteQuery,
  evStationsBody,
  locationAddressBody,
  routeStationsBody,
} from '../../../domain/stations/maps-api.schema.ts';
import { ApiError } from '../../api-error.server.ts';
import { answerBytes, ok, sendAnswer, type Answer, type AnswerBytes } from '../../http/api-envelope.server.ts';
import { boundedCache } from '../../http/bounded-caches.server.ts';
import { parseBody } from '../../http/parse-body.server.ts';
import { mapsAccessGate } from '../../maps/maps-access.server.ts';
import { routeLimit } from '../../traffic/route-limit.server.ts';

const NEAREST_LIMIT = 20;

/**
 * The maps calls of spec section 7 ({host}/googleservice/*), answered from the bundled station,
 * pincode and place data. Each needs a maps token (POST /googleservice/auth) or a user's session
 * token in the `token` header, and is limited per token and per address.
 */
export default async function mapsRoutes(app: FastifyInstance) {
  const requireMapsAccess = mapsAccessGate(app);
  const guarded = { preHandler: requireMapsAccess };

  // Carrier-safe: a visitor's app asks for one token an hour (decision 0018).
  const tokenIssueLimit = {
    onRequest: routeLimit(app, 'maps-token-issue', app.config.MAPS_TOKENS_PER_IP_PER_MINUTE, 60_000),
  };
  app.post('/googleservice/auth', tokenIssueLimit, async (): Answer<'POST /googleservice/auth'> => {
    const { token, expiresAt } = app.mapsTokens.issue();
    return ok({ token, expiresAt });
  });

  app.post(
    '/googleservice/location-address',
    guarded,
    async (request): Answer<'POST /googleservice/location-address'> => {
      const body = parseBody(locationAddressBody, request.body);
      if ('pincode' in body) {
        const found = await app.maps.geocoder.pincode(body.pincode);
        if (!found) throw new ApiError(404, 'errors.pincodeNotFound');
        return ok(found);
      }
      const location = { lat: body.lat, lng: body.lng };
      const address = await app.maps.geocoder.reverse(location);
      if (!address) throw new ApiError(404, 'errors.placeNotFound');
      return ok({ ...address, location });
    },
  );

  app.post('/googleservice/ev-stations', guarded, async (request): Answer<'POST /googleservice/ev-stations'> => {
    const body = parseBody(evStationsBody, request.body);
    const { lat, lng, limit, availableNow, ...filters } = body;
    if (!availableNow)
      return ok({ results: await app.maps.stations.nearest({ lat, lng }, limit ?? NEAREST_LIMIT, filters) });
    // 'Available now' (issue 33): the nearest with a free point by a network's live status (a maps service's places have none).
    const now = app.now();
    const free = (placeId: string) => app.liveStatus.availableNow(placeId, now);
    const results = await app.maps.stations.nearest({ lat, lng }, limit ?? NEAREST_LIMIT, filters, free);
    return ok({ results: results.filter((station) => free(station.place_id)) });
  });

  // The corridor search costs a few milliseconds of CPU (and a provider call with osrm/google);
  // the same trip with the same filters gets the same answer from the same stations.
  // Kept as bytes: a trip answer is ~40 KB, and a string would be encoded again on every send.
  const routeAnswers = boundedCache<AnswerBytes<TripStations>>('tripAnswers', { now: app.now });

  app.post('/googleservice/route-ev-stations', guarded, async (request, reply) => {
    const body = parseBody(routeStationsBody, request.body);
    const [origin, destination] = await Promise.all([
      app.tripEnds.resolve(body.origin, body.origin_place_id),
      app.tripEnds.resolve(body.destination, body.destination_place_id),
    ]);
    const {
      origin: _origin,
      destination: _destination,
      origin_place_id: _o,
      destination_place_id: _d,
      ...filters
    } = body;
    const key = JSON.stringify([origin, destination, filters]);
    const json = (bytes: AnswerBytes<TripStations>) =>
      sendAnswer(reply, 'POST /googleservice/route-ev-stations', bytes);
    const cached = routeAnswers.get(key);
    if (cached) return json(cached);
    // A routing service's path, or (null) the local route, found on the trip search thread.
    const path = app.maps.routes ? await app.maps.routes.route(origin, destination) : null;
    const answer = await app.tripSearch.answer({
      origin,
      destination,
      path,
      widthKm: app.config.ROUTE_CORRIDOR_KM,
      filters,
    });
    routeAnswers.set(key, answer);
    return json(answer);
  });

  // Suggestions for what people type repeat all day ('kora', 'manali'): answers of the bundled
  // data are kept as bytes. A maps service's are not (its terms limit caching them).
  const suggestionAnswers =
    app.config.MAPS_PROVIDER === 'local'
      ? boundedCache<AnswerBytes<PlaceSuggestions>>('suggestionAnswers', { now: app.now })
      : undefined;

  app.get('/googleservice/autocomplete', guarded, async (request, reply) => {
    const { input, lat, lng } = parseBody(autocompleteQuery, request.query);
    const near =
      lat !== undefined && lng !== undefined && isInIndia({ lat: Number(lat), lng: Number(lng) })
        ? { lat: Number(lat), lng: Number(lng) }
        : undefined;
    const key = `${input.trim().replace(/\s+/g, ' ').toLowerCase()}|${near ? `${near.lat.toFixed(2)},${near.lng.toFixed(2)}` : ''}`;
    const cached = suggestionAnswers?.get(key);
    if (cached) return sendAnswer(reply, 'GET /googleservice/autocomplete', cached);
    const predictions = input.trim() === '' ? [] : await app.maps.geocoder.autocomplete(input, 6, near);
    const answer = ok<ApiAnswers['GET /googleservice/autocomplete']>({
      predictions: predictions.map((p) => ({
        description: p.description,
        place_id: p.placeId,
        location: { lat: p.lat, lng: p.lng },
        kind: p.kind,
        ...(p.native ? { native: p.native } : {}),
        ...(p.descriptionHi ? { description_hi: p.descriptionHi } : {}),
      })),
    });
    if (!suggestionAnswers) return answer;
    const bytes = answerBytes(answer);
    suggestionAnswers.set(key, bytes);
    return sendAnswer(reply, 'GET /googleservice/autocomplete', bytes);
  });
}
