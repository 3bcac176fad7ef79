import fs from 'node:fs';
import { isLevConnector, type Station } from '../../domain/stations/station.ts';

/**
 * Reads the app's station file (data/stations/stations.csv: BEE + Open Charge Map, merged) and
 * holds the clean-up shared by every station importer: a small RFC 4180 CSV reader, the repair of
 * text garbled by BEE's PDF, state and connector names, postcodes, coordinates and ids. Each fix is
 * counted in an ImportReport; data/stations/SOURCE.md lists the counts for the bundled file.
 */

// ---------------------------------------------------------------------------------------------
// CSV (RFC 4180: quoted fields, "" inside quotes, CRLF or LF, newlines inside quotes)

/** Parses CSV text into rows of fields. A UTF-8 byte-order mark and a final newline are ignored. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  while (i < n) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      // Copy the run up to the next quote in one step.
      const next = text.indexOf('"', i);
      const end = next === -1 ? n : next;
      field += text.slice(i, end);
      i = end;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      i += 1;
    } else if (c === ',') {
      row.push(field);
      field = '';
      i += 1;
    } else if (c === '\n' || c === '\r') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      // Copy the plain run up to the next delimiter in one step.
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (d === 44 || d === 10 || d === 13 || d === 34) break;
        j += 1;
      }
      field += text.slice(i, j);
      i = j;
    }
  }
  if (quoted) throw new Error('CSV: a quoted field is not closed');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Rows as objects keyed by the header row; blank lines are skipped, missing cells read as ''. */
export function parseCsvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const rows = parseCsv(text);
  const header = (rows[0] ?? []).map((h) => h.trim());
  const records: Record<string, string>[] = [];
  for (const row of rows.slice(1)) {
    if (row.length === 1 && row[0] === '') continue;
    const record: Record<string, string> = {};
    header.forEach((h, k) => (record[h] = row[k] ?? ''));
    records.push(record);
  }
  return { header, records };
}

// ---------------------------------------------------------------------------------------------
// The import report: every defect fixed, counted

