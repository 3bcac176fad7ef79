import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Station } from '../../domain/stations/station.ts';
import { seedStationsIfEmpty } from './seed-stations.server.ts';
import { normaliseConnector } from './connector-names.server.ts';
import { decodeGarbled, garbleKind } from './garbled-text.server.ts';
import type { ImportReport } from './import-report.server.ts';
import { normaliseState, STATES } from './indian-states.server.ts';
import { distanceM, hasMadeUpName, readStationsCsv } from './station-csv.server.ts';
import {
  detectStationFormat,
  parseOcmExport,
  readBeeCsv,
  readOcmExport,
  readStationFile,
} from './station-importers.server.ts';
import { countStations, loadAllStations, similarStations, upsertStations } from './station-repository.server.ts';
import { closeMigratedDatabases, migratedDatabase } from '../../../tests/support/migrated-database.ts';

const DATA = fileURLToPath(new URL('../../../data/', import.meta.url));
const BUNDLED = path.join(DATA, 'stations/stations.csv');
const BEE_FIXTURE = path.join(DATA, 'stations/fixtures/bee_sample.csv');
const OCM_FIXTURE = path.join(DATA, 'stations/fixtures/ocm');

// ---------------------------------------------------------------------------------------------
// A fresh database per test: SQLite in a temp folder, or a new PostgreSQL database when
// TEST_DATABASE_URL is a postgres:// URL (as tests/support/test-app.ts does).

const freshDatabase = () => migratedDatabase('ev-stations-');
afterEach(closeMigratedDatabases);

/** A point `metres` north of (lat, lng). */
const north = (lat: number, metres: number) => lat + metres / 111_195;

// ---------------------------------------------------------------------------------------------

describe('clean-up helpers', () => {
  it("decodes the PDF's Calibri glyph codes back to text", () => {
    const garbled = 'ZŽĂĚ\u0003EŽ͘ϰϬϭͲ\u0004ŝ͕\u0003\u0004ŶĚŚƌĂ\u0003WƌĂĚĞƐŚ';
    expect(garbleKind(garbled)).toBe('calibri');
    expect(decodeGarbled(garbled, 'calibri').text).toBe('Road No.401-Ai, Andhra Pradesh');
    // The ASCII space is an E before a lower-case letter ('Estate'), a space where lines joined.
    expect(decodeGarbled('/ŶĚƵƐƚƌŝĂů\u0003 ƐƚĂƚĞ͕ dŚĞ', 'calibri').text).toBe('Industrial Estate, The');
  });

  it('decodes the shifted-letter font too', () => {
    const garbled = '\u0005@MF@KNQD\u0003\u0016NTSG\u0003°±««³®\u0003 MCH@';
    expect(garbleKind(garbled)).toBe('shifted');
    expect(decodeGarbled(garbled, 'shifted').text).toBe('Bangalore South 560083 India');
    expect(garbleKind('Plain address, Pune 411001')).toBeNull();
    expect(garbleKind('Le Méridien, Café')).toBeNull();
  });

  it('normalises connector names', () => {
    expect(normaliseConnector('CCS (Type 2)')).toBe('CCS2');
    expect(normaliseConnector('Type 2 (Tethered Connector) ')).toBe('Type 2');
    expect(normaliseConnector('Type 2 AC')).toBe('Type 2');
    expect(normaliseConnector('GB-T DC - GB/T 20234.3')).toBe('GB/T DC');
    expect(normaliseConnector('Blue Commando (2P+E)')).toBe('IEC 60309 3-pin');
    expect(normaliseConnector('Type 1 (J1772)')).toBe('Type 1');
    expect(normaliseConnector('LEV (2/3-wheeler)')).toBe('LEV');
    expect(normaliseConnector('LEV DC (IS 17017-2-7)')).toBe('LEV DC (IS 17017-2-7)');
    expect(normaliseConnector('Bharat AC-001')).toBe('Bharat AC-001');
    expect(normaliseConnector('Unknown')).toBeNull();
    expect(normaliseConnector('')).toBeNull();
  });

  it('normalises state names, codes and misspellings', () => {
    expect(normaliseState('Mh')).toBe('Maharashtra');
    expect(normaliseState('Tamilnadu')).toBe('Tamil Nadu');
    expect(normaliseState('Keral')).toBe('Kerala');
    expect(normaliseState('Uttarakhnad')).toBe('Uttarakhand');
    expect(normaliseState('New Dehi')).toBe('Delhi');
    expect(normaliseState('Bangalore Urban')).toBe('Karnataka');
    expect(normaliseState('Andaman & Nicobar')).toBe('Andaman and Nicobar Islands');
    expect(normaliseState('None')).toBe('');
    expect(normaliseState('India')).toBe('');
  });
});

