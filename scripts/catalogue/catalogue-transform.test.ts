import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isFlagSet,
  type CatalogueDetailRecord,
  type CatalogueList,
} from '../../src/domain/catalogue/catalogue-entry.ts';
import { findSourceFiles, importCatalogue, typeOfFile } from './catalogue-files.ts';
import { parseFlag, slug, transformCatalogue } from './catalogue-transform.ts';
import { readPriceUpdates } from './price-updates.ts';

/** A source row as in the shared catalogue files, every field null unless given. */
function row(fields: Record<string, unknown>) {
  return {
    make: 'Tata',
    model: 'Nexon EV',
    trim: null,
    year: null,
    ex_showroom_price_inr: null,
    body_type: 'suv',
    seating_capacity: null,
    transmission_type: 'Automatic',
    battery_kwh: null,
    range_km_claimed: null,
    range_cycle: null,
    top_speed_kmph: null,
    motor_power_kw: null,
    torque_nm: null,
    charging_time_ac: null,
    charging_time_dc: null,
    dc_fast_max_kw: null,
    connector: null,
    kerb_weight_kg: null,
    ground_clearance_mm: null,
    boot_space_l: null,
    length_mm: null,
    width_mm: null,
    height_mm: null,
    wheelbase_mm: null,
    seat_height_mm: null,
    front_brake: null,
    rear_brake: null,
    front_suspension: null,
    rear_suspension: null,
    is_upcoming: false,
    is_discontinued: null,
    source: 'https://example.org/nexon',
    as_of: '2025-01',
    notes: 'test row',
    ...fields,
  };
}

const nexon = row({
  trim: 'Creative Plus MR',
  ex_showroom_price_inr: 1249000,
  seating_capacity: 5,
  battery_kwh: 30,
  range_km_claimed: 275,
  range_cycle: 'claimed (cycle not stated)',
  motor_power_kw: 110,
  torque_nm: 215,
  dc_fast_max_kw: 60,
  connector: 'CCS2',
  ground_clearance_mm: 190,
  boot_space_l: 350,
  length_mm: 3995,
  width_mm: 1802,
  height_mm: 1625,
  wheelbase_mm: 2498,
});

