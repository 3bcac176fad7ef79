import { z } from 'zod';

/**
 * OCPI 2.2.1's basic types (types.asciidoc of the specification, github.com/ocpi/ocpi tag 2.2.1)
 * as zod schemas: CiString, string, DateTime, URL, DisplayText. The Locations and Credentials
 * modules build on them (location.schema.ts, credentials.schema.ts). Server-side only: the web
 * app never loads these.
 */

/** Printable ASCII: a CiString's alphabet (no control characters, nothing outside U+0020–U+007E). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** A string type's "printable UTF-8": no control characters (tabs and line breaks included). */
const CONTROL = /\p{Cc}/u;

/** CiString(n): case-insensitive, printable ASCII, at most n characters. Compared with `sameCiString`. */
export const ciString = (max: number) =>
  z.string().max(max, `at most ${max} characters`).regex(PRINTABLE_ASCII, 'printable ASCII only');

/** A CiString that identifies an object: at least one character. */
export const ciId = (max: number) => ciString(max).min(1, 'must not be empty');

/** string(n): case-sensitive, printable UTF-8, at most n characters (code points). */
export const ocpiString = (max: number) =>
  z
    .string()
    .refine((v) => [...v].length <= max, `at most ${max} characters`)
    .refine((v) => !CONTROL.test(v), 'no control characters');

/**
 * DateTime: RFC 3339 in UTC as the specification writes it: '2015-06-29T20:39:09Z', with or
 * without the Z (no designator means UTC), fractional seconds allowed; '+00:00' is not allowed.
 */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?Z?$/;

/** Milliseconds since 1970 of an OCPI DateTime, or NaN when it is not one. */
export function dateTimeMs(text: string): number {
  const match = DATE_TIME.exec(text);
  if (!match) return NaN;
  const [, y, mo, d, h, mi, s, fraction] = match;
  const ms = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s),
    fraction ? Math.floor(Number(`0${fraction}`) * 1000) : 0,
  );
  // Date.UTC rolls 2019-02-30 over to March: a real date gives back its own fields.
  const back = new Date(ms);
  const real =
    back.getUTCFullYear() === Number(y) &&
    back.getUTCMonth() === Number(mo) - 1 &&
    back.getUTCDate() === Number(d) &&
    Number(h) < 24 &&
    Number(mi) < 60 &&
    Number(s) < 60;
  return real ? ms : NaN;
}

/** An OCPI DateTime for `ms`: '2026-11-27T10:04:05Z' (whole seconds unless `ms` has a fraction). */
export function ocpiDateTime(ms: number): string {
  const iso = new Date(ms).toISOString();
  return iso.endsWith('.000Z') ? `${iso.slice(0, 19)}Z` : iso;
}

export const dateTime = z
  .string()
  .max(35, 'not a DateTime')
  .refine((v) => Number.isFinite(dateTimeMs(v)), 'must be a DateTime in UTC, such as 2015-06-29T20:39:09Z');

/** URL: string(255) following the w3.org URI spec; we take absolute http(s) URLs only. */
export const ocpiUrl = ocpiString(255).refine((v) => {
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}, 'must be an absolute http(s) URL');

export const displayText = z.object({
  language: ocpiString(2),
  text: ocpiString(512),
});

/** Two CiStrings name the same object (location ids, EVSE uids, connector ids, party ids). */
export const sameCiString = (a: string, b: string): boolean => a.toUpperCase() === b.toUpperCase();

/** The spec's roles (types.asciidoc, Role enum). */
export const ROLES = ['CPO', 'EMSP', 'HUB', 'NAP', 'NSP', 'OTHER', 'SCSP'] as const;
export type Role = (typeof ROLES)[number];

/**
 * An optional field: absent, or null (a sender may write null for "not given"; a PUT reverts such a
 * field to its default, which here is absent).
 */
export const optional = <T extends z.ZodType>(schema: T) => schema.nullish();

/** A list field, at most `max` long (a bound of ours against oversized objects; the spec sets none). */
export const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, `at most ${max} items`);
