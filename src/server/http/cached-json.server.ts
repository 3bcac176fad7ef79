import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a JSON body that rarely changes with an ETag and a public max-age, answering
 * 304 Not Modified when the client already holds it. The body is serialised once by the caller.
 */
export function cachedJson(maxAgeSeconds: number, body: unknown) {
  const text = JSON.stringify(body);
  const etag = `"${crypto.createHash('sha1').update(text).digest('base64url')}"`;
  return (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(text);
  };
}
