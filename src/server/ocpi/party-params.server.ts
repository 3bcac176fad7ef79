import type { FastifyRequest } from 'fastify';
import { sameCiString } from '../../domain/ocpi/ocpi-types.ts';
import { OCPI_STATUS } from '../../domain/ocpi/status-codes.ts';
import { OcpiError } from './ocpi-reply.server.ts';

/**
 * The ids in a receiver URL (`/{country_code}/{party_id}/{object id}…`), checked the same way by
 * every module we receive: CiStrings of the spec's lengths in printable ASCII, and under the calling
 * network's own party ("allowed to respond with an HTTP 404", transport_and_format.asciidoc, Client
 * Owned Objects): a network reads and writes its own objects only.
 */
const PRINTABLE = /^[\x20-\x7e]+$/;

export const invalidParameters = (message: string) => new OcpiError(400, OCPI_STATUS.invalidParameters, message);

export function checkedParams<P extends { country_code: string; party_id: string }>(
  request: FastifyRequest,
  lengths: ReadonlyArray<readonly [keyof P & string, number]>,
): P {
  const params = request.params as P;
  for (const [name, max] of lengths) {
    const value = params[name] as string | undefined;
    if (value !== undefined && (value.length > max || !PRINTABLE.test(value)))
      throw invalidParameters(`${name} must be 1-${max} printable ASCII characters`);
  }
  const { partner } = request.ocpiCaller!;
  if (!sameCiString(params.country_code, partner.countryCode) || !sameCiString(params.party_id, partner.partyId)) {
    throw new OcpiError(
      404,
      OCPI_STATUS.clientError,
      `Not your party: this connection reads and writes under ${partner.countryCode}/${partner.partyId} only`,
    );
  }
  return params;
}

/** Zod's first problem, worded for the network: the field's path and why. */
export function firstIssue(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
  return `${where}: ${issue?.message ?? 'not an object'}`;
}
