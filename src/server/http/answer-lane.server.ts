import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Encoding, FixedAnswer } from './cached-json.server.ts';
import type { Verdict } from './window-limiter.server.ts';

/** Where the lane leaves its refusal on a request it hands to Fastify. */
export const LANE_VERDICT = Symbol('lane verdict');
export type CountedRequest = IncomingMessage & { [LANE_VERDICT]?: Verdict };

/** What the lane needs from the app once its plugins are registered. */
export interface LaneSettings {
  /** The security headers every non-HTML answer carries (the security plugin's set). */
  securityHeaders: ReadonlyArray<readonly [string, string]>;
  trustProxy: boolean;
  log: FastifyBaseLogger;
}

/**
 * The fast lane for fixed public answers (/ev/evData, the catalogue lists): a plain GET of one of
 * these exact URLs is answered from bytes and headers made once, before Fastify builds its request
 * and reply objects, runs its hooks and merges headers. Those per-request steps cost more than the
 * answer itself (a 162-byte body): through Fastify the endpoint reached under half of a bare
 * node:http server's throughput, the budget being half (bench/api.ts).
 *
 * The lane keeps every rule the full path has: the same security headers, the traffic budget
 * (counted here; a refused request goes on to Fastify, which refuses it with the usual 429), the
 * client address as Fastify works it out (TRUST_PROXY), and a log line at info. Anything else (a
 * conditional request, HEAD, another method, another URL, the budget counted in Redis) goes to
 * Fastify. src/server/http/answer-lane.test.ts checks that the lane and Fastify send the same answer.
 */
export class AnswerLane {
  private readonly answers = new Map<string, FixedAnswer>();
  private settings: LaneSettings | null = null;
  /**
   * The traffic budget of an API call from `address` carrying `token` (the header, '' when none),
   * when it answers at once (in memory); null keeps the lane off (Redis).
   */
  private budget: ((address: string, token: string) => Verdict) | null = null;
  /** Whether a served request is logged (at info, as Fastify logs each request it completes). */
  private logs = false;
  private addressOf: (request: IncomingMessage) => string = (request) => request.socket.remoteAddress ?? '';

  /** Answers `url` (path and query, exactly as a client sends it) from the lane. */
  add(url: string, answer: FixedAnswer): void {
    this.answers.set(url, answer);
  }

  /** The traffic plugin's budget (see `budget`); the lane serves only once both this and `enable` are given. */
  setBudget(budget: ((address: string, token: string) => Verdict) | null): void {
    this.budget = budget;
  }

  /** Gives the lane the security plugin's headers and the client-address rule. */
  enable(settings: LaneSettings): void {
    this.settings = settings;
    this.logs = ['trace', 'debug', 'info'].includes(settings.log.level);
    if (settings.trustProxy) {
      // Fastify's request.ip with trustProxy: true (the same module, trusting every hop).
      this.addressOf = (request) => {
        const addresses = proxyAddr.all(request, () => true);
        return addresses[addresses.length - 1] ?? '';
      };
    }
  }

  /** Each body's headers, made the first time it is sent (bodies are made once, so are these). */
  private readonly headerLists = new WeakMap<Buffer, string[]>();

  /**
   * All the headers for one body as a flat [name, value, …] list, which writeHead takes as it is
   * (no header-by-header merging): the security set, the route's own, the encoding, the length.
   */
  private headersFor(answer: FixedAnswer, body: Buffer, encoding: Encoding | undefined): string[] {
    let list = this.headerLists.get(body);
    if (!list) {
      list = this.settings!.securityHeaders.flat();
      for (const [name, value] of Object.entries(answer.headers)) list.push(name, value);
      if (encoding) list.push('content-encoding', encoding);
      list.push('content-length', String(body.length));
      this.headerLists.set(body, list);
    }
    return list;
  }

  /** Sends the answer and returns true, or returns false and leaves the request to Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const settings = this.settings;
    const budget = this.budget;
    if (!settings || !budget || request.method !== 'GET') return false;
    const answer = this.answers.get(request.url ?? '');
    if (!answer || request.headers['if-none-match'] !== undefined) return false;
    const start = this.logs ? performance.now() : 0;
    const address = this.addressOf(request);
    const token = request.headers.token;
    const verdict = budget(address, typeof token === 'string' ? token.trim() : '');
    if (!verdict.allowed) {
      // Counted once: Fastify's hook takes this verdict instead of counting the request again.
      (request as CountedRequest)[LANE_VERDICT] = verdict;
      return false;
    }

    const compressed = answer.compressedFor(request.headers['accept-encoding']);
    const body = compressed ? compressed.body : answer.plain;
    request.resume();
    response.writeHead(200, this.headersFor(answer, body, compressed?.encoding));
    response.end(body);
    if (this.logs) {
      const responseTime = performance.now() - start;
      // In the shape Fastify's request serializer reads (method, url, host, ip, socket), so the
      // line looks like Fastify's own, with lane: true.
      const req = { method: 'GET', url: request.url, host: request.headers.host, ip: address, socket: request.socket };
      settings.log.info({ req, res: { statusCode: 200 }, responseTime, lane: true }, 'request completed');
    }
    return true;
  }
}

/**
 * Fastify's serverFactory: an HTTP server that offers each request to the lane first, with the
 * time-outs Fastify's options give (what Fastify sets on the server it makes itself).
 */
export function laneServerFactory(lane: AnswerLane) {
  return (handler: (request: IncomingMessage, response: ServerResponse) => void, options: FastifyServerOptions) => {
    const server = http.createServer((request, response) => {
      if (!lane.serve(request, response)) handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
