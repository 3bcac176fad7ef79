import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OCPI_VERSION } from '../../domain/ocpi/credentials.schema.ts';
import { sameCiString } from '../../domain/ocpi/ocpi-types.ts';
import { OCPI_STATUS } from '../../domain/ocpi/status-codes.ts';
import { tariffSchema, type Tariff } from '../../domain/ocpi/tariff.schema.ts';
import { OcpiError, sendOk, unauthorizedOcpi } from './ocpi-reply.server.ts';
import { checkedParams, firstIssue, invalidParameters } from './party-params.server.ts';

/**
 * The Tariffs module's Receiver interface (mod_tariffs.asciidoc): GET, PUT and DELETE of
 * /ocpi/emsp/2.2.1/tariffs/{country_code}/{party_id}/{tariff_id}.
 *
 * - Only a registered network's token opens it; a network reads and writes under its own country
 *   code and party id only (another's: 404).
 * - A PUT's body is checked against the spec's Tariff (tariff.schema.ts): a bad one gets HTTP 400
 *   and 2001 naming the field, and nothing is stored; ids in the body unlike the URL's: 2001. A
 *   Tariff in another currency than INR is stored as it is (it is shown as the network wrote it).
 * - A new Tariff answers 201, a replaced one 200; a DELETE 200, or 404 when there was none.
 */

interface Params {
  country_code: string;
  party_id: string;
  tariff_id: string;
}

const PARAM_LENGTHS = [
  ['country_code', 2],
  ['party_id', 3],
  ['tariff_id', 36],
] as const;

const unknownTariff = (id: string) => new OcpiError(404, OCPI_STATUS.clientError, `Unknown Tariff ${id}`);

export default async function tariffsRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.ocpiCaller?.kind !== 'registered') throw unauthorizedOcpi();
  });

  const paramsOf = (request: FastifyRequest) => checkedParams<Params>(request, PARAM_LENGTHS);
  const path = `/emsp/${OCPI_VERSION}/tariffs/:country_code/:party_id/:tariff_id`;

  app.get(path, async (request, reply) => {
    const params = paramsOf(request);
    const tariff = await app.ocpi.tariffs.read(params.country_code, params.party_id, params.tariff_id);
    if (!tariff) throw unknownTariff(params.tariff_id);
    return sendOk(reply, tariff);
  });

  app.put(path, { bodyLimit: app.config.OCPI_BODY_LIMIT_BYTES }, async (request, reply) => {
    const params = paramsOf(request);
    const parsed = tariffSchema.safeParse(request.body);
    if (!parsed.success) throw invalidParameters(`Invalid Tariff for PUT: ${firstIssue(parsed.error)}`);
    const tariff = parsed.data as Tariff;
    if (
      !sameCiString(tariff.country_code, params.country_code) ||
      !sameCiString(tariff.party_id, params.party_id) ||
      !sameCiString(tariff.id, params.tariff_id)
    ) {
      throw invalidParameters(
        `The Tariff's country_code, party_id and id (${tariff.country_code}/${tariff.party_id}/${tariff.id}) must be the URL's`,
      );
    }
    const { created } = await app.ocpi.tariffs.put(request.ocpiCaller!.partner, tariff);
    app.ocpi.tariffsChanged();
    return sendOk(reply, undefined, created ? 201 : 200);
  });

  app.delete(path, async (request, reply) => {
    const params = paramsOf(request);
    if (!(await app.ocpi.tariffs.delete(request.ocpiCaller!.partner, params.tariff_id)))
      throw unknownTariff(params.tariff_id);
    app.ocpi.tariffsChanged();
    return sendOk(reply);
  });
}