describe('transformCatalogue', () => {
  it('builds the spec entry from a row: ids, title, flags, price, units as text', () => {
    const { list, details } = transformCatalogue('car', [nexon]);
    const [entry] = list.data.products;
    expect(entry).toEqual({
      product_id: 'tata-nexon-ev-creative-plus-mr',
      product_title: 'Tata Nexon EV Creative Plus MR',
      make: 'Tata',
      make_id: 'tata',
      make_org_name: 'Tata',
      model: 'Nexon EV',
      model_id: 'tata-nexon-ev',
      model_org_name: 'Nexon EV',
      trim: 'Creative Plus MR',
      trim_id: 'tata-nexon-ev-creative-plus-mr',
      trim_org_name: 'Creative Plus MR',
      year: null,
      is_new: 0,
      is_upcoming: 0,
      is_discontinue: 0,
      ex_showroom_price: 1249000,
      // The row's as_of: the date its price was given.
      price_as_of: '2025-01',
      transmission_type: 'Automatic',
      seating_capacity: 5,
      body_type: 'suv',
      fuel_type: 'Electric',
      stock_images: '',
      mileage_city: '275 km',
      variant: {
        'Tata Nexon EV Creative Plus MR': {
          year: null,
          product_id: 'tata-nexon-ev-creative-plus-mr',
          productTitle: 'Tata Nexon EV Creative Plus MR',
        },
      },
    });
    const detail = details['tata-nexon-ev-creative-plus-mr']!;
    expect(detail.vehicle_specification.technical_specification.dimensions).toMatchObject({
      ground_clearance: '190 mm',
      boot_space: '350 L',
      overall_length: '3995 mm',
      wheel_base: '2498 mm',
      kerb_weight: null,
      saddle_height: null,
    });
    expect(detail.vehicle_specification.technical_specification.motor).toEqual({
      maximum_power: '110 kW',
      max_power_for_electric_scooter: null,
    });
    expect(detail.vehicle_specification.technical_specification.performance.mileage_electric_scooter).toBe(
      '275 km, claimed (cycle not stated)',
    );
    expect(detail.vehicle_specification.basic_facts).toMatchObject({
      body_type: 'suv',
      group_body_type: 'Car',
      seating_capacity: 5,
      exterior_color: null,
    });
    expect(detail.provenance).toEqual({ source: 'https://example.org/nexon', as_of: '2025-01', notes: 'test row' });
    expect(detail.technical).toMatchObject({
      battery_kwh: 30,
      range_km_claimed: 275,
      motor_power_kw: 110,
      top_speed_kmph: null,
    });
  });

  it('orders by ascending price with unpriced rows last, ties by title', () => {
    const rows = [
      row({ model: 'Punch EV', trim: 'B', ex_showroom_price_inr: 1000000 }),
      row({ model: 'Harrier EV', trim: 'X', ex_showroom_price_inr: null }),
      row({ model: 'Tiago EV', trim: 'XE', ex_showroom_price_inr: 699000 }),
      row({ model: 'Punch EV', trim: 'A', ex_showroom_price_inr: 1000000 }),
      row({ model: 'Curvv EV', trim: 'Z', ex_showroom_price_inr: 1749000 }),
    ];
    const titles = transformCatalogue('car', rows).list.data.products.map((p) => [
      p.product_title,
      p.ex_showroom_price,
    ]);
    expect(titles).toEqual([
      ['Tata Tiago EV XE', 699000],
      ['Tata Punch EV A', 1000000],
      ['Tata Punch EV B', 1000000],
      ['Tata Curvv EV Z', 1749000],
      ['Tata Harrier EV X', null],
    ]);
  });

  it('keeps nulls null and never fills a gap; nonsense numbers become null', () => {
    const { list, details, fixes } = transformCatalogue('scooter', [
      row({
        make: ' Avon ',
        model: 'E  Plus',
        trim: '',
        ex_showroom_price_inr: 0,
        battery_kwh: -1,
        range_km_claimed: '120',
        top_speed_kmph: 'fast',
        is_upcoming: null,
      }),
    ]);
    const [entry] = list.data.products;
    expect(entry).toMatchObject({
      product_title: 'Avon E Plus',
      trim: '',
      ex_showroom_price: null,
      mileage_city: '120 km',
      seating_capacity: null,
      year: null,
    });
    const detail = details[entry!.product_id]!;
    expect(detail.technical).toMatchObject({
      battery_kwh: null,
      range_km_claimed: 120,
      top_speed_kmph: null,
      motor_power_kw: null,
    });
    const spec = detail.vehicle_specification.technical_specification;
    expect(spec.performance.top_speed_for_electric_scooter).toBeNull();
    expect(spec.battery.charging_time_for_electric_scooter).toBeNull();
    expect(Object.values(spec.engine).every((v) => v === null)).toBe(true);
    expect(fixes).toEqual(
      expect.arrayContaining([
        'ex_showroom_price_inr: not a positive number, set to null: 1',
        'trim missing, title is make and model only: 1',
        'make: extra spaces removed: 1',
      ]),
    );
  });

  it('groups variants by make and model and keys them by title', () => {
    const rows = [
      nexon,
      row({ trim: 'Empowered 45', ex_showroom_price_inr: 1614000 }),
      row({ model: 'Punch EV', trim: 'Smart', ex_showroom_price_inr: 999000 }),
    ];
    const products = transformCatalogue('car', rows).list.data.products;
    const nexonEntry = products.find((p) => p.product_id === 'tata-nexon-ev-empowered-45')!;
    expect(Object.keys(nexonEntry.variant)).toEqual(['Tata Nexon EV Creative Plus MR', 'Tata Nexon EV Empowered 45']);
    expect(Object.keys(products.find((p) => p.model === 'Punch EV')!.variant)).toEqual(['Tata Punch EV Smart']);
  });

  it('makes clashing ids unique with the year, then a number, and avoids ids taken by other types', () => {
    const rows = [
      row({ model: 'Aera', trim: '5000', year: 2023 }),
      row({ model: 'Aera', trim: '5000+', year: 2023 }),
      row({ model: 'Aera', trim: '5000!', year: 2023 }),
    ];
    const ids = transformCatalogue('bike', rows)
      .list.data.products.map((p) => p.product_id)
      .sort();
    expect(ids).toEqual(['tata-aera-5000', 'tata-aera-5000-2', 'tata-aera-5000-2023']);
    const taken = new Set(['tata-nexon-ev-creative-plus-mr']);
    expect(transformCatalogue('bike', [nexon], taken).list.data.products[0]!.product_id).toBe(
      'tata-nexon-ev-creative-plus-mr-2',
    );
  });

  it('reads flags from booleans, numbers and strings', () => {
    expect([true, 1, '1', 'true', 'Yes'].map((v) => parseFlag(v).flag)).toEqual([1, 1, 1, 1, 1]);
    expect([false, 0, '0', 'false', 'no', null, undefined, ''].map((v) => parseFlag(v).flag)).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(parseFlag('maybe')).toEqual({ flag: 0, recognised: false });
    const [entry] = transformCatalogue('car', [row({ trim: 'X', is_upcoming: 'true', is_discontinued: true })]).list
      .data.products;
    expect([entry!.is_upcoming, entry!.is_discontinue]).toEqual([1, 1]);
    expect(isFlagSet(entry!.is_upcoming) && isFlagSet('1') && !isFlagSet(0) && !isFlagSet('0')).toBe(true);
  });

  it('slugs names to ASCII ids', () => {
    expect(slug('Citroën ë-C3 Shine')).toBe('citroen-e-c3-shine');
    expect(slug(' Ather 450X (Gen 3) ')).toBe('ather-450x-gen-3');
  });
});

