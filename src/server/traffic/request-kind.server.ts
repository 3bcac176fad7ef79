import fs from 'node:fs';
import { APP_SHELL_PATH } from '../../domain/routes/app-shell-path.ts';

/**
 * What a request is, for the traffic budgets (decision 0018):
 * - `static`: a file of the built front end (hashed assets, icons, the manifest, sw.js, blog
 *   images, the app shell). Immutable or cheap, never counted against a person's budget.
 * - `page`: an HTML navigation (any other GET or HEAD outside the API). Limited only at flood level.
 * - `api`: the JSON API (/ev/…, /googleservice/…) and every other method.
 */
export type RequestKind = 'static' | 'page' | 'api';

const API_PREFIXES = ['/ev/', '/googleservice/'];

/** The web root's own entries: its top-level files by exact path, its folders as path prefixes. */
export interface StaticPaths {
  files: ReadonlySet<string>;
  prefixes: readonly string[];
}

export const NO_STATIC_PATHS: StaticPaths = { files: new Set(), prefixes: [] };

/**
 * Reads what the build put at the top of `root` (dist/web): every file there is served as it is
 * (manifest, sw.js, favicon, robots.txt; their .br/.gz twins are the same file) and every folder
 * holds only files (assets/, icons/, blog images). index.html is the page template, not a file
 * anyone asks for by name, so it stays a page.
 */
export function staticPathsOf(root: string): StaticPaths {
  if (!fs.existsSync(root)) return NO_STATIC_PATHS;
  const files = new Set<string>([APP_SHELL_PATH]);
  const prefixes: string[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (entry.isDirectory()) prefixes.push(`/${entry.name}/`);
    else if (entry.name !== 'index.html' && !/\.(br|gz)$/.test(entry.name)) files.add(`/${entry.name}`);
  }
  return { files, prefixes: prefixes.sort() };
}

export function requestKind(method: string, url: string, statics: StaticPaths): RequestKind {
  if (API_PREFIXES.some((prefix) => url.startsWith(prefix))) return 'api';
  if (method !== 'GET' && method !== 'HEAD') return 'api';
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (statics.files.has(path) || statics.prefixes.some((prefix) => path.startsWith(prefix))) return 'static';
  return 'page';
}
