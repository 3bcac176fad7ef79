import * as z from 'zod/mini';
import { ROUTE_PATTERNS } from '../routes/app-paths.ts';
import {
  EVENT_NAMES,
  LANGUAGES,
  MAX_EVENTS_PER_BATCH,
  OUTCOMES,
  UNKNOWN_ROUTE,
  WIDTH_BUCKETS,
} from './event-fields.ts';

export * from './event-fields.ts';

/**
 * The analytics events (issue 19): what the app may say about how it is used, and nothing that
 * identifies a person. A route is a pattern of the app's route table ('/findelectricvehicle/:type/:id'),
 * never the path with its ids; the only other fields are closed lists and yes/no. There is no
 * field a mobile number, token, registration number, place or position could go into, and a
 * field the schema does not name is refused.
 */

const routes: readonly string[] = [...ROUTE_PATTERNS, UNKNOWN_ROUTE];
const route = z
  .string({ error: 'validation.invalidBody' })
  .check(z.refine((r) => routes.includes(r), 'validation.invalidBody'));

/** A referrer is a route pattern too, or '' on the first screen of a visit. */
export const analyticsEvent = z.strictObject({
  name: z.enum(EVENT_NAMES, { error: 'validation.invalidBody' }),
  route,
  referrer: z.optional(z.union([route, z.literal('')])),
  lang: z.enum(LANGUAGES, { error: 'validation.invalidBody' }),
  width: z.enum(WIDTH_BUCKETS, { error: 'validation.invalidBody' }),
  signed_in: z.boolean({ error: 'validation.invalidBody' }),
  /** trip_planned: whether a vehicle was given. */
  with_vehicle: z.optional(z.boolean({ error: 'validation.invalidBody' })),
  /** rc_lookup, challan_lookup, nearby_search, cost_found: how it ended. */
  outcome: z.optional(z.enum(OUTCOMES, { error: 'validation.invalidBody' })),
});
export type AnalyticsEvent = z.output<typeof analyticsEvent>;

/** POST /ev/events: a batch the browser sends when the page is hidden or every 30 s. */
export const analyticsBatch = z.strictObject({
  events: z
    .array(analyticsEvent)
    .check(z.minLength(1, 'validation.invalidBody'), z.maxLength(MAX_EVENTS_PER_BATCH, 'validation.invalidBody')),
});
export type AnalyticsBatch = z.input<typeof analyticsBatch>;

/** POST /ev/events (202): how many events the queue took. */
export interface EventsAccepted {
  accepted: number;
}
