import { describe, expect, it } from 'vitest';
import { buyEn } from '../i18n/areas/buy.en.ts';
import { buyHi } from '../i18n/areas/buy.hi.ts';
import { createTranslator } from '../i18n/translator.ts';
import {
  clampPriceRange,
  isPriceRangeApplied,
  priceInRange,
  priceLabel,
  priceParts,
  priceUnit,
  unitsToRupees,
} from './price-filter.ts';

describe('price units and labels', () => {
  it('cars count in lakhs (Lacs), read as crore above 100', () => {
    expect(priceUnit('car')).toMatchObject({ rupees: 100_000, label: 'Lacs' });
    expect(priceLabel('car', 12)).toBe('12 Lacs');
    expect(priceLabel('car', 100)).toBe('100 Lacs');
    expect(priceLabel('car', 150)).toBe('1.5 Crore');
    expect(priceLabel('car', 2000)).toBe('20 Crore');
    expect(unitsToRupees('car', 2000)).toBe(200_000_000);
  });

  it('bikes and scooters count in thousands (K), read as lakh above 100', () => {
    for (const type of ['bike', 'scooter'] as const) {
      expect(priceUnit(type)).toMatchObject({ rupees: 1_000, label: 'K' });
      expect(priceLabel(type, 0)).toBe('0K');
      expect(priceLabel(type, 85)).toBe('85K');
      expect(priceLabel(type, 125)).toBe('1.25 Lakh');
      expect(priceLabel(type, 2000)).toBe('20 Lakh');
    }
    expect(unitsToRupees('scooter', 67)).toBe(67_000);
  });

  it('words the amounts as the catalogue does: the spec’s English, and lakh, crore and thousand in Hindi (issue 18)', () => {
    const english = createTranslator([buyEn]);
    const hindi = createTranslator([buyHi], 'hi');
    for (const type of ['car', 'bike', 'scooter'] as const) {
      for (const units of [0, 12, 85, 100, 125, 150, 2000]) {
        const { amount, unit } = priceParts(type, units);
        expect(english.t(`buy.priceUnits.${unit}`, { amount })).toBe(priceLabel(type, units));
      }
    }
    expect(hindi.t('buy.priceUnits.Lacs', priceParts('car', 12))).toBe('12 लाख');
    expect(hindi.t('buy.priceUnits.Crore', priceParts('car', 150))).toBe('1.5 करोड़');
    expect(hindi.t('buy.priceUnits.K', priceParts('scooter', 85))).toBe('85 हज़ार');
    expect(hindi.t('buy.priceUnits.Lakh', priceParts('bike', 125))).toBe('1.25 लाख');
  });
});

describe('isPriceRangeApplied', () => {
  it('counts as applied when the minimum is above 0 or the maximum below 2000', () => {
    expect(isPriceRangeApplied([0, 2000])).toBe(false);
    expect(isPriceRangeApplied([1, 2000])).toBe(true);
    expect(isPriceRangeApplied([0, 1999])).toBe(true);
  });
});

describe('clampPriceRange', () => {
  it('keeps whole units inside 0..2000 with the low thumb first', () => {
    expect(clampPriceRange([-5, 2500])).toEqual([0, 2000]);
    expect(clampPriceRange([300, 20])).toEqual([20, 300]);
    expect(clampPriceRange([10.4, 99.6])).toEqual([10, 100]);
    expect(clampPriceRange([Number.NaN])).toEqual([0, 2000]);
  });
});

describe('priceInRange', () => {
  it('lets everything through, even a missing price, when the range is untouched', () => {
    expect(priceInRange('car', null, [0, 2000])).toBe(true);
    expect(priceInRange('car', 750_000_000, [0, 2000])).toBe(true);
  });

  it('keeps only priced rows inside an applied range, ends included', () => {
    expect(priceInRange('car', 1_249_000, [10, 15])).toBe(true);
    expect(priceInRange('car', 1_000_000, [10, 15])).toBe(true);
    expect(priceInRange('car', 1_500_000, [10, 15])).toBe(true);
    expect(priceInRange('car', 1_500_001, [10, 15])).toBe(false);
    expect(priceInRange('car', null, [10, 15])).toBe(false);
    expect(priceInRange('scooter', 67_500, [60, 70])).toBe(true);
    expect(priceInRange('scooter', 25_000, [60, 70])).toBe(false);
  });

  it('a maximum at the top of the slider has no upper bound', () => {
    expect(priceInRange('car', 750_000_000, [5, 2000])).toBe(true);
    expect(priceInRange('bike', 3_000_000, [100, 2000])).toBe(true);
  });
});
