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

describe('formatCount', () => {
  it('groups without a symbol', () => {
    expect(formatCount(2322472)).toBe('23,22,472');
  });
});
