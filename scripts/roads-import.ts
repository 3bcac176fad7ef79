// `npm run roads:import [-- --tiles DIR] [--out DIR] [--heights DIR]`: builds data/roads/national-highways.graph.bin from the
// national-highway tiles in data/roads/tiles, repairing the joins the tiles lost, and writes the import's report
// (data/roads/import-report.md and .json). Same tiles, same bytes. docs/road-graph.md says how and why.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GRAPH_FILE_NAME } from '../src/domain/roads/graph-file.ts';
import { loadHeightGrid } from './roads/height-grid.ts';
import { buildRoadGraphFile } from './roads/import-graph.ts';
import { importReportMarkdown } from './roads/import-report.ts';

const root = path.resolve(import.meta.dirname, '..');

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return path.resolve(i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback);
}

async function main() {
  const tilesDir = option('--tiles', path.join(root, 'data', 'roads', 'tiles'));
  const outDir = option('--out', path.join(root, 'data', 'roads'));
  const receiptFile = path.join(path.dirname(tilesDir), 'source-receipt.json');
  const receipt = fs.existsSync(receiptFile)
    ? (JSON.parse(fs.readFileSync(receiptFile, 'utf8')) as Record<string, unknown>)
    : {};
  const started = performance.now();
  const heights = await loadHeightGrid(option('--heights', path.join(root, 'data', 'elevation', 'gmted2010')));
  const { bytes, report } = buildRoadGraphFile(tilesDir, receipt, (line) => console.log(line), heights);
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, GRAPH_FILE_NAME);
  const before = fs.existsSync(file) ? fs.statSync(file).size : null;
  fs.writeFileSync(file, bytes);
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
  const full = { ...report, file: { name: GRAPH_FILE_NAME, bytes: bytes.length, sha256 } };
  fs.writeFileSync(path.join(outDir, 'import-report.json'), `${JSON.stringify(full, null, 2)}\n`);
  fs.writeFileSync(path.join(outDir, 'import-report.md'), importReportMarkdown(full));
  console.log(
    `wrote ${path.relative(root, file)}: ${(bytes.length / 1e6).toFixed(2)} MB${before === null ? '' : ` (was ${(before / 1e6).toFixed(2)} MB: ${bytes.length >= before ? '+' : '−'}${(Math.abs(bytes.length - before) / 1e6).toFixed(2)} MB)`}, sha256 ${sha256.slice(0, 16)}…, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

await main();
