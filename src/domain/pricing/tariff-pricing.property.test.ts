import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertOnEnough } from '../../../tests/support/property-coverage.ts';
import { tariffSchema, type Tariff } from '../ocpi/tariff.schema.ts';
import type { OcpiChargingPeriod } from './charge-periods.ts';
import { compare, exact, isZero, mul, ratio, type Exact } from './exact-decimal.ts';
import { priceCharge, type ChargePrice } from './tariff-pricing.ts';

/**
 * The price model's properties on generated tariffs and charges (issue 37, "Must show").
 * Prices are decimals of up to 4 places, as networks write them; VAT is absent, 0, 5, 18 or 28.
 */

const TZ = { timeZone: 'Asia/Kolkata' };
const START = Date.UTC(2026, 10, 27, 4, 0, 0);
const price4 = fc.integer({ min: 0, max: 500_000 }).map((n) => n / 10_000);
const vat = fc.constantFrom(undefined, 0, 5, 18, 28);
const step = fc.constantFrom(0, 1, 60, 300, 900);
const dimension = fc.constantFrom('ENERGY' as const, 'FLAT' as const, 'TIME' as const, 'PARKING_TIME' as const);
const component = fc
  .record({ type: dimension, price: price4, vat, step_size: step })
  .map((c) => (c.vat === undefined ? { type: c.type, price: c.price, step_size: c.step_size } : c));
