// `npm run catalogue:import -- DIR-or-FILES [--out DIR] [--dry-run]`: reads the vehicle catalogue (a folder with
// cars.json, bikes.json and scooters.json, or any of those files: arrays of variant rows as in
// /work/shared/data/catalogue) and writes the app's data/catalogue/<type>.json and <type>-details.json, plus a
// copy of SOURCES.txt when the folder has one. Types not named keep their current files. Restart the server to
// serve the new catalogue. Running it twice on the same files writes the same bytes.
import path from 'node:path';
import { importCatalogue } from './catalogue/catalogue-files.ts';

const root = path.resolve(import.meta.dirname, '..');

function main() {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const outDir = outAt >= 0 ? path.resolve(args[outAt + 1] ?? '') : path.join(root, 'data', 'catalogue');
  const inputs = args.filter((a, i) => !a.startsWith('--') && (outAt < 0 || i !== outAt + 1));
  if (inputs.length === 0 || args.includes('--help')) {
    console.error(
      'Usage: npm run catalogue:import -- DIR-or-FILES [--out DIR] [--dry-run]\n  DIR: a folder with cars.json, bikes.json, scooters.json; or name the files',
    );
    process.exit(inputs.length === 0 ? 2 : 0);
  }
  const reports = importCatalogue(
    inputs.map((i) => path.resolve(i)),
    outDir,
    { dryRun: args.includes('--dry-run') },
  );
  for (const r of reports) {
    console.log(`${r.type}: ${r.file}, ${r.rows} rows, ${r.products} products (${r.priced} with a price)`);
    for (const line of r.fixes) console.log(`  fixed: ${line}`);
  }
  if (!args.includes('--dry-run')) console.log(`written to ${path.relative(process.cwd(), outDir) || '.'}`);
}

try {
  main();
} catch (error: unknown) {
  console.error(`catalogue:import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
