import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { BOOT_LOADER_SOURCE } from '../http/boot-loader.server.ts';
import { SERVICE_WORKER_PATH } from './web.server.ts';

/**
 * Helmet's headers for `options`, worked out once. (@fastify/helmet calls helmet() again on every
 * request, rebuilding each middleware and re-parsing the CSP: about a tenth of the CPU of a cached
 * JSON answer.) Nothing in these options depends on the request.
 */
function helmetHeaders(options: HelmetOptions): { set: Array<[string, string]>; removed: string[] } {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return { set, removed };
}

/**
 * Security headers on every response (HTML and API alike). The content-security policy allows no
 * inline or third-party script. (The request budgets are the traffic plugin's.)
 */
export default fp(
  async (app: FastifyInstance) => {
    const shared = {
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Same rule as the CSP's frame-ancestors 'none', for browsers that only read this header.
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
    } satisfies HelmetOptions;
    // Pages (HTML): the policy the app runs under, and every header helmet sets.
    const pageHeaders = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // The page's one inline script (the boot loader) by its hash; no other inline script.
          scriptSrc: ["'self'", BOOT_LOADER_SOURCE],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // OpenStreetMap tiles for the station map; video-blog thumbnails, fetched by video id.
          imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org', 'https://i.ytimg.com'],
          // The video-blog player, from the privacy-enhanced embed domain only.
          frameSrc: ['https://www.youtube-nocookie.com'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      ...shared,
    });
    // Everything else (API JSON, scripts, images, the manifest: nothing the app renders as a page):
    // the set OWASP's REST cheat sheet gives, with a policy that allows nothing at all, which is also
    // what an SVG or a JSON answer opened on its own should get. The headers that only mean something
    // for an HTML document (opener policy, origin-agent cluster, DNS prefetch, IE's download and XSS
    // switches, Flash's cross-domain policy) are left off: on a 162-byte answer or a 1 KB script they
    // were most of the bytes, and on the API a tenth of the CPU.
    const notAPage = {
      ...shared,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      dnsPrefetchControl: false,
      ieNoOpen: false,
      xssFilter: false,
      permittedCrossDomainPolicies: false,
    } satisfies HelmetOptions;
    const resourceHeaders = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], baseUri: ["'none'"], objectSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      ...notAPage,
    });
    // The service worker's script: its policy is the worker's own (a worker takes the policy its
    // script came with), so it may fetch from this origin (pages, the API, the precache) and
    // nothing else; no script either (Workbox is bundled in: no importScripts).
    const workerHeaders = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          connectSrc: ["'self'"],
          baseUri: ["'none'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
        },
      },
      ...notAPage,
    });
    const isWorkerScript = (url: string) => url === SERVICE_WORKER_PATH || url.startsWith(`${SERVICE_WORKER_PATH}?`);
    // On every answer, chosen by what it is (refusals and errors included: they are sent too).
    app.addHook('onSend', (request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      const headers =
        typeof type === 'string' && type.startsWith('text/html')
          ? pageHeaders
          : isWorkerScript(request.url)
            ? workerHeaders
            : resourceHeaders;
      for (const [name, value] of headers.set) reply.raw.setHeader(name, value);
      for (const name of headers.removed) reply.raw.removeHeader(name);
      done(null, payload);
    });
    // The lane for fixed answers sends the same headers (the traffic plugin gives it its budget).
    app.answerLane.enable({ securityHeaders: resourceHeaders.set, trustProxy: app.config.TRUST_PROXY, log: app.log });
  },
  { name: 'security' },
);
