import { z } from 'zod';
import { LIST_BOUNDS, energyMix } from './location.schema.ts';
import { ciId, dateTime, displayText, list, ocpiString, ocpiUrl, optional } from './ocpi-types.ts';

/**
 * The Tariffs module's objects as OCPI 2.2.1 defines them (mod_tariffs.asciidoc: Tariff,
 * TariffElement, PriceComponent, TariffRestrictions and their enums; Price from types.asciidoc),
 * field for field, with the spec's types and cardinalities. The parsed object keeps the JSON's
 * shape and numbers as received (unknown fields are dropped, as for Locations); exact money is made
 * from them by src/domain/pricing, never here. Decision 0021 says what each field means to the price.
 */

export const TARIFF_DIMENSION_TYPES = ['ENERGY', 'FLAT', 'PARKING_TIME', 'TIME'] as const;
export type TariffDimensionType = (typeof TARIFF_DIMENSION_TYPES)[number];

export const DAYS_OF_WEEK = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

export const RESERVATION_RESTRICTION_TYPES = ['RESERVATION', 'RESERVATION_EXPIRES'] as const;
export type ReservationRestrictionType = (typeof RESERVATION_RESTRICTION_TYPES)[number];

export const TARIFF_TYPES = ['AD_HOC_PAYMENT', 'PROFILE_CHEAP', 'PROFILE_FAST', 'PROFILE_GREEN', 'REGULAR'] as const;
export type TariffType = (typeof TARIFF_TYPES)[number];

/** Bounds of ours on list fields (the spec sets none): far above any real tariff. */
export const TARIFF_LIST_BOUNDS = { elements: 100, priceComponents: 8 } as const;

/** An enum whose refusal names the field and the values it takes. */
const ocpiEnum = <const T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values, { error: `${field} must be one of ${values.join(', ')}` });

/** A JSON number that is finite and at least 0 (prices, VAT, kWh, A, kW: none is negative). */
const amount = (field: string) =>
  z.number({ error: `${field} must be a number` }).min(0, `${field} must not be negative`);

/** The spec's regexes for TariffRestrictions' times and dates (mod_tariffs.asciidoc). */
const HOUR_MINUTE = /^([0-1][0-9]|2[0-3]):[0-5][0-9]$/;
const DATE = /^([12][0-9]{3})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

/** Price (types.asciidoc): excl_vat required, incl_vat optional. */
export const priceSchema = z.object({
  excl_vat: amount('excl_vat'),
  incl_vat: optional(amount('incl_vat')),
});
export type Price = z.output<typeof priceSchema>;

/** PriceComponent: price per unit excl. VAT; `vat` absent is not 0% (decision 0021). */
export const priceComponentSchema = z.object({
  type: ocpiEnum(TARIFF_DIMENSION_TYPES, 'type'),
  price: amount('price'),
  vat: optional(amount('vat').max(100, 'vat is a percentage, at most 100')),
  step_size: z.number().int('step_size must be a whole number').min(0, 'step_size must not be negative'),
});
export type PriceComponent = z.output<typeof priceComponentSchema>;

export const tariffRestrictionsSchema = z.object({
  start_time: optional(z.string().regex(HOUR_MINUTE, 'start_time must be HH:MM, 24 h')),
  end_time: optional(z.string().regex(HOUR_MINUTE, 'end_time must be HH:MM, 24 h')),
  start_date: optional(z.string().regex(DATE, 'start_date must be YYYY-MM-DD')),
  end_date: optional(z.string().regex(DATE, 'end_date must be YYYY-MM-DD')),
  min_kwh: optional(amount('min_kwh')),
  max_kwh: optional(amount('max_kwh')),
  min_current: optional(amount('min_current')),
  max_current: optional(amount('max_current')),
  min_power: optional(amount('min_power')),
  max_power: optional(amount('max_power')),
  min_duration: optional(z.number().int('min_duration is whole seconds').min(0, 'min_duration must not be negative')),
  max_duration: optional(z.number().int('max_duration is whole seconds').min(0, 'max_duration must not be negative')),
  day_of_week: optional(list(ocpiEnum(DAYS_OF_WEEK, 'day_of_week'), DAYS_OF_WEEK.length)),
  reservation: optional(ocpiEnum(RESERVATION_RESTRICTION_TYPES, 'reservation')),
});
export type TariffRestrictions = z.output<typeof tariffRestrictionsSchema>;

export const tariffElementSchema = z.object({
  price_components: list(priceComponentSchema, TARIFF_LIST_BOUNDS.priceComponents).min(
    1,
    'a tariff element has at least one price component',
  ),
  restrictions: optional(tariffRestrictionsSchema),
});
export type TariffElement = z.output<typeof tariffElementSchema>;

export const tariffSchema = z.object({
  country_code: ciId(2),
  party_id: ciId(3),
  id: ciId(36),
  currency: ocpiString(3).regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code such as INR'),
  type: optional(ocpiEnum(TARIFF_TYPES, 'type')),
  tariff_alt_text: optional(list(displayText, LIST_BOUNDS.small)),
  tariff_alt_url: optional(ocpiUrl),
  min_price: optional(priceSchema),
  max_price: optional(priceSchema),
  elements: list(tariffElementSchema, TARIFF_LIST_BOUNDS.elements).min(1, 'a tariff has at least one element'),
  start_date_time: optional(dateTime),
  end_date_time: optional(dateTime),
  energy_mix: optional(energyMix),
  last_updated: dateTime,
});
export type Tariff = z.output<typeof tariffSchema>;

/** The Tariff ids a Connector names (mod_locations.asciidoc, Connector.tariff_ids): CiString(36). */
export const tariffIdSchema = ciId(36);
