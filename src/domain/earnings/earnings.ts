import * as z from 'zod/mini';

/**
 * The earnings calculator of spec section 9: what one home charging station earns by charging
 * other people's vehicles, and how soon it pays for its charger.
 *
 *   first-year profit = 365 × vehicles × units per charge × (price per unit − cost per unit)
 *   payback days      = round(charger price ÷ profit × 365)
 *
 * The spec states a cost of 8.58 rupees per unit (Mumbai) but its coded version used 7, so the
 * assumptions are editable inputs with 8.58 as the default and both readings are tested.
 */

/** The calculator's charger options, in rupees (spec sections 3 and 9). */
export const CHARGER_PRICES = [5500, 14000, 15000] as const;

export const VEHICLES_PER_DAY = { min: 1, max: 10 } as const;
export const DAYS_IN_YEAR = 365;

export interface EarningsAssumptions {
  /** Units (kWh) drawn by one full charge. */
  unitsPerCharge: number;
  /** What the station owner pays the electricity board per unit, in rupees. */
  costPerUnit: number;
  /** What the station charges a customer per unit, in rupees. */
  pricePerUnit: number;
}

/** The spec's stated assumptions: 3 units per full charge, ₹8.58 per unit in Mumbai, ₹15 per unit charged, one station. */
export const DEFAULT_ASSUMPTIONS: EarningsAssumptions = { unitsPerCharge: 3, costPerUnit: 8.58, pricePerUnit: 15 };
/** The unit cost the spec's coded version used. */
export const CODED_COST_PER_UNIT = 7;
/** The calculator models one station. */
export const STATIONS = 1;

const rupeesPerUnit = (key: string) =>
  z.number({ error: key }).check(z.refine(Number.isFinite, key), z.gte(0, key), z.lte(100, key));

/** The editable assumptions, as the form and any server use them. Messages are catalogue keys (earn.en.ts). */
export const earningsAssumptionsSchema = z
  .object({
    unitsPerCharge: z
      .number({ error: 'earn.validation.units' })
      .check(
        z.refine(Number.isFinite, 'earn.validation.units'),
        z.gt(0, 'earn.validation.units'),
        z.lte(100, 'earn.validation.units'),
      ),
    costPerUnit: rupeesPerUnit('earn.validation.cost'),
    pricePerUnit: rupeesPerUnit('earn.validation.price'),
  })
  .check(
    z.refine((a) => a.pricePerUnit > a.costPerUnit, {
      message: 'earn.validation.priceAboveCost',
      path: ['pricePerUnit'],
    }),
  );

/** Whole paise, so 15 − 8.58 is exactly 642 paise and not 6.419999…. */
const paise = (rupees: number) => Math.round(rupees * 100);

/** First-year profit in rupees for `vehicles` charged a day. */
export function firstYearProfit(vehicles: number, assumptions: EarningsAssumptions = DEFAULT_ASSUMPTIONS): number {
  const marginPaise = paise(assumptions.pricePerUnit) - paise(assumptions.costPerUnit);
  return (DAYS_IN_YEAR * vehicles * assumptions.unitsPerCharge * marginPaise) / 100;
}

/** Days until the charger has paid for itself, rounded; null when the station makes no profit. */
export function paybackDays(chargerPrice: number, profitPerYear: number): number | null {
  if (!(profitPerYear > 0)) return null;
  // Multiplying first keeps exact halves exact (3 × 365 / 730 is 1.5; 3 / 730 × 365 is not).
  return Math.round((chargerPrice * DAYS_IN_YEAR) / profitPerYear);
}

export type PaybackPeriod = { days: number } | { years: number; months: number };

/**
 * How a payback reads: up to a year in days; longer in whole years and months (a month being a
 * twelfth of 365 days, rounded, so 727 days reads 2 years rather than 1 year 12 months).
 */
export function paybackPeriod(days: number): PaybackPeriod {
  if (days <= DAYS_IN_YEAR) return { days };
  let years = Math.floor(days / DAYS_IN_YEAR);
  let months = Math.round(((days - years * DAYS_IN_YEAR) * 12) / DAYS_IN_YEAR);
  if (months === 12) {
    years += 1;
    months = 0;
  }
  return { years, months };
}
