import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { StationDetails } from '../../../domain/checkins/checkin-api.ts';
import type { Station } from '../../../domain/stations/station.ts';
import { ApiError, unauthorized } from '../../api-error.server.ts';
import { banAndAlias } from '../../checkins/bans.server.ts';
import { isStationId } from '../../../domain/checkins/station-id.ts';
import type { FoundStation } from '../../checkins/station-lookup.server.ts';
import type { UserRow } from '../../db/tables.ts';
import { parseBody } from '../../http/parse-body.server.ts';
import { toStationResult } from '../../maps/station-result.server.ts';

/** Helpers the check-in, report and favourite routes share. */

export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.session) throw unauthorized();
  return request.session.user;
}

const placeIdOf = (request: FastifyRequest): string | undefined => {
  const { placeId } = request.params as { placeId?: unknown };
  return typeof placeId === 'string' ? placeId : undefined;
};

/**
 * A check-in's or report's request, checked in the documented order (docs/check-ins.md): the
 * token (401, by the route's preHandler), a ban (403: a banned person may read but not write), the
 * body (400), the station (404). The limits (429) come last, in the route. Whether the person is
 * banned and the station's alias are one query (a round trip fewer per write on PostgreSQL).
 */
export async function writeRequest<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  schema: z.ZodMiniType<T>,
): Promise<{ user: UserRow; body: T; station: Station }> {
  const user = signedInUser(request);
  const placeId = placeIdOf(request);
  const { banned, aliasTo } = await banAndAlias(
    app.db,
    app.config.OTP_PEPPER,
    user,
    placeId && isStationId(placeId) ? placeId : null,
  );
  if (banned) throw new ApiError(403, 'checkins.errors.banned');
  const body = parseBody(schema, request.body);
  const found = placeId === undefined ? undefined : await app.stationLookup.resolve(placeId, aliasTo);
  if (!found) throw new ApiError(404, 'checkins.errors.stationNotFound');
  return { user, body, station: found.station };
}

/** The route's `:placeId`, as a station of ours (a merged duplicate's id finds the station it became), or 404. */
export async function stationOr404(app: FastifyInstance, request: FastifyRequest): Promise<FoundStation> {
  const placeId = placeIdOf(request);
  const found = placeId === undefined ? undefined : await app.stationLookup.find(placeId);
  if (!found) throw new ApiError(404, 'checkins.errors.stationNotFound');
  return found;
}

/** A station's own fields as the station results have them (no distances), with its address parts. */
export function stationDetails(station: Station): StationDetails {
  const { place_id, name, vicinity, geometry, operator, connectors, max_kw, lev_only, source } =
    toStationResult(station);
  return {
    place_id,
    name,
    vicinity,
    geometry,
    operator,
    connectors,
    max_kw,
    lev_only,
    source,
    address: station.address,
    city: station.city,
    state: station.state,
    postcode: station.postcode,
  };
}
