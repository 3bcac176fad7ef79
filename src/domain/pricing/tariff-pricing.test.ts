import { describe, expect, it } from 'vitest';
import { tariffSchema, type Tariff } from '../ocpi/tariff.schema.ts';
import type { Charge } from './charge-periods.ts';
import { exact, formatDecimal, type Exact } from './exact-decimal.ts';
import * as spec from './spec-tariffs.fixture.ts';
import { priceCharge, tariffValidAt, type PriceTotal } from './tariff-pricing.ts';

/**
 * The specification's own worked examples (mod_tariffs.asciidoc at 2.2.1, "Examples", the
 * step_size examples and the TariffRestrictions examples; the v2.2.1-d2 errata where they correct
 * them), each priced for the session the text states. The expected totals are worked out by hand
 * in the comments from the text, not from the code. The examples name no time zone: they run in UTC.
 */

const parse = (json: unknown): Tariff => tariffSchema.parse(json);
const UTC = { timeZone: 'UTC' };
const price = (json: unknown, charge: Charge) => priceCharge(parse(json), charge, UTC);
/** A total as 'excl / incl' with `decimals` decimals ('?' for an unknown incl. VAT). */
const shown = (total: PriceTotal, decimals = 2) =>
  `${formatDecimal(total.exclVat, decimals)} / ${total.inclVat ? formatDecimal(total.inclVat, decimals) : '?'}`;
const same = (a: Exact | undefined, b: string) => a !== undefined && a.n * exact(b).d === exact(b).n * a.d;

const session = (energyKwh: number, chargingMinutes: number, parkingMinutes = 0, start = '2019-06-03T10:00:00Z') => ({
  startDateTime: start,
  energyKwh,
  chargingMinutes,
  parkingSeconds: parkingMinutes * 60,
});

