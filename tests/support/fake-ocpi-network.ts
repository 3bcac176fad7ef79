import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A charging network playing the CPO role over OCPI 2.2.1, written from the specification
 * (github.com/ocpi/ocpi, tag 2.2.1) for the tests: its versions and 2.2.1 endpoints, its
 * credentials module (so we can register with it), its Locations and Tariffs SENDER interfaces (paginated:
 * `offset` and `limit` in, `Link` rel="next", `X-Total-Count` and `X-Limit` out), and a client side
 * that registers with us and pushes PUTs and PATCHes of Locations, EVSEs and Connectors.
 *
 * Tokens travel Base64-encoded in `Authorization: Token …`; every answer is in the response format.
 */

export interface FakeCall {
  method: string;
  path: string;
  /** The decoded credentials token the call carried ('' for none). */
  token: string;
}

export interface FakeNetworkOptions {
  countryCode?: string;
  partyId?: string;
  name?: string;
  /** The most Locations it sends on one page (X-Limit). */
  pageCap?: number;
  /** Offer the Locations SENDER endpoint (false: a network that only pushes). */
  sender?: boolean;
  /** Offer the Tariffs SENDER endpoint (false: its prices arrive by push only). */
  tariffSender?: boolean;
}

const envelope = (data: unknown, statusCode = 1000, message = 'Success') => ({
  ...(data !== undefined ? { data } : {}),
  status_code: statusCode,
  status_message: message,
  timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
});

const encode = (token: string) => Buffer.from(token, 'utf8').toString('base64');
const decode = (header: string | undefined) => {
  const match = /^Token (.+)$/.exec(header ?? '');
  return match ? Buffer.from(match[1]!, 'base64').toString('utf8') : '';
};

export class FakeOcpiNetwork {
  readonly countryCode: string;
  readonly partyId: string;
  readonly name: string;
  readonly calls: FakeCall[] = [];
  /** Its Locations, in creation order (the order its pages list them). */
  readonly locations: Array<Record<string, unknown>> = [];
  /** Its Tariffs, in creation order (the order its pages list them). */
  readonly tariffs: Array<Record<string, unknown>> = [];
  /** Tokens it accepts from us: the A it gave us, then the C it answered our registration with. */
  readonly accepted = new Set<string>();
  /** The token it calls us with (our C after it registered, or the B we sent when we registered with it). */
  tokenForUs = '';
  /** The token it gave us to call it with (its B when it registered with us). */
  tokenFromItForUs = '';
  /** Answers to give instead of a page (a flaky network): each used once, at its offset (any offset when none is named). */
  failures: Array<{ status: number; offset?: number }> = [];
  pageCap: number;
  private server!: http.Server;
  baseUrl = '';

  constructor(private readonly options: FakeNetworkOptions = {}) {
    this.countryCode = options.countryCode ?? 'IN';
    this.partyId = options.partyId ?? 'TPC';
    this.name = options.name ?? 'Tata Power EZ Charge';
    this.pageCap = options.pageCap ?? 2;
  }

  get versionsUrl() {
    return `${this.baseUrl}/ocpi/versions`;
  }

  /** A token we may use to register with it (its token A). */
  issueTokenA(): string {
    const token = crypto.randomBytes(16).toString('hex');
    this.accepted.add(token);
    return token;
  }

