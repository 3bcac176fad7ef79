import { LANGUAGES, type Language } from '../src/domain/i18n/languages.ts';
import { LANGUAGE_SCRIPTS } from '../src/domain/i18n/scripts.ts';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { paths } from '../src/web/app/paths.ts';
import { routeScreens } from '../src/web/app/route-screens.ts';

/**
 * Initial JavaScript and CSS per route, gzip level 9, measured on the built front end.
 *
 * Initial = what index.html loads (entry <script type=module>, every <link rel=modulepreload>,
 * every stylesheet) plus the entry chunk's static imports, transitively, PLUS the route's own
 * lazy screen chunk, its static imports and the CSS Vite lists for it. Dynamic import() never
 * counts: it is fetched later, if ever; except, in the Hindi figure, the Hindi strings a Hindi
 * reader's page loads before its first render (HINDI_CHUNK).
 *
 * Run alone: `npx tsx bench/bundle-size.ts [distDir]` (default dist/web; build it first).
 */

/**
 * Benchmarked routes. `screen` is the file name (without extension) of the module the route
 * table (src/web/app/route-screens.ts) names for that path; built chunks are named after it
 * (assets/<screen>-<hash>.js), so a screen that replaces a placeholder is measured without an
 * edit here. `signedIn` says whether bench/web.ts opens the route with a session.
 */
export interface BenchRoute {
  path: string;
  screen: string;
  signedIn: boolean;
}

const BENCHED: ReadonlyArray<{ path: string; signedIn: boolean }> = [
  { path: paths.signin, signedIn: false },
  { path: paths.home, signedIn: true },
  { path: paths.nearbyStations, signedIn: true },
  { path: paths.findVehicle, signedIn: true },
  { path: paths.tcoCalculator, signedIn: true },
  { path: paths.blogs, signedIn: true },
];

function screenOf(route: string): string {
  const entry = routeScreens.find((r) => r.path === route);
  if (!entry) throw new Error(`bench route ${route} is not in src/web/app/route-screens.ts`);
  return path.posix.basename(entry.screen).replace(/\.tsx?$/, '');
}

export const ROUTES: readonly BenchRoute[] = BENCHED.map((r) => ({ ...r, screen: screenOf(r.path) }));

/** Budget for initial JavaScript, gzip. KB here and in every bench printout is 1024 bytes. */
export const JS_BUDGET_KB = 120;
export const KB = 1024;

export interface RouteBundle {
  route: string;
  screen: string;
  /** The screen's chunk, relative to the dist directory (e.g. assets/home-page-AbCd1234.js). */
  screenChunk: string;
  jsFiles: string[];
  cssFiles: string[];
  jsGzipBytes: number;
  /** The same for a Hindi reader: plus the Hindi strings the route loads before its first render. */
  hindiJsGzipBytes: number;
  /** The same for a reader of each language (issue 41): plus its chunks the server preloads for the route (language-chunks.json). */
  languageJsGzipBytes: Record<Language, number>;
  cssGzipBytes: number;
  jsBudgetBytes: number;
  pass: boolean;
}

const gzipCache = new Map<string, number>();

function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Attribute value of a tag's source, e.g. attr('<script src="/a.js">', 'src') → '/a.js'. */
function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Same-origin asset URL in index.html → path relative to the dist directory. */
function fromHref(href: string): string {
  return href.replace(/^\//, '').split(/[?#]/)[0] ?? '';
}

interface HtmlAssets {
  entry: string;
  preloads: string[];
  styles: string[];
}

export function readIndexHtml(distDir: string): HtmlAssets {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const tags = (re: RegExp) => [...html.matchAll(re)].map((m) => m[0]);
  const entryTag = tags(/<script\b[^>]*>/gi).find((tag) => attr(tag, 'type') === 'module' && attr(tag, 'src'));
  const entrySrc = entryTag ? attr(entryTag, 'src') : undefined;
  if (!entrySrc) throw new Error(`no <script type="module" src> in ${distDir}/index.html`);
  const links = tags(/<link\b[^>]*>/gi);
  const hrefsWithRel = (rel: string) =>
    links
      .filter((tag) => (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/).includes(rel))
      .map((tag) => attr(tag, 'href'))
      .filter((href): href is string => Boolean(href) && !/^[a-z]+:|^\/\//i.test(href ?? ''))
      .map(fromHref);
  return { entry: fromHref(entrySrc), preloads: hrefsWithRel('modulepreload'), styles: hrefsWithRel('stylesheet') };
}

/**
 * Static imports of a built chunk: `import{..}from"./x.js"`, `import"./x.js"`, `export{..}from"./x.js"`.
 * The clause before `from` may not contain a parenthesis, so dynamic `import("./x.js")` never matches.
 */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^'"`();]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`\s]+?\.js)["'`]/g;
const DYNAMIC_IMPORT =
  /\bimport\(\s*["'`](\.{1,2}\/[^"'`\s]+?\.js)["'`]\s*\)(?:\s*,\s*__vite__mapDeps\(\s*\[([\d,\s]*)\]\s*\))?/g;
const MAP_DEPS_FILES = /__vite__mapDeps\s*=.*?\.f\s*=\s*(\[[^\]]*\])/s;

function resolveFrom(chunk: string, specifier: string): string {
  return path.posix.normalize(path.posix.join(path.posix.dirname(chunk), specifier));
}

/** Every chunk reachable from `roots` through static imports (roots included), relative to distDir. */
export function staticClosure(distDir: string, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const chunk = queue.shift() as string;
    if (seen.has(chunk)) continue;
    const file = path.join(distDir, chunk);
    if (!fs.existsSync(file)) throw new Error(`${chunk} is referenced but missing from ${distDir}`);
    seen.add(chunk);
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) queue.push(resolveFrom(chunk, match[1] as string));
  }
  return [...seen];
}

