/**
 * The import report: every defect a station import fixes, counted. data/stations/SOURCE.md lists
 * the counts for the bundled file.
 */

export const FIX_DESCRIPTIONS = {
  garbledAddress: 'addresses garbled by the PDF font (glyph codes instead of letters) decoded back to text',
  garbledCity: 'cities garbled the same way, decoded',
  garbledOther: 'other fields (station or operator names) garbled the same way, decoded',
  garbledIndicRemoved:
    'garbled fields from which undecodable glyph runs (mis-mapped Kannada/Tamil script) were removed',
  textTidied:
    'fields with control characters, stray backticks, doubled or trailing spaces (names and cities also: spaces around commas and brackets) tidied',
  addressLabels:
    "addresses tidied: the PDF's 'City=… District=… State=…' labels, empty ', ,' parts, repeated parts, spaces around commas",
  operatorRejoined: "operator names split by the PDF ('Corporatio n', 'CORPORAT ION') rejoined",
  madeUpName: "BEE rows with no station name: the made-up name 'operator - city' kept and marked (hasMadeUpName)",
  cityTitleCased: 'ALL-CAPS cities title-cased (also in the made-up names)',
  postcodeFixed: "postcodes with spaces ('691 571') fixed, or invalid ones (7 digits) cleared",
  postcodeFromAddress:
    "missing postcodes taken from a PIN in the address (only when its first 3 digits match the row's state)",
  stateNormalised: "state names normalised (abbreviations 'Mh', misspellings 'Keral', districts 'Bangalore Urban')",
  stateFromCity: "missing states taken from a city field that names a state or its capital ('Haryana', 'Mumbai')",
  stateFromPostcode:
    'missing states filled from the postcode (the state of most stations whose PIN shares its first 3 digits)',
  stateFromNearest: 'missing states filled from the 5 nearest stations (majority, within 25 km)',
  stateUnknown: 'states still unknown (left empty)',
  connectorRenamed:
    "connector entries renamed to the normalised names (e.g. 'CCS (Type 2)' → CCS2, 'Blue Commando (2P+E)' → IEC 60309 3-pin)",
  connectorUnknownDropped: "connector entries of unknown type ('Unknown', blank) dropped",
  noConnectors: 'stations with no known connector (kept, connectors empty, not marked LEV-only)',
  maxKwImplausible: 'connector powers above 400 kW (typos: 1,200 and 1,000,000 kW) ignored',
  maxKwMissing: 'max_kw empty or not a positive number → null',
  badCoordinatesDropped: 'rows without usable coordinates dropped',
  outsideIndiaDropped: 'rows with coordinates outside India dropped',
  latLngSwapped: 'rows with latitude and longitude swapped, swapped back',
  duplicateIdRenamed: 'duplicate source ids made unique (suffix ~2, ~3…)',
  removedSkipped: "OCM records with status 'Removed' skipped",
  nonIndiaSkipped: 'OCM records for another country skipped',
} as const;

export type FixKey = keyof typeof FIX_DESCRIPTIONS;

export interface ImportReport {
  format: 'app-csv' | 'bee-csv' | 'ocm';
  /** Data rows read from the file(s). */
  rows: number;
  /** Stations produced. */
  stations: number;
  fixes: Record<FixKey, number>;
}

export function newReport(format: ImportReport['format']): ImportReport {
  const fixes = Object.fromEntries(Object.keys(FIX_DESCRIPTIONS).map((k) => [k, 0])) as Record<FixKey, number>;
  return { format, rows: 0, stations: 0, fixes };
}

/** The fixes that happened, one line each, for the import command's output. */
export function describeReport(report: ImportReport): string[] {
  return (Object.keys(FIX_DESCRIPTIONS) as FixKey[])
    .filter((k) => report.fixes[k] > 0)
    .map((k) => `${report.fixes[k]} × ${FIX_DESCRIPTIONS[k]}`);
}
