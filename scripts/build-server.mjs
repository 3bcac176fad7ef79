// `npm run build:server`: the API server as one JavaScript file, dist/server/server.mjs, for
// `npm start` and production. Plain node runs it: no TypeScript loader at run time (running the
// sources under tsx cost about a quarter of the throughput of a cached answer; bench/api.ts).
// Packages stay in node_modules (external); the project's own modules, src/server and
// src/domain, are bundled. Data files are found from the project's folder (src/server/data-dir.server.ts).
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(root, 'dist/server/server.mjs');

/**
 * Builds to `outfile` (default dist/server/server.mjs). It must stay inside the project, where the
 * packages and data/ are found; tests and benches each take a file of their own under dist/server/.
 */
export async function buildServer(outfile = SERVER_BUNDLE) {
  const options = { bundle: true, packages: 'external', platform: 'node', format: 'esm', target: 'node20', sourcemap: true, logLevel: 'warning' };
  await Promise.all([
    build({ ...options, entryPoints: [path.join(root, 'src/server/server.ts')], outfile }),
    // The trip search worker (src/server/maps/trip-search.server.ts finds it by this name).
    build({ ...options, entryPoints: [path.join(root, 'src/server/maps/trip-search.worker.ts')], outfile: workerBundleFor(outfile) }),
    // The SQLite checkpoint thread (src/server/db/wal-checkpointer.server.ts finds it by this name).
    build({ ...options, entryPoints: [path.join(root, 'src/server/db/wal-checkpoint.worker.ts')], outfile: checkpointBundleFor(outfile) }),
  ]);
}

/** The trip search worker's file beside a server bundle: `<bundle>.trip-search.mjs`. */
export const workerBundleFor = (outfile) => outfile.replace(/\.m?js$/, '.trip-search.mjs');

/** The SQLite checkpoint thread's file beside a server bundle: `<bundle>.wal-checkpoint.mjs`. */
export const checkpointBundleFor = (outfile) => outfile.replace(/\.m?js$/, '.wal-checkpoint.mjs');

/** Every file buildServer writes for `outfile`, for callers that clean up after themselves. */
export const serverBuildFiles = (outfile) =>
  [outfile, workerBundleFor(outfile), checkpointBundleFor(outfile)].flatMap((file) => [file, `${file}.map`]);

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await buildServer();
