// Writes localities.csv: the columns the app reads, sorted, positions to 5 decimals (about 1 m). Pure.
import { csvText } from '../../src/domain/csv/csv.ts';
import type { MovedCentre } from './build.ts';
import type { Locality } from './grouping.ts';

export const LOCALITY_COLUMNS = [
  'name',
  'also',
  'kind',
  'pincode',
  'pincodes',
  'offices',
  'district',
  'state',
  'lat',
  'lng',
  'position',
] as const;

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** By state code, district, name, pincode (code-unit order, so the file is the same on every machine). */
export function sortLocalities(localities: readonly Locality[]): Locality[] {
  return [...localities].sort(
    (a, b) =>
      compare(a.stateCode, b.stateCode) ||
      compare(a.district, b.district) ||
      compare(a.name, b.name) ||
      compare(a.pincode, b.pincode),
  );
}

/** 12.927111 → '12.92711' (trailing zeros kept, so every row reads alike). */
export const fixed5 = (value: number): string => value.toFixed(5);

export function localityRecord(l: Locality): string[] {
  return [
    l.name,
    l.also.join('|'),
    l.kind,
    l.pincode,
    l.pincodes.join(' '),
    String(l.offices),
    l.district,
    l.stateCode,
    fixed5(l.lat),
    fixed5(l.lng),
    l.position,
  ];
}

/** The CSV text: a header row and one row per locality, sorted, '\n' line ends, quotes only where needed. */
export function localitiesCsv(localities: readonly Locality[]): string {
  return csvText(LOCALITY_COLUMNS, sortLocalities(localities).map(localityRecord));
}

/** pincode-centres.csv: the pincode centres the import corrected, by pincode, for the app's pincode look-ups. */
export function movedCentresCsv(centres: readonly MovedCentre[]): string {
  const rows = [...centres]
    .sort((a, b) => compare(a.pincode, b.pincode))
    .map((c) => [c.pincode, fixed5(c.lat), fixed5(c.lng), c.from]);
  return csvText(['pincode', 'lat', 'lng', 'from'], rows);
}
