// `npm run stations:import -- FILE [--no-seed] [--dry-run]`: loads a stations file into the
// database named by DATABASE_URL (default ./var/ev.sqlite). FILE is the app's stations.csv format,
// BEE's flattened CSV, or an Open Charge Map export (its folder or any of its files). Runs the
// migrations; seeds the bundled data/stations/stations.csv first when the table is empty (so a
// newer list lands on top of it); then upserts by source id with de-duplication within 50 m.
// Running it twice changes nothing the second time.
import path from 'node:path';
import { openDatabase } from '../src/server/db/database.server.ts';
import { migrateToLatest } from '../src/server/db/migrate.server.ts';
import { seedStationsIfEmpty } from '../src/server/stations/seed-stations.server.ts';
import { describeReport } from '../src/server/stations/import-report.server.ts';
import { readStationFile } from '../src/server/stations/station-importers.server.ts';
import { countStations, upsertStations } from '../src/server/stations/station-repository.server.ts';

const root = path.resolve(import.meta.dirname, '..');

async function main() {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  if (!file || args.includes('--help')) {
    console.error(
      'Usage: npm run stations:import -- FILE [--no-seed] [--dry-run]\n  FILE: stations.csv (app format), a BEE flattened CSV, or an OCM export folder/file',
    );
    process.exit(file ? 0 : 2);
  }
  const started = performance.now();
  const { format, stations, report } = readStationFile(path.resolve(file));
  console.log(`${file}: ${format}, ${report.rows} rows read, ${stations.length} stations`);
  for (const line of describeReport(report)) console.log(`  fixed: ${line}`);
  if (args.includes('--dry-run')) return;

  const url = process.env.DATABASE_URL || './var/ev.sqlite';
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle);
    if (!args.includes('--no-seed')) {
      const seed = await seedStationsIfEmpty(handle.db, path.join(root, 'data'));
      if (seed.seeded) console.log(`empty table: seeded ${seed.stations} bundled stations first (${seed.ms} ms)`);
    }
    const counts = await upsertStations(handle.db, stations, Date.now());
    const total = await countStations(handle.db);
    console.log(
      `inserted ${counts.inserted}, updated ${counts.updated}, merged ${counts.merged}, unchanged ${counts.skipped}; ${total} stations in the database (${Math.round(performance.now() - started)} ms)`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`stations:import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
