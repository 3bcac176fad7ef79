import http from 'node:http';
import zlib from 'node:zlib';
import type autocannon from 'autocannon';
import type { AppServer } from './app-server.ts';

/** A row of bench/api.ts: the request it sends (one body or path, many in turn, or a sequence), and how it is judged. */
export interface Target {
  name: string;
  /** Answered from a body built once (cachedJson): held to the ratio budget as well as p99. */
  cached: boolean;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Instead of one body: each request takes the next of these, in turn across all connections. */
  bodies?: string[];
  /** Instead of one path (GET): each request takes the next of these, in turn across all connections. */
  paths?: string[];
  /** Instead of the above: autocannon's request sequence, which each connection goes through in turn. */
  requests?: autocannon.Request[];
  /** With `requests`: the sequence is one screen, measured per screen (first request sent → last answered). */
  screen?: boolean;
  /** Only answers with this status count as done (a write: 201); any other is refused, reported, and fails the row. */
  expectStatus?: number;
  /** This row's connections, where its issue sets them; otherwise bench/api.ts's --connections. */
  connections?: number;
  /** This endpoint's own p99 budget in ms, where its issue sets one; otherwise bench/api.ts's BUDGET.p99Ms. */
  p99BudgetMs?: number;
  /** Before each round (the write row signs more people in when its station pairs run low). */
  beforeRound?: () => Promise<void>;
  /** Words --only matches besides the name. */
  keys?: string[];
}

/**
 * One request with exactly these headers (as autocannon sends them: no Accept-Encoding unless
 * given), and the bytes that came back as they were on the wire.
 */
export function call(
  server: AppServer,
  method: string,
  url: string,
  body?: string,
  headers: Record<string, string> = {},
) {
  return new Promise<{ status: number; raw: Buffer; text: string }>((resolve, reject) => {
    const request = http.request(
      server.baseUrl + url,
      { method, headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const text = (
            encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw
          ).toString();
          resolve({ status: response.statusCode ?? 0, raw, text });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