describe("the specification's tariff examples", () => {
  it('0.25 euro per kWh, 10% VAT: 20 kWh cost 5.00 / 5.50', () => {
    // 20 kWh × 0.25 = 5.00; × 1.10 = 5.50.
    expect(shown(price(spec.SPEC_TARIFF_8_SIMPLE_025KWH, session(20, 60)).total)).toBe('5.00 / 5.50');
  });

  it('0.25 euro per kWh + start fee: 5.50 / 6.10', () => {
    // FLAT 0.50 (× 1.20 = 0.60) + 20 × 0.25 = 5.00 (× 1.10 = 5.50): 5.50 excl., 6.10 incl.
    const result = price(spec.SPEC_TARIFF_9_025KWH_START, session(20, 60));
    expect(shown(result.total)).toBe('5.50 / 6.10');
    expect(shown(result.byType.FLAT)).toBe('0.50 / 0.60');
  });

  it('0.25 euro per kWh + minimum price: 5.00 / 5.50 for 20 kWh, 0.50 / 0.55 below 2 kWh', () => {
    // 20 kWh: 5.00 / 5.50, above the minimum. 1 kWh: 0.25 / 0.275, below 0.50 / 0.55: the minimum.
    expect(shown(price(spec.SPEC_TARIFF_12_025KWH_MIN_PRICE, session(20, 60)).total)).toBe('5.00 / 5.50');
    const small = price(spec.SPEC_TARIFF_12_025KWH_MIN_PRICE, session(1, 10));
    expect(shown(small.beforeLimits, 3)).toBe('0.250 / 0.275');
    expect(shown(small.total)).toBe('0.50 / 0.55');
    expect(small.limitApplied).toEqual({ exclVat: 'min_price', inclVat: 'min_price' });
  });

  it('0.25 euro per kWh + parking fee + start fee: 20 kWh and 40 min parked cost 7.00 / 7.90', () => {
    // FLAT 0.50 / 0.60; energy 5.00 / 5.50; parking 40 min → 45 min (step 900 s) × 2.00/h = 1.50, × 1.20 = 1.80.
    // 0.50 + 5.00 + 1.50 = 7.00; 0.60 + 5.50 + 1.80 = 7.90.
    const result = price(spec.SPEC_TARIFF_10_025KWH_PARKING_START, session(20, 60, 40));
    expect(shown(result.total)).toBe('7.00 / 7.90');
    expect(same(result.billed.parkingHours, '0.75')).toBe(true);
  });

  it('start fee + max price + end date: 50 kWh cost 10.00 / 11.00, 30 kWh 8.00 / 8.85', () => {
    // 50 kWh: 0.50 + 12.50 = 13.00 > 10.00; 0.60 + 13.75 = 14.35 > 11.00: the maximum, both sides.
    // 30 kWh: 0.50 + 7.50 = 8.00; 0.60 + 8.25 = 8.85: below the maximum.
    expect(shown(price(spec.SPEC_TARIFF_6_025KWH_START_MAX_PRICE, session(50, 90)).total)).toBe('10.00 / 11.00');
    expect(shown(price(spec.SPEC_TARIFF_6_025KWH_START_MAX_PRICE, session(30, 60)).total)).toBe('8.00 / 8.85');
    // end_date_time 2019-06-30T23:59:59Z: valid before it, not from it on.
    const tariff = parse(spec.SPEC_TARIFF_6_025KWH_START_MAX_PRICE);
    expect(tariffValidAt(tariff, '2019-06-30T23:59:58Z')).toBe(true);
    expect(tariffValidAt(tariff, '2019-06-30T23:59:59Z')).toBe(false);
  });

  it('2 euro per hour, billed per minute: 2.5 hours cost 5.00 / 5.50, parking free', () => {
    // 2.5 h × 2.00 = 5.00; × 1.10 = 5.50. No PARKING_TIME component: 30 min parked cost nothing.
    expect(shown(price(spec.SPEC_TARIFF_1_SIMPLE_2HOUR, session(10, 150, 30)).total)).toBe('5.00 / 5.50');
  });

  it('3 euro per hour, 5 euro per hour parking: 150 min + 42 min parked cost 11.25 / 12.75', () => {
    // Charging 2.5 h × 3.00 = 7.50 (× 1.10 = 8.25), not rounded (followed by parking);
    // parking 42 → 45 min (step 300 s) × 5.00/h = 3.75 (× 1.20 = 4.50). 11.25 / 12.75.
    expect(shown(price(spec.SPEC_TARIFF_13_SIMPLE_3HOUR_5PARKING, session(20, 150, 42)).total)).toBe('11.25 / 12.75');
  });

  it('ad-hoc 1.90 per hour at 5.2% VAT, per 5 min: 2.5 hours cost 4.75 / 5.00', () => {
    // 2.5 h × 1.90 = 4.75; × 1.052 = 4.997 → 5.00.
    expect(shown(price(spec.SPEC_TARIFF_2_ALT_TEXT, session(10, 150)).total)).toBe('4.75 / 5.00');
    expect(shown(price(spec.SPEC_TARIFF_2_ALT_TEXT, session(10, 150)).total, 3)).toBe('4.750 / 4.997');
  });

  it('the ad-hoc tariff not possible with OCPI: 0.40 start at 25% + 1.90 per hour at 5.2%', () => {
    // 1 h: FLAT 0.40 (× 1.25 = 0.50) + 1.90 (× 1.052 = 1.9988): 2.30 / 2.4988.
    expect(shown(price(spec.SPEC_TARIFF_11_NOT_POSSIBLE_ALT_TEXT, session(10, 60)).total, 4)).toBe('2.3000 / 2.4988');
  });

  it('alt-url tariff, billed per 0.1 kWh: 20.45 kWh cost 5.63 / 6.24 at the announced prices', () => {
    // 20.45 → 20.5 kWh (step 100 Wh) × 0.25 = 5.125 (× 1.10 = 5.6375); FLAT 0.50 / 0.60.
    // Total 5.625 / 6.2375, shown rounded half up as 5.63 / 6.24 (the spec's figures).
    const result = price(spec.SPEC_TARIFF_3_ALT_URL, session(20.45, 60));
    expect(same(result.billed.energyKwh, '20.5')).toBe(true);
    expect(shown(result.total, 4)).toBe('5.6250 / 6.2375');
    expect(shown(result.total)).toBe('5.63 / 6.24');
    expect(shown(result.byType.ENERGY)).toBe('5.13 / 5.64');
  });

  it('complex tariff, Monday 09:30, 165 min at 16 A, 42 min parked: 9.00 / 10.30', () => {
    // 2019-06-03 is a Monday. FLAT 2.50 (× 1.15 = 2.875). TIME: 16 A < 32 A → 1.00/h, 165 min = 2.75
    // (× 1.20 = 3.30), not rounded (parking follows). Parking 12:15–12:57, weekday 09:00–18:00 →
    // 5.00/h; 42 → 45 min (step 300 s) = 3.75 (× 1.10 = 4.125). 9.00 / 10.30.
    const result = price(spec.SPEC_TARIFF_4_COMPLEX, {
      ...session(30, 165, 42, '2019-06-03T09:30:00Z'),
      maxCurrentA: 16,
    });
    expect(shown(result.total, 3)).toBe('9.000 / 10.300');
  });

  it('complex tariff, Saturday 13:30, 114 min at 43 A, 71 min parked: 12.375 / 13.975', () => {
    // 2019-06-08 is a Saturday. FLAT 2.50 / 2.875. TIME: 43 A ≥ 32 A on a weekend → 1.25/h × 1.9 h =
    // 2.375 (× 1.20 = 2.85). Parking 15:24–16:35, Saturday 10:00–17:00 → 6.00/h; 71 → 75 min = 7.50
    // (× 1.10 = 8.25). 2.50 + 2.375 + 7.50 = 12.375; 2.875 + 2.85 + 8.25 = 13.975 (2.2.1's figures;
    // d2's table writes 2.28 for 114 min at 1.25/h, an arithmetic slip).
    const result = price(spec.SPEC_TARIFF_4_COMPLEX, {
      ...session(30, 114, 71, '2019-06-08T13:30:00Z'),
      minCurrentA: 43,
      maxCurrentA: 43,
    });
    expect(shown(result.total, 3)).toBe('12.375 / 13.975');
  });

  it('free of charge: FLAT 0.00 without VAT costs 0 incl. VAT too', () => {
    // price 0.00, no vat ("not necessary, as the price is 0.00"): 0 / 0.
    expect(shown(price(spec.SPEC_TARIFF_5_FREE_OF_CHARGE, session(20, 60, 30)).total)).toBe('0.00 / 0.00');
  });

  it('first kWh and first hour free: 20 kWh in 30 min, parked 2:45 h, costs 8.55 excl., incl. unknown', () => {
    // Energy: the first kWh at 0.00 (max_kwh 1), 19 kWh at 0.20 = 3.80. Parking by session duration
    // (min_duration/max_duration speak of the Charging Session): parked 00:30–03:15 after the start:
    // 00:30–01:00 free, 01:00–03:00 at 2.00/h = 4.00, 03:00–03:15 (from 10800 s) at 3.00/h = 0.75.
    // Total 3.80 + 0.00 + 4.00 + 0.75 = 8.55. The spec's 7.30 counts the free hour from the end of
    // charging (3.80 + 105 min × 2.00/h); its own restriction text counts from the session's start.
    // No component has a VAT: the total incl. VAT cannot be computed ("not possible", the spec says).
    const result = price(spec.SPEC_TARIFF_7_FIRST_HOUR_KWH_FREE, session(20, 30, 165));
    expect(shown(result.byType.ENERGY)).toBe('3.80 / ?');
    expect(shown(result.byType.PARKING_TIME)).toBe('4.75 / ?');
    expect(shown(result.total)).toBe('8.55 / ?');
    // Charged in no time at all (the spec's reading), the parking alone is 0–1 h free, 1–2:45 h at 2.00: 3.50.
    const instant = price(spec.SPEC_TARIFF_7_FIRST_HOUR_KWH_FREE, { ...session(20, 0, 165) });
    expect(shown(instant.total)).toBe('7.30 / ?');
  });

  it('reservation 5 euro per hour, started 15 min after: 6.75 / 7.60', () => {
    // FLAT 0.50 / 0.60; energy 5.00 / 5.50; reservation 15 min × 5.00/h = 1.25 (× 1.20 = 1.50).
    const result = price(spec.SPEC_TARIFF_15_RESERVATION_5_EURO_PER_HOUR, {
      ...session(20, 60),
      reservation: 'RESERVATION',
      reservationSeconds: 15 * 60,
    });
    expect(shown(result.total)).toBe('6.75 / 7.60');
    expect(shown(result.reservation)).toBe('1.25 / 1.50');
  });

  it('reservation 2 euro fee + 5 euro per hour, started 13 min after: 8.75 / 10.00', () => {
    // FLAT 0.50 / 0.60; energy 5.00 / 5.50; reservation fee 2.00 (× 1.20 = 2.40; the spec's list
    // writes 2.00 incl., but its total 10.00 needs 2.40); 13 → 15 min (step 300 s) × 5.00/h = 1.25 / 1.50.
    const result = price(spec.SPEC_TARIFF_16_RESERVATION_2_EURO_FEE_5_EURO_PER_HOUR, {
      ...session(20, 60),
      reservation: 'RESERVATION',
      reservationSeconds: 13 * 60,
    });
    expect(shown(result.total)).toBe('8.75 / 10.00');
  });

  it('reservation with expiry fee: used after 22 min 6.50 / 7.30; expired after 1 h 6.00 / 7.20', () => {
    // Used: 0.50 + 5.00 + 22 → 30 min (step 600 s) × 2.00/h = 1.00 → 6.50; 0.60 + 5.50 + 1.20 = 7.30.
    // Expired: 1 h × 2.00 = 2.00 + expiry FLAT 4.00 = 6.00; × 1.20 = 7.20. No session, no start fee.
    const tariff = spec.SPEC_TARIFF_17_RESERVATION_WITH_EXPIRE_FEE;
    const used = price(tariff, { ...session(20, 60), reservation: 'RESERVATION', reservationSeconds: 22 * 60 });
    expect(shown(used.total)).toBe('6.50 / 7.30');
    const expired = price(tariff, { ...session(0, 0), reservation: 'RESERVATION_EXPIRES', reservationSeconds: 3600 });
    expect(shown(expired.total)).toBe('6.00 / 7.20');
  });

  it('reservation with expiry time price: used after 22 min 7.00 / 7.90; expired after 1.5 h 9.00 / 10.80', () => {
    // Used: 0.50 + 5.00 + 30 min × 3.00/h = 1.50 → 7.00; 0.60 + 5.50 + 1.80 = 7.90.
    // Expired: RESERVATION_EXPIRES' TIME wins (the spec's note): 1.5 h × 6.00 = 9.00; × 1.20 = 10.80.
    const tariff = spec.SPEC_TARIFF_18_RESERVATION_WITH_EXPIRE_TIME;
    const used = price(tariff, { ...session(20, 60), reservation: 'RESERVATION', reservationSeconds: 22 * 60 });
    expect(shown(used.total)).toBe('7.00 / 7.90');
    const expired = price(tariff, { ...session(0, 0), reservation: 'RESERVATION_EXPIRES', reservationSeconds: 5400 });
    expect(shown(expired.total)).toBe('9.00 / 10.80');
  });

  describe('step_size when switching elements (tariff_14_step_size, no VAT)', () => {
    it('#1: plug in 16:55, charge 10 min, park 2 min: 0.55', () => {
      // 16:55–17:00 TIME 1.20/h: 0.10; 17:00–17:05 TIME 2.40/h: 0.20 (not rounded: parking follows);
      // parking 17:05–17:07 → 15 min (the 17:00–20:00 element's step 900 s) × 1.00/h = 0.25. 0.55
      // (d2's figure; 2.2.1's 0.383 rounds the whole session's time, which mod_cdrs' rule does not).
      const result = price(spec.SPEC_TARIFF_14_STEP_SIZE, session(5, 10, 2, '2019-06-03T16:55:00Z'));
      expect(shown(result.total, 3)).toBe('0.550 / ?');
    });

    it('#2: plug in 16:35, charge 35 min: 1.30', () => {
      // 25 min before 17:00 at 1.20/h = 0.50; 10 min after at 2.40/h; the last TIME component's step
      // (900 s) rounds the session's 35 min of TIME to 45: 20 min after 17:00 = 0.80. 1.30.
      const result = price(spec.SPEC_TARIFF_14_STEP_SIZE, session(5, 35, 0, '2019-06-03T16:35:00Z'));
      expect(shown(result.total, 3)).toBe('1.300 / ?');
    });

    it('to free of charge: plug in 19:40, charge 12 min, park 20 min: 0.73', () => {
      // TIME 19:40–19:52 at 2.40/h = 0.48 (parking follows: not rounded). Parking 19:52–20:00 at
      // 1.00/h, free after 20:00 (no PARKING_TIME component). Billable parking 8 min → 15 min
      // (step 900 s of the last time-based component used) = 0.25. 0.48 + 0.25 = 0.73 (d2's text:
      // "8 minutes ... rounded up to 15 minutes", added to the 19:52–20:00 period; its table's
      // figures do not follow its own prices, and 2.2.1's 0.78 rounds the whole session's time).
      const result = price(spec.SPEC_TARIFF_14_STEP_SIZE, session(5, 12, 20, '2019-06-03T19:40:00Z'));
      expect(shown(result.total, 3)).toBe('0.730 / ?');
    });
  });

  it('max_power restriction, from charging periods: 1 kWh at 6 kW, 40 at 48 kW, 0.5 at 4 kW: 20.30', () => {
    // 1 × 0.20 (< 16 kW) + 40 × 0.50 (fallback, ≥ 32 kW) + 0.5 × 0.20 = 0.20 + 20.00 + 0.10 = 20.30; × 1.20 = 24.36.
    const result = price(spec.SPEC_TARIFFRESTRICTION_EXAMPLE_MAX_POWER, {
      chargingPeriods: [
        {
          start_date_time: '2019-06-03T10:00:00Z',
          dimensions: [
            { type: 'ENERGY', volume: 1 },
            { type: 'MAX_POWER', volume: 6 },
            { type: 'TIME', volume: 1 / 6 },
          ],
        },
        {
          start_date_time: '2019-06-03T10:10:00Z',
          dimensions: [
            { type: 'ENERGY', volume: 40 },
            { type: 'MAX_POWER', volume: 48 },
            { type: 'TIME', volume: 0.8333 },
          ],
        },
        {
          start_date_time: '2019-06-03T11:00:00Z',
          dimensions: [
            { type: 'ENERGY', volume: 0.5 },
            { type: 'MAX_POWER', volume: 4 },
            { type: 'TIME', volume: 0.125 },
          ],
        },
      ],
    });
    expect(shown(result.total)).toBe('20.30 / 24.36');
  });

  it('max_duration restriction: 5 kWh in the first 30 min, 1.2 kWh in the next 10: 0.30', () => {
    // 5 kWh before 1800 s at 0.00; 1.2 kWh between 1800 s and 3600 s at 0.25 = 0.30; × 1.20 = 0.36.
    const result = price(spec.SPEC_TARIFFRESTRICTION_EXAMPLE_MAX_DURATION, {
      chargingPeriods: [
        {
          start_date_time: '2019-06-03T10:00:00Z',
          dimensions: [
            { type: 'ENERGY', volume: 5 },
            { type: 'TIME', volume: 0.5 },
          ],
        },
        {
          start_date_time: '2019-06-03T10:30:00Z',
          dimensions: [
            { type: 'ENERGY', volume: 1.2 },
            { type: 'TIME', volume: 1 / 6 },
          ],
        },
      ],
    });
    expect(shown(result.total)).toBe('0.30 / 0.36');
  });

  it("mod_cdrs' step_size examples: 4.3 + 1.1 kWh in 500 Wh steps bill 5.5 kWh; 6 + 22 min in 10 min steps bill 30", () => {
    const tariff = {
      ...spec.SPEC_TARIFF_8_SIMPLE_025KWH,
      elements: [
        {
          price_components: [
            { type: 'ENERGY', price: 0.2, step_size: 500 },
            { type: 'TIME', price: 5, step_size: 600 },
          ],
          restrictions: { end_time: '17:00' },
        },
        {
          price_components: [
            { type: 'ENERGY', price: 0.27, step_size: 500 },
            { type: 'TIME', price: 7, step_size: 600 },
          ],
        },
      ],
    };
    // Energy at a constant rate: 5.4 kWh over 28 min from 16:54, so 6/28 of it before 17:00.
    // Time: 6 min × 5.00/h = 0.50; 22 → 24 min × 7.00/h = 2.80 (30 min in all, not 36).
    const result = price(tariff, session(5.4, 28, 0, '2019-06-03T16:54:00Z'));
    expect(same(result.billed.energyKwh, '5.5')).toBe(true);
    expect(same(result.billed.timeHours, '0.5')).toBe(true);
    expect(shown(result.byType.TIME)).toBe('3.30 / ?');
  });
});

