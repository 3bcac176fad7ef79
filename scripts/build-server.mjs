// `npm run build:server`: the API server as one JavaScript file, dist/server/server.mjs, for
// `npm start` and production. Plain node runs it: no TypeScript loader at run time (running the
// sources under tsx cost about a quarter of the throughput of a cached answer; bench/api.ts).
// Packages stay in node_modules (external); the project's own modules, src/server and
// src/domain, are bundled. Data files are found from the project's folder (src/server/data-dir.server.ts).
import path from 'node:path';
import { build } from 'esbuild';
import { writeLanguageFiles } from './language-files.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(root, 'dist/server/server.mjs');

/**
 * Builds to `outfile` (default dist/server/server.mjs). It must stay inside the project, where the
 * packages and data/ are found; tests and benches each take a file of their own under dist/server/.
 */
export async function buildServer(outfile = SERVER_BUNDLE) {
  writeLanguageFiles();
  const options = {
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  };
  await Promise.all([
    build({ ...options, entryPoints: [path.join(root, 'src/server/server.ts')], outfile }),
    ...Object.entries(WORKERS).map(([name, entry]) =>
      build({ ...options, entryPoints: [path.join(root, entry)], outfile: workerBundleFor(outfile, name) }),
    ),
  ]);
}

/** The worker threads' modules, by the name src/server/worker-entry.server.ts finds each by. */
const WORKERS = {
  'trip-search': 'src/server/trips/trip-search.worker.ts',
  'wal-checkpoint': 'src/server/db/wal-checkpoint.worker.ts',
};

/** A worker thread's file beside a server bundle: `<bundle>.<name>.mjs`. */
export const workerBundleFor = (outfile, name) => outfile.replace(/\.m?js$/, `.${name}.mjs`);

/** Every file buildServer writes for `outfile`, for callers that clean up after themselves. */
export const serverBuildFiles = (outfile) =>
  [outfile, ...Object.keys(WORKERS).map((name) => workerBundleFor(outfile, name))].flatMap((file) => [
    file,
    `${file}.map`,
  ]);

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await buildServer();
