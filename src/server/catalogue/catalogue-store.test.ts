import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogueStore } from './catalogue-store.server.ts';

const bundled = path.resolve(import.meta.dirname, '../../../data/catalogue');

describe('CatalogueStore', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  /** A copy of the bundled catalogue with one file changed by `edit`. */
  function copyWith(file: string, edit: (value: unknown) => unknown) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-store-'));
    dirs.push(dir);
    for (const name of fs.readdirSync(bundled)) fs.copyFileSync(path.join(bundled, name), path.join(dir, name));
    const full = path.join(dir, file);
    fs.writeFileSync(full, JSON.stringify(edit(JSON.parse(fs.readFileSync(full, 'utf8')))));
    return dir;
  }

  it('loads the bundled catalogue: 330 vehicles, each detail joined to its entry', () => {
    const store = CatalogueStore.load(bundled);
    expect(store.size).toBe(330);
    const nexon = store.detail('tata-nexon-ev-creative-plus-mr')!;
    expect(nexon).toMatchObject({ type: 'car', make: 'Tata', ex_showroom_price: 1249000, provenance: { as_of: null } });
    expect(store.detail('nope')).toBeUndefined();
    expect(store.variants('car', ' TATA ', 'nexon ev')).toHaveLength(8);
    expect(store.variants('scooter', 'Tata', 'Nexon EV')).toEqual([]);
  });

  it('refuses to start on a missing, broken or inconsistent catalogue, saying why', () => {
    const dir = copyWith('bike.json', (v) => v);
    fs.rmSync(path.join(dir, 'bike-details.json'));
    expect(() => CatalogueStore.load(dir)).toThrow(/bike-details.json is missing: run npm run catalogue:import/);
    expect(() => CatalogueStore.load(copyWith('car.json', () => ({ products: [] })))).toThrow(
      /car.json has no data.products/,
    );
    expect(() => CatalogueStore.load(copyWith('scooter-details.json', () => ({})))).toThrow(
      /scooter-details.json has no record for/,
    );
    const cars = JSON.parse(fs.readFileSync(path.join(bundled, 'car.json'), 'utf8')) as {
      data: { products: { product_id: string }[] };
    };
    // A bike given a car's id (with its detail record moved along) clashes across types.
    const carId = cars.data.products[0]!.product_id;
    let bikeId = '';
    const clash = copyWith('bike.json', (list) => {
      const typed = list as typeof cars;
      bikeId = typed.data.products[0]!.product_id;
      typed.data.products[0]!.product_id = carId;
      return typed;
    });
    const detailsFile = path.join(clash, 'bike-details.json');
    const details = JSON.parse(fs.readFileSync(detailsFile, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(detailsFile, JSON.stringify({ ...details, [carId]: details[bikeId] }));
    expect(() => CatalogueStore.load(clash)).toThrow(`catalogue product_id ${carId} appears twice`);
  });
});
