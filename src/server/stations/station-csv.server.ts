import fs from 'node:fs';
import { csvRecords } from '../../domain/csv/csv.ts';
import { isLevConnector, type Station } from '../../domain/stations/station.ts';
import { normaliseConnectors } from './connector-names.server.ts';
import { newReport, type ImportReport } from './import-report.server.ts';
import { normaliseState, STATE_ALIASES, stateKey } from './indian-states.server.ts';
import { cleanAddress, cleanCity, cleanField, cleanOperator, tidyText } from './station-text.server.ts';

/**
 * Reads the app's station file (data/stations/stations.csv: BEE + Open Charge Map, merged) and
 * holds the clean-up shared by every station importer: one record's fields (text through
 * station-text.server.ts, state names through indian-states.server.ts), postcodes, coordinates and
 * powers, then the batch-wide fixes (states, postcodes, ids). Each fix is counted in an
 * ImportReport (import-report.server.ts); data/stations/SOURCE.md lists the counts for the bundled file.
 */

// ---------------------------------------------------------------------------------------------
// Station drafts → stations

/** A station as a reader produces it, before the batch-wide fixes (state, postcode, ids). */
export type StationDraft = Omit<Station, 'id' | 'levOnly'>;

/** Field clean-up for one record, shared by the three readers. */
export function cleanDraft(
  raw: {
    source: string;
    sourceId: string;
    name: string;
    operator: string;
    address: string;
    city: string;
    state: string;
    postcode: string;
    lat: string;
    lng: string;
    maxKw: number | null;
    connectors: string[];
    madeUpName: boolean;
  },
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

/** India's fastest public chargers give 360 kW; OCM has typos of 1,200 and 1,000,000 kW. */
export const MAX_PLAUSIBLE_KW = 400;

// toFixed rounds the exact binary value, as the bundled file's 6 decimals were written.
const round6 = (x: number) => Number(x.toFixed(6));

/** India's bounding box, islands included. */
export const inIndia = (lat: number, lng: number) => lat >= 6 && lat <= 37.6 && lng >= 68 && lng <= 97.5;

export const madeUpName = (operator: string, city: string) =>
  city ? `${operator || 'EV charging'} - ${city}` : operator || 'EV charging station';

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
      const votes = [...(prefixVotes.get(d.postcode.slice(0, 3)) ?? new Map<string, number>()).entries()].sort(
        (a, b) => b[1] - a[1],
      );
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

export const APP_CSV_COLUMNS = [
  'source',
  'source_id',
  'name',
  'operator',
  'address',
  'city',
  'state',
  'postcode',
  'lat',
  'lng',
  'max_kw',
  'connectors',
] as const;

/** Parses the app's stations.csv format (see data/stations/SOURCE.md), applying the fixes. */
export function parseStationsCsv(text: string): { stations: Station[]; report: ImportReport } {
  const { header, records } = csvRecords(text);
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
