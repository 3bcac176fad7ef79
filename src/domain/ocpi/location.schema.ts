import { z } from 'zod';
import { ciId, ciString, dateTime, displayText, list, ocpiString, ocpiUrl, optional } from './ocpi-types.ts';

/**
 * The Locations module's objects as OCPI 2.2.1 defines them (mod_locations.asciidoc: Location,
 * EVSE, Connector and their classes and enums), field for field, with the spec's types and
 * cardinalities. Unknown fields are dropped. List lengths are capped by bounds of ours (the spec
 * sets none; see docs/ocpi.md): they keep one push's work and storage small.
 */

export const EVSE_STATUSES = [
  'AVAILABLE',
  'BLOCKED',
  'CHARGING',
  'INOPERATIVE',
  'OUTOFORDER',
  'PLANNED',
  'REMOVED',
  'RESERVED',
  'UNKNOWN',
] as const;
export type EvseStatus = (typeof EVSE_STATUSES)[number];

export const CONNECTOR_TYPES = [
  'CHADEMO',
  'CHAOJI',
  'DOMESTIC_A',
  'DOMESTIC_B',
  'DOMESTIC_C',
  'DOMESTIC_D',
  'DOMESTIC_E',
  'DOMESTIC_F',
  'DOMESTIC_G',
  'DOMESTIC_H',
  'DOMESTIC_I',
  'DOMESTIC_J',
  'DOMESTIC_K',
  'DOMESTIC_L',
  'DOMESTIC_M',
  'DOMESTIC_N',
  'DOMESTIC_O',
  'GBT_AC',
  'GBT_DC',
  'IEC_60309_2_single_16',
  'IEC_60309_2_three_16',
  'IEC_60309_2_three_32',
  'IEC_60309_2_three_64',
  'IEC_62196_T1',
  'IEC_62196_T1_COMBO',
  'IEC_62196_T2',
  'IEC_62196_T2_COMBO',
  'IEC_62196_T3A',
  'IEC_62196_T3C',
  'NEMA_5_20',
  'NEMA_6_30',
  'NEMA_6_50',
  'NEMA_10_30',
  'NEMA_10_50',
  'NEMA_14_30',
  'NEMA_14_50',
  'PANTOGRAPH_BOTTOM_UP',
  'PANTOGRAPH_TOP_DOWN',
  'TESLA_R',
  'TESLA_S',
] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

export const POWER_TYPES = ['AC_1_PHASE', 'AC_2_PHASE', 'AC_2_PHASE_SPLIT', 'AC_3_PHASE', 'DC'] as const;
export type PowerType = (typeof POWER_TYPES)[number];

const CONNECTOR_FORMATS = ['SOCKET', 'CABLE'] as const;
const CAPABILITIES = [
  'CHARGING_PROFILE_CAPABLE',
  'CHARGING_PREFERENCES_CAPABLE',
  'CHIP_CARD_SUPPORT',
  'CONTACTLESS_CARD_SUPPORT',
  'CREDIT_CARD_PAYABLE',
  'DEBIT_CARD_PAYABLE',
  'PED_TERMINAL',
  'REMOTE_START_STOP_CAPABLE',
  'RESERVABLE',
  'RFID_READER',
  'START_SESSION_CONNECTOR_REQUIRED',
  'TOKEN_GROUP_CAPABLE',
  'UNLOCK_CAPABLE',
] as const;
const PARKING_RESTRICTIONS = ['EV_ONLY', 'PLUGGED', 'DISABLED', 'CUSTOMERS', 'MOTORCYCLES'] as const;
const PARKING_TYPES = [
  'ALONG_MOTORWAY',
  'PARKING_GARAGE',
  'PARKING_LOT',
  'ON_DRIVEWAY',
  'ON_STREET',
  'UNDERGROUND_GARAGE',
] as const;
const FACILITIES = [
  'HOTEL',
  'RESTAURANT',
  'CAFE',
  'MALL',
  'SUPERMARKET',
  'SPORT',
  'RECREATION_AREA',
  'NATURE',
  'MUSEUM',
  'BIKE_SHARING',
  'BUS_STOP',
  'TAXI_STAND',
  'TRAM_STOP',
  'METRO_STATION',
  'TRAIN_STATION',
  'AIRPORT',
  'PARKING_LOT',
  'CARPOOL_PARKING',
  'FUEL_STATION',
  'WIFI',
] as const;
const IMAGE_CATEGORIES = ['CHARGER', 'ENTRANCE', 'LOCATION', 'NETWORK', 'OPERATOR', 'OTHER', 'OWNER'] as const;
const ENERGY_SOURCES = ['NUCLEAR', 'GENERAL_FOSSIL', 'COAL', 'GAS', 'GENERAL_GREEN', 'SOLAR', 'WIND', 'WATER'] as const;
const ENVIRONMENTAL_IMPACTS = ['NUCLEAR_WASTE', 'CARBON_DIOXIDE'] as const;
/** The Tokens module's TokenType, which PublishTokenType refers to. */
const TOKEN_TYPES = ['AD_HOC_USER', 'APP_USER', 'OTHER', 'RFID'] as const;

