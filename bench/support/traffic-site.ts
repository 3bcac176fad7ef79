import fs from 'node:fs';
import path from 'node:path';
import type { Fetched } from './traffic-client.ts';

/**
 * What a phone's browser fetches besides the API, read from the production build the server
 * serves (bench/traffic.ts builds it):
 *
 * - the service worker's precache: the manifest Workbox was given at build time, as written into
 *   dist/web/sw.js (`{"revision":…,"url":…}` entries: the build's scripts and styles, icons, the web
 *   manifest, the favicon and the app shell). Workbox fetches an entry that has a revision with
 *   `?__WB_REVISION__=<revision>` added, and one without (a hashed file) as it is;
 * - a page's own references: what its HTML links to (the modulepreloads the boot loader starts,
 *   scripts, styles, icons, the web manifest, images), read from the page the server sent.
 */
export interface StaticFile {
  path: string;
  as: Fetched;
}

const fetchedAs = (file: string): Fetched =>
  /\.js(\?|$)/.test(file)
    ? 'script'
    : /\.css(\?|$)/.test(file)
      ? 'style'
      : /\.webmanifest(\?|$)/.test(file)
        ? 'manifest'
        : /\.(png|svg|jpe?g|webp|ico)(\?|$)/.test(file)
          ? 'image'
          : 'precache';

/** The precache list of the build in `webDist` (its sw.js), as the worker fetches it at install. */
export function precacheFiles(webDist: string): StaticFile[] {
  const sw = fs.readFileSync(path.join(webDist, 'sw.js'), 'utf8');
  const files: StaticFile[] = [];
  // Entries as vite-plugin-pwa writes them: {"revision":"…"|null,"url":"…"}.
  for (const match of sw.matchAll(/\{"revision":(null|"([^"]*)"),"url":"([^"]+)"\}/g)) {
    const url = match[3] as string;
    const revision = match[2];
    const file = url.startsWith('/') ? url : `/${url}`;
    files.push({
      path: revision ? `${file}${file.includes('?') ? '&' : '?'}__WB_REVISION__=${revision}` : file,
      as: 'precache',
    });
  }
  if (files.length < 10)
    throw new Error(`sw.js in ${webDist}: found ${files.length} precache entries; has the manifest's format changed?`);
  return files;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}=("([^"]*)"|'([^']*)')`, 'i')
    .exec(tag)
    ?.slice(2)
    .find((v) => v !== undefined);

/** The same-origin files a page's HTML makes the browser fetch (in the order they appear, once each). */
export function pageReferences(html: string): StaticFile[] {
  const found = new Map<string, Fetched>();
  const add = (ref: string | undefined, as: Fetched) => {
    if (!ref || !ref.startsWith('/') || ref.startsWith('//') || found.has(ref)) return;
    found.set(ref, as);
  };
  for (const [tag] of html.matchAll(/<link\s[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase();
    const href = attribute(tag, 'href');
    if (rel === 'modulepreload' || rel === 'preload') add(href, fetchedAs(href ?? ''));
    else if (rel === 'stylesheet') add(href, 'style');
    else if (rel.includes('icon')) add(href, 'image');
    else if (rel === 'manifest') add(href, 'manifest');
  }
  for (const [tag] of html.matchAll(/<script\s[^>]*>/gi)) add(attribute(tag, 'src'), 'script');
  for (const [tag] of html.matchAll(/<img\s[^>]*>/gi)) add(attribute(tag, 'src'), 'image');
  return [...found].map(([file, as]) => ({ path: file, as }));
}

/** Page references, worked out once per page path (the same route's HTML links the same files). */
export class PageReferences {
  private readonly byPath = new Map<string, StaticFile[]>();

  /** How many pages were read, and the fewest and most files one links (a page linking no script would mean the HTML's format changed). */
  summary(): string {
    const counts = [...this.byPath.values()].map((refs) => refs.length);
    const scripts = [...this.byPath.values()].map((refs) => refs.filter((r) => r.as === 'script').length);
    return counts.length
      ? `${counts.length} pages read, each linking ${Math.min(...counts)}–${Math.max(...counts)} files (${Math.min(...scripts)}–${Math.max(...scripts)} scripts)`
      : 'no page read';
  }

  known(pagePath: string): StaticFile[] | undefined {
    return this.byPath.get(pagePath);
  }

  learn(pagePath: string, html: string): StaticFile[] {
    let refs = this.byPath.get(pagePath);
    if (!refs) {
      refs = pageReferences(html);
      this.byPath.set(pagePath, refs);
    }
    return refs;
  }
}
