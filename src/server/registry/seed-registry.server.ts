import type { Kysely } from 'kysely';
import { dataPath } from '../data-dir.server.ts';
import type { Database } from '../db/tables.ts';
import { readRegistryFile } from './registry-import.server.ts';
import { countRegistry, upsertRegistry } from './registry-repository.server.ts';

/** The bundled SAMPLE registry (made-up vehicles and challans, not government records). */
export const SAMPLE_REGISTRY_FILE = dataPath('registry', 'sample-registry.json');

/**
 * On first start (REGISTRY_SEED, default on), loads the sample into an empty registry so the
 * screens can be tried. A registry that holds any vehicle is left alone.
 */
export async function seedRegistryIfEmpty(
  db: Kysely<Database>,
  now: number = Date.now(),
  file: string = SAMPLE_REGISTRY_FILE,
): Promise<number> {
  const { vehicles } = await countRegistry(db);
  if (vehicles > 0) return 0;
  const sample = readRegistryFile(file);
  const counts = await upsertRegistry(db, sample.vehicles, sample.challans, now);
  return counts.vehicles.inserted;
}
