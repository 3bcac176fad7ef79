// `npm run sales:import -- FILE [--to COUNTERS_FILE] [--dry-run]`: adds a month's EV registrations
// (or several months) to the home card's bundled series, data/ev-sales/ev_counters_monthly.csv.
// FILE has that file's layout (Date,E2W_TWO_WHEELER,E2W_source,E4W_CARS,E4W_source,ALL_EV,
// ALL_EV_source; dates D/M/YYYY). Refused, with each bad row named, and nothing written: a negative
// or unreadable figure, a figure without a known source, a month already bundled or given twice, a
// category more than 3× its previous month. docs/sales-data.md is the operator's routine.
import fs from 'node:fs';
import path from 'node:path';
import { importSalesMonths } from '../src/domain/sales/sales-import.ts';
import { dataPath } from '../src/server/data-dir.server.ts';

const USAGE = 'Usage: npm run sales:import -- FILE [--to COUNTERS_FILE] [--dry-run]';

function main(): number {
  const args = process.argv.slice(2);
  const toAt = args.indexOf('--to');
  const target = toAt >= 0 ? args[toAt + 1] : dataPath('ev-sales', 'ev_counters_monthly.csv');
  const files = args.filter((a, i) => !a.startsWith('--') && i !== toAt + 1);
  if (files.length !== 1 || !target || args.includes('--help')) {
    console.error(USAGE);
    return 2;
  }
  const file = path.resolve(files[0]!);
  if (!fs.existsSync(file)) {
    console.error(`sales:import: no file ${file}`);
    return 2;
  }
  const result = importSalesMonths(fs.readFileSync(target, 'utf8'), fs.readFileSync(file, 'utf8'));
  if (!result.ok) {
    console.error(`sales:import refused ${files[0]}; nothing was written:`);
    for (const problem of result.problems) console.error(`  ${problem.message}`);
    return 1;
  }
  const months = result.added.map((m) => m.month).join(', ');
  if (args.includes('--dry-run')) {
    console.log(`sales:import: ${months} would be added to ${target} (dry run, nothing written)`);
    return 0;
  }
  fs.writeFileSync(target, result.text);
  console.log(`sales:import: added ${months} to ${target}. Restart the server to show them.`);
  return 0;
}

try {
  process.exitCode = main();
} catch (error: unknown) {
  console.error(`sales:import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
