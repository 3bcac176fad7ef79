import fs from 'node:fs';
import path from 'node:path';
import { languageFromAcceptLanguage, languageFromCookie } from '../../domain/i18n/languages.ts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APP_SHELL_PATH } from '../../domain/routes/app-shell-path.ts';
import { buildPageHtml } from './page-html.server.ts';

const API_PREFIXES = ['/ev/', '/googleservice/'];

/** The service worker's script (vite.config.ts writes it; security.server.ts gives it its own policy). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * Serves the built front end: hashed assets are immutable for a year and sent pre-compressed
 * (brotli or gzip, made at build time); every other GET for a page gets index.html, uncached,
 * so the client router can take the path. The service worker's script is revalidated on every
 * check, so a deploy reaches every installed app at its next visit.
 */
export default fp(
  async (app: FastifyInstance, options: { root: string }) => {
    const root = path.resolve(options.root);
    const indexFile = path.join(root, 'index.html');
    if (!fs.existsSync(indexFile)) {
      app.log.warn({ root }, 'front end not built: run `npm run build` (npm start does it for you)');
      return;
    }
    const pageHtml = buildPageHtml(root);
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        const worker = filePath.replace(/\.(br|gz)$/, '') === path.join(root, SERVICE_WORKER_PATH);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });
    const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
      const [pathname = '/', query = ''] = request.url.split('?', 2);
      // The person's choice (the app sets the cookie), else on a first visit the browser's language.
      const language =
        languageFromCookie(request.headers.cookie) ?? languageFromAcceptLanguage(request.headers['accept-language']);
      const { body, encoding } = pageHtml.encoded(
        pathname,
        String(request.headers['accept-encoding'] ?? ''),
        new URLSearchParams(query),
        language,
      );
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .code(200)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding, accept-language, cookie')
        .header('content-language', language)
        .type('text/html; charset=utf-8')
        .send(body);
    };
    // Known app routes are real routes; other page paths reach sendPage through the not-found handler.
    for (const pattern of new Set(['/', ...pageHtml.patterns])) app.get(pattern, sendPage);
    // The page with no screen (index.html with the boot script): the service worker's offline fallback.
    app.get(APP_SHELL_PATH, sendPage);
    app.decorate('sendIndexHtml', sendPage);
    app.decorate(
      'isPageRequest',
      (url: string, method: string) =>
        method === 'GET' && !API_PREFIXES.some((prefix) => url.startsWith(prefix)) && !url.startsWith('/assets/'),
    );
  },
  { name: 'web' },
);

declare module 'fastify' {
  interface FastifyInstance {
    sendIndexHtml?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
    isPageRequest?: (url: string, method: string) => boolean;
  }
}
