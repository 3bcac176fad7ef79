import { z } from 'zod';
import { businessDetails } from './location.schema.ts';
import { ciId, dateTime, list, ocpiString, ocpiUrl, ROLES } from './ocpi-types.ts';

/**
 * The configuration modules of OCPI 2.2.1: Versions (version_information_endpoint.asciidoc) and
 * Credentials (credentials.asciidoc), and the response format every answer is wrapped in
 * (transport_and_format.asciidoc, "Response format").
 */

/** The version this app speaks. */
export const OCPI_VERSION = '2.2.1';

/** The printable, non-whitespace ASCII a credentials token is made of (U+0021–U+007E), at most 64 long. */
export const CREDENTIALS_TOKEN = /^[\x21-\x7e]{1,64}$/;

export const credentialsRoleSchema = z.object({
  role: z.enum(ROLES),
  business_details: businessDetails,
  party_id: ciId(3),
  country_code: ciId(2),
});
export type CredentialsRole = z.output<typeof credentialsRoleSchema>;

export const credentialsSchema = z.object({
  token: z.string().regex(CREDENTIALS_TOKEN, 'token must be 1-64 printable ASCII characters without spaces'),
  url: ocpiUrl,
  roles: list(credentialsRoleSchema, 20).min(1, 'at least one role'),
});
export type Credentials = z.output<typeof credentialsSchema>;

export const MODULE_IDS = [
  'cdrs',
  'chargingprofiles',
  'commands',
  'credentials',
  'hubclientinfo',
  'locations',
  'sessions',
  'tariffs',
  'tokens',
] as const;
export const INTERFACE_ROLES = ['SENDER', 'RECEIVER'] as const;

export const versionSchema = z.object({ version: ocpiString(10), url: ocpiUrl });
export type Version = z.output<typeof versionSchema>;

/** An endpoint; custom module ids are allowed by the spec, so any identifier is read (ours are in MODULE_IDS). */
export const endpointSchema = z.object({ identifier: ocpiString(64), role: z.enum(INTERFACE_ROLES), url: ocpiUrl });
export type Endpoint = z.output<typeof endpointSchema>;

export const versionDetailsSchema = z.object({ version: ocpiString(10), endpoints: list(endpointSchema, 100) });
export type VersionDetails = z.output<typeof versionDetailsSchema>;

/** The response format: data, status_code (four digits), status_message, timestamp. */
export const responseSchema = z.object({
  data: z.unknown().optional(),
  status_code: z.number().int().min(1000).max(4999),
  status_message: z.string().max(2000).nullish(),
  timestamp: dateTime,
});
export type OcpiResponse<T> = { data?: T; status_code: number; status_message?: string; timestamp: string };
