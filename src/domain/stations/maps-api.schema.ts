import * as z from 'zod/mini';
import { isInIndia } from '../geo/lat-lng.ts';
import { PINCODE_PATTERN } from './pincode.ts';
import { CONNECTOR_FILTERS } from './station-filters.ts';

/**
 * Bodies of the maps calls (spec section 7, {host}/googleservice/*). The spec's client wraps
 * them in a client-side cipher; we take plain JSON over HTTPS (docs/decisions/0003-maps-api.md).
 */
const coordinate = (min: number, max: number) =>
  z.number({ error: 'validation.coordinates' }).check(z.refine((v) => Number.isFinite(v) && v >= min && v <= max, 'validation.coordinates'));

export const latLngBody = z
  .object({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) })
  .check(z.refine((point) => isInIndia(point), { message: 'validation.outsideIndia' }));

const placeText = z.string({ error: 'validation.placeText' }).check(z.trim(), z.minLength(1, 'validation.placeText'), z.maxLength(200, 'validation.tooLong'));

export const pincodeSchema = z.string({ error: 'validation.pincode' }).check(z.trim(), z.regex(PINCODE_PATTERN, 'validation.pincode'));

/** location-address takes {pincode} or {lat,lng}. */
export const locationAddressBody = z.union([z.object({ pincode: pincodeSchema }), latLngBody], { error: 'validation.locationAddress' });


const stationFilters = {
  connectors: z.optional(z.array(z.enum(CONNECTOR_FILTERS, { error: 'validation.invalidBody' })).check(z.maxLength(10, 'validation.invalidBody'))),
  fastOnly: z.optional(z.boolean({ error: 'validation.invalidBody' })),
  operator: z.optional(z.string({ error: 'validation.invalidBody' }).check(z.maxLength(100, 'validation.tooLong'))),
};

export const evStationsBody = z.extend(latLngBody, { ...stationFilters, limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(50))) });

export const routeStationsBody = z.object({ origin: placeText, destination: placeText, ...stationFilters });

export const autocompleteQuery = z.object({ input: z.string({ error: 'validation.placeText' }).check(z.maxLength(100, 'validation.tooLong')) });
