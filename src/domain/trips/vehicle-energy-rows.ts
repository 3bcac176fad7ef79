/**
 * Rows of data/catalogue/vehicle-energy.csv and vehicle-energy-defaults.csv, read from a CSV parser's
 * records (strings by column name; the server reads the files). A bad number throws, naming the row,
 * so a broken data file stops the server at start rather than planning with a wrong figure.
 */
import { parseConnectorText } from './connectors.ts';
import type { FigureBasis, ProfileFigure, VehicleKind } from './vehicle-profile.ts';

export type CsvRecord = Readonly<Record<string, string | null | undefined>>;

/** One vehicle's figures (columns id,usable_kwh,kwh_per_km,max_dc_kw,max_ac_kw,connectors,source,as_of,notes). */
export interface VehicleEnergyRow {
  id: string;
  usableKwh: number | null;
  kwhPerKm: number | null;
  /** 0 in the file: no DC charging; empty: not known. */
  maxDcKw: number | null;
  maxAcKw: number | null;
  connectors: readonly string[];
  source: string;
  asOf: string | null;
  notes: string | null;
  basis: Record<ProfileFigure, FigureBasis>;
}

/** Per-kind defaults (columns kind,usable_share,kwh_per_km,max_dc_kw,max_ac_kw,connectors,source,notes). */
export interface KindDefaults {
  kind: VehicleKind;
  /** Usable share of the nominal battery. */
  usableShare: number;
  kwhPerKm: number;
  maxDcKw: number | null;
  maxAcKw: number;
  connectors: readonly string[];
  source: string;
  notes: string | null;
}

const text = (record: CsvRecord, column: string): string | null => {
  const value = record[column]?.trim();
  return value ? value : null;
};

function number(record: CsvRecord, column: string, row: string): number | null {
  const value = text(record, column);
  if (value === null) return null;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${row}: ${column} '${value}' is not a number ≥ 0`);
  return parsed;
}

/**
 * Words that tie a sentence of the notes to a figure. A sentence about charging power (DC, AC, fast
 * charging) is about that only, even when it names the battery it charges.
 */
const CHARGING_WORDS: readonly (readonly [ProfileFigure, RegExp])[] = [
  ['maxDcKw', /\bDC\b|\bfast[- ]charg/i],
  ['maxAcKw', /\bAC\b(?!\s+(on|off|running)\b)/],
];
const OTHER_WORDS: readonly (readonly [ProfileFigure, RegExp])[] = [
  ['connectors', /\bconnector/i],
  ['usableKwh', /\busable\b|\bbattery\b|\bpack\b|\bkWh\b(?!\s*\/)/i],
  ['kwhPerKm', /\brange\b|\bconsumption\b|\bkm\b|\bWh\/km\b|\bkm\/kWh\b/i],
];

const STRENGTH: Readonly<Record<FigureBasis, number>> = { published: 0, derived: 1, assumed: 2 };

/**
 * The basis of each figure of a row, read from its notes (data/catalogue/VEHICLE-ENERGY.md: "every
 * number that is derived or assumed says so in the row's notes"). Each sentence that says 'derived'
 * or 'assumed' marks the figures it names (DC, AC, usable/battery, range/consumption, connectors),
 * or the energy use when it names none ("Derived: 156 km ARAI x 0.7 = 109 km."). A usable figure
 * made from the nominal battery with an assumed usable share counts as derived. Everything else is
 * published.
 */
export function rowBasis(notes: string | null): Record<ProfileFigure, FigureBasis> {
  const basis: Record<ProfileFigure, FigureBasis> = {
    usableKwh: 'published',
    kwhPerKm: 'published',
    maxDcKw: 'published',
    maxAcKw: 'published',
    connectors: 'published',
  };
  const sentences = (notes ?? '').replace(/assumed share/gi, 'derived share').split(/(?<=[.;])\s+/);
  for (const sentence of sentences) {
    const word: FigureBasis | null = /\bassumed\b/i.test(sentence)
      ? 'assumed'
      : /\bderived\b/i.test(sentence)
        ? 'derived'
        : null;
    if (!word) continue;
    const charging = CHARGING_WORDS.filter(([, pattern]) => pattern.test(sentence)).map(([figure]) => figure);
    const other = OTHER_WORDS.filter(
      ([figure, pattern]) => pattern.test(sentence) && (charging.length === 0 || figure === 'connectors'),
    ).map(([figure]) => figure);
    const named = [...charging, ...other];
    for (const figure of named.length > 0 ? named : (['kwhPerKm'] as const)) {
      if (STRENGTH[word] > STRENGTH[basis[figure]]) basis[figure] = word;
    }
  }
  return basis;
}

export function readEnergyRow(record: CsvRecord): VehicleEnergyRow {
  const id = text(record, 'id');
  if (!id) throw new Error('vehicle-energy row without an id');
  const notes = text(record, 'notes');
  return {
    id,
    usableKwh: number(record, 'usable_kwh', id),
    kwhPerKm: number(record, 'kwh_per_km', id),
    maxDcKw: number(record, 'max_dc_kw', id),
    maxAcKw: number(record, 'max_ac_kw', id),
    connectors: parseConnectorText(text(record, 'connectors')),
    source: text(record, 'source') ?? '',
    asOf: text(record, 'as_of'),
    notes,
    basis: rowBasis(notes),
  };
}

const KINDS: readonly VehicleKind[] = ['car', 'bike', 'scooter'];

export function readKindDefaults(record: CsvRecord): KindDefaults {
  const kind = text(record, 'kind') as VehicleKind | null;
  if (!kind || !KINDS.includes(kind)) throw new Error(`vehicle-energy-defaults: unknown kind '${kind ?? ''}'`);
  const required = (column: string) => {
    const value = number(record, column, kind);
    if (value === null || value === 0) throw new Error(`${kind}: ${column} is required and positive`);
    return value;
  };
  const usableShare = required('usable_share');
  if (usableShare > 1) throw new Error(`${kind}: usable_share ${usableShare} is above 1`);
  const maxDcKw = number(record, 'max_dc_kw', kind);
  return {
    kind,
    usableShare,
    kwhPerKm: required('kwh_per_km'),
    maxDcKw: maxDcKw ? maxDcKw : null,
    maxAcKw: required('max_ac_kw'),
    connectors: parseConnectorText(text(record, 'connectors')),
    source: text(record, 'source') ?? '',
    notes: text(record, 'notes'),
  };
}