/** Bounds of ours on list fields (assumed: far above any real site, low enough to bound a push). */
export const LIST_BOUNDS = { evses: 200, connectors: 24, small: 50 } as const;

/** GeoLocation: decimal degrees as strings, five to seven decimals (the spec's regexes), WGS 84. */
const LATITUDE = /^-?[0-9]{1,2}\.[0-9]{5,7}$/;
const LONGITUDE = /^-?[0-9]{1,3}\.[0-9]{5,7}$/;
export const geoLocation = z.object({
  latitude: z
    .string()
    .regex(LATITUDE, 'latitude must look like 50.770774')
    .refine((v) => Math.abs(Number(v)) <= 90, 'latitude out of range'),
  longitude: z
    .string()
    .regex(LONGITUDE, 'longitude must look like -126.104965')
    .refine((v) => Math.abs(Number(v)) <= 180, 'longitude out of range'),
});

const image = z.object({
  url: ocpiUrl,
  thumbnail: optional(ocpiUrl),
  category: z.enum(IMAGE_CATEGORIES),
  type: ciString(4),
  width: optional(z.number().int().min(0).max(99_999)),
  height: optional(z.number().int().min(0).max(99_999)),
});

export const businessDetails = z.object({
  name: ocpiString(100),
  website: optional(ocpiUrl),
  logo: optional(image),
});

const additionalGeoLocation = geoLocation.extend({ name: optional(displayText) });

const HOUR_MINUTE = /^([0-1][0-9]|2[0-3]):[0-5][0-9]$/;
const regularHours = z.object({
  weekday: z.number().int().min(1).max(7),
  period_begin: z.string().regex(HOUR_MINUTE, 'must be HH:MM'),
  period_end: z.string().regex(HOUR_MINUTE, 'must be HH:MM'),
});
const exceptionalPeriod = z.object({ period_begin: dateTime, period_end: dateTime });
const hours = z.object({
  twentyfourseven: z.boolean(),
  regular_hours: optional(list(regularHours, LIST_BOUNDS.small)),
  exceptional_openings: optional(list(exceptionalPeriod, LIST_BOUNDS.small)),
  exceptional_closings: optional(list(exceptionalPeriod, LIST_BOUNDS.small)),
});

export const energyMix = z.object({
  is_green_energy: z.boolean(),
  energy_sources: optional(
    list(z.object({ source: z.enum(ENERGY_SOURCES), percentage: z.number().min(0).max(100) }), LIST_BOUNDS.small),
  ),
  environ_impact: optional(
    list(z.object({ category: z.enum(ENVIRONMENTAL_IMPACTS), amount: z.number().min(0) }), LIST_BOUNDS.small),
  ),
  supplier_name: optional(ocpiString(64)),
  energy_product_name: optional(ocpiString(64)),
});

const publishToken = z
  .object({
    uid: optional(ciString(36)),
    type: optional(z.enum(TOKEN_TYPES)),
    visual_number: optional(ocpiString(64)),
    issuer: optional(ocpiString(64)),
    group_id: optional(ciString(36)),
  })
  .refine((t) => Boolean(t.uid || t.visual_number || t.group_id), 'one of uid, visual_number or group_id must be set')
  .refine((t) => !t.uid || Boolean(t.type), 'type must be set with uid')
  .refine((t) => !t.visual_number || Boolean(t.issuer), 'issuer must be set with visual_number');

