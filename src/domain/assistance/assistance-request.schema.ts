import * as z from 'zod/mini';
import { KNOWN_CONNECTORS } from '../trips/connectors.ts';
import { SIGN_IN_MOBILE_PATTERN, VEHICLE_NUMBER_PATTERN } from '../user/user-rules.ts';
import { ASSIST_LIMITS, PROBLEMS } from './assistance-rules.ts';

/**
 * The request form of roadside assistance (issue 39): the screen validates with these schemas and
 * the server parses every body with them first. Messages are catalogue keys (assistance.en.ts).
 */

const CONTROL = /(?![\t\n\r])\p{Cc}/u;

const text = (key: string, max: number) =>
  z.string({ error: key }).check(
    z.trim(),
    z.refine((v) => [...v].length <= max, key),
    z.refine((v) => !CONTROL.test(v), key),
  );

const latitude = z.number({ error: 'assistance.validation.where' }).check(z.gte(6), z.lte(37.5));
const longitude = z.number({ error: 'assistance.validation.where' }).check(z.gte(68), z.lte(97.5));

/** The phone's position with its accuracy in metres, as the browser's geolocation gives them. */
export const phonePosition = z.object({
  lat: latitude,
  lng: longitude,
  accuracy_m: z.number({ error: 'assistance.validation.where' }).check(z.gte(0), z.lte(100_000)),
});

/** A place chosen from the place search: its label and position. */
export const chosenPlace = z.object({
  label: text('assistance.validation.where', 200),
  lat: latitude,
  lng: longitude,
});

/** The key a phone makes once per request it means to send: the same key twice is the same request. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export const vehicleFields = z.object({
  registration: z.string({ error: 'assistance.validation.registration' }).check(
    z.trim(),
    z.toUpperCase(),
    z.refine(
      (v) => v === '' || VEHICLE_NUMBER_PATTERN.test(v.replace(/[\s-]/g, '')),
      'assistance.validation.registration',
    ),
  ),
  make_model: text('assistance.validation.makeModel', ASSIST_LIMITS.makeModel),
  connector: z.union([
    z.literal(''),
    z.enum(KNOWN_CONNECTORS as [string, ...string[]], { error: 'assistance.validation.connector' }),
  ]),
});

/** POST /ev/assistance/requests */
export const assistanceRequestBody = z
  .object({
    idempotency_key: z
      .string({ error: 'assistance.validation.key' })
      .check(z.regex(IDEMPOTENCY_KEY, 'assistance.validation.key')),
    position: z.optional(z.nullable(phonePosition)),
    place: z.optional(z.nullable(chosenPlace)),
    landmark: z.optional(text('assistance.validation.landmark', ASSIST_LIMITS.landmark)),
    problem: z.enum(PROBLEMS, { error: 'assistance.validation.problem' }),
    vehicle: vehicleFields,
    second_mobile: z.optional(
      z.string({ error: 'assistance.validation.secondMobile' }).check(
        z.trim(),
        z.refine((v) => v === '' || SIGN_IN_MOBILE_PATTERN.test(v), 'assistance.validation.secondMobile'),
      ),
    ),
    people: z
      .number({ error: 'assistance.validation.people' })
      .check(
        z.refine(Number.isInteger, 'assistance.validation.people'),
        z.gte(ASSIST_LIMITS.people.min, 'assistance.validation.people'),
        z.lte(ASSIST_LIMITS.people.max, 'assistance.validation.people'),
      ),
  })
  .check(
    // No position and no place: ask where, plainly (issue 39 'Bad input').
    z.refine((b) => Boolean(b.position) || Boolean(b.place), { message: 'assistance.validation.where' }),
  );
export type AssistanceRequestBody = z.input<typeof assistanceRequestBody>;
export type AssistanceRequestInput = z.output<typeof assistanceRequestBody>;

/** GET /ev/assistance/describe?lat=…&lng=… (the form's preview of where the person is, in words) */
export const describeQuery = z.object({
  lat: z.coerce.number({ error: 'assistance.validation.where' }).check(z.gte(6), z.lte(37.5)),
  lng: z.coerce.number({ error: 'assistance.validation.where' }).check(z.gte(68), z.lte(97.5)),
});

/** POST /ev/assistance/requests/:id/cancel: the version the person's screen showed. */
export const cancelBody = z.object({
  version: z
    .number({ error: 'assistance.validation.version' })
    .check(z.refine(Number.isInteger, 'assistance.validation.version'), z.gte(1, 'assistance.validation.version')),
});
export type CancelBody = z.input<typeof cancelBody>;

/** POST /ev/assistance/desk/requests/:id: one operator action against the version the desk showed. */
export const deskActionBody = z.object({
  version: z
    .number({ error: 'assistance.validation.version' })
    .check(z.refine(Number.isInteger, 'assistance.validation.version'), z.gte(1, 'assistance.validation.version')),
  action: z.enum(['assign', 'on_the_way', 'eta', 'arrived', 'done', 'cancel', 'tow'], {
    error: 'assistance.validation.action',
  }),
  helper_name: z.optional(text('assistance.validation.helper', ASSIST_LIMITS.helperName)),
  helper_mobile: z.optional(
    z
      .string({ error: 'assistance.validation.helperMobile' })
      .check(z.trim(), z.regex(SIGN_IN_MOBILE_PATTERN, 'assistance.validation.helperMobile')),
  ),
  helper_vehicle: z.optional(text('assistance.validation.helper', ASSIST_LIMITS.helperVehicle)),
  eta_minutes: z.optional(
    z
      .number({ error: 'assistance.validation.eta' })
      .check(
        z.refine(Number.isInteger, 'assistance.validation.eta'),
        z.gte(ASSIST_LIMITS.etaMinutes.min, 'assistance.validation.eta'),
        z.lte(ASSIST_LIMITS.etaMinutes.max, 'assistance.validation.eta'),
      ),
  ),
  tow_station_id: z.optional(text('assistance.validation.tow', 320)),
});
export type DeskActionBody = z.input<typeof deskActionBody>;