describe('Indian prices', () => {
  const inr = (components: unknown[], extra: Record<string, unknown> = {}) => ({
    country_code: 'IN',
    party_id: 'TPC',
    id: 'DC-60',
    currency: 'INR',
    elements: [{ price_components: components }],
    last_updated: '2026-11-01T00:00:00Z',
    ...extra,
  });

  it('₹18/kWh excl. + 18% GST is ₹21.24/kWh: 10 kWh cost ₹180.00 / ₹212.40', () => {
    // 18 × 1.18 = 21.24 a kWh; 10 kWh: 180.00 / 212.40.
    const result = price(inr([{ type: 'ENERGY', price: 18, vat: 18, step_size: 1 }]), session(10, 20));
    expect(shown(result.total)).toBe('180.00 / 212.40');
  });

  it('Ather-style ₹1/min + GST is ₹1.18/min: 45 min cost ₹45.00 / ₹53.10', () => {
    // 60/h per minute step: 45 min × 1.00 = 45.00; × 1.18 = 53.10.
    const result = price(inr([{ type: 'TIME', price: 60, vat: 18, step_size: 60 }]), session(3, 45));
    expect(shown(result.total)).toBe('45.00 / 53.10');
  });

  it('a night rate in Asia/Kolkata: ₹14/kWh from 22:00 to 06:00, ₹18 otherwise', () => {
    // 21:30–22:30 IST = 16:00–17:00 UTC, 10 kWh at a constant rate: 5 kWh × 18 + 5 kWh × 14 = 160.00,
    // × 1.18 = 188.80.
    const tariff = parse({
      ...inr([]),
      elements: [
        {
          price_components: [{ type: 'ENERGY', price: 14, vat: 18, step_size: 1 }],
          restrictions: { start_time: '22:00', end_time: '06:00' },
        },
        { price_components: [{ type: 'ENERGY', price: 18, vat: 18, step_size: 1 }] },
      ],
    });
    const result = priceCharge(tariff, session(10, 60, 0, '2026-11-27T16:00:00Z'), { timeZone: 'Asia/Kolkata' });
    expect(shown(result.total)).toBe('160.00 / 188.80');
  });
});