interface LazyChunk {
  chunk: string;
  /** Files Vite preloads with the chunk (its JS deps and CSS), from __vite__mapDeps. */
  deps: string[];
}

/** Dynamic imports found in `chunks`, with the dependency lists Vite attaches to them. */
export function lazyChunks(distDir: string, chunks: readonly string[]): LazyChunk[] {
  const found: LazyChunk[] = [];
  for (const chunk of chunks) {
    if (!chunk.endsWith('.js')) continue;
    const code = fs.readFileSync(path.join(distDir, chunk), 'utf8');
    const mapFiles = MAP_DEPS_FILES.exec(code)?.[1];
    const depFiles: string[] = mapFiles ? (JSON.parse(mapFiles.replace(/'/g, '"')) as string[]) : [];
    for (const match of code.matchAll(DYNAMIC_IMPORT)) {
      const indexes = (match[2] ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .map(Number);
      found.push({
        chunk: resolveFrom(chunk, match[1] as string),
        deps: indexes.map((i) => depFiles[i]).filter((f): f is string => typeof f === 'string'),
      });
    }
  }
  return found;
}

function screenChunkFor(lazy: readonly LazyChunk[], screen: string): LazyChunk {
  const name = new RegExp(`^${screen.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[\\w-]{8}\\.js$`);
  const matches = [
    ...new Map(lazy.filter((l) => name.test(path.posix.basename(l.chunk))).map((l) => [l.chunk, l])).values(),
  ];
  if (matches.length !== 1) {
    const all = [...new Set(lazy.map((l) => path.posix.basename(l.chunk)))].join(', ');
    throw new Error(`expected one lazy chunk for screen '${screen}', found ${matches.length} (lazy chunks: ${all})`);
  }
  return matches[0] as LazyChunk;
}

/** dist/web/language-chunks.json and route-preloads.json (vite.config.ts): each language's chunks, each route's areas. */
function languageChunkTable(distDir: string) {
  const read = <T>(file: string, empty: T): T =>
    fs.existsSync(path.join(distDir, file))
      ? (JSON.parse(fs.readFileSync(path.join(distDir, file), 'utf8')) as T)
      : empty;
  const chunks = read<Partial<Record<Language, { core: string[]; areas: Record<string, string> }>>>(
    'language-chunks.json',
    {},
  );
  const routes = read<Record<string, { areas?: string[] }>>('route-preloads.json', {});
  return { chunks, routes };
}

/**
 * A route's initial JS for a reader of `language`: the English, plus the language's registry, core,
 * message rewording and the areas the route registers, which its page preloads (page-html.server.ts)
 * and the app loads before its first render; for Hindi also the blogs' Hindi headings its chunks import.
 */
function withLanguage(
  distDir: string,
  route: string,
  jsFiles: readonly string[],
  language: Language,
  table: ReturnType<typeof languageChunkTable>,
): string[] {
  const own = table.chunks[language];
  if (language === 'en' || !own) return [...jsFiles];
  const areas = table.routes[route]?.areas ?? [];
  const extra = [...own.core, ...areas.flatMap((area) => own.areas[area] ?? [])];
  const headings =
    language === 'hi'
      ? lazyChunks(distDir, jsFiles)
          .filter((l) => /^_virtual_blog-index-hi-[\w-]{8}\.js$/.test(path.posix.basename(l.chunk)))
          .map((l) => l.chunk)
      : [];
  return [...new Set([...jsFiles, ...staticClosure(distDir, [...extra, ...headings])])];
}

/** The woff2 files of each script's fallback font in the build (fonts.css), by language, in bytes: what a phone without its own font downloads. */
export function fontBytes(distDir = 'dist/web'): Record<Language, number> {
  const assets = path.join(distDir, 'assets');
  const files = fs.existsSync(assets) ? fs.readdirSync(assets).filter((f) => f.endsWith('.woff2')) : [];
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const script = LANGUAGE_SCRIPTS[language].toLowerCase();
      const own = files.filter((f) => f.startsWith(`noto-sans-${script}-${script}-`));
      return [language, own.reduce((total, f) => total + fs.statSync(path.join(assets, f)).size, 0)];
    }),
  ) as Record<Language, number>;
}

const sum = (distDir: string, files: readonly string[]) =>
  files.reduce((total, f) => total + gzipSize(path.join(distDir, f)), 0);

/** Initial JS and CSS gzip bytes for each route, measured on the build in `distDir`. */
export function measureBundles(distDir = 'dist/web', routes: readonly BenchRoute[] = ROUTES): RouteBundle[] {
  gzipCache.clear();
  const html = readIndexHtml(distDir);
  const initial = staticClosure(distDir, [html.entry, ...html.preloads.filter((f) => f.endsWith('.js'))]);
  const lazy = lazyChunks(distDir, initial);
  const languages = languageChunkTable(distDir);
  return routes.map((route) => {
    const screen = screenChunkFor(lazy, route.screen);
    const jsFiles = [...new Set([...initial, ...staticClosure(distDir, [screen.chunk])])];
    const cssFiles = [...new Set([...html.styles, ...screen.deps.filter((f) => f.endsWith('.css'))])];
    const jsGzipBytes = sum(distDir, jsFiles);
    const languageJsGzipBytes = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        sum(distDir, withLanguage(distDir, route.path, jsFiles, language, languages)),
      ]),
    ) as Record<Language, number>;
    const hindiJsGzipBytes = languageJsGzipBytes.hi;
    const jsBudgetBytes = JS_BUDGET_KB * KB;
    return {
      route: route.path,
      screen: route.screen,
      screenChunk: screen.chunk,
      jsFiles,
      cssFiles,
      jsGzipBytes,
      hindiJsGzipBytes,
      languageJsGzipBytes,
      cssGzipBytes: sum(distDir, cssFiles),
      jsBudgetBytes,
      pass: Object.values(languageJsGzipBytes).every((bytes) => bytes <= jsBudgetBytes),
    };
  });
}

