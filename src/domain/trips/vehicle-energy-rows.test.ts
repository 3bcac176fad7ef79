import { describe, expect, it } from 'vitest';
import { readEnergyRow, readKindDefaults, rowBasis } from './vehicle-energy-rows.ts';

const row = {
  id: 'tata-tiago-ev-smart-19-medium-range',
  usable_kwh: '18.24',
  kwh_per_km: '0.1216',
  max_dc_kw: '14',
  max_ac_kw: '3.3',
  connectors: 'CCS2;Type 2;CEE 3 Pin',
  source: 'Autocar India 2024-09-03',
  as_of: '2024-09-03',
  notes:
    "19.2 kWh (MR). Tata C75 'near real-world' range 150-160 km (Autocar table); lower bound used. DC 14 kW assumed (same 58 min 10-80% as LR). AC 3.3 kW assumed (7.2 kW option not confirmed for MR). Usable = 0.95 x 19.2 kWh nominal (assumed share).",
};

describe('readEnergyRow', () => {
  it('reads numbers, connectors and the basis of each figure from the notes', () => {
    const read = readEnergyRow(row);
    expect(read).toMatchObject({
      id: row.id,
      usableKwh: 18.24,
      kwhPerKm: 0.1216,
      maxDcKw: 14,
      maxAcKw: 3.3,
      asOf: '2024-09-03',
    });
    expect(read.connectors).toEqual(['CCS2', 'Type 2', 'CEE 3 Pin']);
    expect(read.basis).toEqual({
      usableKwh: 'derived',
      kwhPerKm: 'published',
      maxDcKw: 'assumed',
      maxAcKw: 'assumed',
      connectors: 'published',
    });
  });

  it('keeps an empty figure as not known, and 0 DC as none', () => {
    expect(readEnergyRow({ ...row, max_ac_kw: '', max_dc_kw: '0' })).toMatchObject({ maxAcKw: null, maxDcKw: 0 });
  });

  it('stops on a figure that is not a number, naming the row', () => {
    expect(() => readEnergyRow({ ...row, kwh_per_km: '0,12' })).toThrow(
      `${row.id}: kwh_per_km '0,12' is not a number ≥ 0`,
    );
    expect(() => readEnergyRow({ ...row, id: ' ' })).toThrow('without an id');
  });
});

describe('rowBasis', () => {
  it('marks the energy use when a derived sentence names no other figure', () => {
    expect(rowBasis('Derived: 156 km ARAI x 0.7 = 109 km. Removable battery.').kwhPerKm).toBe('derived');
    expect(rowBasis('Derived: no real-world test found; 315 km certified x 0.6 = 189 km.').kwhPerKm).toBe('derived');
  });

  it('reads a sentence about charging power as about that only, and AC on as air conditioning', () => {
    const basis = rowBasis(
      'Fast charging on Ather Grid (LECCS) at 1.2 km/min = 2.1 kW at this consumption (derived). Real-world test with AC on, derived from 2 rides.',
    );
    expect(basis.maxDcKw).toBe('derived');
    expect(basis.maxAcKw).toBe('published');
    expect(basis.kwhPerKm).toBe('derived');
  });

  it('lets assumed win over derived, and leaves a row with no such word published', () => {
    expect(rowBasis('ASSUMED battery 7.1 kWh (the standard pack; not in the catalogue).').usableKwh).toBe('assumed');
    expect(Object.values(rowBasis('India Today long-term test: about 250 km per charge.'))).toEqual(
      Array(5).fill('published'),
    );
    expect(Object.values(rowBasis(null))).toEqual(Array(5).fill('published'));
  });
});

describe('readKindDefaults', () => {
  const defaults = {
    kind: 'scooter',
    usable_share: '0.90',
    kwh_per_km: '0.035',
    max_dc_kw: '',
    max_ac_kw: '0.5',
    connectors: 'LEV AC;CEE 3 Pin',
    source: 's',
    notes: 'n',
  };

  it('reads a kind row, with no DC when the column is empty', () => {
    expect(readKindDefaults(defaults)).toEqual({
      kind: 'scooter',
      usableShare: 0.9,
      kwhPerKm: 0.035,
      maxDcKw: null,
      maxAcKw: 0.5,
      connectors: ['CEE 3 Pin', 'LEV AC'],
      source: 's',
      notes: 'n',
    });
  });

  it('refuses an unknown kind, a missing figure and a share above 1', () => {
    expect(() => readKindDefaults({ ...defaults, kind: 'truck' })).toThrow("unknown kind 'truck'");
    expect(() => readKindDefaults({ ...defaults, kwh_per_km: '' })).toThrow('kwh_per_km is required');
    expect(() => readKindDefaults({ ...defaults, usable_share: '95' })).toThrow('above 1');
  });
});