export const FIX_DESCRIPTIONS = {
  garbledAddress: 'addresses garbled by the PDF font (glyph codes instead of letters) decoded back to text',
  garbledCity: 'cities garbled the same way, decoded',
  garbledOther: 'other fields (station or operator names) garbled the same way, decoded',
  garbledIndicRemoved: 'garbled fields from which undecodable glyph runs (mis-mapped Kannada/Tamil script) were removed',
  textTidied: 'fields with control characters, stray backticks, doubled or trailing spaces (names and cities also: spaces around commas and brackets) tidied',
  addressLabels: "addresses tidied: the PDF's 'City=… District=… State=…' labels, empty ', ,' parts, repeated parts, spaces around commas",
  operatorRejoined: "operator names split by the PDF ('Corporatio n', 'CORPORAT ION') rejoined",
  madeUpName: "BEE rows with no station name: the made-up name 'operator - city' kept and marked (hasMadeUpName)",
  cityTitleCased: 'ALL-CAPS cities title-cased (also in the made-up names)',
  postcodeFixed: "postcodes with spaces ('691 571') fixed, or invalid ones (7 digits) cleared",
  postcodeFromAddress: "missing postcodes taken from a PIN in the address (only when its first 3 digits match the row's state)",
  stateNormalised: "state names normalised (abbreviations 'Mh', misspellings 'Keral', districts 'Bangalore Urban')",
  stateFromCity: "missing states taken from a city field that names a state or its capital ('Haryana', 'Mumbai')",
  stateFromPostcode: "missing states filled from the postcode (the state of most stations whose PIN shares its first 3 digits)",
  stateFromNearest: 'missing states filled from the 5 nearest stations (majority, within 25 km)',
  stateUnknown: 'states still unknown (left empty)',
  connectorRenamed: "connector entries renamed to the normalised names (e.g. 'CCS (Type 2)' → CCS2, 'Blue Commando (2P+E)' → IEC 60309 3-pin)",
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

// ---------------------------------------------------------------------------------------------
// Text garbled by BEE's PDF

/**
 * Some BEE addresses were extracted from the PDF as font glyph numbers instead of characters.
 * Two fonts occur. The common one (Calibri) puts 'a' at U+0102, 'b' at U+010F, digits at U+03EC…,
 * capitals at ASCII codes (\x04 = A, ',' = H, 'D' = M) and the space at \x03. The other shifts
 * letters ('@' = a, \x05 = B) and digits ('«' = 0). Both tables were read off the data (street
 * names, 'Andhra Pradesh', 6-digit PINs) and decode the garbled rows back to readable text.
 */
const CALIBRI = new Map<number, string>();
const SHIFTED = new Map<number, string>();
{
  const upper: Array<[number, string]> = [
    [0x04, 'A'], [0x11, 'B'], [0x12, 'C'], [0x18, 'D'], [0x20, 'E'], [0x26, 'F'], [0x27, 'G'], [0x2c, 'H'],
    [0x2f, 'I'], [0x3a, 'J'], [0x3c, 'K'], [0x3e, 'L'], [0x44, 'M'], [0x45, 'N'], [0x4b, 'O'], [0x57, 'P'],
    [0x59, 'Q'], [0x5a, 'R'], [0x5e, 'S'], [0x64, 'T'], [0x68, 'U'], [0x73, 'V'], [0x74, 'W'], [0x79, 'X'],
    [0x7a, 'Y'], [0x7f, 'Z'],
  ];
  for (const [code, ch] of upper) CALIBRI.set(code, ch);
  const lower = [
    0x102, 0x10f, 0x110, 0x11a, 0x11e, 0x128, 0x150, 0x15a, 0x15d, 0x169, 0x16c, 0x16f, 0x175, 0x176, 0x17d,
    0x189, 0x18b, 0x18c, 0x190, 0x19a, 0x1b5, 0x1c0, 0x1c1, 0x1c6, 0x1c7, 0x1cc,
  ];
  lower.forEach((code, k) => CALIBRI.set(code, String.fromCharCode(97 + k)));
  for (let d = 0; d < 10; d += 1) CALIBRI.set(0x3ec + d, String(d));
  const punct: Array<[number, string]> = [
    [0x03, ' '], [0x355, ','], [0x356, ';'], [0x357, ':'], [0x358, '.'], [0x35a, "'"], [0x35b, "'"], [0x396, "'"],
    [0x36c, '/'], [0x372, '-'], [0x374, '-'], [0x37e, '('], [0x37f, ')'], [0x398, '&'], [0x3b7, '#'], [0x441, '='],
    [0x120, 'é'], [0x37a, ' '],
  ];
  for (const [code, ch] of punct) CALIBRI.set(code, ch);

  SHIFTED.set(0x03, ' ');
  SHIFTED.set(0x20, 'I');
  for (let c = 0x04; c <= 0x1d; c += 1) SHIFTED.set(c, String.fromCharCode(c + 0x3d));
  for (let c = 0x40; c <= 0x59; c += 1) SHIFTED.set(c, String.fromCharCode(c + 0x21));
  for (let d = 0; d < 10; d += 1) SHIFTED.set(0xab + d, String(d));
  SHIFTED.set(0x7e, ',');
  SHIFTED.set(0x7d, '-');
}

const GLYPH_RANGE = /[\u0100-\u04ff]/g;
// eslint-disable-next-line no-control-regex
const MAYBE_GARBLED = /[\x00-\x08\x0b-\x1f\u0100-\u04ff]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x08\x0b-\x1f]/g;

/** Which garbling a text shows, if any. */
export function garbleKind(text: string): 'calibri' | 'shifted' | null {
  if (!MAYBE_GARBLED.test(text)) return null;
  const glyphs = text.match(GLYPH_RANGE)?.length ?? 0;
  const controls = text.match(CONTROL)?.length ?? 0;
  const visible = text.replace(/\s/g, '').length || 1;
  // ALL-CAPS garbled text is mostly ASCII glyph codes and \x03/\x04 (space, A).
  if (glyphs >= 3 && (glyphs + controls) / visible >= 0.3) return 'calibri';
  if (controls >= 2) {
    const shifted = [...text].filter((ch) => SHIFTED.has(ch.charCodeAt(0))).length;
    if (shifted / text.length >= 0.5) return 'shifted';
  }
  return null;
}

/**
 * Decodes a garbled text (see garbleKind). In both fonts the ASCII space is also a letter (E in
 * Calibri, I in the other): read off the data, it is the letter before a lower-case letter or
 * inside an ALL-CAPS word, and a real space where the PDF joined two lines. Characters of neither
 * table (mostly mis-mapped Kannada or Tamil script) are dropped.
 */
