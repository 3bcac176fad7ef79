import type { FastifyReply } from 'fastify';
import { ocpiDateTime } from '../../domain/ocpi/ocpi-types.ts';
import { OCPI_STATUS, type OcpiStatusCode } from '../../domain/ocpi/status-codes.ts';

/**
 * OCPI's response format on every answer of the /ocpi/ routes (transport_and_format.asciidoc,
 * "Response format"): `data` when there is some, `status_code`, `status_message` and `timestamp`.
 * A success answers 1000; a refusal an OCPI code (status-codes.ts) with an HTTP status that says the
 * same (401 unknown token, 400 a bad body, 404 not found or not the network's party, 405 a
 * credentials call out of turn, 413 too large, 429 too many).
 */

export class OcpiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly statusCode: OcpiStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface OcpiAnswer {
  data?: unknown;
  status_code: number;
  status_message: string;
  timestamp: string;
}

export const ocpiAnswer = (statusCode: number, message: string, data?: unknown): OcpiAnswer => ({
  ...(data !== undefined ? { data } : {}),
  status_code: statusCode,
  status_message: message,
  timestamp: ocpiDateTime(Date.now()),
});

/** A success: 1000 with `data` (left out when undefined, as 2.2.1-d2 advises for pushes). */
export function sendOk(reply: FastifyReply, data?: unknown, httpStatus = 200): FastifyReply {
  return reply
    .code(httpStatus)
    .type('application/json; charset=utf-8')
    .send(ocpiAnswer(OCPI_STATUS.success, 'Success', data));
}

export function sendError(reply: FastifyReply, error: OcpiError): FastifyReply {
  return reply
    .code(error.httpStatus)
    .headers(error.headers)
    .type('application/json; charset=utf-8')
    .send(ocpiAnswer(error.statusCode, error.message));
}

export const unauthorizedOcpi = () =>
  new OcpiError(
    401,
    OCPI_STATUS.clientError,
    'Unknown or missing credentials token (Authorization: Token <base64 of the token>)',
  );
