// `npm run localities:import -- FILE [--out DIR] [--dry-run]`: rebuilds data/localities/localities.csv
// (and pincode-centres.csv, the pincode centres it corrected, for the app's pincode look-ups)
// from the Department of Posts directory (post-offices.csv: office, office_type, delivery, pincode,
// division, region, circle, taluk, district, state, latitude, longitude), using the project's own
// data/pincodes/pincodes.csv and data/places. Checks data/localities/aliases.csv against the result
// and writes nothing if an alias points at a locality that is not there. Prints every fix with its
// count (data/localities/SOURCE.md keeps the figures of the last run).
import fs from 'node:fs';
import path from 'node:path';
import { csvRecords } from '../src/domain/csv/csv.ts';
import { aliasProblems, readAliases } from './localities/aliases.ts';
import { placeAreas } from './localities/areas.ts';
import { buildLocalities, type BuildReport } from './localities/build.ts';
import { localitiesCsv, movedCentresCsv } from './localities/write.ts';

const root = path.resolve(import.meta.dirname, '..');

/** A file's records, as written; an unclosed quote stops the import with the file and row. */
function readCsv(file: string): Record<string, string>[] {
  try {
    return csvRecords(fs.readFileSync(file, 'utf8')).records;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

const n = (value: number) => value.toLocaleString('en-IN');
const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

function describeBuild(r: BuildReport): string[] {
  const p = r.positions;
  return [
    `${n(r.rows)} offices read; skipped: ${n(r.skippedBadPincode)} without a 6-digit pincode, ${n(r.skippedUnknownType)} of unknown type`,
    `state 'NA': ${n(r.stateFromPincode)} from the pincode's row, ${n(r.stateFromNeighbour)} from the nearest office of the same 3-digit prefix`,
    `district 'NA': ${n(r.districtFromPincode)} from the pincode's row, ${n(r.districtFromNeighbour)} from the nearest office of the same 3-digit prefix; ${n(r.unresolved)} left without (dropped)`,
    `coordinates written in degrees/minutes or with a degree sign, read: ${n(r.coordinatesRewritten)}`,
    `no position (empty or half given): ${n(p.missing)}`,
    `outside India: ${n(p.outsideIndia)} rejected, ${n(p.swapped)} more fixed by swapping latitude and longitude`,
    `placeholder position (one point shared by offices of 3+ pincodes): ${n(p.placeholder)} rejected`,
    `far from the pincode centre (beyond max(15 km, min(4 x the pincode's median office distance, 40 km))): ${n(p.far)} rejected`,
    `pincode with 1-2 positions, office over 15 km from its centre: ${n(p.otherDistrict)} rejected (nearest other pincode in another district), ${n(p.keptInDistrict)} kept (same district)`,
    `only positioned office of its pincode, nearest other pincode in another district and none of its own within 15 km: ${n(p.loneOtherDistrict)} marked approximate`,
    `positions kept: ${n(p.kept)} of ${n(p.offices)}; ${n(p.unchecked)} unchecked (pincode without a centre)`,
    `pincode centres recomputed from their checked offices: ${n(p.centresMoved)} moved more than 1 km; ${n(p.centresUnchecked)} with no checked office keep pincodes.csv's`,
    `names: ${n(r.names.designations)} office designations removed, ${n(r.names.titleCased)} title-cased from capitals, ${n(r.names.spaces)} with doubled spaces`,
    `qualifiers: ${n(r.names.qualifiersDropped)} dropped as disambiguators or parent offices, ${n(r.names.qualifiersToAlso)} kept as other names`,
    `pincode centres over 15 km from the stations of that pincode (3+ within 5 km of their median): ${n(r.outliers.centresMovedToStations)} moved to them; over max(100 km, 4 x the district's median) from the district's median centre: ${n(r.outliers.centresFarFromDistrict)} moved to it; ${n(r.outliers.offCentreTakenOff)} of their offices over 15 km from the new centre taken off`,
    `districts whose head offices lie that far from the median of their centres, the head offices' median used as their centre instead: ${n(r.outliers.districtsByHeadOffice.length)} (${r.outliers.districtsByHeadOffice.join(', ')})`,
    `outliers (outliers.ts): on a town's centre point of another name, far from the pincode's other offices: ${n(r.outliers.townPoint)} taken off; on a point shared by 3+ offices: ${n(r.outliers.sharedPoint)} taken off (one office keeps each point)`,
    `outliers: stations whose addresses name the office (3+ in its pincode, within 2 km of their median): ${n(r.outliers.movedToStations)} moved there from over 2 km away, ${n(r.outliers.placedByStations)} placed there that had no checked position`,
    `offices with no position and no pincode centre: ${n(r.droppedNoPosition)} dropped`,
    `${n(r.localities)} localities (${n(r.grouped)} offices grouped into shared-name localities); ${n(r.approximate)} at their pincode's centre`,
  ];
}

function main() {
  const args = process.argv.slice(2);
  const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--out');
  if (!file || args.includes('--help')) {
    console.error(
      'Usage: npm run localities:import -- FILE [--out DIR] [--dry-run]\n  FILE: the Department of Posts directory as CSV (post-offices.csv)',
    );
    process.exit(file ? 0 : 2);
  }
  const outIndex = args.indexOf('--out');
  const outDir = path.resolve(
    outIndex >= 0 && args[outIndex + 1] ? args[outIndex + 1]! : path.join(root, 'data', 'localities'),
  );
  const started = performance.now();
  const stations = readCsv(path.join(root, 'data', 'stations', 'stations.csv')).flatMap((r) => {
    const lat = Number.parseFloat(r.lat ?? '');
    const lng = Number.parseFloat(r.lng ?? '');
    return Number.isFinite(lat) && Number.isFinite(lng)
      ? [{ address: r.address ?? '', city: r.city ?? '', postcode: r.postcode ?? '', lat, lng }]
      : [];
  });

  const { localities, report, centres, movedCentres } = buildLocalities({
    offices: readCsv(path.resolve(file)),
    pincodes: readCsv(path.join(root, 'data', 'pincodes', 'pincodes.csv')),
    states: readCsv(path.join(root, 'data', 'places', 'states.csv')),
    places: readCsv(path.join(root, 'data', 'places', 'places.csv')),
    placeAliases: readCsv(path.join(root, 'data', 'places', 'aliases.csv')),
    stations,
  });
  for (const line of describeBuild(report)) console.log(`  ${line}`);

  const aliasFile = path.join(outDir, 'aliases.csv');
  if (fs.existsSync(aliasFile)) {
    const aliases = readAliases(readCsv(aliasFile));
    const placed = placeAreas(aliases, localities, stations, centres);
    const problems = [...aliasProblems(aliases, [...localities, ...placed.areas]), ...placed.problems];
    if (problems.length)
      throw new Error(`${problems.length} alias problem(s), nothing written:\n  ${problems.join('\n  ')}`);
    const byStations = placed.reports.filter((r) => r.stations !== undefined);
    console.log(
      `  aliases.csv: every alias points at a locality; ${n(placed.areas.length)} areas without an office placed, ${n(byStations.length)} by the stations naming them (median ${medianOf(byStations.map((r) => r.stations!))} stations each), ${n(placed.areas.length - byStations.length)} by a pincode's centre or a position given with its source; ${n(placed.moved)} offices moved to a position given with its source`,
    );
    localities.push(...placed.areas);
  } else console.warn(`  warning: no ${path.relative(root, aliasFile)} to check`);

  const csv = localitiesCsv(localities);
  const target = path.join(outDir, 'localities.csv');
  const centresTarget = path.join(outDir, 'pincode-centres.csv');
  if (!args.includes('--dry-run')) {
    fs.mkdirSync(outDir, { recursive: true });
    for (const [file, text] of [
      [target, csv],
      [centresTarget, movedCentresCsv(movedCentres)],
    ] as const) {
      fs.writeFileSync(`${file}.tmp`, text);
      fs.renameSync(`${file}.tmp`, file);
    }
  }
  console.log(
    `${args.includes('--dry-run') ? 'would write' : 'wrote'} ${path.relative(root, centresTarget)}: ${n(movedCentres.length)} pincode centres corrected (for the app's pincode look-ups)`,
  );
  const mb = (Buffer.byteLength(csv) / 1e6).toFixed(2);
  console.log(
    `${args.includes('--dry-run') ? 'would write' : 'wrote'} ${path.relative(root, target)}: ${n(localities.length)} rows, ${mb} MB (${Math.round(performance.now() - started)} ms)`,
  );
}

try {
  main();
} catch (error: unknown) {
  console.error(`localities:import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
