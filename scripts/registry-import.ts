// `npm run registry:import -- FILE [FILE...] [--dry-run]`: loads vehicles and challans from JSON or
// CSV files into the database named by DATABASE_URL (default ./var/ev.sqlite). Runs the
// migrations, then upserts by registration number and challan number, so running it twice
// changes nothing the second time. The file format is described in
// src/server/registry/registry-import.server.ts (data/registry/sample-registry.json is an example).
import path from 'node:path';
import { openDatabase } from '../src/server/db/database.server.ts';
import { migrateToLatest } from '../src/server/db/migrate.server.ts';
import { readRegistryFile, type RegistryFile } from '../src/server/registry/registry-import.server.ts';
import { countRegistry, upsertRegistry } from '../src/server/registry/registry-repository.server.ts';

async function main() {
  const args = process.argv.slice(2);
  const files = args.filter((a) => !a.startsWith('--'));
  if (files.length === 0 || args.includes('--help')) {
    console.error(
      'Usage: npm run registry:import -- FILE [FILE...] [--dry-run]\n  FILE: .json {"vehicles":[...],"challans":[...]} or a .csv of vehicles or of challans',
    );
    process.exit(files.length ? 0 : 2);
  }
  const all: RegistryFile = { vehicles: [], challans: [], skipped: [] };
  for (const file of files) {
    const read = readRegistryFile(path.resolve(file));
    console.log(
      `${file}: ${read.vehicles.length} vehicles, ${read.challans.length} challans, ${read.skipped.length} skipped`,
    );
    for (const line of read.skipped) console.log(`  skipped: ${line}`);
    all.vehicles.push(...read.vehicles);
    all.challans.push(...read.challans);
  }
  if (args.includes('--dry-run')) return;

  const handle = openDatabase(process.env.DATABASE_URL || './var/ev.sqlite');
  try {
    await migrateToLatest(handle);
    const counts = await upsertRegistry(handle.db, all.vehicles, all.challans, Date.now());
    const total = await countRegistry(handle.db);
    console.log(
      `vehicles: ${counts.vehicles.inserted} inserted, ${counts.vehicles.updated} updated; challans: ${counts.challans.inserted} inserted, ${counts.challans.updated} updated; ` +
        `${total.vehicles} vehicles and ${total.challans} challans in the database`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`registry:import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
