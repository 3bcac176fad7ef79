import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** One fixed answer: headers and bytes made once, sent by cachedJson's handler and by the AnswerLane. */
export interface FixedAnswer {
  /** The answer's own headers (cache-control, etag, vary, content-type); the security set is added when sent. */
  headers: Record<string, string>;
  plain: Buffer;
  /** The compressed copy for an Accept-Encoding header, when it is ready; undefined means send plain. */
  compressedFor(acceptEncoding: string | undefined): { encoding: Encoding; body: Buffer } | undefined;
}

/** Below this, compression saves too little to matter (the same threshold @fastify/compress uses in app.ts). */
const COMPRESS_FROM_BYTES = 1024;

/** The encoding to send for an Accept-Encoding header: brotli first, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/**
 * Brotli (best quality) and gzip copies of `body`, made once, at once, off the main thread (in
 * libuv's pool). Until they are ready (a fraction of a second after start) the answer is
 * undefined and the caller sends the plain body.
 */
function compressedOnce(body: Buffer): (encoding: Encoding) => Buffer | undefined {
  const ready: Partial<Record<Encoding, Buffer>> = {};
  const brotliParams = {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  };
  zlib.brotliCompress(body, { params: brotliParams }, (error, out) => {
    if (!error) ready.br = out;
  });
  zlib.gzip(body, { level: 9 }, (error, out) => {
    if (!error) ready.gzip = out;
  });
  return (encoding) => ready[encoding];
}

/**
 * Route options for a route that answers with cachedJson: its answers are compressed here,
 * once, so @fastify/compress's three hooks (which would look at every answer again) are left off.
 */
export const SELF_COMPRESSED = { compress: false } as const;

/**
 * A JSON body that rarely changes, as one fixed answer: headers and bytes made once. The body is
 * serialised once, and a large one is compressed once too: a catalogue list is ~140 KB, and
 * compressing it on every request would cost ~2 ms of CPU each time.
 */
export function fixedJsonAnswer(maxAgeSeconds: number, body: unknown): FixedAnswer {
  const text = JSON.stringify(body);
  const etag = `"${crypto.createHash('sha1').update(text).digest('base64url')}"`;
  const plain = Buffer.from(text);
  const compressed = plain.length >= COMPRESS_FROM_BYTES ? compressedOnce(plain) : undefined;
  return {
    headers: {
      'cache-control': `public, max-age=${maxAgeSeconds}`,
      etag,
      ...(compressed ? { vary: 'accept-encoding' } : {}),
      'content-type': 'application/json; charset=utf-8',
    },
    plain,
    compressedFor(acceptEncoding) {
      const encoding = compressed ? preferredEncoding(acceptEncoding) : null;
      const ready = encoding ? compressed!(encoding) : undefined;
      return encoding && ready ? { encoding, body: ready } : undefined;
    },
  };
}

/**
 * Sends a fixed JSON answer with an ETag and a public max-age, answering 304 Not Modified when
 * the client already holds it. Register the route with SELF_COMPRESSED; the handler's `answer` can
 * also go to the app's AnswerLane, which sends the same bytes without Fastify's per-request work.
 */
export function cachedJson(maxAgeSeconds: number, body: unknown) {
  const answer = fixedJsonAnswer(maxAgeSeconds, body);
  const { 'content-type': contentType, ...conditional } = answer.headers;
  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(conditional);
    if (request.headers['if-none-match'] === conditional.etag) return reply.code(304).send();
    reply.type(contentType!);
    const compressed = answer.compressedFor(request.headers['accept-encoding']);
    if (compressed) return reply.header('content-encoding', compressed.encoding).send(compressed.body);
    return reply.send(answer.plain);
  };
  return Object.assign(handler, { answer });
}
