/**
 * The Tariff examples of the OCPI 2.2.1 specification (github.com/ocpi/ocpi, tag 2.2.1, examples/*.json,
 * © EV Roaming Foundation, CC BY-ND 4.0), as published, for the schema and price-model tests.
 * `tariff_put_example` lacks the required last_updated in the spec itself.
 */

/** examples/tariff_3_alt_url.json */
export const SPEC_TARIFF_3_ALT_URL = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '13',
  currency: 'EUR',
  type: 'PROFILE_CHEAP',
  tariff_alt_url: 'https://company.com/tariffs/13',
  elements: [
    {
      price_components: [
        { type: 'FLAT', price: 0.5, vat: 20.0, step_size: 1 },
        { type: 'ENERGY', price: 0.25, vat: 10.0, step_size: 100 },
      ],
    },
  ],
  last_updated: '2015-06-29T20:39:09Z',
};
/** examples/tariff_4_complex.json */
export const SPEC_TARIFF_4_COMPLEX = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '14',
  currency: 'EUR',
  type: 'REGULAR',
  tariff_alt_url: 'https://company.com/tariffs/14',
  elements: [
    { price_components: [{ type: 'FLAT', price: 2.5, vat: 15.0, step_size: 1 }] },
    {
      price_components: [{ type: 'TIME', price: 1.0, vat: 20.0, step_size: 900 }],
      restrictions: { max_current: 32.0 },
    },
    {
      price_components: [{ type: 'TIME', price: 2.0, vat: 20.0, step_size: 600 }],
      restrictions: { min_current: 32.0, day_of_week: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] },
    },
    {
      price_components: [{ type: 'TIME', price: 1.25, vat: 20.0, step_size: 600 }],
      restrictions: { min_current: 32.0, day_of_week: ['SATURDAY', 'SUNDAY'] },
    },
    {
      price_components: [{ type: 'PARKING_TIME', price: 5.0, vat: 10.0, step_size: 300 }],
      restrictions: {
        start_time: '09:00',
        end_time: '18:00',
        day_of_week: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
      },
    },
    {
      price_components: [{ type: 'PARKING_TIME', price: 6.0, vat: 10.0, step_size: 300 }],
      restrictions: { start_time: '10:00', end_time: '17:00', day_of_week: ['SATURDAY'] },
    },
  ],
  last_updated: '2015-06-29T20:39:09Z',
};
/** examples/tariff_2_alt_text.json */
export const SPEC_TARIFF_2_ALT_TEXT = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '12',
  currency: 'EUR',
  type: 'AD_HOC_PAYMENT',
  tariff_alt_text: [
    { language: 'en', text: '2.00 euro p/hour including VAT.' },
    { language: 'nl', text: '2.00 euro p/uur inclusief BTW.' },
  ],
  elements: [{ price_components: [{ type: 'TIME', price: 1.9, vat: 5.2, step_size: 300 }] }],
  last_updated: '2015-06-29T20:39:09Z',
};
/** examples/tariff_put_example.json */
export const SPEC_TARIFF_PUT_EXAMPLE = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '12',
  currency: 'EUR',
  elements: [{ price_components: [{ type: 'TIME', price: 2.0, vat: 10.0, step_size: 300 }] }],
};
/** examples/tariff_14_step_size.json */
export const SPEC_TARIFF_14_STEP_SIZE = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '22',
  currency: 'EUR',
  elements: [
    {
      price_components: [
        { type: 'TIME', price: 1.2, step_size: 1800 },
        { type: 'PARKING_TIME', price: 1.0, step_size: 900 },
      ],
      restrictions: { start_time: '00:00', end_time: '17:00' },
    },
    {
      price_components: [
        { type: 'TIME', price: 2.4, step_size: 900 },
        { type: 'PARKING_TIME', price: 1.0, step_size: 900 },
      ],
      restrictions: { start_time: '17:00', end_time: '20:00' },
    },
    {
      price_components: [{ type: 'TIME', price: 2.4, step_size: 900 }],
      restrictions: { start_time: '20:00', end_time: '00:00' },
    },
  ],
  last_updated: '2018-12-18T17:07:11Z',
};
/** examples/tariff_1_simple_2hour.json */
export const SPEC_TARIFF_1_SIMPLE_2HOUR = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '12',
  currency: 'EUR',
  elements: [{ price_components: [{ type: 'TIME', price: 2.0, vat: 10.0, step_size: 60 }] }],
  last_updated: '2015-06-29T20:39:09Z',
};
/** examples/tariff_9_025kwh_start.json */
export const SPEC_TARIFF_9_025KWH_START = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '17',
  currency: 'EUR',
  elements: [
    {
      price_components: [
        { type: 'FLAT', price: 0.5, vat: 20.0, step_size: 1 },
        { type: 'ENERGY', price: 0.25, vat: 10.0, step_size: 1 },
      ],
    },
  ],
  last_updated: '2018-12-17T11:36:01Z',
};
/** examples/tariff_8_simple_025kwh.json */
export const SPEC_TARIFF_8_SIMPLE_025KWH = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '16',
  currency: 'EUR',
  elements: [{ price_components: [{ type: 'ENERGY', price: 0.25, vat: 10.0, step_size: 1 }] }],
  last_updated: '2018-12-17T11:16:55Z',
};
/** examples/tariff_5_free_of_charge.json */
export const SPEC_TARIFF_5_FREE_OF_CHARGE = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '15',
  currency: 'EUR',
  elements: [{ price_components: [{ type: 'FLAT', price: 0.0, step_size: 0 }] }],
  last_updated: '2015-06-29T20:39:09Z',
};
/** examples/tariff_12_025kwh_min_price.json */
export const SPEC_TARIFF_12_025KWH_MIN_PRICE = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '20',
  currency: 'EUR',
  min_price: { excl_vat: 0.5, incl_vat: 0.55 },
  elements: [{ price_components: [{ type: 'ENERGY', price: 0.25, vat: 10.0, step_size: 1 }] }],
  last_updated: '2018-12-17T16:45:21Z',
};
/** examples/tariff_7_first_hour_kwh_free.json */
export const SPEC_TARIFF_7_FIRST_HOUR_KWH_FREE = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '52',
  currency: 'EUR',
  elements: [
    {
      price_components: [{ type: 'PARKING_TIME', price: 0.0, step_size: 60 }],
      restrictions: { min_duration: 0, max_duration: 3600 },
    },
    {
      price_components: [{ type: 'PARKING_TIME', price: 2.0, step_size: 60 }],
      restrictions: { min_duration: 3600, max_duration: 10800 },
    },
    { price_components: [{ type: 'PARKING_TIME', price: 3.0, step_size: 60 }], restrictions: { min_duration: 10800 } },
    { price_components: [{ type: 'ENERGY', price: 0.0, step_size: 1 }], restrictions: { max_kwh: 1.0 } },
    { price_components: [{ type: 'ENERGY', price: 0.2, step_size: 1 }], restrictions: { min_kwh: 1.0 } },
  ],
  last_updated: '2018-12-29T15:55:58Z',
};
/** examples/tariff_10_025kwh_parking_start.json */
export const SPEC_TARIFF_10_025KWH_PARKING_START = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '18',
  currency: 'EUR',
  elements: [
    {
      price_components: [
        { type: 'FLAT', price: 0.5, vat: 20.0, step_size: 1 },
        { type: 'ENERGY', price: 0.25, vat: 10.0, step_size: 1 },
        { type: 'PARKING_TIME', price: 2.0, vat: 20.0, step_size: 900 },
      ],
    },
  ],
  last_updated: '2018-12-17T11:44:10Z',
};
/** examples/tariff_11_not_possible_alt_text.json */
export const SPEC_TARIFF_11_NOT_POSSIBLE_ALT_TEXT = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '19',
  currency: 'EUR',
  type: 'AD_HOC_PAYMENT',
  tariff_alt_text: [
    {
      language: 'en',
      text: '2.00 euro p/hour, start tariff debit card: 0.25 euro, credit card: 0.50 euro including VAT.',
    },
    { language: 'nl', text: '2.00 euro p/uur, starttarief bankpas: 0,25 euro, creditkaart: 0,50 euro inclusief BTW.' },
  ],
  elements: [
    {
      price_components: [
        { type: 'FLAT', price: 0.4, vat: 25.0, step_size: 1 },
        { type: 'TIME', price: 1.9, vat: 5.2, step_size: 300 },
      ],
    },
  ],
  last_updated: '2018-12-29T15:55:58Z',
};
/** examples/tariff_13_simple_3hour_5parking.json */
export const SPEC_TARIFF_13_SIMPLE_3HOUR_5PARKING = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '21',
  currency: 'EUR',
  elements: [
    {
      price_components: [
        { type: 'TIME', price: 3.0, vat: 10.0, step_size: 60 },
        { type: 'PARKING_TIME', price: 5.0, vat: 20.0, step_size: 300 },
      ],
    },
  ],
  last_updated: '2018-12-17T17:00:43Z',
};
/** examples/tariff_6_025kwh_start_max_price.json */
export const SPEC_TARIFF_6_025KWH_START_MAX_PRICE = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '16',
  currency: 'EUR',
  max_price: { excl_vat: 10.0, incl_vat: 11.0 },
  elements: [
    {
      price_components: [
        { type: 'FLAT', price: 0.5, vat: 20.0, step_size: 1 },
        { type: 'ENERGY', price: 0.25, vat: 10.0, step_size: 1 },
      ],
    },
  ],
  end_date_time: '2019-06-30T23:59:59Z',
  last_updated: '2018-12-17T17:15:01Z',
};
/** examples/tariffrestriction_example_max_power.json */
export const SPEC_TARIFFRESTRICTION_EXAMPLE_MAX_POWER = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '1',
  currency: 'EUR',
  type: 'REGULAR',
  elements: [
    { price_components: [{ type: 'ENERGY', price: 0.2, vat: 20.0, step_size: 1 }], restrictions: { max_power: 16.0 } },
    { price_components: [{ type: 'ENERGY', price: 0.35, vat: 20.0, step_size: 1 }], restrictions: { max_power: 32.0 } },
    { price_components: [{ type: 'ENERGY', price: 0.5, vat: 20.0, step_size: 1 }] },
  ],
  last_updated: '2018-12-05T12:01:09Z',
};
/** examples/tariff_15_reservation_5_euro_per_hour.json */
export const SPEC_TARIFF_15_RESERVATION_5_EURO_PER_HOUR = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '20',
  currency: 'EUR',
  elements: [
    {
      price_components: [{ type: 'TIME', price: 5.0, vat: 20.0, step_size: 60 }],
      restrictions: { reservation: 'RESERVATION' },
    },
    {
      price_components: [
        { type: 'FLAT', price: 0.5, vat: 20.0, step_size: 1 },
        { type: 'ENERGY', price: 0.25, vat: 10.0, step_size: 1 },
      ],
    },
  ],
  last_updated: '2019-02-03T17:00:11Z',
};
/** examples/tariff_17_reservation_with_expire_fee.json */
export const SPEC_TARIFF_17_RESERVATION_WITH_EXPIRE_FEE = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '20',
  currency: 'EUR',
  elements: [
    {
      price_components: [{ type: 'FLAT', price: 4.0, vat: 20.0, step_size: 1 }],
      restrictions: { reservation: 'RESERVATION_EXPIRES' },
    },
    {
      price_components: [{ type: 'TIME', price: 2.0, vat: 20.0, step_size: 600 }],
      restrictions: { reservation: 'RESERVATION' },
    },
    {
      price_components: [
        { type: 'FLAT', price: 0.5, vat: 20.0, step_size: 1 },
        { type: 'ENERGY', price: 0.25, vat: 10.0, step_size: 1 },
      ],
    },
  ],
  last_updated: '2019-02-03T17:00:11Z',
};
/** examples/tariff_18_reservation_with_expire_time.json */
export const SPEC_TARIFF_18_RESERVATION_WITH_EXPIRE_TIME = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '20',
  currency: 'EUR',
  elements: [
    {
      price_components: [{ type: 'TIME', price: 6.0, vat: 20.0, step_size: 600 }],
      restrictions: { reservation: 'RESERVATION_EXPIRES' },
    },
    {
      price_components: [{ type: 'TIME', price: 3.0, vat: 20.0, step_size: 600 }],
      restrictions: { reservation: 'RESERVATION' },
    },
    {
      price_components: [
        { type: 'FLAT', price: 0.5, vat: 20.0, step_size: 1 },
        { type: 'ENERGY', price: 0.25, vat: 10.0, step_size: 1 },
      ],
    },
  ],
  last_updated: '2019-02-03T17:00:11Z',
};
/** examples/tariffrestriction_example_max_duration.json */
export const SPEC_TARIFFRESTRICTION_EXAMPLE_MAX_DURATION = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '2',
  currency: 'EUR',
  type: 'REGULAR',
  elements: [
    {
      price_components: [{ type: 'ENERGY', price: 0.0, vat: 20.0, step_size: 1 }],
      restrictions: { max_duration: 1800 },
    },
    {
      price_components: [{ type: 'ENERGY', price: 0.25, vat: 20.0, step_size: 1 }],
      restrictions: { max_duration: 3600 },
    },
    { price_components: [{ type: 'ENERGY', price: 0.4, vat: 20.0, step_size: 1 }] },
  ],
  last_updated: '2018-12-05T13:12:44Z',
};
/** examples/tariff_16_reservation_2_euro_fee_5_euro_per_hour.json */
export const SPEC_TARIFF_16_RESERVATION_2_EURO_FEE_5_EURO_PER_HOUR = {
  country_code: 'DE',
  party_id: 'ALL',
  id: '20',
  currency: 'EUR',
  elements: [
    {
      price_components: [
        { type: 'FLAT', price: 2.0, vat: 20.0, step_size: 1 },
        { type: 'TIME', price: 5.0, vat: 20.0, step_size: 300 },
      ],
      restrictions: { reservation: 'RESERVATION' },
    },
    {
      price_components: [
        { type: 'FLAT', price: 0.5, vat: 20.0, step_size: 1 },
        { type: 'ENERGY', price: 0.25, vat: 10.0, step_size: 1 },
      ],
    },
  ],
  last_updated: '2019-02-03T17:00:11Z',
};
