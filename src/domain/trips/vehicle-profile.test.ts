import { describe, expect, it } from 'vitest';
import { TEST_DEFAULTS } from './test-vehicles.ts';
import { readEnergyRow } from './vehicle-energy-rows.ts';
import {
  deriveProfile,
  realRangeKm,
  realWorldShare,
  withOwnFigures,
  withRealRange,
  type CatalogueFigures,
} from './vehicle-profile.ts';

const tiago: CatalogueFigures = {
  battery_kwh: 19,
  range_km_claimed: 250,
  range_cycle: 'claimed (cycle not stated)',
  dc_fast_max_kw: null,
  connector: 'CCS2 (DC) / Type 2 (AC)',
};

describe('deriveProfile', () => {
  it('takes an energy row first, with the basis its notes give', () => {
    const energy = readEnergyRow({
      id: 'x',
      usable_kwh: '38.48',
      kwh_per_km: '0.141',
      max_dc_kw: '30',
      max_ac_kw: '7.2',
      connectors: 'CCS2;Type 2;CEE 3 Pin',
      source: 'Autocar India',
      as_of: '2024-02-26',
      notes: 'Measured 273 km. AC 7.2 kW assumed.',
    });
    const profile = deriveProfile({ kind: 'car', energy, catalogue: tiago, defaults: TEST_DEFAULTS });
    expect(profile).toEqual({
      kind: 'car',
      usableKwh: 38.48,
      kwhPerKm: 0.141,
      maxDcKw: 30,
      maxAcKw: 7.2,
      connectors: ['CCS2', 'Type 2', 'CEE 3 Pin'],
      basis: {
        usableKwh: 'published',
        kwhPerKm: 'published',
        maxDcKw: 'published',
        maxAcKw: 'assumed',
        connectors: 'published',
      },
    });
  });

  it("derives from the catalogue's battery and claimed range (worked: 19 kWh, 250 km claimed)", () => {
    const profile = deriveProfile({ kind: 'car', catalogue: tiago, defaults: TEST_DEFAULTS });
    // usable 19 × 0.95 = 18.05 kWh; real range 250 × 0.6 = 150 km; 18.05 / 150 = 0.12033 kWh/km.
    expect(profile.usableKwh).toBeCloseTo(18.05, 10);
    expect(profile.kwhPerKm).toBeCloseTo(18.05 / 150, 10);
    expect(realRangeKm(profile)).toBeCloseTo(150, 10);
    // The catalogue names CCS2 but gives no DC kW: the car default (30 kW) is assumed.
    expect(profile.connectors).toEqual(['CCS2', 'Type 2']);
    expect(profile.maxDcKw).toBe(30);
    expect(profile.basis).toEqual({
      usableKwh: 'derived',
      kwhPerKm: 'derived',
      maxDcKw: 'assumed',
      maxAcKw: 'assumed',
      connectors: 'published',
    });
  });

  it("uses the catalogue's DC kW as published, and the P1+P2 and WLTP shares", () => {
    const profile = deriveProfile({
      kind: 'car',
      catalogue: { ...tiago, dc_fast_max_kw: 25, range_cycle: 'ARAI (P1+P2)' },
      defaults: TEST_DEFAULTS,
    });
    expect(profile.maxDcKw).toBe(25);
    expect(profile.basis.maxDcKw).toBe('published');
    expect(realRangeKm(profile)).toBeCloseTo(250 * 0.7, 10);
    expect(realWorldShare('car', 'WLTP')).toBe(0.8);
    expect(realWorldShare('scooter', 'ARAI')).toBe(0.7);
  });

  it("falls back to the kind's defaults, all marked assumed", () => {
    const scooter = deriveProfile({
      kind: 'scooter',
      catalogue: { ...tiago, battery_kwh: null, range_km_claimed: null, connector: null },
      defaults: TEST_DEFAULTS,
    });
    expect(scooter).toMatchObject({
      usableKwh: 1.6 * 0.9,
      kwhPerKm: 0.035,
      maxDcKw: null,
      maxAcKw: 0.5,
      connectors: ['LEV AC', 'CEE 3 Pin'],
    });
    expect(new Set(Object.values(scooter.basis))).toEqual(new Set(['assumed']));
  });

  it('keeps the claimed range when only the battery is unknown', () => {
    const profile = deriveProfile({
      kind: 'scooter',
      catalogue: { ...tiago, battery_kwh: null, range_km_claimed: 100, connector: null },
      defaults: TEST_DEFAULTS,
    });
    expect(realRangeKm(profile)).toBeCloseTo(70, 10);
    expect(profile.basis.usableKwh).toBe('assumed');
  });

  it('reads an energy row with 0 DC as no DC, and one without a figure from the next source', () => {
    const energy = {
      ...readEnergyRow({
        id: 'comet',
        usable_kwh: '16.43',
        kwh_per_km: '',
        max_dc_kw: '0',
        max_ac_kw: '',
        connectors: 'Type 2;CEE 3 Pin',
        source: 's',
        as_of: '',
        notes: '',
      }),
    };
    const profile = deriveProfile({ kind: 'car', energy, catalogue: tiago, defaults: TEST_DEFAULTS });
    expect(profile.maxDcKw).toBeNull();
    expect(profile.kwhPerKm).toBeCloseTo(16.43 / 150, 10);
    expect(profile.basis.kwhPerKm).toBe('derived');
    expect(profile.maxAcKw).toBe(3.3);
  });

  it('refuses a kind the defaults lack', () => {
    expect(() => deriveProfile({ kind: 'bike', defaults: TEST_DEFAULTS.slice(0, 1) })).toThrow("no row for 'bike'");
  });
});

describe("the driver's own figures", () => {
  const base = deriveProfile({ kind: 'car', catalogue: tiago, defaults: TEST_DEFAULTS });

  it('sets the energy use from the range they really get', () => {
    const mine = withRealRange(base, 180);
    expect(realRangeKm(mine)).toBeCloseTo(180, 10);
    expect(mine.usableKwh).toBe(base.usableKwh);
    expect(mine.basis.kwhPerKm).toBe('published');
    expect(() => withRealRange(base, 0)).toThrow(RangeError);
  });

  it('replaces the figures typed, keeping the others', () => {
    const mine = withOwnFigures(base, { usableKwh: 40, maxDcKw: null });
    expect(mine).toMatchObject({ usableKwh: 40, maxDcKw: null, kwhPerKm: base.kwhPerKm });
    expect(mine.basis).toMatchObject({ usableKwh: 'published', maxDcKw: 'published', kwhPerKm: 'derived' });
    expect(() => withOwnFigures(base, { maxAcKw: -1 })).toThrow(RangeError);
  });
});
