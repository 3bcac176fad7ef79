/**
 * The file side of the catalogue import: finds the source files, runs the transform per type and writes
 * data/catalogue/<type>.json (the list) and <type>-details.json (specification, provenance, technical figures).
 * Output is plain sorted JSON with no timestamps, so importing the same files twice writes the same bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { vehicleTypes, type CatalogueList, type VehicleType } from '../../src/domain/catalogue/catalogue-entry.ts';
import { transformCatalogue } from './catalogue-transform.ts';
import { PRICE_UPDATES_FILE, readPriceUpdates } from './price-updates.ts';

export interface ImportReport {
  type: VehicleType;
  file: string;
  rows: number;
  products: number;
  priced: number;
  fixes: string[];
}

/** 'cars.json', 'car.json', 'bikes.json', … → its type; anything else is not a catalogue file. */
export function typeOfFile(file: string): VehicleType | null {
  const match = /^(car|bike|scooter)s?\.json$/i.exec(path.basename(file));
  return match ? (match[1]!.toLowerCase() as VehicleType) : null;
}

/** The source files named on the command line: a folder (its cars/bikes/scooters files) or the files themselves. */
export function findSourceFiles(inputs: string[]): Map<VehicleType, string> {
  const found = new Map<VehicleType, string>();
  for (const input of inputs) {
    const stat = fs.statSync(input);
    const files = stat.isDirectory() ? fs.readdirSync(input).map((name) => path.join(input, name)) : [input];
    for (const file of files) {
      const type = typeOfFile(file);
      if (type) found.set(type, file);
      else if (!stat.isDirectory())
        throw new Error(`${file}: not a catalogue file (expected cars.json, bikes.json or scooters.json)`);
    }
  }
  if (found.size === 0) throw new Error(`no cars.json, bikes.json or scooters.json in ${inputs.join(', ')}`);
  return found;
}

export const listFile = (dir: string, type: VehicleType) => path.join(dir, `${type}.json`);
export const detailsFile = (dir: string, type: VehicleType) => path.join(dir, `${type}-details.json`);

const asJson = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;

export function importCatalogue(inputs: string[], outDir: string, options: { dryRun?: boolean } = {}): ImportReport[] {
  const sources = findSourceFiles(inputs);
  // Ids stay unique across types: those of types not imported this time are read from the current files.
  const taken = new Set<string>();
  for (const type of vehicleTypes) {
    if (sources.has(type) || !fs.existsSync(listFile(outDir, type))) continue;
    const list = JSON.parse(fs.readFileSync(listFile(outDir, type), 'utf8')) as CatalogueList;
    for (const product of list.data.products) taken.add(product.product_id);
  }
  const pricesFile = path.join(outDir, PRICE_UPDATES_FILE);
  const priceUpdates = fs.existsSync(pricesFile) ? readPriceUpdates(fs.readFileSync(pricesFile, 'utf8')) : new Map();
  const reports: ImportReport[] = [];
  for (const type of vehicleTypes) {
    const file = sources.get(type);
    if (!file) continue;
    const rows: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (!Array.isArray(rows)) throw new Error(`${file}: expected a JSON array of rows`);
    const { list, details, fixes } = transformCatalogue(type, rows, taken, priceUpdates);
    const products = list.data.products;
    reports.push({
      type,
      file,
      rows: rows.length,
      products: products.length,
      priced: products.filter((p) => p.ex_showroom_price !== null).length,
      fixes,
    });
    if (options.dryRun) continue;
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(listFile(outDir, type), asJson(list));
    // Keyed in list order, so the details file reads in the same order as the list.
    fs.writeFileSync(
      detailsFile(outDir, type),
      asJson(Object.fromEntries(products.map((p) => [p.product_id, details[p.product_id]]))),
    );
  }
  // The compiler's source list and licence notes travel with the data.
  const notes = inputs
    .map((input) => path.join(fs.statSync(input).isDirectory() ? input : path.dirname(input), 'SOURCES.txt'))
    .find((f) => fs.existsSync(f));
  if (notes && !options.dryRun) fs.writeFileSync(path.join(outDir, 'SOURCES.txt'), fs.readFileSync(notes));
  return reports;
}
