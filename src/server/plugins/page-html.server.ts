import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pageDataPreloads } from '../../domain/catalogue/catalogue-paths.ts';
import type { Language } from '../../domain/i18n/languages.ts';
import { PRELOADS_END, withBootLoader } from '../http/boot-loader.server.ts';

/**
 * The HTML sent for each page path: index.html with the build's stylesheet inlined (it is small,
 * and inline it no longer blocks the first paint), the route's own stylesheets likewise, and, for known routes, <link rel="modulepreload">
 * for the route's screen chunks (from dist/web/route-preloads.json, written at build time), so they
 * download alongside the entry instead of after it has run.
 *
 * A route the build prerendered (dist/web/prerendered.json, scripts/prerender-plugin.ts) gets its
 * first screen in the root element, so the screen paints from the HTML alone and the app hydrates
 * it; the boot splash stays in the page, hidden, for the boot script to show instead when the
 * screen is not for this browser (boot-loader.server.ts). The screen is inert until then: seen but
 * not yet live, so a tap or a keystroke never lands on a button or field with nothing behind it.
 * Only a page opened without a query string gets it: the prerender is each screen's default
 * state, and a query string (a tab, a sort, a figure) changes what the screen shows.
 */
/**
 * Brotli jobs one after another: ~70 pages at ~40–80 ms of CPU each, run all at once on the
 * thread pool, took both cores of a 2-core machine from the server's own start (loading the
 * stations and the gazetteer) for seconds. One at a time, they leave a core to it.
 */
let brotliQueue: Promise<unknown> = Promise.resolve();
const brotliInTurn = (input: Buffer): Promise<Buffer | null> => {
  const job = brotliQueue.then(
    () =>
      new Promise<Buffer | null>((resolve) =>
        zlib.brotliCompress(input, (error, result) => resolve(error ? null : result)),
      ),
  );
  brotliQueue = job;
  return job;
};

/**
 * One page, compressed once rather than on every request: brotli at its best quality (~40–80 ms
 * of CPU for a prerendered page) on the thread pool from start, in turn with the other pages and
 * off the event loop, so the server starts at once; gzip (~1–2 ms) when first asked for. Until
 * the brotli copy is ready, a client that takes both gets gzip.
 */
class CompressedPage {
  readonly identity: Buffer;
  private compressing: Promise<void> | undefined;
  private brotli: Buffer | null = null;
  private gzipped: Buffer | null = null;

  /** `eager`: brotli from start; otherwise (the Hindi pages) when the page is first asked for. */
  constructor(text: string, eager = true) {
    this.identity = Buffer.from(text);
    if (eager) void this.compressed;
  }

  get compressed(): Promise<void> {
    return (this.compressing ??= brotliInTurn(this.identity).then((result) => {
      this.brotli = result;
    }));
  }

  get br(): Buffer | null {
    void this.compressed;
    return this.brotli;
  }

  get gzip(): Buffer {
    return (this.gzipped ??= zlib.gzipSync(this.identity, { level: 9 }));
  }
}

export interface PageHtml {
  forPath(pathname: string): Buffer;
  /**
   * The page for a path in the best encoding the client accepts. With the query string, the
   * page also preloads the API reads its screen starts with (pageDataPreloads).
   */
  encoded(
    pathname: string,
    acceptEncoding: string,
    search?: URLSearchParams,
    language?: Language,
  ): { body: Buffer; encoding: 'br' | 'gzip' | null };
  /** The app's route patterns ('/state/:id'), to register as real routes (compressed like any other). */
  patterns: string[];
  /** Settles when every page made at start has its brotli copy (tests; the server does not wait). */
  compressed: Promise<void>;
}

/** route-preloads.json: a route's chunks and stylesheets, and the areas whose strings its chunks register. */
type Preloads = Record<string, { js: string[]; css: string[]; areas?: string[] }>;
/** language-chunks.json (vite.config.ts): each language's core chunks, and its chunk per area. */
type LanguageChunks = Partial<Record<Language, { core: string[]; areas: Record<string, string> }>>;
type Screen = {
  access: string;
  html: string;
  reads?: string[];
  title?: string;
  data?: Array<{ url: string; json: string }>;
  lang?: Language;
};
type Prerendered = Array<Screen & { path: string }>;

const ROOT_ELEMENT = /<div id="root">([\s\S]*?)<\/div>(\s*<noscript>)/;