describe('the bundled stations.csv', () => {
  let stations: Station[];
  let report: ImportReport;
  beforeAll(() => {
    ({ stations, report } = readStationsCsv(BUNDLED));
  });

  it('keeps all 27,738 stations, 12,487 of them two/three-wheeler only', () => {
    expect(report.rows).toBe(27_738);
    expect(stations).toHaveLength(27_738);
    expect(stations.filter((s) => s.levOnly)).toHaveLength(12_487);
    expect(new Set(stations.map((s) => s.id)).size).toBe(stations.length);
    const bySource = (source: string) => stations.filter((s) => s.source === source).length;
    expect([bySource('bee'), bySource('ocm'), bySource('bee+ocm')]).toEqual([26_428, 1_182, 128]);
  });

  it('splits connectors and keeps max kW', () => {
    const eesl = stations.find((s) => s.sourceId === 'bee:delhi:15;ocm:306986')!;
    expect(eesl).toMatchObject({
      id: 'bee:delhi:15',
      source: 'bee+ocm',
      connectors: ['Bharat DC-001', 'Type 2'],
      maxKw: 15,
      levOnly: false,
      postcode: '110003',
    });
    const known = new Set([
      'CCS2',
      'Type 2',
      'Bharat AC-001',
      'Bharat DC-001',
      'CHAdeMO',
      'GB/T DC',
      'CEE 3 Pin',
      'IEC 60309 3-pin',
      'IEC 60309 5-pin',
      'Type 1',
      'LEV AC',
      'LEV DC',
      'LEV DC (IS 17017-2-6)',
      'LEV DC (IS 17017-2-7)',
    ]);
    for (const s of stations) for (const c of s.connectors) expect(known).toContain(c);
    expect(stations.filter((s) => s.maxKw === null)).toHaveLength(20);
  });

  it('fixes the documented defects (the counts in data/stations/SOURCE.md)', () => {
    expect(report.fixes).toMatchObject({
      garbledAddress: 265,
      garbledCity: 7,
      garbledIndicRemoved: 39,
      textTidied: 40,
      addressLabels: 8_894,
      operatorRejoined: 57,
      cityTitleCased: 5_940,
      postcodeFixed: 3,
      postcodeFromAddress: 134,
      madeUpName: 26_428,
      stateFromCity: 3,
      stateFromPostcode: 9,
      stateFromNearest: 1,
      stateUnknown: 0,
      connectorRenamed: 1,
      noConnectors: 25,
      maxKwMissing: 20,
      outsideIndiaDropped: 0,
      duplicateIdRenamed: 0,
    });
    // No control characters or glyph codes remain, every state is known, postcodes are PINs.
    // eslint-disable-next-line no-control-regex
    const odd = /[\u0000-\u001f\u0100-\u024f\u0370-\u03ff`]/;
    expect(stations.filter((s) => odd.test(`${s.name}${s.operator}${s.address}${s.city}`))).toEqual([]);
    expect(stations.filter((s) => !(STATES as readonly string[]).includes(s.state))).toEqual([]);
    expect(stations.filter((s) => s.postcode && !/^[1-9]\d{5}$/.test(s.postcode))).toEqual([]);
  });

  it('decodes garbled BEE addresses and marks made-up names', () => {
    const hpcl = stations.find((s) => s.sourceId === 'bee:andhra_pradesh:206')!;
    expect(hpcl.address).toBe('Mshsd Dhiya Filling Station Adavuladeevi / Guntur District');
    expect(hpcl.name).toBe('HPCL - Adavuladeevi');
    expect(hasMadeUpName(hpcl)).toBe(true);
    const surat = stations.find((s) => s.operator === 'Surat Municipal Corporation')!;
    expect(surat.name).toMatch(/^Surat Municipal Corporation - /);
    const merged = stations.find((s) => s.sourceId === 'bee:delhi:15;ocm:306986')!;
    expect(hasMadeUpName(merged)).toBe(false);
    const bpcl = stations.find((s) => s.sourceId === 'bee:andhra_pradesh:178')!;
    expect(bpcl).toMatchObject({ name: 'BPCL - Adamalli', city: 'Adamalli' });
    expect(bpcl.address).not.toMatch(/City=|, ,/);
  });

  it('holds no two stations within 50 m that the de-duplication would merge (it was merged the same way)', () => {
    const cell = (lat: number, lng: number) => `${Math.floor(lat / 0.001)},${Math.floor(lng / 0.001)}`;
    const cells = new Map<string, Station[]>();
    for (const s of stations) cells.set(cell(s.lat, s.lng), [...(cells.get(cell(s.lat, s.lng)) ?? []), s]);
    const pairs: string[] = [];
    for (const s of stations) {
      for (const dLat of [-0.001, 0, 0.001]) {
        for (const dLng of [-0.001, 0, 0.001]) {
          for (const o of cells.get(cell(s.lat + dLat, s.lng + dLng)) ?? []) {
            if (o.id > s.id && distanceM(s.lat, s.lng, o.lat, o.lng) <= 50 && similarStations(s, o))
              pairs.push(`${s.id} ~ ${o.id}`);
          }
        }
      }
    }
    expect(pairs).toEqual([]);
  });

  it('fills the 13 missing states', () => {
    const byId = new Map(stations.map((s) => [s.sourceId, s]));
    expect(byId.get('ocm:307289')!.state).toBe('Haryana');
    expect(byId.get('ocm:471855')!.state).toBe('Madhya Pradesh');
    expect(byId.get('ocm:190068')!.state).toBe('Maharashtra');
    expect(byId.get('ocm:313555')!.state).toBe('Kerala');
  });
});

describe('BEE flattened CSV importer', () => {
  it('maps the fields of data/stations/fixtures/bee_sample.csv', () => {
    expect(detectStationFormat(BEE_FIXTURE)).toBe('bee-csv');
    const { stations, report } = readBeeCsv(BEE_FIXTURE);
    expect(report.rows).toBe(82);
    expect(stations).toHaveLength(82);
    expect(stations[0]).toEqual({
      id: 'bee:andaman_and_nicobar_islands:tata_power:11.63030,92.72483',
      source: 'bee',
      sourceId: 'bee:andaman_and_nicobar_islands:tata_power:11.63030,92.72483',
      name: 'Tata Power - Port Blair',
      operator: 'Tata Power',
      address: 'Gennext Motors, Pahargaon, Ground Floor New, Port Blair, Andaman And Nicobar Islands 744103',
      city: 'Port Blair',
      state: 'Andaman and Nicobar Islands',
      postcode: '',
      lat: 11.630305,
      lng: 92.724835,
      maxKw: 25,
      connectors: ['CCS2'],
      levOnly: false,
    });
    expect(stations.every(hasMadeUpName)).toBe(true);
    expect(new Set(stations.map((s) => s.id)).size).toBe(82);
  });

  it('normalises its connector names', () => {
    const { stations } = readBeeCsv(BEE_FIXTURE);
    const lev = stations.filter((s) => s.levOnly);
    expect(lev).toHaveLength(21);
    expect(lev[0]).toMatchObject({ connectors: ['LEV'], maxKw: null });
    expect(stations.find((s) => s.name === 'HPCL - Addanki')!.connectors).toEqual(['Type 2']);
    expect(stations.find((s) => s.name === 'BPCL - Agnampudi')!.connectors).toEqual(['CCS2', 'Type 2']);
    expect(stations.find((s) => s.name === 'BPCL - Akkivalasa')).toMatchObject({
      connectors: ['Bharat AC-001', 'CCS2'],
      maxKw: 120,
    });
    const all = new Set(stations.flatMap((s) => s.connectors));
    expect([...all].sort()).toEqual(['Bharat AC-001', 'Bharat DC-001', 'CCS2', 'LEV', 'Type 2']);
  });

  it('gives the same ids on every read', () => {
    expect(readBeeCsv(BEE_FIXTURE).stations.map((s) => s.id)).toEqual(
      readBeeCsv(BEE_FIXTURE).stations.map((s) => s.id),
    );
  });
});

describe('Open Charge Map importer', () => {
  it('joins stations, connectors and reference names from data/stations/fixtures/ocm', () => {
    expect(detectStationFormat(OCM_FIXTURE)).toBe('ocm');
    expect(detectStationFormat(path.join(OCM_FIXTURE, 'charging_units_india.csv'))).toBe('ocm');
    const { stations, report } = readOcmExport(OCM_FIXTURE);
    expect(report.rows).toBe(43);
    // ocm:301542 lies in the Atlantic (9.36, 11.30): dropped.
    expect(report.fixes.outsideIndiaDropped).toBe(1);
    expect(stations).toHaveLength(42);
    const byId = new Map(stations.map((s) => [s.id, s]));
    expect(byId.get('ocm:313952')).toEqual({
      id: 'ocm:313952',
      source: 'ocm',
      sourceId: 'ocm:313952',
      name: 'Gokulam Galleria Mall - Tata Power',
      operator: 'Tata Power',
      address: 'Mavoor Road',
      city: 'Kozhikode',
      state: 'Kerala',
      postcode: '673004',
      lat: expect.closeTo(11.258, 2),
      lng: expect.closeTo(75.79, 1),
      maxKw: 25,
      connectors: ['CCS2', 'GB/T DC', 'Type 2'],
      levOnly: false,
    });
    // Blue Commando is IEC 60309 3-pin; '(Business Owner at Location)' names no operator; a district as state.
    expect(byId.get('ocm:103746')).toMatchObject({
      connectors: ['CHAdeMO', 'IEC 60309 3-pin'],
      operator: '',
      state: 'Karnataka',
    });
    expect(byId.get('ocm:460205')).toMatchObject({ connectors: [], levOnly: false, maxKw: null });
    expect(byId.get('ocm:475680')!.state).toBe('Maharashtra');
    expect(byId.get('ocm:313420')!.postcode).toBe('691571');
    expect(byId.get('ocm:308812')!.postcode).toBe('');
    expect(byId.get('ocm:190068')!.state).toBe('Maharashtra');
  });

  it('skips removed records, other countries and points outside India; ignores implausible powers', () => {
    const stationsCsv = [
      'station_id,uuid,operator_id,usage_type_id,usage_cost,name,address,town,state,postcode,country_id,latitude,longitude,status_type_id,date_created',
      '1,,,1,,Kept,Road 1,Pune,Maharashtra,411001,106,18.52,73.85,50,',
      '2,,,1,,Removed,Road 2,Pune,Maharashtra,411001,106,18.53,73.86,200,',
      '3,,,1,,Abroad,Road 3,Colombo,,,1,6.9,79.86,50,',
      '4,,,1,,No country,Road 4,Dubai,,,,25.2,55.3,50,',
    ].join('\n');
    const unitsCsv = [
      'connection_id,station_id,connection_type_id,level_id,power_kw,current_type_id,quantity,status_type_id',
      '10,1,33,3,1000000,30,1,50',
      '11,1,25,2,22,20,1,50',
    ].join('\n');
    const referenceJson = fs.readFileSync(path.join(OCM_FIXTURE, 'ocm_reference.json'), 'utf8');
    const { stations, report } = parseOcmExport({ stationsCsv, unitsCsv, referenceJson });
    expect(stations.map((s) => s.id)).toEqual(['ocm:1']);
    expect(stations[0]).toMatchObject({ maxKw: 22, connectors: ['CCS2', 'Type 2'] });
    expect(report.fixes).toMatchObject({
      removedSkipped: 1,
      nonIndiaSkipped: 1,
      outsideIndiaDropped: 1,
      maxKwImplausible: 1,
    });
  });
});

describe('similarity', () => {
  const s = (source: string, name: string, operator: string, city = 'Pune') => ({ source, name, operator, city });
  it('compares operators and real names, not BEE made-up ones', () => {
    expect(
      similarStations(s('bee', 'Tata Power - Pune', 'Tata Power'), s('ocm', 'Gokulam Mall - Tata Power', '')),
    ).toBe(true);
    expect(similarStations(s('bee', 'IOCL - Pune', 'IOCL'), s('ocm', 'Indian Oil Charging Station', ''))).toBe(true);
    expect(similarStations(s('bee', 'HPCL - Pune', 'HPCL'), s('bee', 'OLA - Pune', 'OLA'))).toBe(false);
    expect(similarStations(s('ocm', 'Hotel Bundela', ''), s('bee', 'Tata Power - Pune', 'Tata Power'))).toBe(false);
    expect(similarStations(s('ocm', 'Hotel X', ''), s('ocm', 'Hotel Y', ''))).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// The database (SQLite, or PostgreSQL with TEST_DATABASE_URL)

describe('stations repository', () => {
  it('upserts idempotently: a second import inserts and changes nothing', async () => {
    const { db } = await freshDatabase();
    const bee = readStationFile(BEE_FIXTURE).stations;
    const ocm = readStationFile(OCM_FIXTURE).stations;
    const first = await upsertStations(db, [...bee, ...ocm], 1_000);
    expect(first.inserted + first.merged).toBe(bee.length + ocm.length);
    expect(first).toMatchObject({ updated: 0, skipped: 0 });
    const stored = await countStations(db);
    expect(stored).toBe(first.inserted);
    const again = await upsertStations(db, [...bee, ...ocm], 2_000);
    expect(again).toEqual({ inserted: 0, updated: 0, merged: 0, skipped: bee.length + ocm.length });
    expect(await countStations(db)).toBe(stored);
    // Rows read back as the Station type, nulls and flags included.
    const loaded = new Map((await loadAllStations(db)).map((s) => [s.id, s]));
    const lev = bee.find((s) => s.levOnly)!;
    expect(loaded.get(lev.id)).toEqual(lev);
    expect(loaded.get('ocm:460205')).toEqual(ocm.find((s) => s.id === 'ocm:460205'));
  });

  it('replaces a record by its source id, never blanking a field', async () => {
    const { db } = await freshDatabase();
    const [station] = readBeeCsv(BEE_FIXTURE).stations;
    await upsertStations(db, [station!], 1_000);
    const newer = { ...station!, maxKw: 50, connectors: ['CCS2', 'Type 2'], state: '' };
    expect(await upsertStations(db, [newer], 2_000)).toEqual({ inserted: 0, updated: 1, merged: 0, skipped: 0 });
    const [stored] = await loadAllStations(db);
    expect(stored).toMatchObject({
      id: station!.id,
      maxKw: 50,
      connectors: ['CCS2', 'Type 2'],
      state: 'Andaman and Nicobar Islands',
    });
    expect(await upsertStations(db, [newer], 3_000)).toEqual({ inserted: 0, updated: 0, merged: 0, skipped: 1 });
  });

  it('merges a similar station of the other source within 50 m, not one 80 m away or a dissimilar one', async () => {
    const { db } = await freshDatabase();
    const bee = readBeeCsv(BEE_FIXTURE).stations;
    const ocm = readOcmExport(OCM_FIXTURE).stations;
    const portBlair = bee.find((s) => s.name === 'Tata Power - Port Blair')!;
    await upsertStations(db, [portBlair], 1_000);

    const tataOcm = ocm.find((s) => s.id === 'ocm:313952')!; // 'Gokulam Galleria Mall - Tata Power'
    const at20m = { ...tataOcm, lat: north(portBlair.lat, 20), lng: portBlair.lng };
    expect(await upsertStations(db, [at20m], 2_000)).toEqual({ inserted: 0, updated: 0, merged: 1, skipped: 0 });
    const [merged] = await loadAllStations(db);
    expect(merged).toMatchObject({
      id: portBlair.id,
      source: 'bee+ocm',
      sourceId: `${portBlair.sourceId};ocm:313952`,
      name: 'Gokulam Galleria Mall - Tata Power', // a real name replaces BEE's made-up one
      operator: 'Tata Power',
      lat: portBlair.lat,
      maxKw: 25,
      connectors: ['CCS2', 'GB/T DC', 'Type 2'],
    });
    // Both records again: found by their ids inside the merged row, nothing changes.
    expect(await upsertStations(db, [portBlair, at20m], 3_000)).toEqual({
      inserted: 0,
      updated: 0,
      merged: 0,
      skipped: 2,
    });

    const other = ocm.find((s) => s.id === 'ocm:461160')!; // 'Tata Power - Electric Vehicle Charging Station'
    const at80m = { ...other, lat: north(portBlair.lat, 80), lng: portBlair.lng };
    const bundela = ocm.find((s) => s.id === 'ocm:462394')!; // 'Hotel Bundela', no operator
    const dissimilarAt20m = { ...bundela, lat: north(portBlair.lat, -20), lng: portBlair.lng };
    expect(await upsertStations(db, [at80m, dissimilarAt20m], 4_000)).toEqual({
      inserted: 2,
      updated: 0,
      merged: 0,
      skipped: 0,
    });
    expect(await countStations(db)).toBe(3);
  });

  it('can skip de-duplication (the bundled file is merged already)', async () => {
    const { db } = await freshDatabase();
    const bee = readBeeCsv(BEE_FIXTURE).stations;
    const portBlair = bee.find((s) => s.name === 'Tata Power - Port Blair')!;
    const twin = { ...portBlair, id: 'bee:twin', sourceId: 'bee:twin', lat: north(portBlair.lat, 10) };
    expect(await upsertStations(db, [portBlair, twin], 1_000, { dedupe: false })).toMatchObject({
      inserted: 2,
      merged: 0,
    });
  });

  it('seeds the bundled 27,738 stations into an empty table once', async () => {
    const { db } = await freshDatabase();
    const seeded = await seedStationsIfEmpty(db, DATA);
    expect(seeded).toMatchObject({ seeded: true, stations: 27_738 });
    expect(await countStations(db)).toBe(27_738);
    const stations = await loadAllStations(db);
    expect(stations.filter((s) => s.levOnly)).toHaveLength(12_487);
    expect(stations.find((s) => s.id === 'bee:delhi:15')).toMatchObject({
      source: 'bee+ocm',
      connectors: ['Bharat DC-001', 'Type 2'],
      maxKw: 15,
    });
    expect(await seedStationsIfEmpty(db, DATA)).toMatchObject({ seeded: false, stations: 27_738 });
    // Loading the same file again through the importer, with de-duplication, changes nothing.
    const again = await upsertStations(db, readStationsCsv(BUNDLED).stations, Date.now());
    expect(again).toEqual({ inserted: 0, updated: 0, merged: 0, skipped: 27_738 });
  });
});
