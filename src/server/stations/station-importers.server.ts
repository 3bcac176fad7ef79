import fs from 'node:fs';
import path from 'node:path';
import { csvHeader, csvRecords } from '../../domain/csv/csv.ts';
import type { Station } from '../../domain/stations/station.ts';
import { normaliseConnectors } from './connector-names.server.ts';
import { newReport, type ImportReport } from './import-report.server.ts';
import { normaliseState } from './indian-states.server.ts';
import {
  APP_CSV_COLUMNS,
  cleanDraft,
  finaliseStations,
  MAX_PLAUSIBLE_KW,
  parseStationsCsv,
  type StationDraft,
} from './station-csv.server.ts';

/**
 * Readers for the two outside formats an operator may load with `npm run stations:import`:
 * - BEE's national list as flattened by the-wildcat/ev-fleet-monitoring (one row per station,
 *   connector types joined by '; ', no ids; data/stations/fixtures/bee_sample.csv);
 * - Open Charge Map's export (charging_stations_india.csv, charging_units_india.csv with one row
 *   per connector, and ocm_reference.json for the connector and operator names;
 *   data/stations/fixtures/ocm/).
 * Both give Station[] with normalised connector names and the same fixes as the app's own file.
 */

export type StationFormat = 'app-csv' | 'bee-csv' | 'ocm';

export const BEE_CSV_COLUMNS = [
  'name',
  'operator',
  'state',
  'city',
  'address',
  'lat',
  'lon',
  'max_car_kw',
  'connector_types',
] as const;
const OCM_STATION_COLUMNS = ['station_id', 'name', 'latitude', 'longitude'] as const;
export const OCM_STATIONS_FILE = 'charging_stations_india.csv';
export const OCM_UNITS_FILE = 'charging_units_india.csv';
export const OCM_REFERENCE_FILE = 'ocm_reference.json';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

const numberOrNull = (text: string | undefined) => {
  const value = Number.parseFloat(text ?? '');
  return Number.isFinite(value) ? value : null;
};

// ---------------------------------------------------------------------------------------------
// BEE, flattened

/**
 * BEE's list as one CSV row per station. The file has no ids, so each station gets one from what
 * identifies it: `bee:<state>:<operator>:<lat>,<lng>` (5 decimals, about 1 m). Loading the same
 * list again matches those ids; a newer list whose station moved less than 50 m is matched by the
 * repository's de-duplication instead.
 */
export function parseBeeCsv(text: string): { stations: Station[]; report: ImportReport } {
  const { header, records } = csvRecords(text);
  const missing = BEE_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) throw new Error(`BEE CSV: missing column(s) ${missing.join(', ')}`);
  const report = newReport('bee-csv');
  const drafts: StationDraft[] = [];
  for (const r of records) {
    report.rows += 1;
    const operator = r.operator ?? '';
    const city = (r.city ?? '').trim() || (r.district ?? '').trim();
    const lat = numberOrNull(r.lat);
    const lng = numberOrNull(r.lon);
    const draft = cleanDraft(
      {
        source: 'bee',
        sourceId: `bee:${slug(normaliseState(r.state ?? '') || (r.state ?? ''))}:${slug(operator)}:${lat?.toFixed(5) ?? ''},${lng?.toFixed(5) ?? ''}`,
        name: r.name ?? '',
        operator,
        address: r.address ?? '',
        city,
        state: r.state ?? '',
        postcode: '',
        lat: r.lat ?? '',
        lng: r.lon ?? '',
        maxKw: numberOrNull(r.max_car_kw),
        connectors: normaliseConnectors((r.connector_types ?? '').split(/[;|]/), report),
        // This flattening names every station 'operator · city', made up like BEE's other copy.
        madeUpName: /^\s*$/.test(r.name ?? '') || (r.name ?? '').trim() === `${operator.trim()} · ${city}`,
      },
      report,
    );
    if (draft) drafts.push(draft);
  }
  return { stations: finaliseStations(drafts, report), report };
}

export function readBeeCsv(file: string): { stations: Station[]; report: ImportReport } {
  return parseBeeCsv(fs.readFileSync(file, 'utf8'));
}

// ---------------------------------------------------------------------------------------------
// Open Charge Map

interface OcmReference {
  ConnectionTypes?: Array<{ ID: number; Title: string }>;
  Operators?: Array<{ ID: number; Title: string }>;
  StatusTypes?: Array<{ ID: number; Title: string }>;
}

/** OCM status types for records that no longer exist. */
const OCM_REMOVED_STATUS = new Set([200, 210]);
const OCM_INDIA = 106;

/** The folder holding an OCM export, from the folder itself or any of its three files. */
export function ocmFolder(fileOrFolder: string): string {
  return fs.statSync(fileOrFolder).isDirectory() ? fileOrFolder : path.dirname(fileOrFolder);
}

/**
 * Reads an OCM export: the stations file, its connectors (one row per connection, joined by
 * station_id) and the reference tables that name connection types and operators. Records marked
 * removed, or in another country, are skipped; 'Unknown' connection types are dropped.
 */
export function readOcmExport(fileOrFolder: string): { stations: Station[]; report: ImportReport } {
  const folder = ocmFolder(fileOrFolder);
  const given = path.basename(fileOrFolder);
  const isStationsFile =
    !fs.statSync(fileOrFolder).isDirectory() && given !== OCM_UNITS_FILE && given !== OCM_REFERENCE_FILE;
  const stationsFile = isStationsFile ? fileOrFolder : path.join(folder, OCM_STATIONS_FILE);
  const read = (file: string) => {
    if (!fs.existsSync(file)) throw new Error(`OCM export: ${file} is missing`);
    return fs.readFileSync(file, 'utf8');
  };
  return parseOcmExport({
    stationsCsv: read(stationsFile),
    unitsCsv: read(path.join(folder, OCM_UNITS_FILE)),
    referenceJson: read(path.join(folder, OCM_REFERENCE_FILE)),
  });
}