describe('importCatalogue (files)', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-import-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function sourceDir() {
    const dir = tmp();
    fs.writeFileSync(
      path.join(dir, 'cars.json'),
      JSON.stringify([nexon, row({ model: 'Tiago EV', trim: 'XE', ex_showroom_price_inr: 699000 })]),
    );
    fs.writeFileSync(
      path.join(dir, 'scooters.json'),
      JSON.stringify([row({ make: 'Ather', model: '450X', trim: 'Gen 3', ex_showroom_price_inr: 128000 })]),
    );
    fs.writeFileSync(path.join(dir, 'SOURCES.txt'), 'sources and licences\n');
    return dir;
  }

  it('writes the list and details per type and is idempotent', () => {
    const source = sourceDir();
    const out = tmp();
    const reports = importCatalogue([source], out);
    expect(reports.map((r) => [r.type, r.products, r.priced])).toEqual([
      ['car', 2, 2],
      ['scooter', 1, 1],
    ]);
    expect(fs.readdirSync(out).sort()).toEqual([
      'SOURCES.txt',
      'car-details.json',
      'car.json',
      'scooter-details.json',
      'scooter.json',
    ]);
    const snapshot = () =>
      Object.fromEntries(fs.readdirSync(out).map((f) => [f, fs.readFileSync(path.join(out, f), 'utf8')]));
    const first = snapshot();
    importCatalogue([source], out);
    expect(snapshot()).toEqual(first);

    const list = JSON.parse(first['car.json']!) as CatalogueList;
    expect(list.data.products.map((p) => p.product_id)).toEqual(['tata-tiago-ev-xe', 'tata-nexon-ev-creative-plus-mr']);
    const details = JSON.parse(first['car-details.json']!) as Record<string, CatalogueDetailRecord>;
    expect(Object.keys(details)).toEqual(['tata-tiago-ev-xe', 'tata-nexon-ev-creative-plus-mr']);
  });

  it('refreshes one type from a named file and leaves the others alone', () => {
    const source = sourceDir();
    const out = tmp();
    importCatalogue([source], out);
    const scooterBefore = fs.readFileSync(path.join(out, 'scooter.json'), 'utf8');
    const newer = path.join(tmp(), 'cars.json');
    fs.writeFileSync(
      newer,
      JSON.stringify([row({ model: 'Curvv EV', trim: 'Creative 45', ex_showroom_price_inr: 1749000 })]),
    );
    importCatalogue([newer], out);
    const cars = JSON.parse(fs.readFileSync(path.join(out, 'car.json'), 'utf8')) as CatalogueList;
    expect(cars.data.products.map((p) => p.product_title)).toEqual(['Tata Curvv EV Creative 45']);
    expect(fs.readFileSync(path.join(out, 'scooter.json'), 'utf8')).toBe(scooterBefore);
  });

  it('knows catalogue files by name and refuses others', () => {
    expect(['cars.json', 'bike.json', 'SCOOTERS.json', 'trucks.json'].map(typeOfFile)).toEqual([
      'car',
      'bike',
      'scooter',
      null,
    ]);
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'trucks.json'), '[]');
    expect(() => findSourceFiles([path.join(dir, 'trucks.json')])).toThrow(/not a catalogue file/);
    expect(() => findSourceFiles([dir])).toThrow(/no cars.json/);
    fs.writeFileSync(path.join(dir, 'cars.json'), '{"not":"an array"}');
    expect(() => importCatalogue([dir], tmp())).toThrow(/expected a JSON array/);
  });
});

