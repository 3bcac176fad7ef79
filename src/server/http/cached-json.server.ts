import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

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
 * Brotli (best quality) and gzip copies of `body`, made once, off the main thread, when first
 * asked for. Until they are ready the answer is undefined and the caller sends the plain body
 * (which @fastify/compress compresses on the fly, as for any other answer).
 */
function compressedOnce(body: Buffer): (encoding: Encoding) => Buffer | undefined {
  const ready: Partial<Record<Encoding, Buffer>> = {};
  let started = false;
  return (encoding) => {
    if (!started) {
      started = true;
      const brotliParams = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length };
      zlib.brotliCompress(body, { params: brotliParams }, (error, out) => {
        if (!error) ready.br = out;
      });
      zlib.gzip(body, { level: 9 }, (error, out) => {
        if (!error) ready.gzip = out;
      });
    }
    return ready[encoding];
  };
}

/**
 * Sends a JSON body that rarely changes with an ETag and a public max-age, answering
 * 304 Not Modified when the client already holds it. The body is serialised once by the caller,
 * and a large one is compressed once too: a catalogue list is ~140 KB, and compressing it on
 * every request would cost ~2 ms of CPU each time.
 */
export function cachedJson(maxAgeSeconds: number, body: unknown) {
  const text = JSON.stringify(body);
  const etag = `"${crypto.createHash('sha1').update(text).digest('base64url')}"`;
  const plain = Buffer.from(text);
  const compressed = plain.length >= COMPRESS_FROM_BYTES ? compressedOnce(plain) : undefined;
  return (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', etag);
    if (compressed) reply.header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = compressed ? preferredEncoding(request.headers['accept-encoding']) : null;
    const ready = encoding ? compressed!(encoding) : undefined;
    if (encoding && ready) return reply.header('content-encoding', encoding).send(ready);
    return reply.send(text);
  };
}
