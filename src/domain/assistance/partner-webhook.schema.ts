import * as z from 'zod/mini';
import { STATUSES } from './assistance-rules.ts';

/**
 * The assistance partner's status webhook (docs/assistance.md "Partner API"): one event per
 * change, with an id of its own (a repeat of an id is dropped), the partner's request id, the new
 * status, the helper once one is assigned, the minutes to arrival once on the way.
 */
export const partnerWebhookEvent = z.object({
  event_id: z.string().check(z.minLength(1), z.maxLength(200)),
  request_id: z.string().check(z.minLength(1), z.maxLength(200)),
  status: z.enum(STATUSES.filter((s) => s !== 'received') as ['assigned', ...string[]]),
  helper: z.optional(
    z.nullable(
      z.object({
        name: z.string().check(z.minLength(1), z.maxLength(80)),
        mobile: z.string().check(z.regex(/^[6-9]\d{9}$/)),
        vehicle: z.string().check(z.maxLength(80)),
      }),
    ),
  ),
  eta_minutes: z.optional(z.nullable(z.number().check(z.gte(0), z.lte(1440)))),
});
export type PartnerWebhookEvent = z.output<typeof partnerWebhookEvent>;
