import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  vehicleTypes,
  type CatalogueDetailRecord,
  type CatalogueEntry,
  type CatalogueList,
  type OtherVariant,
  type VehicleDetail,
  type VehicleType,
} from '../../domain/catalogue/catalogue-entry.ts';
import { dataPath } from '../data-dir.server.ts';

export const CATALOGUE_DIR = dataPath('catalogue');

/**
 * The vehicle catalogue held in memory: the three bundled lists and their detail records (data/catalogue, written by
 * `npm run catalogue:import`), read once at start. Lookups are by product_id across types, and by make and model
 * within a type.
 */
export class CatalogueStore {
  private readonly byId = new Map<string, VehicleDetail>();

  private constructor(readonly lists: Readonly<Record<VehicleType, CatalogueList>>) {}

  /** Reads and checks the files; a missing or inconsistent file stops the start with a plain reason. */
  static load(dir: string | URL = CATALOGUE_DIR): CatalogueStore {
    const root = dir instanceof URL ? fileURLToPath(dir) : dir;
    const read = <T>(file: string): T => {
      const full = path.join(root, file);
      if (!fs.existsSync(full)) throw new Error(`catalogue file ${full} is missing: run npm run catalogue:import`);
      return JSON.parse(fs.readFileSync(full, 'utf8')) as T;
    };
    const lists = {} as Record<VehicleType, CatalogueList>;
    const details = {} as Record<VehicleType, Record<string, CatalogueDetailRecord>>;
    for (const type of vehicleTypes) {
      lists[type] = read<CatalogueList>(`${type}.json`);
      details[type] = read<Record<string, CatalogueDetailRecord>>(`${type}-details.json`);
      if (!Array.isArray(lists[type].data?.products))
        throw new Error(`catalogue ${type}.json has no data.products list`);
    }
    const store = new CatalogueStore(lists);
    for (const type of vehicleTypes) {
      for (const entry of lists[type].data.products) {
        const record = details[type][entry.product_id];
        if (!record) throw new Error(`catalogue ${type}-details.json has no record for ${entry.product_id}`);
        if (store.byId.has(entry.product_id)) throw new Error(`catalogue product_id ${entry.product_id} appears twice`);
        store.byId.set(entry.product_id, { ...entry, type, ...record });
      }
    }
    return store;
  }

  get size(): number {
    return this.byId.size;
  }

  detail(productId: string): VehicleDetail | undefined {
    return this.byId.get(productId);
  }

  /**
   * Every variant of a make and model, cheapest first. Make and model match by name or id, in any case
   * ('Tata'/'tata', 'Nexon EV'/'tata-nexon-ev'), since the spec's client sends the names from the list.
   */
  variants(type: VehicleType, make: string, model: string): OtherVariant[] {
    const wantMake = make.trim().toLowerCase();
    const wantModel = model.trim().toLowerCase();
    const matches = (entry: CatalogueEntry) =>
      (entry.make.toLowerCase() === wantMake || entry.make_id === wantMake) &&
      (entry.model.toLowerCase() === wantModel || entry.model_id === wantModel);
    return this.lists[type].data.products
      .filter(matches)
      .map((entry) => ({ product_id: entry.product_id, model_org_name: entry.model_org_name, trim: entry.trim }));
  }
}
