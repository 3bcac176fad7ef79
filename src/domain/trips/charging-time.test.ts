import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargingMinutes, powerShare } from './charging-time.ts';
import type { ChargeCurrent } from './connectors.ts';

const dc50 = { kw: 50, current: 'dc' as const };

describe('chargingMinutes', () => {
  it('charges at full power up to 80%, less 10% lost (worked: 40 kWh, 50 kW, 10→80%)', () => {
    // 28 kWh at 50 × 0.9 = 45 kW into the battery: 0.6222 h.
    expect(chargingMinutes(10, 80, dc50, 40)).toBeCloseTo((28 / 45) * 60, 10);
    // AC 7.2 kW, 30 kWh, 20→80%: 18 kWh at 6.48 kW.
    expect(chargingMinutes(20, 80, { kw: 7.2, current: 'ac' }, 30)).toBeCloseTo((18 / 6.48) * 60, 10);
  });

  it('tapers above 80% (worked: 40 kWh, 50 kW DC, 80→100% takes 31.9 minutes)', () => {
    // 0.4 kWh per % at 45 kW is 0.5333 min per full-power %; the linear taper to 6% makes 20% cost
    // ln(1/0.06) / 0.047 = 59.86 full-power %.
    expect(chargingMinutes(80, 100, dc50, 40)).toBeCloseTo(0.53333333 * 59.8598, 2);
    expect(powerShare(90, 'dc')).toBeCloseTo(0.53, 10);
    expect(powerShare(100, 'ac')).toBeCloseTo(0.55, 10);
  });

  it("matches the shape of CarDekho's Nexon EV 40.5 kWh test: 80→100% about as long as 20→80%", () => {
    // CarDekho (2024-06-20): 20→80% 54 minutes, 80→100% 54 minutes.
    const ratio = chargingMinutes(80, 100, dc50, 40.5) / chargingMinutes(20, 80, dc50, 40.5);
    expect(ratio).toBeGreaterThan(0.9);
    expect(ratio).toBeLessThan(1.1);
  });

  it('is zero when there is nothing to add, and refuses no power', () => {
    expect(chargingMinutes(80, 80, dc50, 40)).toBe(0);
    expect(chargingMinutes(90, 40, dc50, 40)).toBe(0);
    expect(() => chargingMinutes(10, 80, { kw: 0, current: 'dc' }, 40)).toThrow(RangeError);
  });

  const level = fc.double({ min: 0, max: 100, noNaN: true });
  const current = fc.constantFrom<ChargeCurrent>('dc', 'ac');
  const power = fc.record({ kw: fc.double({ min: 0.3, max: 350, noNaN: true }), current });
  const battery = fc.double({ min: 1, max: 120, noNaN: true });

  it('property: additive, time(a→c) = time(a→b) + time(b→c)', () => {
    fc.assert(
      fc.property(fc.tuple(level, level, level), power, battery, (levels, p, kwh) => {
        const [a, b, c] = [...levels].sort((x, y) => x - y) as [number, number, number];
        const whole = chargingMinutes(a, c, p, kwh);
        expect(chargingMinutes(a, b, p, kwh) + chargingMinutes(b, c, p, kwh)).toBeCloseTo(whole, 9);
      }),
    );
  });

  it('property: never faster than full power, and slower per % the fuller the battery', () => {
    fc.assert(
      fc.property(level, level, power, battery, (x, y, p, kwh) => {
        const [a, b] = x < y ? [x, y] : [y, x];
        const fullPower = ((kwh * (b - a)) / 100 / (p.kw * 0.9)) * 60;
        expect(chargingMinutes(a, b, p, kwh)).toBeGreaterThanOrEqual(fullPower * (1 - 1e-12) - 1e-12);
        expect(powerShare(b, p.current)).toBeLessThanOrEqual(powerShare(a, p.current));
      }),
    );
  });
});