/** Tariffs without restrictions: one or more elements of components; optional min and max price. */
const unrestrictedTariff = fc
  .record({
    elements: fc.array(fc.record({ price_components: fc.array(component, { minLength: 1, maxLength: 4 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
    min: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined }),
    span: fc.option(fc.integer({ min: 0, max: 200_000 }), { nil: undefined }),
  })
  .map(({ elements, min, span }): Tariff => {
    const limits: Record<string, unknown> = {};
    if (min !== undefined) limits.min_price = { excl_vat: min / 100, incl_vat: (min * 1.18) / 100 };
    if (span !== undefined) {
      const high = (min ?? 0) + span;
      limits.max_price = { excl_vat: high / 100, incl_vat: (high * 1.18) / 100 };
    }
    return tariffSchema.parse({
      country_code: 'IN',
      party_id: 'TST',
      id: 'T',
      currency: 'INR',
      elements,
      last_updated: '2026-11-01T00:00:00Z',
      ...limits,
    });
  });

const charge = fc.record({
  energyWh: fc.integer({ min: 0, max: 120_000 }),
  chargingSeconds: fc.integer({ min: 0, max: 4 * 3600 }),
  parkingSeconds: fc.integer({ min: 0, max: 3 * 3600 }),
});
type ChargeCase = { energyWh: number; chargingSeconds: number; parkingSeconds: number };
const priced = (tariff: Tariff, c: ChargeCase) =>
  priceCharge(
    tariff,
    {
      startDateTime: new Date(START).toISOString(),
      energyKwh: c.energyWh / 1000,
      chargingSeconds: c.chargingSeconds,
      parkingSeconds: c.parkingSeconds,
    },
    TZ,
  );
const notBelow = (a: Exact | undefined, b: Exact | undefined) =>
  a === undefined || b === undefined || compare(a, b) >= 0;

describe('the price model on generated tariffs', () => {
  it('the cost never falls when kWh, charging time or parking time grow (tariffs without restrictions)', () => {
    // Each grows alone, the others fixed. Parking grows only from a parking time above 0: from none
    // to some, mod_cdrs' step_size rule stops rounding TIME ("not taken into account when switching
    // ... to paying for parking") and rounds PARKING_TIME instead, so a session with a big TIME step
    // and cheap parking can cost less with one second of parking than with none. That is the spec's
    // rule, not a fault of the model (decision 0021).
    const which = fc.constantFrom('energyWh' as const, 'chargingSeconds' as const, 'parkingSeconds' as const);
    fc.assert(
      fc.property(unrestrictedTariff, charge, fc.integer({ min: 1, max: 50_000 }), which, (tariff, a, more, key) => {
        const base = key === 'parkingSeconds' ? { ...a, parkingSeconds: a.parkingSeconds + 1 } : a;
        const grown = { ...base, [key]: base[key] + more };
        const before = priced(tariff, base);
        const after = priced(tariff, grown);
        expect(notBelow(after.total.exclVat, before.total.exclVat)).toBe(true);
        expect(notBelow(after.total.inclVat, before.total.inclVat)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('splitting a session into charging periods at any point leaves the total unchanged', () => {
    // One charging stretch as CDR periods, cut at up to four points (thousandths of it), energy split
    // in proportion to time (the constant rate the model assumes within a period). Charging time is
    // a multiple of 36 s and energy whole Wh, so every period's hours and kWh are exact decimals a
    // CDR can carry. No restriction can change (the tariffs have none), and step_size applies to the
    // session's total per dimension with the last component's step (here all periods use the same
    // elements), so any step is allowed: splitting must not move the volumes the steps round.
    const cuts = fc.uniqueArray(fc.integer({ min: 1, max: 999 }), { maxLength: 4 });
    const units = fc.integer({ min: 0, max: 400 });
    fc.assert(
      fc.property(unrestrictedTariff, fc.integer({ min: 0, max: 120_000 }), units, cuts, (tariff, wh, u, permille) => {
        const chargingSeconds = u * 36;
        const whole = priced(tariff, { energyWh: wh, chargingSeconds, parkingSeconds: 0 });
        const shares = [0, ...permille.sort((x, y) => x - y), 1000];
        const periods: OcpiChargingPeriod[] = [];
        for (let i = 0; i + 1 < shares.length; i++) {
          const from = shares[i]!;
          const share = shares[i + 1]! - from;
          periods.push({
            // seconds × permille / 1000 s = seconds × permille ms: whole milliseconds.
            start_date_time: new Date(START + chargingSeconds * from).toISOString(),
            dimensions: [
              { type: 'ENERGY', volume: decimalOf(ratio(wh * share, 1_000_000)) },
              { type: 'TIME', volume: decimalOf(ratio(chargingSeconds * share, 3_600_000)) },
            ],
          });
        }
        const split = priceCharge(tariff, { chargingPeriods: periods }, TZ);
        expect(compare(split.total.exclVat, whole.total.exclVat)).toBe(0);
        expect(split.total.inclVat === undefined).toBe(whole.total.inclVat === undefined);
        if (whole.total.inclVat) expect(compare(split.total.inclVat!, whole.total.inclVat)).toBe(0);
      }),
      { numRuns: 150 },
    );
  });

  it('VAT absent, 0% and 18%: incl. = excl., incl. = excl. and incl. = 1.18 × excl., or unknown when absent', () => {
    assertOnEnough(
      fc.record({ price: price4, step_size: step, type: dimension, c: charge }),
      ({ price, step_size, type, c }) => {
        const tariffWith = (v: number | undefined) =>
          tariffSchema.parse({
            country_code: 'IN',
            party_id: 'TST',
            id: 'T',
            currency: 'INR',
            elements: [{ price_components: [{ type, price, step_size, ...(v === undefined ? {} : { vat: v }) }] }],
            last_updated: '2026-11-01T00:00:00Z',
          });
        const absent = priced(tariffWith(undefined), c).total;
        const zero = priced(tariffWith(0), c).total;
        const gst = priced(tariffWith(18), c).total;
        expect(compare(absent.exclVat, zero.exclVat)).toBe(0);
        expect(compare(zero.inclVat!, zero.exclVat)).toBe(0);
        expect(compare(gst.inclVat!, mul(gst.exclVat, exact('1.18')))).toBe(0);
        if (isZero(absent.exclVat)) {
          expect(absent.inclVat && isZero(absent.inclVat)).toBe(true);
          return false;
        }
        expect(absent.inclVat).toBeUndefined();
        return true;
      },
      { runs: 150, atLeast: 40 },
    );
  });

  it('min_price and max_price always hold, excl. and incl. VAT', () => {
    assertOnEnough(
      fc.tuple(unrestrictedTariff, charge),
      ([tariff, c]) => {
        const { total } = priced(tariff, c) satisfies ChargePrice;
        const min = tariff.min_price;
        const max = tariff.max_price;
        if (min) {
          expect(compare(total.exclVat, exact(min.excl_vat))).toBeGreaterThanOrEqual(0);
          if (total.inclVat && min.incl_vat != null)
            expect(compare(total.inclVat, exact(min.incl_vat))).toBeGreaterThanOrEqual(0);
        }
        if (max) {
          expect(compare(total.exclVat, exact(max.excl_vat))).toBeLessThanOrEqual(0);
          if (total.inclVat && max.incl_vat != null)
            expect(compare(total.inclVat, exact(max.incl_vat))).toBeLessThanOrEqual(0);
        }
        return Boolean(min || max);
      },
      { runs: 200, atLeast: 80 },
    );
  });
});

/** A finite decimal fraction as the JSON number a CDR would carry (its shortest string is exact). */
function decimalOf(x: Exact): number {
  let d = x.d;
  let places = 0;
  while (d % 2n === 0n || d % 5n === 0n) [d, places] = [d % 2n === 0n ? d / 2n : d / 5n, places + 1];
  if (d !== 1n) throw new Error('not a finite decimal');
  const scaled = (x.n * 10n ** BigInt(places)) / x.d;
  const text = scaled.toString().padStart(places + 1, '0');
  const value = Number(places ? `${text.slice(0, -places)}.${text.slice(-places)}` : text);
  if (compare(exact(value), x) !== 0) throw new Error('not exact as a JSON number');
  return value;
}
