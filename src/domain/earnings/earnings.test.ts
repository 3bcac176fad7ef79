import { describe, expect, it } from 'vitest';
import {
  CHARGER_PRICES,
  CODED_COST_PER_UNIT,
  DEFAULT_ASSUMPTIONS,
  earningsAssumptionsSchema,
  firstYearProfit,
  paybackDays,
  paybackPeriod,
} from './earnings.ts';

const coded = { ...DEFAULT_ASSUMPTIONS, costPerUnit: CODED_COST_PER_UNIT };

describe('firstYearProfit', () => {
  it('with the coded cost of 7 equals 365 × v × 3 × 8 exactly, for every slider value', () => {
    for (let v = 1; v <= 10; v++) expect(firstYearProfit(v, coded)).toBe(365 * v * 3 * 8);
    expect(firstYearProfit(1, coded)).toBe(8760);
  });

  it('with the stated cost of 8.58 uses a margin of 6.42 a unit', () => {
    expect(firstYearProfit(1)).toBeCloseTo(7029.9, 9);
    expect(firstYearProfit(10)).toBeCloseTo(70299, 9);
    expect(firstYearProfit(4)).toBeCloseTo(365 * 4 * 3 * 6.42, 9);
  });

  it('follows every edited assumption', () => {
    expect(firstYearProfit(2, { unitsPerCharge: 5, costPerUnit: 10, pricePerUnit: 12 })).toBe(365 * 2 * 5 * 2);
    expect(firstYearProfit(1, { unitsPerCharge: 3, costPerUnit: 15, pricePerUnit: 15 })).toBe(0);
  });
});

describe('paybackDays', () => {
  it('is round(price ÷ profit × 365) with the coded cost', () => {
    // 5500 / 8760 × 365 = 229.166… → 229; 14000 → 583.33 → 583; 15000 → 625 exactly
    expect(CHARGER_PRICES.map((price) => paybackDays(price, firstYearProfit(1, coded)))).toEqual([229, 583, 625]);
    // 15000 / 26280 × 365 = 208.33 → 208
    expect(paybackDays(15000, firstYearProfit(3, coded))).toBe(208);
  });

  it('is round(price ÷ profit × 365) with the stated cost', () => {
    // 5500 / 7029.9 × 365 = 285.57 → 286; 14000 → 726.90 → 727; 15000 → 778.82 → 779
    expect(CHARGER_PRICES.map((price) => paybackDays(price, firstYearProfit(1)))).toEqual([286, 727, 779]);
  });

  it('rounds halves up and keeps exact results', () => {
    expect(paybackDays(1, 730)).toBe(1); // 0.5 → 1
    expect(paybackDays(3, 730)).toBe(2); // 1.5 → 2
    expect(paybackDays(1000, 365)).toBe(1000);
  });

  it('is null when there is no profit', () => {
    expect(paybackDays(5500, 0)).toBeNull();
    expect(paybackDays(5500, -10)).toBeNull();
  });
});

describe('paybackPeriod', () => {
  it('reads in days up to a year', () => {
    expect(paybackPeriod(286)).toEqual({ days: 286 });
    expect(paybackPeriod(365)).toEqual({ days: 365 });
  });

  it('reads in years and months beyond a year', () => {
    expect(paybackPeriod(366)).toEqual({ years: 1, months: 0 });
    expect(paybackPeriod(365 + 183)).toEqual({ years: 1, months: 6 });
    expect(paybackPeriod(779)).toEqual({ years: 2, months: 2 }); // 49 days = 1.6 months
  });

  it('carries twelve months into a year', () => {
    expect(paybackPeriod(727)).toEqual({ years: 2, months: 0 });
  });
});

describe('earningsAssumptionsSchema', () => {
  const messages = (value: unknown) => {
    const result = earningsAssumptionsSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts the defaults and the coded reading', () => {
    expect(earningsAssumptionsSchema.parse(DEFAULT_ASSUMPTIONS)).toEqual(DEFAULT_ASSUMPTIONS);
    expect(messages(coded)).toEqual([]);
  });

  it('names the field that is wrong', () => {
    expect(messages({ ...DEFAULT_ASSUMPTIONS, unitsPerCharge: 0 })).toEqual(['earn.validation.units']);
    expect(messages({ ...DEFAULT_ASSUMPTIONS, unitsPerCharge: Number.NaN })).toEqual(['earn.validation.units']);
    expect(messages({ ...DEFAULT_ASSUMPTIONS, costPerUnit: -1 })).toEqual(['earn.validation.cost']);
    expect(messages({ ...DEFAULT_ASSUMPTIONS, pricePerUnit: 101 })).toEqual(['earn.validation.price']);
  });

  it('asks for a price above the cost', () => {
    expect(messages({ ...DEFAULT_ASSUMPTIONS, pricePerUnit: 8.58 })).toEqual(['earn.validation.priceAboveCost']);
  });
});
