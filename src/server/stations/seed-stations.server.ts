import path from 'node:path';
import type { Kysely } from 'kysely';
import { DATA_DIR } from '../data-dir.server.ts';
import type { Database } from '../db/tables.ts';
import type { ImportReport } from './import-report.server.ts';
import { readStationsCsv } from './station-csv.server.ts';
import { countStations, upsertStations, type UpsertCounts } from './station-repository.server.ts';

export interface SeedResult {
  /** False when the table already held stations (nothing was read). */
  seeded: boolean;
  stations: number;
  ms: number;
  counts?: UpsertCounts;
  report?: ImportReport;
}

/** The app's data folder (the repository's data/). */
export const DEFAULT_DATA_DIR = DATA_DIR;

/** The bundled station file, under the app's data folder. */
export const bundledStationsFile = (dataDir: string) => path.join(dataDir, 'stations', 'stations.csv');

/**
 * On first start, loads the bundled data/stations/stations.csv (27,738 stations, already merged)
 * into an empty stations table: parsed with its fixes, inserted in one transaction, 500 rows a
 * statement, without the de-duplication scan. A table that holds stations is left alone; newer
 * lists go through `npm run stations:import`.
 */
export async function seedStationsIfEmpty(
  db: Kysely<Database>,
  dataDir: string = DEFAULT_DATA_DIR,
  now: number = Date.now(),
): Promise<SeedResult> {
  const started = performance.now();
  const existing = await countStations(db);
  if (existing > 0) return { seeded: false, stations: existing, ms: Math.round(performance.now() - started) };
  const { stations, report } = readStationsCsv(bundledStationsFile(dataDir));
  const counts = await upsertStations(db, stations, now, { dedupe: false });
  return { seeded: true, stations: counts.inserted, ms: Math.round(performance.now() - started), counts, report };
}
