import zlib from 'node:zlib';
import { Agent, request } from 'undici';
import type { Party, Recorder } from './traffic-stats.ts';

/**
 * How bench/traffic.ts talks to the server: one keep-alive undici Agent per simulated address
 * (the people behind a carrier's address share its connections, as they would share a proxy's),
 * every request carrying its address in X-Forwarded-For (the server runs with TRUST_PROXY=true)
 * and the headers a phone's browser sends for that kind of fetch. Every answer is read to its
 * end and recorded: kind, status, latency (from handing the request to the address's agent to
 * the last byte, so a wait for one of its connections counts), and when it was sent.
 */
export type Fetched = 'page' | 'script' | 'style' | 'image' | 'manifest' | 'worker' | 'precache' | 'api';

export interface Call {
  kind: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** JSON body (sent with content-type application/json). */
  json?: unknown;
  /** Extra headers (the `token` header). */
  headers?: Record<string, string>;
  /** What the browser is fetching (its Accept and Sec-Fetch headers); 'api' unless said. */
  as?: Fetched;
  /** Keep and decode the body (JSON answers the phone reads). */
  read?: boolean;
  party?: Party;
}

export interface Answer {
  status: number;
  ms: number;
  /** The decoded body when `read` (else empty). */
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** What Chrome on Android sends for each kind of fetch. */
const FETCH_HEADERS: Record<Fetched, Record<string, string>> = {
  page: {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
    'sec-fetch-site': 'none',
    'upgrade-insecure-requests': '1',
  },
  script: { accept: '*/*', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'script', 'sec-fetch-site': 'same-origin' },
  style: {
    accept: 'text/css,*/*;q=0.1',
    'sec-fetch-mode': 'no-cors',
    'sec-fetch-dest': 'style',
    'sec-fetch-site': 'same-origin',
  },
  image: {
    accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
    'sec-fetch-mode': 'no-cors',
    'sec-fetch-dest': 'image',
    'sec-fetch-site': 'same-origin',
  },
  manifest: { accept: '*/*', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'manifest', 'sec-fetch-site': 'same-origin' },
  worker: {
    accept: '*/*',
    'service-worker': 'script',
    'sec-fetch-mode': 'same-origin',
    'sec-fetch-dest': 'serviceworker',
    'sec-fetch-site': 'same-origin',
  },
  precache: {
    accept: '*/*',
    'sec-fetch-mode': 'same-origin',
    'sec-fetch-dest': 'empty',
    'sec-fetch-site': 'same-origin',
  },
  api: { accept: '*/*', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' },
};

/** A phone's Accept-Language: most read English, some Hindi (the server sends pages in the reader's language). */
export const acceptLanguage = (hindi: boolean) => (hindi ? 'hi-IN,hi;q=0.9,en-IN;q=0.8' : 'en-IN,en;q=0.9');

export class TrafficClient {
  private readonly agents = new Map<string, Agent>();
  /** Requests sent and not yet answered, now and at most. */
  inFlight = 0;
  maxInFlight = 0;

  constructor(
    readonly baseUrl: string,
    readonly recorder: Recorder,
    /** Keep-alive connections each address's agent may open. */
    private readonly connectionsPerAddress: number,
  ) {}

  private agent(address: string): Agent {
    let agent = this.agents.get(address);
    if (!agent) {
      agent = new Agent({
        connections: this.connectionsPerAddress,
        keepAliveTimeout: 30_000,
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      });
      this.agents.set(address, agent);
    }
    return agent;
  }

  /** Sends `call` from `address` (X-Forwarded-For), in `language`; never throws: no answer is status 0. */
  async send(address: string, call: Call, language = acceptLanguage(false)): Promise<Answer> {
    const headers: Record<string, string> = {
      'x-forwarded-for': address,
      'user-agent': PHONE_UA,
      'accept-encoding': 'gzip, deflate, br',
      'accept-language': language,
      ...FETCH_HEADERS[call.as ?? 'api'],
      ...(call.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...call.headers,
    };
    const at = this.recorder.now();
    const started = performance.now();
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    let answer: Answer;
    try {
      const response = await request(this.baseUrl + call.path, {
        method: call.method ?? 'GET',
        headers,
        ...(call.json !== undefined ? { body: JSON.stringify(call.json) } : {}),
        dispatcher: this.agent(address),
      });
      const text = call.read
        ? decode(Buffer.from(await response.body.arrayBuffer()), response.headers['content-encoding'])
        : (await response.body.dump({ limit: Infinity }), '');
      answer = {
        status: response.statusCode,
        ms: performance.now() - started,
        text,
        headers: response.headers as Answer['headers'],
      };
    } catch {
      answer = { status: 0, ms: performance.now() - started, text: '', headers: {} };
    } finally {
      this.inFlight--;
    }
    this.recorder.add({ kind: call.kind, party: call.party ?? 'evening', status: answer.status, at, ms: answer.ms });
    return answer;
  }

  async close(): Promise<void> {
    await Promise.all([...this.agents.values()].map((a) => a.close().catch(() => undefined)));
    this.agents.clear();
  }
}

function decode(raw: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString();
  return raw.toString();
}

/** The JSON envelope's data of an answer, or undefined when it is not a 2xx JSON envelope. */
export function dataOf<T>(answer: Answer): T | undefined {
  if (answer.status < 200 || answer.status > 299) return undefined;
  try {
    return (JSON.parse(answer.text) as { data?: T }).data;
  } catch {
    return undefined;
  }
}
