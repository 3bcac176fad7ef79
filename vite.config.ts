import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { brand } from './src/domain/brand/brand.config.ts';
import { en } from './src/domain/i18n/en.ts';
import { APP_SHELL_PATH } from './src/domain/routes/app-shell-path.ts';
import { routeScreens } from './src/web/app/route-screens.ts';
import { blogContent } from './scripts/blog-content-plugin.ts';
import { prerender, PRERENDERED_FILE } from './scripts/prerender-plugin.ts';
import { areaNames, TRANSLATED, writeLanguageFiles } from './scripts/language-files.mjs';

// The translation files' registry follows the files on disk before anything reads it (issue 41).
writeLanguageFiles();

/** Writes .br and .gz beside every text asset, so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ev-precompress',
    // After every other plugin's files, the service worker's (vite-plugin-pwa writes it 'post') included.
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|webmanifest|txt)$/.test(file) || file.endsWith(PRERENDERED_FILE)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 512) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** The state names' "area" in route-preloads.json and language-chunks.json (src/web/lib/state-names.ts registers them). */
const STATE_NAMES = 'state-names';

/**
 * Writes dist/web/route-preloads.json: for each route, the JS chunks (the screen and what it
 * statically imports, beyond the entry) and CSS it needs. The server turns them into
 * <link rel="modulepreload"> tags, so a screen's code downloads with the page instead of after
 * the entry has run.
 */
function routePreloads(): Plugin {
  return {
    name: 'ev-route-preloads',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entryFiles = new Set<string>();
      const walk = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) walk(imported, into);
      };
      for (const chunk of chunks) if (chunk.isEntry) walk(chunk.fileName, entryFiles);
      // The areas whose strings a set of chunks registers: each registerStrings call sits beside its area's English file.
      const AREA_EN = /\/src\/domain\/i18n\/areas\/([\w-]+)\.en\.ts$/;
      const areasOf = (files: Iterable<string>) => {
        const areas = new Set<string>();
        for (const file of files)
          for (const id of byFile.get(file)?.moduleIds ?? []) {
            const area = AREA_EN.exec(id)?.[1];
            if (area) areas.add(area);
            if (id.endsWith('/src/web/lib/state-names.ts')) areas.add(STATE_NAMES);
          }
        return areas;
      };
      const preloads: Record<string, { js: string[]; css: string[]; areas: string[] }> = {};
      for (const route of routeScreens) {
        const screen = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/src/web/${route.screen}`));
        if (!screen) continue;
        const files = new Set<string>();
        walk(screen.fileName, files);
        const js = [...files].filter((file) => !entryFiles.has(file));
        const css = [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        preloads[route.path] = { js, css, areas: [...areasOf([...files, ...entryFiles])].toSorted() };
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
      // Each language's chunks (issue 41), so the server preloads a page's with its entry: the
      // registry, the core and the message rewording for every page, and by area what a route registers.
      const facade = (suffix: string) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix))?.fileName;
      const languageChunks = Object.fromEntries(
        TRANSLATED.map((language) => [
          language,
          {
            core: [
              facade(`/src/domain/i18n/files/${language}.generated.ts`),
              facade(`/src/domain/i18n/${language}.ts`),
              facade('/src/web/lib/message-rewording.ts'),
            ].filter(Boolean),
            areas: Object.fromEntries(
              [
                ...areaNames().map((area) => [area, facade(`/src/domain/i18n/areas/${area}.${language}.ts`)]),
                [STATE_NAMES, facade(`/src/domain/places/state-names-${language}.ts`)],
              ].filter(([, file]) => file),
            ),
          },
        ]),
      );
      this.emitFile({ type: 'asset', fileName: 'language-chunks.json', source: JSON.stringify(languageChunks) });
    },
  };
}

/**
 * The favicon (public/favicon.svg, 239 bytes) written into the page as a data: URL: one request
 * fewer, with its ~1 KB of response headers, while the first screen is still downloading.
 */
const faviconDataUrl = () =>
  `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(path.resolve(import.meta.dirname, 'src/web/public/favicon.svg'), 'utf8').trim())}`;

/** The boot screen in index.html shows the splash's own words, from the brand config and catalogue. */
function bootScreen(): Plugin {
  return {
    name: 'ev-boot-screen',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html
          .replaceAll('%APP_NAME%', brand.appName)
          .replaceAll('%TAGLINE%', en.splash.typing)
          .replaceAll('%INSURER_LINE%', en.brand.insurerLine.replace('{{insurer}}', brand.insurerName))
          .replaceAll('%HEADER_COLOUR%', brand.headerColour)
          .replace('href="/favicon.svg"', `href="${faviconDataUrl()}"`),
    },
  };
}

/**
 * The service worker (src/web/sw/sw.ts; docs/decisions/0013-offline-and-install.md), built with
 * Workbox bundled in and written to dist/web/sw.js with its precache list: the build's scripts,
 * styles, icons and manifest, and the app shell in place of index.html. index.html as Vite writes
 * it is never served (the server adds the boot script, its hash in the policy and the screen), so
 * the shell is /app-shell as the server sends it, under index.html's revision. The worker is
 * registered by the app after its first render (src/web/app/pwa/), never by a tag in the page.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['assets/**/*.{js,css}', 'icons/*.png', 'manifest.webmanifest', 'favicon.svg', 'index.html'],
      // Each language's chunks are fetched by its reader only, and kept by the worker once fetched
      // (assetHandler): precaching all eight for everyone would cost every install ~0.4 MB (issue 41).
      // The fonts (woff2) are not in the list either: a phone with its own never fetches them.
      globIgnores: TRANSLATED.flatMap((lang) => [
        `assets/${lang}-*.js`,
        `assets/${lang}.generated-*.js`,
        `assets/*.${lang}-*.js`,
        `assets/state-names-${lang}-*.js`,
      ]).concat(['assets/_virtual_blog-index-hi-*.js']),
      // Hashed names need no revision query.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: APP_SHELL_PATH } : entry)),
          warnings: [],
        }),
      ],
      rollupFormat: 'iife',
    },
  });
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), bootScreen(), blogContent(), routePreloads(), prerender(), serviceWorker(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 4096,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The page title hook, the icons and the page header go with nearly every screen (47,
              // 38 and 32 of the 49 routes): one small file instead of three, a round trip fewer
              // per screen on a slow connection. Only these modules: their own imports stay put.
              name: 'screen-parts',
              test: /[\\/]src[\\/]web[\\/](lib[\\/]use-page-title\.ts|components[\\/]ui[\\/](icons|page-header)\.tsx)$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/ev': 'http://localhost:3000', '/googleservice': 'http://localhost:3000' },
  },
});
