import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { LocationTarget, UpdateRefusal } from '../../domain/ocpi/location-updates.ts';
import {
  connectorPatchSchema,
  connectorSchema,
  evsePatchSchema,
  evseSchema,
  locationPatchSchema,
  locationSchema,
  type Location,
} from '../../domain/ocpi/location.schema.ts';
import { OCPI_VERSION } from '../../domain/ocpi/credentials.schema.ts';
import { sameCiString } from '../../domain/ocpi/ocpi-types.ts';
import { OCPI_STATUS, type OcpiStatusCode } from '../../domain/ocpi/status-codes.ts';
import { OcpiError, sendOk, unauthorizedOcpi } from './ocpi-reply.server.ts';
import { checkedParams, firstIssue, invalidParameters } from './party-params.server.ts';

/**
 * The Locations module's Receiver interface (mod_locations.asciidoc): GET, PUT and PATCH of
 * /ocpi/emsp/2.2.1/locations/{country_code}/{party_id}/{location_id}[/{evse_uid}[/{connector_id}]].
 *
 * - Only a registered network's token opens it (token A gets 401, as the spec says).
 * - A network writes and reads under its own country code and party id only: another's gets 404
 *   ("allowed to respond with an HTTP 404", transport_and_format.asciidoc, Client Owned Objects).
 * - Bodies are checked against the spec's objects (location.schema.ts); a bad one gets HTTP 400 and
 *   2001 naming the first problem, and nothing is stored. An id in the body unlike the URL's: 2001.
 * - An EVSE or Connector pushed to a Location we do not hold: HTTP 404 and 2003 (unknown Location).
 * - A new object answers HTTP 201, a replaced or patched one 200; both with status 1000.
 */

type Level = 'location' | 'evse' | 'connector';

const SCHEMAS: Record<'PUT' | 'PATCH', Record<Level, z.ZodType>> = {
  PUT: { location: locationSchema, evse: evseSchema, connector: connectorSchema },
  PATCH: { location: locationPatchSchema, evse: evsePatchSchema, connector: connectorPatchSchema },
};

const REFUSALS: Record<UpdateRefusal, { http: number; code: OcpiStatusCode }> = {
  unknown_location: { http: 404, code: OCPI_STATUS.unknownLocation },
  unknown_evse: { http: 404, code: OCPI_STATUS.invalidParameters },
  unknown_connector: { http: 404, code: OCPI_STATUS.invalidParameters },
  id_mismatch: { http: 400, code: OCPI_STATUS.invalidParameters },
};

interface Params {
  country_code: string;
  party_id: string;
  location_id: string;
  evse_uid?: string;
  connector_id?: string;
}

/** The URL's ids: CiStrings of these lengths. */
const PARAM_LENGTHS = [
  ['country_code', 2],
  ['party_id', 3],
  ['location_id', 36],
  ['evse_uid', 36],
  ['connector_id', 36],
] as const;

export default async function locationsRoutes(app: FastifyInstance) {
  // Functional modules take a registered network's token only.
  app.addHook('onRequest', async (request) => {
    if (request.ocpiCaller?.kind !== 'registered') throw unauthorizedOcpi();
  });

  /** The URL's object, after its ids and party are checked. */
  const targetOf = (request: FastifyRequest): { params: Params; target: LocationTarget; level: Level } => {
    const params = checkedParams<Params>(request, PARAM_LENGTHS);
    const target: LocationTarget = { locationId: params.location_id };
    if (params.evse_uid !== undefined) target.evseUid = params.evse_uid;
    if (params.connector_id !== undefined) target.connectorId = params.connector_id;
    return {
      params,
      target,
      level: params.connector_id !== undefined ? 'connector' : params.evse_uid !== undefined ? 'evse' : 'location',
    };
  };

  const bodyOf = (method: 'PUT' | 'PATCH', level: Level, body: unknown) => {
    const parsed = SCHEMAS[method][level].safeParse(body);
    if (parsed.success) return parsed.data as object;
    throw invalidParameters(
      `Invalid ${level === 'evse' ? 'EVSE' : level[0]!.toUpperCase() + level.slice(1)} for ${method}: ${firstIssue(parsed.error)}`,
    );
  };

  const read = async (request: FastifyRequest) => {
    const { params, target } = targetOf(request);
    const found = await app.ocpi.store.read(params.country_code, params.party_id, target);
    if (!found.location)
      throw new OcpiError(404, OCPI_STATUS.unknownLocation, `Unknown Location ${params.location_id}`);
    if (!found.object)
      throw new OcpiError(
        404,
        OCPI_STATUS.invalidParameters,
        `No such ${params.connector_id !== undefined ? 'Connector' : 'EVSE'} at Location ${params.location_id}`,
      );
    return found.object;
  };

  const write = (method: 'PUT' | 'PATCH') => async (request: FastifyRequest) => {
    const { params, target, level } = targetOf(request);
    const body = bodyOf(method, level, request.body);
    if (method === 'PUT' && level === 'location') {
      const location = body as Location;
      if (
        !sameCiString(location.country_code, params.country_code) ||
        !sameCiString(location.party_id, params.party_id)
      ) {
        throw invalidParameters(
          `The Location's country_code and party_id (${location.country_code}/${location.party_id}) must be the URL's`,
        );
      }
    }
    const outcome = await app.ocpi.store.push(request.ocpiCaller!.partner, method, target, body as Location);
    if (!outcome.stored) {
      const refusal = REFUSALS[outcome.refusal];
      throw new OcpiError(refusal.http, refusal.code, outcome.detail);
    }
    return outcome.created ? 201 : 200;
  };

  const bodyLimit = app.config.OCPI_BODY_LIMIT_BYTES;
  const base = `/emsp/${OCPI_VERSION}/locations/:country_code/:party_id/:location_id`;
  for (const path of [base, `${base}/:evse_uid`, `${base}/:evse_uid/:connector_id`]) {
    app.get(path, async (request, reply) => sendOk(reply, await read(request)));
    app.put(path, { bodyLimit }, async (request, reply) => sendOk(reply, undefined, await write('PUT')(request)));
    app.patch(path, { bodyLimit }, async (request, reply) => sendOk(reply, undefined, await write('PATCH')(request)));
  }
}
