import { TRANSLATED } from './language-files.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { productsPath } from '../src/domain/catalogue/catalogue-paths.ts';
import { vehicleTypes } from '../src/domain/catalogue/catalogue-entry.ts';
import { ok } from '../src/server/http/api-envelope.server.ts';
import type { Prerendered } from '../src/web/app/prerender.tsx';

/** Written beside index.html; read by the server (src/server/plugins/page-html.server.ts), never sent. */
export const PRERENDERED_FILE = 'prerendered.json';

/**
 * After the browser build: builds src/web/app/prerender.tsx for Node (every package bundled in,
 * into a temporary folder), renders each parameterless route's first screen and writes
 * dist/web/prerendered.json ({ path, access, html, reads }[]). The server puts that HTML into the
 * page's root element, and main.tsx hydrates it. `reads` are the stored values the first render
 * asked for (and found empty): the page's boot script shows the screen only when the browser has
 * none of them either, and the splash otherwise (boot-loader.server.ts). A route that fails to
 * render, or whose first render is a redirect, is left out: its page keeps the splash.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ev-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-prerender-'));
        const warn = console.warn;
        try {
          await build({
            configFile: config.configFile,
            logLevel: 'warn',
            mode: config.mode,
            ssr: { noExternal: true },
            build: { ssr: 'app/prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false, minify: false },
          });
          const entry = fs.readdirSync(ssrDir).find((file) => /^prerender\.m?js$/.test(file));
          if (!entry) throw new Error('the prerender build wrote no entry');
          // React Router warns that a redirect cannot happen in a static render; those screens are left out below.
          console.warn = (...args: unknown[]) => {
            if (!String(args[0]).includes('<Navigate> must not be used on the initial render')) warn(...args);
          };
          const mod = (await import(pathToFileURL(path.join(ssrDir, entry)).href)) as {
            prerenderPaths: Array<{ path: string }>;
            prerenderRoute(path: string, language: string): Promise<Prerendered>;
            givePageData(url: string, answer: unknown): void;
          };
          // The catalogue lists, as GET /ev/droom/products?bucket=… answers them (the server sends
          // data/catalogue/<type>.json as it is): the finder's first cards are drawn from them.
          const catalogue = path.resolve(config.root, '../../data/catalogue');
          for (const type of vehicleTypes) {
            const file = path.join(catalogue, `${type}.json`);
            if (fs.existsSync(file))
              mod.givePageData(productsPath(type), ok(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown));
          }
          const pages: Prerendered[] = [];
          const skipped: string[] = [];
          // Every screen in English, then in each language whose core catalogue is on disk (the
          // server sends the reader's language; a language without one is served English's screens).
          const languages = [
            'en',
            ...TRANSLATED.filter((lang) => fs.existsSync(path.resolve(config.root, `../domain/i18n/${lang}.ts`))),
          ];
          for (const [language, route] of languages.flatMap((lang) =>
            mod.prerenderPaths.map((r) => [lang, r] as const),
          )) {
            try {
              const page = await mod.prerenderRoute(route.path, language);
              // A screen whose first render is a redirect (e.g. the code screen with no number waiting) has nothing to show.
              if (!/<[a-z]/i.test(page.html.replace(/<!--[\s\S]*?-->/g, '')))
                skipped.push(`${route.path} (${language})`);
              else pages.push(page);
            } catch (error) {
              config.logger.warn(
                `prerender: ${route.path} (${language}) left with the splash: ${error instanceof Error ? error.message : String(error)}`,
              );
            }
          }
          fs.writeFileSync(path.join(outDir, PRERENDERED_FILE), JSON.stringify(pages));
          const reading = pages
            .filter((page) => page.reads.length && page.lang === 'en')
            .map((page) => `${page.path} (${page.reads.join(', ')})`);
          config.logger.info(
            `prerendered ${pages.length} screens; ${skipped.join(', ') || 'none'} redirect; shown only while nothing is stored for ${reading.join(', ') || 'none'}`,
          );
        } finally {
          console.warn = warn;
          fs.rmSync(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
