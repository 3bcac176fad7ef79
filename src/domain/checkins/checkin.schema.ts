import * as z from 'zod/mini';
import { KNOWN_CONNECTORS } from '../trips/connectors.ts';
import { otpSchema } from '../user/user-rules.ts';
import { FIGURE_LIMITS, OUTCOMES, REPORT_KINDS, TEXT_MAX } from './checkin-rules.ts';

/**
 * Request bodies of the check-in calls (issue 17): the screens validate their forms with these
 * schemas and the server parses every body with them first. Messages are catalogue keys
 * (src/domain/i18n/areas/checkins.en.ts).
 */

/** Control characters other than tab and line breaks: PostgreSQL refuses NUL, and none belongs in a comment. */
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

/**
 * Free text as typed: trimmed, at most TEXT_MAX characters (code points, so a Hindi letter with its
 * vowel sign counts as typed), no control characters. Stored and shown as text, never as HTML.
 */
const freeText = (key: string) =>
  z.string({ error: key }).check(
    z.trim(),
    z.refine((v) => [...v].length <= TEXT_MAX, key),
    z.refine((v) => !CONTROL.test(v), key),
  );

const figure = (key: string, { min, max }: { min: number; max: number }) =>
  z.number({ error: key }).check(z.refine((v) => Number.isFinite(v) && v >= min && v <= max, key));

/** POST /ev/stations/:placeId/check-ins */
export const checkInBody = z
  .object({
    outcome: z.enum(OUTCOMES, { error: 'checkins.validation.outcome' }),
    connector: z.optional(
      z.nullable(z.enum(KNOWN_CONNECTORS as [string, ...string[]], { error: 'checkins.validation.connector' })),
    ),
    kw: z.optional(z.nullable(figure('checkins.validation.kw', FIGURE_LIMITS.kw))),
    price_per_kwh: z.optional(z.nullable(figure('checkins.validation.price', FIGURE_LIMITS.pricePerKwh))),
    comment: z.optional(freeText('checkins.validation.comment')),
  })
  .check(
    // A power seen and a price paid are facts of a charge that happened.
    z.refine((b) => b.outcome === 'charged' || ((b.kw ?? null) === null && (b.price_per_kwh ?? null) === null), {
      message: 'checkins.validation.onlyWhenCharged',
    }),
  );
export type CheckInBody = z.output<typeof checkInBody>;

/** POST /ev/stations/:placeId/reports */
export const reportBody = z.object({
  kind: z.enum(REPORT_KINDS, { error: 'checkins.validation.reportKind' }),
  note: z.optional(freeText('checkins.validation.note')),
});
export type ReportBody = z.output<typeof reportBody>;

/** The `before` cursor of a history page: '<created_at>~<id>' of the last check-in shown. */
export const CURSOR_PATTERN = /^(\d{1,15})~([0-9a-f-]{36})$/;

export const HISTORY_PAGE = { default: 20, max: 50 } as const;

/** GET /ev/stations/:placeId/check-ins?before=…&limit=… */
export const historyQuery = z.object({
  before: z.optional(
    z.string({ error: 'checkins.validation.cursor' }).check(z.regex(CURSOR_PATTERN, 'checkins.validation.cursor')),
  ),
  limit: z.optional(
    z.pipe(
      z.pipe(
        z.string({ error: 'checkins.validation.limit' }).check(z.regex(/^\d{1,3}$/, 'checkins.validation.limit')),
        z.transform(Number),
      ),
      z.number().check(z.refine((n) => n >= 1 && n <= HISTORY_PAGE.max, 'checkins.validation.limit')),
    ),
  ),
});

/** POST /ev/user/delete-account: the code just sent with send-otp's purpose 'deleteAccount'. */
export const deleteAccountBody = z.object({ otp: otpSchema });
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;