export function decodeGarbled(text: string, kind: 'calibri' | 'shifted'): { text: string; dropped: boolean } {
  const table = kind === 'calibri' ? CALIBRI : SHIFTED;
  const chars = [...text].map((ch) => ch.codePointAt(0)!);
  const isLetter = (code: number | undefined, lower: boolean) => {
    const mapped = code === undefined || code === 0x20 ? undefined : table.get(code);
    return mapped !== undefined && (lower ? /[a-z]/ : /[A-Z]/).test(mapped);
  };
  let out = '';
  let dropped = false;
  chars.forEach((code, i) => {
    if (code === 0x20) {
      const prev = chars[i - 1];
      const next = chars[i + 1];
      const letter =
        kind === 'calibri'
          ? isLetter(next, true) || (isLetter(prev, false) && !(next !== undefined && next >= 0x3ec && next <= 0x3f5))
          : prev === undefined || prev === 0x03;
      out += letter ? table.get(0x20)! : ' ';
      return;
    }
    const mapped = table.get(code);
    if (mapped !== undefined) out += mapped;
    else if (code > 0x7f) dropped = true;
  });
  // The other flattening of the same PDF lost the glyph spaces: split 'SalesServices' again.
  if (!/\s/.test(out.trim()) && out.length >= 16) out = out.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/,(?=\S)/g, ', ');
  return { text: out, dropped };
}