describe('the bundled catalogue (data/catalogue)', () => {
  const dir = path.resolve(import.meta.dirname, '../../data/catalogue');
  it.each(['car', 'bike', 'scooter'] as const)('%s: sorted by price, unique ids, a detail per entry', (type) => {
    const list = JSON.parse(fs.readFileSync(path.join(dir, `${type}.json`), 'utf8')) as CatalogueList;
    const details = JSON.parse(fs.readFileSync(path.join(dir, `${type}-details.json`), 'utf8')) as Record<
      string,
      CatalogueDetailRecord
    >;
    const products = list.data.products;
    expect(products.length).toBeGreaterThan(30);
    const prices = products.map((p) => p.ex_showroom_price);
    const priced = prices.filter((p): p is number => p !== null);
    expect(prices.slice(0, priced.length)).toEqual([...priced].sort((a, b) => a - b));
    expect(new Set(products.map((p) => p.product_id)).size).toBe(products.length);
    expect(Object.keys(details).sort()).toEqual(products.map((p) => p.product_id).sort());
    expect(products.every((p) => p.fuel_type === 'Electric' && p.stock_images === '')).toBe(true);
  });
});

describe('refreshed prices (data/catalogue/price-updates.csv)', () => {
  it('replace the row’s price, with their own source and date on the row', () => {
    const updates = readPriceUpdates(
      'product_id,ex_showroom_price_inr,price_as_of,price_source,note\ntata-nexon-ev-creative-plus-mr,1299000,2026-11-30,https://example.org/price-list,read 2026-12-01\n',
    );
    const { list, details, fixes } = transformCatalogue('car', [nexon], new Set(), updates);
    const entry = list.data.products[0]!;
    expect(entry.ex_showroom_price).toBe(1299000);
    expect(entry.price_as_of).toBe('2026-11-30');
    expect(details[entry.product_id]!.provenance).toMatchObject({
      source: 'https://example.org/nexon',
      price_source: 'https://example.org/price-list',
      price_as_of: '2026-11-30',
    });
    expect(fixes).toContain('price refreshed from price-updates.csv: 1');
  });

  it('refuse a row without a price, a date or an address, and a variant given twice', () => {
    const head = 'product_id,ex_showroom_price_inr,price_as_of,price_source\n';
    expect(() => readPriceUpdates(`${head}a,,2026-11-30,https://x.org\n`)).toThrow(/whole price/);
    expect(() => readPriceUpdates(`${head}a,1,Nov 2026,https://x.org\n`)).toThrow(/YYYY-MM-DD/);
    expect(() => readPriceUpdates(`${head}a,1,2026-11-30,a friend\n`)).toThrow(/address/);
    expect(() => readPriceUpdates(`${head}a,1,2026-11-30,https://x.org\na,2,2026-11-30,https://x.org\n`)).toThrow(
      /twice/,
    );
  });
});
