import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  ceilToMultiple,
  compare,
  exact,
  formatDecimal,
  mul,
  ratio,
  roundHalfUp,
  toMinorUnits,
} from './exact-decimal.ts';

describe('exact decimals', () => {
  it('reads JSON numbers through their shortest decimal string', () => {
    expect(exact(0.1)).toEqual({ n: 1n, d: 10n });
    expect(add(exact(0.1), exact(0.2))).toEqual(exact('0.3'));
    expect(exact(1e-7)).toEqual({ n: 1n, d: 10_000_000n });
    expect(exact(1.5e21)).toEqual({ n: 1_500_000_000_000_000_000_000n, d: 1n });
    expect(() => exact(Number.NaN)).toThrow(RangeError);
    expect(() => exact('12,5')).toThrow(RangeError);
  });

  it('₹18 + 18% GST is exactly ₹21.24; ₹1/min + GST ₹1.18', () => {
    expect(formatDecimal(mul(exact(18), exact(1.18)))).toBe('21.24');
    expect(mul(exact(1), exact(1.18))).toEqual(exact('1.18'));
  });

  it('rounds half up to paise, and only when asked', () => {
    expect(toMinorUnits(exact('5.625'))).toBe(563n);
    expect(toMinorUnits(exact('6.2375'))).toBe(624n);
    expect(toMinorUnits(exact('0.004999'))).toBe(0n);
    expect(formatDecimal(ratio(1, 3), 4)).toBe('0.3333');
    expect(formatDecimal(ratio(2, 3), 2)).toBe('0.67');
    expect(formatDecimal(exact('0.383'), 3)).toBe('0.383');
    expect(roundHalfUp(exact('-1.005'), 2)).toBe(-101n);
  });

  it('steps round up to the next whole multiple', () => {
    expect(ceilToMultiple(exact('5.4'), exact('0.5'))).toEqual(exact('5.5'));
    expect(ceilToMultiple(exact('0.5'), exact('0.5'))).toEqual(exact('0.5'));
    expect(ceilToMultiple(ratio(42, 60), ratio(5, 60))).toEqual(ratio(45, 60));
  });

  it('adds and compares like the decimals they stand for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 10 ** 9 }), (a, b) => {
        const sum = add(exact(a / 10_000), exact(b / 10_000));
        expect(sum).toEqual(exact(`${(a + b) / 10_000}`));
        expect(compare(exact(a / 10_000), exact(b / 10_000))).toBe(Math.sign(a - b) || 0);
      }),
    );
  });
});
