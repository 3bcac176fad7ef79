import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { RouteEntry } from '../../src/server/plugins/auth.server.ts';

/**
 * The app's own route list (recorded by the auth plugin as routes register), so the security
 * suites cover every endpoint, including ones added after they were written.
 */

const API_PREFIXES = ['/ev/', '/googleservice/'];

/** Sample values for path parameters: a real-looking id, a vehicle type, a state. */
const SAMPLE_PARAMS: Record<string, string> = {
  type: 'car',
  id: '1',
  state: 'Delhi',
  slug: 'sample',
  bucket: 'car',
  placeId: 'ocm:1',
};

/** The station `:placeId` stands for: suites that walk the check-in calls add it to their database (check-in-helpers addStations). */
export const SAMPLE_STATION = 'ocm:1';

/** A concrete URL for a route pattern: `/blogs/:id` becomes `/blogs/1`, a wildcard becomes `x`. */
export function sampleUrl(pattern: string): string {
  return pattern
    .split('/')
    .map((part) =>
      part.startsWith(':') ? (SAMPLE_PARAMS[part.slice(1).replace(/\?$/, '')] ?? '1') : part === '*' ? 'x' : part,
    )
    .join('/');
}

/** The API endpoints (not pages or static files), once per method; HEAD copies of GET routes left out. */
export function apiRoutes(app: FastifyInstance): RouteEntry[] {
  const seen = new Set<string>();
  return app.routeList.filter((route) => {
    const key = `${route.method} ${route.url}`;
    if (route.method === 'HEAD' || route.method === 'OPTIONS' || seen.has(key)) return false;
    seen.add(key);
    return API_PREFIXES.some((prefix) => route.url.startsWith(prefix));
  });
}

export const describeRoute = (route: RouteEntry) => `${route.method} ${route.url}`;

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body as sent (still compressed, when it was). */
  raw: Buffer;
}

/**
 * One HTTP request with exactly these bytes, whatever the method (fetch refuses a GET body and
 * re-encodes strings, which would hide invalid UTF-8 from the server).
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const request = http.request(
      {
        method,
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: raw.toString('utf8'), raw });
        });
        response.on('error', reject);
      },
    );
    // A server may answer (413) and close before reading a large body; the answer still counts.
    request.on('error', reject);
    request.end(body);
  });
}

/** Limits raised out of the way, so a walk over every route measures the route, not the rate limiter. */
export const WALK_ENV: Record<string, string> = {
  API_PER_IP: '1000000',
  API_BACKSTOP_PER_IP: '1000000',
  API_PER_TOKEN: '1000000',
  OTP_ROUTE_PER_MINUTE: '1000000',
  OTP_SENDS_PER_IP_PER_HOUR: '10000',
  MAPS_RATE_PER_MINUTE: '1000000',
  MAPS_RATE_PER_IP_PER_MINUTE: '1000000',
};
