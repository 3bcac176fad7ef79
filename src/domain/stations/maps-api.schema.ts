import * as z from 'zod/mini';
import { isInIndia } from '../geo/lat-lng.ts';
import { placeInputProblem } from '../places/place-input.ts';
import { PINCODE_PATTERN } from './pincode.ts';
import { CONNECTOR_FILTERS } from './station-filters.ts';

/**
 * Bodies of the maps calls (spec section 7, {host}/googleservice/*). The spec's client wraps
 * them in a client-side cipher; we take plain JSON over HTTPS (docs/decisions/0003-maps-api.md).
 */
const coordinate = (min: number, max: number) =>
  z
    .number({ error: 'validation.coordinates' })
    .check(z.refine((v) => Number.isFinite(v) && v >= min && v <= max, 'validation.coordinates'));

export const latLngBody = z
  .object({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) })
  .check(z.refine((point) => isInIndia(point), { message: 'validation.outsideIndia' }));

/** Letters (Latin or Devanagari), digits and an address's punctuation; one script at a time (place-input.ts). */
const placeChecks = [
  z.refine<string>((text) => placeInputProblem(text) !== 'placeCharacters', 'validation.placeCharacters'),
  z.refine<string>((text) => placeInputProblem(text) !== 'placeScripts', 'validation.placeScripts'),
  z.refine<string>((text) => placeInputProblem(text) !== 'placeText', 'validation.placeText'),
] as const;

export const placeText = z
  .string({ error: 'validation.placeText' })
  .check(z.trim(), z.minLength(1, 'validation.placeText'), z.maxLength(200, 'validation.tooLong'), ...placeChecks);

/** A suggestion's id: ours ('place:57933', 'loc:560034:koramangala', 'pin:560001') or a maps service's. */
export const placeId = z
  .string({ error: 'validation.invalidBody' })
  .check(z.maxLength(300, 'validation.tooLong'), z.regex(/^[\w:.-]+$/, 'validation.invalidBody'));

export const pincodeSchema = z
  .string({ error: 'validation.pincode' })
  .check(z.trim(), z.regex(PINCODE_PATTERN, 'validation.pincode'));

/** location-address takes {pincode} or {lat,lng}. */
export const locationAddressBody = z.union([z.object({ pincode: pincodeSchema }), latLngBody], {
  error: 'validation.locationAddress',
});
export type LocationAddressBody = z.input<typeof locationAddressBody>;

const stationFilters = {
  connectors: z.optional(
    z
      .array(z.enum(CONNECTOR_FILTERS, { error: 'validation.invalidBody' }))
      .check(z.maxLength(10, 'validation.invalidBody')),
  ),
  fastOnly: z.optional(z.boolean({ error: 'validation.invalidBody' })),
  operator: z.optional(z.string({ error: 'validation.invalidBody' }).check(z.maxLength(100, 'validation.tooLong'))),
};

export const evStationsBody = z.extend(latLngBody, {
  ...stationFilters,
  limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(50))),
  // The nearby screen's 'Available now' (issue 33): stations a network says have a free point.
  availableNow: z.optional(z.boolean({ error: 'validation.invalidBody' })),
});
export type EvStationsBody = z.input<typeof evStationsBody>;

/** The two ends as typed, and the suggestions picked for them when one was (they win over the text). */
export const routeStationsBody = z.object({
  origin: placeText,
  destination: placeText,
  origin_place_id: z.optional(placeId),
  destination_place_id: z.optional(placeId),
  ...stationFilters,
});
export type RouteStationsBody = z.input<typeof routeStationsBody>;

/** A coordinate in a query string ('12.97'), for the optional position autocomplete ranks near. */
const queryCoordinate = (min: number, max: number) =>
  z.optional(
    z.string({ error: 'validation.coordinates' }).check(
      z.regex(/^-?\d{1,3}(\.\d{1,8})?$/, 'validation.coordinates'),
      z.refine((v) => Number(v) >= min && Number(v) <= max, 'validation.coordinates'),
    ),
  );

export const autocompleteQuery = z
  .object({
    input: z.string({ error: 'validation.placeText' }).check(z.maxLength(100, 'validation.tooLong'), ...placeChecks),
    lat: queryCoordinate(-90, 90),
    lng: queryCoordinate(-180, 180),
  })
  .check(z.refine((q) => (q.lat === undefined) === (q.lng === undefined), 'validation.coordinates'));
export type AutocompleteQuery = z.input<typeof autocompleteQuery>;