// eslint-disable-next-line no-control-regex
const ODD_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\ufffd`]/g;

/** Control characters, backticks and U+FFFD removed; runs of spaces collapsed; ends trimmed. */
const basicTidy = (text: string) => text.replace(ODD_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();

/** basicTidy, then spaces around commas and brackets, and leading/trailing commas. */
export function tidyText(text: string): string {
  return basicTidy(text)
    .replace(/\s+([,.)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/,(?=[A-Za-z])/g, ', ')
    .replace(/^[\s,;]+|[\s,;]+$/g, '');
}

/** A field decoded if garbled, then tidied; returns the text and whether it was garbled. */
function cleanField(value: string, report: ImportReport, garbledKey: 'garbledAddress' | 'garbledCity' | 'garbledOther'): string {
  const kind = garbleKind(value);
  if (kind) {
    const decoded = decodeGarbled(value, kind);
    report.fixes[garbledKey] += 1;
    if (decoded.dropped) report.fixes.garbledIndicRemoved += 1;
    return tidyText(decoded.text);
  }
  const tidy = tidyText(value);
  if (garbledKey !== 'garbledAddress' && tidy !== value) report.fixes.textTidied += 1;
  if (garbledKey === 'garbledAddress' && basicTidy(value) !== value) report.fixes.textTidied += 1;
  return tidy;
}

/** BEE's 'City=X, District=Y, State=Z' labels, empty parts and repeated parts. */
export function tidyAddress(address: string): string {
  const withoutLabels = address.replace(/\b(City|District|Distt|State|Post)\s*=\s*/gi, '');
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const raw of withoutLabels.split(',')) {
    const part = raw.trim();
    const key = part.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (!part || part === '#' || (key && seen.has(key))) continue;
    if (key) seen.add(key);
    parts.push(part);
  }
  return parts.join(', ');
}

/** Title Case for an ALL-CAPS place name; words without vowels (HSR, DLF, MG) stay capitals. */
export function titleCase(text: string): string {
  return text
    .split(/([\s\-/().,]+)/)
    .map((word) => (/[aeiou]/i.test(word) ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word))
    .join('');
}

const isAllCaps = (text: string) => /[A-Z]{2}/.test(text) && text === text.toUpperCase() && text.replace(/[^A-Za-z]/g, '').length > 3;

const OPERATOR_FIXES: Array<[RegExp, string]> = [
  [/^surat municipal corporatio n$/i, 'Surat Municipal Corporation'],
  [/^corporat ion of chennai$/i, 'Corporation of Chennai'],
  [/^hyderabad metro corporatio n ltd$/i, 'Hyderabad Metro Corporation Ltd'],
  [/\bcorporatio n\b/i, 'Corporation'],
  [/\bcorporat ion\b/i, 'Corporation'],
];

function cleanOperator(value: string, report: ImportReport): string {
  const operator = cleanField(value, report, 'garbledOther');
  for (const [pattern, replacement] of OPERATOR_FIXES) {
    if (pattern.test(operator)) {
      report.fixes.operatorRejoined += 1;
      return operator.replace(pattern, replacement);
    }
  }
  return operator;
}

function cleanCity(value: string, report: ImportReport): string {
  const city = cleanField(value, report, 'garbledCity');
  if (isAllCaps(city)) {
    report.fixes.cityTitleCased += 1;
    return titleCase(city);
  }
  return city;
}

function cleanAddress(value: string, report: ImportReport): string {
  const cleaned = tidyAddress(cleanField(value, report, 'garbledAddress'));
  if (!garbleKind(value) && cleaned !== basicTidy(value)) report.fixes.addressLabels += 1;
  return cleaned;
}

// ---------------------------------------------------------------------------------------------
// States

export const STATES = [
  'Andaman and Nicobar Islands', 'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chandigarh', 'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh', 'Jammu & Kashmir',
  'Jharkhand', 'Karnataka', 'Kerala', 'Ladakh', 'Lakshadweep', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya',
  'Mizoram', 'Nagaland', 'Odisha', 'Puducherry', 'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura',
  'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
] as const;

const stateKey = (text: string) => text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z]/g, '');

const STATE_ALIASES: Record<string, string> = (() => {
  const aliases: Record<string, string> = {};
  for (const state of STATES) aliases[stateKey(state)] = state;
  const extra: Record<string, string[]> = {
    'Andaman and Nicobar Islands': ['an', 'andamanandnicobar', 'andamannicobar', 'andaman'],
    'Andhra Pradesh': ['ap'],
    'Arunachal Pradesh': ['ar'],
    Assam: ['as'],
    Bihar: ['br'],
    Chandigarh: ['ch'],
    Chhattisgarh: ['ct', 'cg', 'chattisgarh', 'chhatisgarh'],
    'Dadra and Nagar Haveli and Daman and Diu': ['dn', 'dd', 'dh', 'dadraandnagarhaveli', 'damananddiu', 'dnhanddd'],
    Delhi: ['dl', 'newdelhi', 'nctofdelhi', 'delhincr', 'nct'],
    Goa: ['ga'],
    Gujarat: ['gj', 'gujrat'],
    Haryana: ['hr'],
    'Himachal Pradesh': ['hp'],
    'Jammu & Kashmir': ['jk', 'jammuandkashmir', 'jammukashmir'],
    Jharkhand: ['jh'],
    Karnataka: ['ka', 'bangaloreurban', 'bangalorerural', 'bengaluruurban', 'bengaluru', 'bangalore'],
    Kerala: ['kl'],
    Ladakh: ['la'],
    Lakshadweep: ['ld'],
    'Madhya Pradesh': ['mp'],
    Maharashtra: ['mh', 'mumbai'],
    Manipur: ['mn'],
    Meghalaya: ['ml'],
    Mizoram: ['mz'],
    Nagaland: ['nl'],
    Odisha: ['or', 'od', 'orissa'],
    Puducherry: ['py', 'pondicherry', 'pondy'],
    Punjab: ['pb'],
    Rajasthan: ['rj'],
    Sikkim: ['sk'],
    'Tamil Nadu': ['tn', 'chennai', 'villupuram'],
    Telangana: ['tg', 'ts', 'telengana', 'hyderabad'],
    Tripura: ['tr'],
    'Uttar Pradesh': ['up'],
    Uttarakhand: ['ut', 'uk', 'uttaranchal', 'uttrakhand'],
    'West Bengal': ['wb', 'kolkata'],
  };
  for (const [state, keys] of Object.entries(extra)) for (const key of keys) aliases[key] = state;
  return aliases;
})();

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, k) => k);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** A state's canonical name from a code, an old name or a misspelling; '' when it is not a state. */
export function normaliseState(raw: string): string {
  const key = stateKey(raw);
  if (!key || key === 'none' || key === 'india' || key === 'null' || key === 'na') return '';
  const exact = STATE_ALIASES[key];
  if (exact) return exact;
  if (key.length < 5) return '';
  let best = '';
  let bestDistance = Infinity;
  let tie = false;
  for (const [alias, state] of Object.entries(STATE_ALIASES)) {
    if (alias.length < 5) continue;
    const d = editDistance(key, alias);
    if (d < bestDistance) {
      bestDistance = d;
      best = state;
      tie = false;
    } else if (d === bestDistance && state !== best) tie = true;
  }
  const allowed = key.length >= 8 ? 2 : 1;
  return bestDistance <= allowed && !tie ? best : '';
}

// ---------------------------------------------------------------------------------------------
// Connectors

/**
 * A connector's normalised name (CCS2, Type 2, Bharat AC-001, Bharat DC-001, CHAdeMO, GB/T DC,
 * CEE 3 Pin, IEC 60309 3-pin, Type 1, LEV AC, LEV DC …), or null for an unknown type. BEE's
 * flattened list says only 'LEV (2/3-wheeler)', which becomes 'LEV'.
 */
export function normaliseConnector(raw: string): string | null {
  const text = raw.trim().replace(/\s+/g, ' ');
  const key = text.toLowerCase();
  if (!key || key === 'unknown' || key === '(unknown)' || key === 'null' || key === 'none') return null;
  if (/^lev ac\b/.test(key)) return 'LEV AC';
  if (/^lev dc\b/.test(key)) return `LEV DC${text.slice(6)}`;
  if (/^lev\b|2\/3.?wheeler|two.?wheeler|three.?wheeler/.test(key)) return 'LEV';
  if (/\bccs\b.*(type ?2|\b2\b)|^ccs ?2$|combo ?2/.test(key)) return 'CCS2';
  if (/\bccs\b.*(type ?1|\b1\b)|^ccs ?1$|combo ?1/.test(key)) return 'CCS1';
  if (key === 'ccs') return 'CCS2';
  if (/chademo/.test(key)) return 'CHAdeMO';
  if (/bharat.*dc|dc.?001/.test(key)) return 'Bharat DC-001';
  if (/bharat.*ac|ac.?001/.test(key)) return 'Bharat AC-001';
  if (/gb.?t.*dc|20234\.3/.test(key)) return 'GB/T DC';
  if (/gb.?t.*ac|20234\.2/.test(key)) return 'GB/T AC';
  if (/^type ?2\b|mennekes|62196-2/.test(key)) return 'Type 2';
  if (/^type ?1\b|j1772/.test(key)) return 'Type 1';
  if (/blue commando|2p\+e|60309.*3.?pin/.test(key)) return 'IEC 60309 3-pin';
  if (/60309.*5.?pin/.test(key)) return 'IEC 60309 5-pin';
  if (/^cee 3 ?pin$/.test(key)) return 'CEE 3 Pin';
  return text;
}

/** Normalises a list of raw connector names: unknown ones dropped, duplicates removed, counted. */
export function normaliseConnectors(raw: string[], report: ImportReport): string[] {
  const out: string[] = [];
  for (const name of raw) {
    const normal = normaliseConnector(name);
    if (normal === null) {
      if (name.trim() !== '') report.fixes.connectorUnknownDropped += 1;
      continue;
    }
    if (normal !== name.trim()) report.fixes.connectorRenamed += 1;
    if (!out.includes(normal)) out.push(normal);
  }
  return sortConnectors(tidyLev(out));
}

/** Connectors in one order (as in the bundled file), so that lists compare equal. */
export const sortConnectors = (connectors: string[]) => [...connectors].sort();

/** A generic 'LEV' says nothing once a specific LEV connector is known. */
export function tidyLev(connectors: string[]): string[] {
  return connectors.includes('LEV') && connectors.some((c) => c !== 'LEV' && isLevConnector(c)) ? connectors.filter((c) => c !== 'LEV') : connectors;
}

// ---------------------------------------------------------------------------------------------
// Station drafts → stations

/** A station as a reader produces it, before the batch-wide fixes (state, postcode, ids). */
export type StationDraft = Omit<Station, 'id' | 'levOnly'>;

/** Field clean-up for one record, shared by the three readers. */
export function cleanDraft(
  raw: { source: string; sourceId: string; name: string; operator: string; address: string; city: string; state: string; postcode: string; lat: string; lng: string; maxKw: number | null; connectors: string[]; madeUpName: boolean },
  report: ImportReport,
): StationDraft | null {
  let lat = Number.parseFloat(raw.lat);
  let lng = Number.parseFloat(raw.lng);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || (lat === 0 && lng === 0)) {
    report.fixes.badCoordinatesDropped += 1;
    return null;
  }
  if (!inIndia(lat, lng) && inIndia(lng, lat)) {
    [lat, lng] = [lng, lat];
    report.fixes.latLngSwapped += 1;
  }
  if (!inIndia(lat, lng)) {
    report.fixes.outsideIndiaDropped += 1;
    return null;
  }
  const operator = cleanOperator(raw.operator, report);
  const city = cleanCity(raw.city, report);
  const address = cleanAddress(raw.address, report);
  let name: string;
  if (raw.madeUpName) {
    report.fixes.madeUpName += 1;
    name = madeUpName(operator, city);
  } else {
    name = cleanField(raw.name, report, 'garbledOther') || operator || 'EV charging station';
  }
  const stateText = tidyText(raw.state);
  let state = normaliseState(stateText);
  if (state && state !== stateText) report.fixes.stateNormalised += 1;
  // OCM sometimes puts the state in the town field ('Haryana', 'Maharashtra').
  const cityKey = stateKey(city);
  if (!state && cityKey.length >= 4 && STATE_ALIASES[cityKey]) {
    state = STATE_ALIASES[cityKey];
    report.fixes.stateFromCity += 1;
  }
  let postcode = raw.postcode.replace(/\s+/g, '').replace(/\.0$/, '');
  if (postcode !== raw.postcode.trim() && /^[1-9]\d{5}$/.test(postcode)) report.fixes.postcodeFixed += 1;
  if (postcode && !/^[1-9]\d{5}$/.test(postcode)) {
    report.fixes.postcodeFixed += 1;
    postcode = '';
  }
  let maxKw = raw.maxKw !== null && Number.isFinite(raw.maxKw) && raw.maxKw > 0 ? raw.maxKw : null;
  if (maxKw !== null && maxKw > MAX_PLAUSIBLE_KW) {
    report.fixes.maxKwImplausible += 1;
    maxKw = null;
  }
  if (maxKw === null) report.fixes.maxKwMissing += 1;
  if (raw.connectors.length === 0) report.fixes.noConnectors += 1;
  return {
    source: raw.source,
    sourceId: raw.sourceId,
    name,
    operator,
    address,
    city,
    state,
    postcode,
    lat: round6(lat),
    lng: round6(lng),
    maxKw,
    connectors: raw.connectors,
  };
}

// toFixed rounds the exact binary value, as the bundled file's 6 decimals were written.
/** India's fastest public chargers give 360 kW; OCM has typos of 1,200 and 1,000,000 kW. */
export const MAX_PLAUSIBLE_KW = 400;

const round6 = (x: number) => Number(x.toFixed(6));

/** India's bounding box, islands included. */
export const inIndia = (lat: number, lng: number) => lat >= 6 && lat <= 37.6 && lng >= 68 && lng <= 97.5;

export const madeUpName = (operator: string, city: string) => (city ? `${operator || 'EV charging'} - ${city}` : operator || 'EV charging station');

/**
 * BEE gives no station names, so its rows carry a made-up 'operator - city'. Screens may show
 * such a name differently (e.g. with the address first); a real name from OCM replaces it on merge.
 */
export function hasMadeUpName(station: Pick<Station, 'source' | 'name' | 'operator' | 'city'>): boolean {
  return station.source === 'bee' && station.name === madeUpName(station.operator, station.city);
}

/** The stable id: the first source id when it names its source ('bee:delhi:47'), else source:id. */
export function stationId(source: string, sourceId: string): string {
  const first = sourceId.split(';')[0]!.trim();
  return /^[a-z][a-z0-9]*:/.test(first) ? first : `${source}:${first}`;
}

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Great-circle distance in metres. */
export function distanceM(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = (bLat - aLat) * RAD;
  const dLng = (bLng - aLng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * RAD) * Math.cos(bLat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The fixes that need the whole batch: missing states from the nearest stations, missing
 * postcodes from a PIN in the address, unique ids, and the LEV-only flag.
 */
export function finaliseStations(drafts: StationDraft[], report: ImportReport): Station[] {
  // PIN prefixes seen per state, to trust a number found in an address.
  const prefixes = new Map<string, Set<string>>();
  for (const d of drafts) {
    if (!d.postcode || !d.state) continue;
    const key = d.postcode.slice(0, 3);
    if (!prefixes.has(key)) prefixes.set(key, new Set());
    prefixes.get(key)!.add(d.state);
  }
  const withState = drafts.filter((d) => d.state);
  const prefixVotes = new Map<string, Map<string, number>>();
  for (const d of withState) {
    if (!d.postcode) continue;
    const key = d.postcode.slice(0, 3);
    if (!prefixVotes.has(key)) prefixVotes.set(key, new Map());
    const votes = prefixVotes.get(key)!;
    votes.set(d.state, (votes.get(d.state) ?? 0) + 1);
  }
  for (const d of drafts) {
    if (!d.state && d.postcode) {
      const votes = [...(prefixVotes.get(d.postcode.slice(0, 3)) ?? new Map<string, number>()).entries()].sort((a, b) => b[1] - a[1]);
      const total = votes.reduce((sum, [, n]) => sum + n, 0);
      if (votes[0] && votes[0][1] >= 2 && votes[0][1] >= 0.75 * total) {
        d.state = votes[0][0];
        report.fixes.stateFromPostcode += 1;
      }
    }
    if (!d.state) {
      const nearest = withState
        .filter((s) => Math.abs(s.lat - d.lat) < 0.25 && Math.abs(s.lng - d.lng) < 0.3)
        .map((s) => ({ state: s.state, m: distanceM(d.lat, d.lng, s.lat, s.lng) }))
        .filter((s) => s.m <= 25_000)
        .sort((a, b) => a.m - b.m)
        .slice(0, 5);
      const votes = new Map<string, number>();
      for (const s of nearest) votes.set(s.state, (votes.get(s.state) ?? 0) + 1);
      const [top] = [...votes.entries()].sort((a, b) => b[1] - a[1]);
      if (top && top[1] * 2 > nearest.length) {
        d.state = top[0];
        report.fixes.stateFromNearest += 1;
      } else report.fixes.stateUnknown += 1;
    }
    if (!d.postcode && d.state) {
      const pins = new Set([...d.address.matchAll(/(?<![\d-])[1-9]\d{5}(?![\d-])/g)].map((m) => m[0]));
      const [pin] = [...pins];
      if (pins.size === 1 && pin && prefixes.get(pin.slice(0, 3))?.has(d.state)) {
        d.postcode = pin;
        report.fixes.postcodeFromAddress += 1;
      }
    }
  }
  const ids = new Set<string>();
  const stations: Station[] = [];
  for (const d of drafts) {
    let sourceId = d.sourceId;
    if (ids.has(stationId(d.source, sourceId))) {
      let k = 2;
      while (ids.has(stationId(d.source, `${sourceId}~${k}`))) k += 1;
      sourceId = `${sourceId}~${k}`;
      report.fixes.duplicateIdRenamed += 1;
    }
    const id = stationId(d.source, sourceId);
    ids.add(id);
    stations.push({ id, ...d, sourceId, levOnly: d.connectors.length > 0 && d.connectors.every(isLevConnector) });
  }
  report.stations = stations.length;
  return stations;
}

// ---------------------------------------------------------------------------------------------
// The app's own format

export const APP_CSV_COLUMNS = ['source', 'source_id', 'name', 'operator', 'address', 'city', 'state', 'postcode', 'lat', 'lng', 'max_kw', 'connectors'] as const;

/** Parses the app's stations.csv format (see data/stations/SOURCE.md), applying the fixes. */
export function parseStationsCsv(text: string): { stations: Station[]; report: ImportReport } {
  const { header, records } = parseCsvRecords(text);
  const missing = APP_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) throw new Error(`stations CSV: missing column(s) ${missing.join(', ')}`);
  const report = newReport('app-csv');
  const drafts: StationDraft[] = [];
  for (const r of records) {
    report.rows += 1;
    const source = r.source!.trim().toLowerCase();
    const maxKwText = r.max_kw!.trim();
    const draft = cleanDraft(
      {
        source,
        sourceId: r.source_id!.trim(),
        name: r.name!,
        operator: r.operator!,
        address: r.address!,
        city: r.city!,
        state: r.state!,
        postcode: r.postcode!,
        lat: r.lat!,
        lng: r.lng!,
        maxKw: maxKwText === '' ? null : Number(maxKwText),
        connectors: normaliseConnectors(r.connectors!.split(';'), report),
        madeUpName: source === 'bee' && r.name === `${r.operator} - ${r.city}`,
      },
      report,
    );
    if (draft) drafts.push(draft);
  }
  return { stations: finaliseStations(drafts, report), report };
}

export function readStationsCsv(file: string): { stations: Station[]; report: ImportReport } {
  return parseStationsCsv(fs.readFileSync(file, 'utf8'));
}
