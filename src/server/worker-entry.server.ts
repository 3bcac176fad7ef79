/** A worker thread's file, and for a TypeScript module run through ts-worker.mjs, that module. */
export interface WorkerEntry {
  file: URL;
  module?: string;
}

/**
 * A worker thread's entry: run from the sources (tests, tsx), the TypeScript module `source`
 * through ts-worker.mjs (Node 20 does not carry tsx into worker threads); run from the server's
 * bundle, the file scripts/build-server.mjs writes beside it, `<bundle>.<name>.mjs`. Bundled, this
 * module's own URL is the bundle's.
 */
export function workerEntry(name: string, source: URL): WorkerEntry {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return { file: new URL('./ts-worker.mjs', here), module: source.href };
  return { file: new URL(here.replace(/\.m?js$/, `.${name}.mjs`)) };
}
