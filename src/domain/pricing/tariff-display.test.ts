import { describe, expect, it } from 'vitest';
import { tariffSchema } from '../ocpi/tariff.schema.ts';
import { formatDecimal } from './exact-decimal.ts';
import * as spec from './spec-tariffs.fixture.ts';
import { estimateChargeCost, headlinePerKwh, summarizeTariff } from './tariff-display.ts';

const indian = tariffSchema.parse({
  country_code: 'IN',
  party_id: 'TPC',
  id: 'DC-NIGHT',
  currency: 'INR',
  tariff_alt_text: [{ language: 'hi', text: 'रात में सस्ता' }],
  elements: [
    { price_components: [{ type: 'FLAT', price: 42.3729, vat: 18, step_size: 1 }] },
    {
      price_components: [{ type: 'ENERGY', price: 11.8644, vat: 18, step_size: 1 }],
      restrictions: { start_time: '22:00', end_time: '06:00' },
    },
    { price_components: [{ type: 'ENERGY', price: 18, vat: 18, step_size: 1 }] },
    {
      price_components: [{ type: 'PARKING_TIME', price: 101.6949, vat: 18, step_size: 60 }],
      restrictions: { min_duration: 3600 },
    },
  ],
  last_updated: '2026-11-01T00:00:00Z',
});

describe('a tariff for people', () => {
  it('shows GST-inclusive parts: ₹50 session fee, night rate ₹14/kWh from 22:00, ₹21.24/kWh, after 60 min ₹2/min idle fee', () => {
    const summary = summarizeTariff(indian);
    expect(summary.vatIncluded).toBe(true);
    expect(summary.currency).toBe('INR');
    expect(summary.parts).toEqual([
      { kind: 'flat', amount: { amount: '50.00', vatIncluded: true } },
      {
        kind: 'energy',
        perKwh: { amount: '14.00', vatIncluded: true },
        restriction: { fromTime: '22:00', toTime: '06:00' },
      },
      { kind: 'energy', perKwh: { amount: '21.24', vatIncluded: true } },
      {
        kind: 'parking',
        perMinute: { amount: '2.00', vatIncluded: true },
        perHour: { amount: '120.00', vatIncluded: true },
        afterMinutes: 60,
        restriction: { afterMinutes: 60 },
        step: { seconds: 60 },
      },
    ]);
    expect(summary.altText).toEqual([{ language: 'hi', text: 'रात में सस्ता' }]);
  });

  it('a component without VAT is shown excl. VAT and flagged', () => {
    const summary = summarizeTariff(tariffSchema.parse(spec.SPEC_TARIFF_7_FIRST_HOUR_KWH_FREE));
    expect(summary.vatIncluded).toBe(false);
    expect(summary.parts.at(-1)).toEqual({
      kind: 'energy',
      perKwh: { amount: '0.20', vatIncluded: false },
      restriction: { minKwh: 1 },
    });
  });

  it('time per minute, steps, reservations and limits', () => {
    const time = summarizeTariff(tariffSchema.parse({ ...spec.SPEC_TARIFF_2_ALT_TEXT }));
    expect(time.parts).toEqual([
      {
        kind: 'time',
        perMinute: { amount: '0.03', vatIncluded: true },
        perHour: { amount: '2.00', vatIncluded: true },
        step: { seconds: 300 },
      },
    ]);
    const reservation = summarizeTariff(tariffSchema.parse(spec.SPEC_TARIFF_17_RESERVATION_WITH_EXPIRE_FEE));
    expect(reservation.parts.slice(0, 2)).toEqual([
      { kind: 'reservation', onExpiry: true, amount: { amount: '4.80', vatIncluded: true } },
      { kind: 'reservation', onExpiry: false, perMinute: { amount: '0.04', vatIncluded: true } },
    ]);
    const capped = summarizeTariff(tariffSchema.parse(spec.SPEC_TARIFF_6_025KWH_START_MAX_PRICE));
    expect(capped.parts.at(-1)).toEqual({ kind: 'max_price', amount: { amount: '11.00', vatIncluded: true } });
  });

  it('the headline per-kWh price follows the time of day in the Location’s zone', () => {
    // 17:00 UTC is 22:30 IST: the night rate; 06:30 UTC is 12:00 IST: the day rate.
    const night = headlinePerKwh(indian, { at: '2026-11-27T17:00:00Z', timeZone: 'Asia/Kolkata' });
    expect(night && formatDecimal(night.perKwh, 4)).toBe('14.0000');
    expect(headlinePerKwh(indian, { at: '2026-11-27T06:30:00Z', timeZone: 'Asia/Kolkata' })?.amount).toBe('21.24');
    expect(
      headlinePerKwh(tariffSchema.parse(spec.SPEC_TARIFF_1_SIMPLE_2HOUR), {
        at: '2019-01-01T00:00:00Z',
        timeZone: 'UTC',
      }),
    ).toBeUndefined();
  });

  it('estimates a charge in paise, incl. GST, or says it cannot', () => {
    // 20 kWh at 30 kW from 12:00 IST: 40 min, day rate: 50.00 + 20 × 21.24 = 474.80.
    expect(
      estimateChargeCost(indian, {
        energyKwh: 20,
        powerKw: 30,
        arrival: '2026-11-27T06:30:00Z',
        timeZone: 'Asia/Kolkata',
      }),
    ).toEqual({ currency: 'INR', inclVatMinor: 47480, exclVatMinor: 40237, inclVat: '474.80', exclVat: '402.37' });
    // No VAT given: incl. unknown, excl. known (EUR kept as EUR).
    const noVat = estimateChargeCost(tariffSchema.parse(spec.SPEC_TARIFF_7_FIRST_HOUR_KWH_FREE), {
      energyKwh: 11,
      powerKw: 50,
      arrival: '2026-11-27T06:30:00Z',
      timeZone: 'Europe/Berlin',
    });
    expect(noVat).toEqual({
      currency: 'EUR',
      inclVatMinor: undefined,
      exclVatMinor: 200,
      inclVat: undefined,
      exclVat: '2.00',
    });
    // Out of its validity: undefined.
    const ended = tariffSchema.parse(spec.SPEC_TARIFF_6_025KWH_START_MAX_PRICE);
    expect(
      estimateChargeCost(ended, { energyKwh: 10, powerKw: 50, arrival: '2026-11-27T06:30:00Z', timeZone: 'UTC' }),
    ).toBeUndefined();
  });
});
