import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's folder: the nearest folder above this file that holds package.json. The same
 * answer whether the server runs from its sources (src/server/…) or from its build
 * (dist/server/server.mjs, one file), so data paths never depend on where a module was bundled.
 */
function projectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/** The bundled data sets (data/): stations, places, catalogue, EV sales, the sample registry. */
export const DATA_DIR = path.join(projectRoot(import.meta.dirname), 'data');

/** A file or folder under data/. */
export const dataPath = (...parts: string[]) => path.join(DATA_DIR, ...parts);
