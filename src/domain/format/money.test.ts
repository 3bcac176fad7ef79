import { describe, expect, it } from 'vitest';
import { formatAmount, formatPaise } from './money.ts';

describe('money as people read it', () => {
  it('shows paise only when there are some, with Indian grouping', () => {
    expect(formatAmount('21.24')).toBe('₹21.24');
    expect(formatAmount('50.00')).toBe('₹50');
    expect(formatAmount('1.10')).toBe('₹1.10');
    expect(formatAmount('123456.5')).toBe('₹1,23,456.50');
    expect(formatAmount('-3')).toBe('-₹3');
  });

  it('keeps another currency as the network wrote it', () => {
    expect(formatAmount('0.25', 'EUR')).toBe('0.25 EUR');
  });

  it('turns whole paise into rupees', () => {
    expect(formatPaise(21240)).toBe('₹212.40');
    expect(formatPaise(5000)).toBe('₹50');
    expect(formatPaise(12345678)).toBe('₹1,23,456.78');
    expect(formatPaise(7)).toBe('₹0.07');
  });
});