const statusSchedule = z.object({
  period_begin: dateTime,
  period_end: optional(dateTime),
  status: z.enum(EVSE_STATUSES),
});

/** Whole volts, amperes and watts (int in the spec); capped where no charger reaches. */
const whole = (max: number) => z.number().int().min(0).max(max);

const connectorFields = {
  id: ciId(36),
  standard: z.enum(CONNECTOR_TYPES),
  format: z.enum(CONNECTOR_FORMATS),
  power_type: z.enum(POWER_TYPES),
  max_voltage: whole(10_000),
  max_amperage: whole(10_000),
  max_electric_power: optional(whole(10_000_000)),
  tariff_ids: optional(list(ciString(36), LIST_BOUNDS.small)),
  terms_and_conditions: optional(ocpiUrl),
  last_updated: dateTime,
};
export const connectorSchema = z.object(connectorFields);
export type Connector = z.output<typeof connectorSchema>;

const evseFields = {
  uid: ciId(36),
  evse_id: optional(ciString(48)),
  status: z.enum(EVSE_STATUSES),
  status_schedule: optional(list(statusSchedule, LIST_BOUNDS.small)),
  capabilities: optional(list(z.enum(CAPABILITIES), LIST_BOUNDS.small)),
  connectors: list(connectorSchema, LIST_BOUNDS.connectors).min(1, 'an EVSE has at least one connector'),
  floor_level: optional(ocpiString(4)),
  coordinates: optional(geoLocation),
  physical_reference: optional(ocpiString(16)),
  directions: optional(list(displayText, LIST_BOUNDS.small)),
  parking_restrictions: optional(list(z.enum(PARKING_RESTRICTIONS), LIST_BOUNDS.small)),
  images: optional(list(image, LIST_BOUNDS.small)),
  last_updated: dateTime,
};
export const evseSchema = z.object(evseFields);
export type Evse = z.output<typeof evseSchema>;

const locationFields = {
  country_code: ciId(2),
  party_id: ciId(3),
  id: ciId(36),
  publish: z.boolean(),
  publish_allowed_to: optional(list(publishToken, LIST_BOUNDS.small)),
  name: optional(ocpiString(255)),
  address: ocpiString(45),
  city: ocpiString(45),
  postal_code: optional(ocpiString(10)),
  state: optional(ocpiString(20)),
  country: ocpiString(3),
  coordinates: geoLocation,
  related_locations: optional(list(additionalGeoLocation, LIST_BOUNDS.small)),
  parking_type: optional(z.enum(PARKING_TYPES)),
  evses: optional(list(evseSchema, LIST_BOUNDS.evses)),
  directions: optional(list(displayText, LIST_BOUNDS.small)),
  operator: optional(businessDetails),
  suboperator: optional(businessDetails),
  owner: optional(businessDetails),
  facilities: optional(list(z.enum(FACILITIES), LIST_BOUNDS.small)),
  time_zone: ocpiString(255),
  opening_times: optional(hours),
  charging_when_closed: optional(z.boolean()),
  images: optional(list(image, LIST_BOUNDS.small)),
  energy_mix: optional(energyMix),
  last_updated: dateTime,
};
export const locationSchema = z.object(locationFields);
export type Location = z.output<typeof locationSchema>;

/**
 * PATCH bodies: any of the object's fields, and `last_updated` always ("Any request to the PATCH
 * method SHALL contain the last_updated field"). A list field given replaces the list; null
 * removes an optional field.
 */
const patchOf = <T extends z.ZodRawShape>(fields: T) => z.object(fields).partial().extend({ last_updated: dateTime });

export const locationPatchSchema = patchOf(locationFields);
export const evsePatchSchema = patchOf(evseFields);
export const connectorPatchSchema = patchOf(connectorFields);
export type LocationPatch = z.output<typeof locationPatchSchema>;
export type EvsePatch = z.output<typeof evsePatchSchema>;
export type ConnectorPatch = z.output<typeof connectorPatchSchema>;