  async start(): Promise<this> {
    this.server = http.createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private roles() {
    return [
      { role: 'CPO', party_id: this.partyId, country_code: this.countryCode, business_details: { name: this.name } },
    ];
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', this.baseUrl);
    const token = decode(request.headers.authorization);
    this.calls.push({ method: request.method ?? '', path: url.pathname + url.search, token });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    if (!this.accepted.has(token)) return send(401, envelope(undefined, 2000, 'Unknown token'));
    const path = url.pathname;
    if (path === '/ocpi/versions')
      return send(
        200,
        envelope([
          { version: '2.2.1', url: `${this.baseUrl}/ocpi/2.2.1` },
          { version: '2.1.1', url: `${this.baseUrl}/ocpi/2.1.1` },
        ]),
      );
    if (path === '/ocpi/2.2.1') {
      const endpoints = [{ identifier: 'credentials', role: 'SENDER', url: `${this.baseUrl}/ocpi/2.2.1/credentials` }];
      if (this.options.sender !== false)
        endpoints.push({ identifier: 'locations', role: 'SENDER', url: `${this.baseUrl}/ocpi/cpo/2.2.1/locations` });
      if (this.options.tariffSender !== false)
        endpoints.push({ identifier: 'tariffs', role: 'SENDER', url: `${this.baseUrl}/ocpi/cpo/2.2.1/tariffs` });
      return send(200, envelope({ version: '2.2.1', endpoints }));
    }
    if (path === '/ocpi/2.2.1/credentials' && request.method === 'POST') {
      // We register with it: keep our token B (it calls us with it, after reading our versions with it).
      const ours = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { token: string; url: string };
      const versions = await fetch(ours.url, { headers: { authorization: `Token ${encode(ours.token)}` } });
      if (!versions.ok) return send(200, envelope(undefined, 3001, `could not read ${ours.url}: ${versions.status}`));
      this.accepted.delete(token);
      this.tokenForUs = ours.token;
      const tokenC = crypto.randomBytes(16).toString('hex');
      this.accepted.add(tokenC);
      return send(200, envelope({ token: tokenC, url: this.versionsUrl, roles: this.roles() }));
    }
    if (path === '/ocpi/2.2.1/credentials' && request.method === 'DELETE') {
      this.accepted.delete(token);
      return send(200, envelope(undefined));
    }
    const list =
      path === '/ocpi/cpo/2.2.1/locations' ? this.locations : path === '/ocpi/cpo/2.2.1/tariffs' ? this.tariffs : null;
    if (list && request.method === 'GET') {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const failure = this.failures.findIndex((f) => f.offset === undefined || f.offset === offset);
      if (failure >= 0) {
        const [{ status }] = this.failures.splice(failure, 1) as [{ status: number }];
        return send(status, envelope(undefined, 3000, 'try again'));
      }
      const limit = Math.min(Number(url.searchParams.get('limit') ?? this.pageCap), this.pageCap);
      const page = list.slice(offset, offset + limit);
      const headers: Record<string, string> = {
        'x-total-count': String(list.length),
        'x-limit': String(this.pageCap),
      };
      if (offset + limit < list.length) {
        const next = new URL(url);
        next.searchParams.set('offset', String(offset + limit));
        next.searchParams.set('limit', String(limit));
        headers.link = `<${next.toString()}>; rel="next"`;
      }
      return send(200, envelope(page), headers);
    }
    return send(404, envelope(undefined, 2000, 'No such endpoint'));
  }

  /** The network registers with us with the token A we invited it with (it is the credentials Sender). */
  async registerWith(
    ourVersionsUrl: string,
    tokenA: string,
  ): Promise<{
    status: number;
    body: { status_code: number; status_message?: string; data?: { token: string; url: string } };
  }> {
    const auth = { authorization: `Token ${encode(tokenA)}` };
    const versions = (await (await fetch(ourVersionsUrl, { headers: auth })).json()) as {
      data: Array<{ version: string; url: string }>;
    };
    const details = (await (
      await fetch(versions.data.find((v) => v.version === '2.2.1')!.url, { headers: auth })
    ).json()) as { data: { endpoints: Array<{ identifier: string; url: string }> } };
    const credentialsUrl = details.data.endpoints.find((e) => e.identifier === 'credentials')!.url;
    const tokenB = crypto.randomBytes(16).toString('hex');
    this.accepted.add(tokenB);
    this.tokenFromItForUs = tokenB;
    const response = await fetch(credentialsUrl, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ token: tokenB, url: this.versionsUrl, roles: this.roles() }),
    });
    const body = (await response.json()) as { status_code: number; data?: { token: string; url: string } };
    if (body.status_code === 1000 && body.data) this.tokenForUs = body.data.token;
    return { status: response.status, body };
  }

  /** A call to our API with its current token (or `token`), as it sends pushes. */
  async send(
    method: string,
    url: string,
    body?: unknown,
    token = this.tokenForUs,
  ): Promise<{
    status: number;
    body: { status_code: number; status_message?: string; data?: unknown; timestamp: string };
  }> {
    const response = await fetch(url, {
      method,
      headers: {
        authorization: `Token ${encode(token)}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: await response.json() };
  }
}

/** A Location of the network, as the spec's example has them (two EVSEs, one connector each), at `lat`,`lng`. */
export function sampleLocation(
  network: Pick<FakeOcpiNetwork, 'countryCode' | 'partyId'>,
  id: string,
  at: { lat: number; lng: number },
  overrides: Record<string, unknown> = {},
) {
  const when = '2026-11-20T10:00:00Z';
  const evse = (uid: string, standard: string, status: string) => ({
    uid,
    evse_id: `${network.countryCode}*${network.partyId}*E${uid}`,
    status,
    connectors: [
      {
        id: '1',
        standard,
        format: 'CABLE',
        power_type: standard.endsWith('COMBO') ? 'DC' : 'AC_3_PHASE',
        max_voltage: standard.endsWith('COMBO') ? 920 : 230,
        max_amperage: standard.endsWith('COMBO') ? 200 : 32,
        max_electric_power: standard.endsWith('COMBO') ? 60000 : 22000,
        last_updated: when,
      },
    ],
    last_updated: when,
  });
  return {
    country_code: network.countryCode,
    party_id: network.partyId,
    id,
    publish: true,
    name: `Location ${id}`,
    address: 'Sector 18 Market',
    city: 'Noida',
    postal_code: '201301',
    country: 'IND',
    coordinates: { latitude: at.lat.toFixed(6), longitude: at.lng.toFixed(6) },
    evses: [
      evse(`${id}-1`, 'IEC_62196_T2_COMBO', 'AVAILABLE'),
      evse(`${id}-2`, 'IEC_62196_T2_COMBO', 'AVAILABLE'),
      evse(`${id}-3`, 'IEC_62196_T2', 'CHARGING'),
    ],
    operator: { name: 'Tata Power' },
    time_zone: 'Asia/Kolkata',
    last_updated: when,
    ...overrides,
  };
}

/**
 * A Tariff of the network as an Indian DC network might price: ₹18/kWh + 18% GST (₹21.24 with it),
 * and after the first hour an idle fee of ₹2/min + GST (mod_tariffs.asciidoc's types).
 */
export function sampleTariff(
  network: Pick<FakeOcpiNetwork, 'countryCode' | 'partyId'>,
  id: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    country_code: network.countryCode,
    party_id: network.partyId,
    id,
    currency: 'INR',
    elements: [
      { price_components: [{ type: 'ENERGY', price: 18, vat: 18, step_size: 1 }] },
      {
        price_components: [{ type: 'PARKING_TIME', price: 120, vat: 18, step_size: 60 }],
        restrictions: { min_duration: 3600 },
      },
    ],
    last_updated: '2026-11-25T10:00:00Z',
    ...overrides,
  };
}
