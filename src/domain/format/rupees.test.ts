import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice, formatRupees } from './rupees.ts';

describe('formatRupees', () => {
  it('groups digits the Indian way with no decimals', () => {
    expect(formatRupees(1249000)).toBe('₹12,49,000');
    expect(formatRupees(20000000)).toBe('₹2,00,00,000');
    expect(formatRupees(84990)).toBe('₹84,990');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('rounds paise away', () => {
    expect(formatRupees(1249000.6)).toBe('₹12,49,001');
    expect(formatRupees(18000.4)).toBe('₹18,000');
  });
});

describe('formatPrice', () => {
  it("shows 'NA' for a missing price and rupees otherwise", () => {
    expect(formatPrice(null)).toBe('NA');
    expect(formatPrice(undefined)).toBe('NA');
    expect(formatPrice(Number.NaN)).toBe('NA');
    expect(formatPrice(67500)).toBe('₹67,500');
  });
});

describe('against Intl en-IN', () => {
  const intlRupees = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  const intlCount = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

  it('writes what Intl writes, for every size and for halves, negatives and huge amounts', () => {
    const values = [
      0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 12345678, 123456789, 1234567890,
      98765432101, 2.5, 3.5, 999.5, 0.4, -0.4, -1, -2.5, -1234567, -0, 9007199254740991,
    ];
    for (const value of values) {
      expect(formatRupees(value), String(value)).toBe(intlRupees.format(value));
      expect(formatCount(value), String(value)).toBe(intlCount.format(value));
    }
  });
});

describe('formatCount', () => {
  it('groups without a symbol', () => {
    expect(formatCount(2322472)).toBe('23,22,472');
  });
});