export const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** Plain-text table: one row per route. */
export function formatBundleTable(bundles: readonly RouteBundle[]): string {
  const head = [
    'route',
    'screen chunk',
    ...LANGUAGES.map((language) => `JS ${language} KB`),
    'CSS gzip KB',
    'JS budget KB',
    'result',
  ];
  const rows = bundles.map((b) => [
    b.route,
    path.posix.basename(b.screenChunk),
    ...LANGUAGES.map((language) => kb(b.languageJsGzipBytes[language])),
    kb(b.cssGzipBytes),
    String(JS_BUDGET_KB),
    b.pass ? 'PASS' : 'FAIL',
  ]);
  return table(head, rows);
}

/** Left-aligned text table with a rule under the heading. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const distDir = process.argv[2] ?? 'dist/web';
  const bundles = measureBundles(distDir);
  console.log(`Initial JS/CSS per route, gzip -9, ${distDir} (KB = 1024 bytes)\n`);
  console.log(formatBundleTable(bundles));
  const fonts = fontBytes(distDir);
  console.log(
    `\nFallback font bytes per language (woff2, 400 + 600; fetched only by a phone without its own font): ${LANGUAGES.map((l) => `${l} ${kb(fonts[l])} KB`).join(', ')}`,
  );
  for (const b of bundles.filter((x) => !x.pass))
    console.log(
      `FAIL ${b.route}: initial JS over ${JS_BUDGET_KB} KB in ${LANGUAGES.filter(
        (l) => b.languageJsGzipBytes[l] > b.jsBudgetBytes,
      )
        .map((l) => `${l} (${kb(b.languageJsGzipBytes[l])} KB)`)
        .join(', ')}`,
    );
  if (process.argv.includes('--strict') && bundles.some((b) => !b.pass)) process.exitCode = 1;
}