export function parseOcmExport(files: { stationsCsv: string; unitsCsv: string; referenceJson: string }): {
  stations: Station[];
  report: ImportReport;
} {
  const stationsCsv = csvRecords(files.stationsCsv);
  const missing = OCM_STATION_COLUMNS.filter((c) => !stationsCsv.header.includes(c));
  if (missing.length > 0) throw new Error(`OCM stations CSV: missing column(s) ${missing.join(', ')}`);
  const reference = JSON.parse(files.referenceJson) as OcmReference;
  const connectionTypes = new Map((reference.ConnectionTypes ?? []).map((t) => [t.ID, t.Title]));
  const operators = new Map((reference.Operators ?? []).map((o) => [o.ID, o.Title]));

  const units = new Map<string, Array<{ type: string; kw: number | null }>>();
  for (const u of csvRecords(files.unitsCsv).records) {
    const stationId = String(numberOrNull(u.station_id) ?? '');
    const typeId = numberOrNull(u.connection_type_id);
    const type = typeId === null ? '' : (connectionTypes.get(typeId) ?? '');
    if (!units.has(stationId)) units.set(stationId, []);
    units.get(stationId)!.push({ type, kw: numberOrNull(u.power_kw) });
  }

  const report = newReport('ocm');
  const drafts: StationDraft[] = [];
  for (const r of stationsCsv.records) {
    report.rows += 1;
    const status = numberOrNull(r.status_type_id);
    if (status !== null && OCM_REMOVED_STATUS.has(status)) {
      report.fixes.removedSkipped += 1;
      continue;
    }
    const country = numberOrNull(r.country_id);
    if (country !== null && country !== OCM_INDIA) {
      report.fixes.nonIndiaSkipped += 1;
      continue;
    }
    const id = String(numberOrNull(r.station_id) ?? (r.station_id ?? '').trim());
    const operatorId = numberOrNull(r.operator_id);
    const operatorTitle = operatorId === null ? '' : (operators.get(operatorId) ?? '');
    const stationUnits = units.get(id) ?? [];
    const powers = stationUnits.map((u) => u.kw).filter((kw): kw is number => kw !== null && kw > 0);
    const plausible = powers.filter((kw) => kw <= MAX_PLAUSIBLE_KW);
    report.fixes.maxKwImplausible += powers.length - plausible.length;
    const draft = cleanDraft(
      {
        source: 'ocm',
        sourceId: `ocm:${id}`,
        name: r.name ?? '',
        // '(Unknown Operator)' and '(Business Owner at Location)' name no operator.
        operator: operatorTitle.startsWith('(') ? '' : operatorTitle,
        address: r.address ?? '',
        city: r.town ?? '',
        state: r.state ?? '',
        postcode: r.postcode ?? '',
        lat: r.latitude ?? '',
        lng: r.longitude ?? '',
        maxKw: plausible.length > 0 ? Math.max(...plausible) : null,
        connectors: normaliseConnectors(
          stationUnits.map((u) => u.type),
          report,
        ),
        madeUpName: false,
      },
      report,
    );
    if (draft) drafts.push(draft);
  }
  return { stations: finaliseStations(drafts, report), report };
}

// ---------------------------------------------------------------------------------------------
// Any of the three

/** A file's header names, or none when its first line is not CSV (then it is no stations file we know). */
function headerOf(head: string): string[] {
  try {
    return csvHeader(head);
  } catch {
    return [];
  }
}

/** Which format a file (or an OCM folder) holds, from its header row. */
export function detectStationFormat(fileOrFolder: string): StationFormat {
  if (fs.statSync(fileOrFolder).isDirectory()) {
    if (fs.existsSync(path.join(fileOrFolder, OCM_STATIONS_FILE))) return 'ocm';
    throw new Error(`${fileOrFolder}: a folder must hold an OCM export (${OCM_STATIONS_FILE})`);
  }
  if (path.basename(fileOrFolder) === OCM_REFERENCE_FILE) return 'ocm';
  const columns = new Set(headerOf(fs.readFileSync(fileOrFolder, 'utf8').slice(0, 4096)));
  if (APP_CSV_COLUMNS.every((c) => columns.has(c))) return 'app-csv';
  if (BEE_CSV_COLUMNS.every((c) => columns.has(c))) return 'bee-csv';
  if (OCM_STATION_COLUMNS.every((c) => columns.has(c))) return 'ocm';
  if (columns.has('connection_type_id') && columns.has('station_id')) return 'ocm';
  throw new Error(
    `${fileOrFolder}: not a stations file this importer knows (app CSV, BEE flattened CSV or an OCM export)`,
  );
}

/** Reads a stations file in whichever of the three formats it holds. */
export function readStationFile(fileOrFolder: string): {
  format: StationFormat;
  stations: Station[];
  report: ImportReport;
} {
  const format = detectStationFormat(fileOrFolder);
  if (format === 'ocm') return { format, ...readOcmExport(fileOrFolder) };
  const text = fs.readFileSync(fileOrFolder, 'utf8');
  return { format, ...(format === 'app-csv' ? parseStationsCsv(text) : parseBeeCsv(text)) };
}
