import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  OCPI_VERSION,
  responseSchema,
  versionDetailsSchema,
  versionSchema,
  type Endpoint,
} from '../../domain/ocpi/credentials.schema.ts';
import { OCPI_STATUS } from '../../domain/ocpi/status-codes.ts';
import { authorizationFor } from './ocpi-tokens.server.ts';

/**
 * Our calls to a network (transport_and_format.asciidoc): the credentials token Base64-encoded in
 * the Authorization header, a fresh X-Request-ID and X-Correlation-ID on each call, the routing
 * headers on functional modules, JSON in, the response format checked (status_code 1000, else
 * the call failed with the network's status and message). Time-outs and answers too large fail
 * too. URLs must be https:// (http:// only with OCPI_ALLOW_HTTP, which is on outside production).
 */

export class OcpiCallError extends Error {
  constructor(
    message: string,
    /** Worth trying again later (no answer, a time-out, a 5xx or 429); not for a refusal or a wrong answer. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** A page of the network's Locations (its SENDER interface, paginated). */
export interface ListPage {
  items: unknown[];
  /** The Link header's 'next' URL, or null on the last page. */
  next: string | null;
  /** X-Total-Count, when the network sent it. */
  total: number | null;
}

export interface OcpiClientOptions {
  timeoutMs: number;
  allowHttp: boolean;
  /** Our party, for the routing headers (OCPI-from-*). */
  ours: { countryCode: string; partyId: string };
}

/** An answer larger than this is refused (a page of a thousand rich Locations is a few MB). */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/** The 'next' URL of a Link header: `<https://…?offset=100&limit=100>; rel="next"`. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    const rel = match ? /(?:^|;)\s*rel\s*=\s*"?([^";]*)"?/i.exec(match[2]!) : null;
    if (match && rel && rel[1]!.toLowerCase().split(/\s+/).includes('next')) return match[1]!.trim();
  }
  return null;
}

export class OcpiClient {
  constructor(private readonly options: OcpiClientOptions) {}

  /** Throws unless `url` is one we may call: absolute, https:// (or http:// when allowed). */
  checkUrl(url: string): URL {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new OcpiCallError(`not a URL: ${url.slice(0, 100)}`, false);
    }
    if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && this.options.allowHttp)) {
      throw new OcpiCallError(
        `${parsed.protocol}// URLs are not called (https:// only; OCPI_ALLOW_HTTP allows http://)`,
        false,
      );
    }
    return parsed;
  }

  /** One call; the answer's data (status_code 1000) and its headers. */
  async call(
    method: string,
    url: string,
    token: string,
    options: { body?: unknown; to?: { countryCode: string; partyId: string } } = {},
  ): Promise<{ data: unknown; headers: Headers }> {
    this.checkUrl(url);
    const headers: Record<string, string> = {
      authorization: authorizationFor(token),
      accept: 'application/json',
      'x-request-id': crypto.randomUUID(),
      'x-correlation-id': crypto.randomUUID(),
    };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.to) {
      headers['ocpi-from-country-code'] = this.options.ours.countryCode;
      headers['ocpi-from-party-id'] = this.options.ours.partyId;
      headers['ocpi-to-country-code'] = options.to.countryCode;
      headers['ocpi-to-party-id'] = options.to.partyId;
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs),
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError'
          ? `no answer within ${this.options.timeoutMs} ms`
          : (error as Error).message;
      throw new OcpiCallError(`${method} ${url}: ${reason}`, true);
    }
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_ANSWER_BYTES)
      throw new OcpiCallError(`${method} ${url}: answer of ${length} bytes is too large`, false);
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) throw new OcpiCallError(`${method} ${url}: answer too large`, false);
    const retryable = response.status >= 500 || response.status === 429;
    let envelope: z.output<typeof responseSchema>;
    try {
      const parsed = responseSchema.safeParse(JSON.parse(text));
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'not the response format');
      envelope = parsed.data;
    } catch (error) {
      throw new OcpiCallError(
        `${method} ${url}: HTTP ${response.status}, not an OCPI answer (${(error as Error).message})`,
        retryable,
      );
    }
    if (!response.ok || envelope.status_code !== OCPI_STATUS.success) {
      throw new OcpiCallError(
        `${method} ${url}: HTTP ${response.status}, OCPI ${envelope.status_code} ${envelope.status_message ?? ''}`.trim(),
        retryable,
      );
    }
    return { data: envelope.data, headers: response.headers };
  }

  /**
   * The network's endpoints for 2.2.1, from its versions URL: its credentials endpoint and its
   * Locations SENDER endpoint (none when it only pushes). Without 2.2.1: unsupported version.
   */
  async discover(
    versionsUrl: string,
    token: string,
  ): Promise<{
    version: string;
    credentialsUrl: string | null;
    locationsUrl: string | null;
    tariffsUrl: string | null;
    endpoints: Endpoint[];
  }> {
    const versions = versionSchema.array().safeParse((await this.call('GET', versionsUrl, token)).data);
    if (!versions.success) throw new OcpiCallError(`${versionsUrl}: not a list of versions`, false);
    const ours = versions.data.find((v) => v.version === OCPI_VERSION);
    if (!ours)
      throw new UnsupportedVersionError(
        `${versionsUrl} lists ${versions.data.map((v) => v.version).join(', ') || 'no version'}, not ${OCPI_VERSION}`,
      );
    const details = versionDetailsSchema.safeParse((await this.call('GET', ours.url, token)).data);
    if (!details.success) throw new OcpiCallError(`${ours.url}: not the version's details`, false);
    const endpoint = (identifier: string, role?: string) =>
      details.data.endpoints.find((e) => e.identifier === identifier && (!role || e.role === role))?.url ?? null;
    return {
      version: OCPI_VERSION,
      credentialsUrl: endpoint('credentials'),
      locationsUrl: endpoint('locations', 'SENDER'),
      tariffsUrl: endpoint('tariffs', 'SENDER'),
      endpoints: details.data.endpoints,
    };
  }

  /** One page of a network's SENDER list (Locations, Tariffs); `url` is the endpoint with offset and limit, or a Link's 'next'. */
  async listPage(url: string, token: string, to: { countryCode: string; partyId: string }): Promise<ListPage> {
    const { data, headers } = await this.call('GET', url, token, { to });
    if (!Array.isArray(data)) throw new OcpiCallError(`${url}: the page is not a list`, false);
    const total = Number(headers.get('x-total-count'));
    return {
      items: data,
      next: nextLink(headers.get('link')),
      total: headers.has('x-total-count') && Number.isInteger(total) && total >= 0 ? total : null,
    };
  }
}

export class UnsupportedVersionError extends OcpiCallError {
  constructor(message: string) {
    super(message, false);
  }
}