/** Text or an attribute value written into the page. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page with `screen` in its root and the splash kept aside (hidden until the boot script shows it). */
export function withPrerenderedScreen(html: string, screen: Screen): string {
  const root = ROOT_ELEMENT.exec(html);
  const lang = /<html lang="([a-z]{2})">/.exec(html)?.[0];
  // Without the marks on <html>, the boot script could not keep the screen from a browser it is not for.
  if (!root || !lang) return html;
  const reads = (screen.reads ?? []).filter((key) => /^[\w.:-]+$/.test(key)).join(' ');
  // The screen's own title, as the app sets it once running.
  const titled = screen.title
    ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(screen.title ?? '')}</title>`)
    : html;
  return titled
    .replace(
      lang,
      `${lang.slice(0, -1)} data-prerendered="${screen.access === 'user' ? 'user' : 'visitor'}"${reads ? ` data-reads="${reads}"` : ''}>`,
    )
    .replace(
      root[0],
      () =>
        `<div id="boot-splash" hidden>${root[1]}</div><div id="root" data-prerendered="" inert>${screen.html}</div>${dataBlocks(screen)}${root[2]}`,
    );
}

/**
 * The API answers the screen was drawn from, as data blocks the app hydrates from (pageData in
 * src/web/lib/prerender-snapshot.ts). Not scripts: the browser never runs them, so the page's
 * script policy does not apply. `<` is written as \u003c, so no text in them can end the element.
 */
function dataBlocks(screen: Screen): string {
  return (screen.data ?? [])
    .filter((entry) => entry.url.startsWith('/'))
    .map(
      (entry) =>
        `<script type="application/json" data-page-data="${escapeHtml(entry.url)}">${entry.json.replace(/</g, '\\u003c')}</script>`,
    )
    .join('');
}

/**
 * A language's chunks for a route (issues 18, 41): its registry, core strings and the message
 * rewording, which every page in the language loads before its first render, and the strings of
 * each area the route's chunks register (language-chunks.json); for Hindi also the blogs' Hindi
 * headings, which a route's own chunks import.
 */
function languageChunks(root: string): {
  forRoute(language: Language, js: readonly string[], areas: readonly string[]): string[];
} {
  const file = path.join(root, 'language-chunks.json');
  const chunks: LanguageChunks = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as LanguageChunks)
    : {};
  const BLOG_HEADINGS = /\b(_virtual_blog-index-hi-[\w-]{8}\.js)\b/g;
  const headingsOf = new Map<string, string[]>();
  const headings = (js: string) => {
    let found = headingsOf.get(js);
    if (!found) {
      const full = path.join(root, js);
      found = fs.existsSync(full)
        ? [...new Set([...fs.readFileSync(full, 'utf8').matchAll(BLOG_HEADINGS)].map((m) => `assets/${m[1]}`))]
        : [];
      headingsOf.set(js, found);
    }
    return found;
  };
  return {
    forRoute: (language, js, areas) => {
      const own = chunks[language];
      if (language === 'en' || !own) return [];
      const wanted = [
        ...own.core,
        ...areas.flatMap((area) => own.areas[area] ?? []),
        ...(language === 'hi' ? js.flatMap(headings) : []),
      ].map((chunk) => (chunk.startsWith('assets/') ? chunk : `assets/${chunk}`));
      return [...new Set(wanted)].filter((chunk) => !js.includes(chunk));
    },
  };
}

function routeMatcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * A stylesheet of the build written into the page: its rules in a <style>, then a disabled <link>
 * to the same file, which the browser never fetches. Vite's loader adds a <link> for each
 * stylesheet a lazy chunk needs unless the page has one for that file: without the mark it would
 * fetch the app's stylesheet again when the screen's chunk loads, and its rules, coming last, would
 * win over the screen's own (features/<area>/<area>.css) wherever both set the same property.
 */
function inlineStylesheet(root: string, file: string): string | undefined {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return undefined;
  return `<style>${fs.readFileSync(full, 'utf8').replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="/${file}" disabled>`;
}

export function buildPageHtml(root: string): PageHtml {
  let html = withBootLoader(fs.readFileSync(path.join(root, 'index.html'), 'utf8'));
  const inlined = new Set<string>();
  html = html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const style = inlineStylesheet(root, file);
    if (style === undefined) return tag;
    inlined.add(file);
    return style;
  });

  const preloadFile = path.join(root, 'route-preloads.json');
  const preloads: Preloads = fs.existsSync(preloadFile)
    ? (JSON.parse(fs.readFileSync(preloadFile, 'utf8')) as Preloads)
    : {};
  const prerenderFile = path.join(root, 'prerendered.json');
  const prerendered: Prerendered = fs.existsSync(prerenderFile)
    ? (JSON.parse(fs.readFileSync(prerenderFile, 'utf8')) as Prerendered)
    : [];
  // A page's strings in its language start loading with the entry instead of after it has run.
  const languages = languageChunks(root);
  // English pages are compressed from start; other languages' when first asked for (fewer readers,
  // and nine times the pages would keep a core of a small machine busy for seconds after start).
  const languagePages = (language: Language) => {
    const eager = language === 'en';
    const compress = (text: string) => new CompressedPage(text, eager);
    const source = html.replace('<html lang="en">', `<html lang="${language}">`);
    const base = compress(source);
    const pages = Object.entries(preloads).map(([pattern, files]) => {
      const js = [...files.js, ...languages.forRoute(language, files.js, files.areas ?? [])];
      const modules = js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
      // The screen's own stylesheets are written in too, after the app's, so they paint with the page.
      const styles = files.css
        .filter((file) => !inlined.has(file))
        .map((file) => inlineStylesheet(root, file) ?? `<link rel="stylesheet" crossorigin href="/${file}">`)
        .join('');
      // The screen's chunks wait with the entry for the first paint (boot-loader.server.ts).
      const page = (
        source.includes(PRELOADS_END)
          ? source.replace(PRELOADS_END, `${modules}${PRELOADS_END}`)
          : source.replace('</head>', `${modules}</head>`)
      ).replace('</head>', `${styles}</head>`);
      const screen = prerendered.find((entry) => entry.path === pattern && (entry.lang ?? 'en') === language);
      const withScreen = screen ? compress(withPrerenderedScreen(page, screen)) : undefined;
      const data = (screen?.data ?? []).map((entry) => entry.url);
      if (withScreen && data.length) embeddedData.set(withScreen, new Set(data));
      return { matcher: routeMatcher(pattern), html: compress(page), withScreen, data };
    });
    return { base, pages, compress };
  };
  // Each language's pages are made when its first page is asked for: a language nobody reads costs nothing.
  const made = new Map<Language, ReturnType<typeof languagePages>>();
  const pagesIn = (language: Language) => {
    let found = made.get(language);
    if (!found) {
      found = languagePages(language);
      made.set(language, found);
    }
    return found;
  };
  // The answers each prerendered page carries (dataBlocks), by page.
  const embeddedData = new Map<CompressedPage, Set<string>>();
  const pageFor = (pathname: string, search?: URLSearchParams, language: Language = 'en') => {
    const { base, pages } = pagesIn(language);
    const page = pages.find((entry) => entry.matcher.test(pathname));
    if (!page) return base;
    return (!search || search.size === 0) && page.withScreen ? page.withScreen : page.html;
  };
  // A page with its data preloads, compressed once per distinct set (a handful: one per list type).
  const withData = new Map<string, CompressedPage>();
  const pageWithData = (pathname: string, search: URLSearchParams, language: Language): CompressedPage => {
    const page = pageFor(pathname, search, language);
    // A prerendered screen that came with its data needs no preload of it.
    const embedded = embeddedData.get(page);
    const urls = pageDataPreloads(pathname, search).filter((url) => !embedded?.has(url));
    if (!urls.length) return page;
    const key = `${language}\n${pathname}\n${search.size}\n${urls.join('\n')}`;
    let found = withData.get(key);
    if (!found) {
      const tags = urls.map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}">`).join('');
      found = pagesIn(language).compress(page.identity.toString('utf8').replace('</head>', `${tags}</head>`));
      if (withData.size < 64) withData.set(key, found);
    }
    return found;
  };

  const { base, pages } = pagesIn('en');
  const atStart = [base, ...pages.flatMap((page) => (page.withScreen ? [page.html, page.withScreen] : [page.html]))];
  const compressed = Promise.all(atStart.map((page) => page.compressed)).then(() => undefined);
  return {
    patterns: Object.keys(preloads),
    compressed,
    forPath: (pathname) => pageFor(pathname).identity,
    encoded(pathname, acceptEncoding, search, language = 'en') {
      const page = search ? pageWithData(pathname, search, language) : pageFor(pathname, undefined, language);
      const br = page.br;
      if (br && /\bbr\b/.test(acceptEncoding)) return { body: br, encoding: 'br' };
      if (/\bgzip\b/.test(acceptEncoding)) return { body: page.gzip, encoding: 'gzip' };
      return { body: page.identity, encoding: null };
    },
  };
}
