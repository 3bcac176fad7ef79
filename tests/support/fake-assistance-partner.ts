import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signBody } from '../../src/server/assistance/webhook-signature.server.ts';

/**
 * A local assistance partner written from docs/assistance.md "Partner API": POST /v1/requests
 * with a bearer key and an Idempotency-Key (one job per key, however often it arrives), POST
 * /v1/requests/:id/cancel; and the webhook it calls back, signed with HMAC-SHA256. `mode` says how
 * it answers: `up`, `down` (503), or `hang` (takes the request, records the job, never answers:
 * only the adapter's own time-out ends the call).
 */
export interface FakePartner {
  url: string;
  apiKey: string;
  /** Jobs by our request id (the Idempotency-Key), with the body of the first send. */
  jobs: Map<string, { id: string; body: Record<string, unknown>; sends: number }>;
  mode: 'up' | 'down' | 'hang';
  cancelled: string[];
  /** Posts a signed status event to the app's webhook; `secret` wrong or `signature` given to test refusals. */
  callBack(
    webhookUrl: string,
    event: Record<string, unknown>,
    options?: { secret?: string; signature?: string },
  ): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

export async function startFakePartner(secret: string): Promise<FakePartner> {
  const apiKey = `partner-key-${crypto.randomBytes(6).toString('hex')}`;
  const fake: Omit<FakePartner, 'url' | 'close'> & { url: string; close: () => Promise<void> } = {
    url: '',
    apiKey,
    jobs: new Map(),
    mode: 'up',
    cancelled: [],
    async callBack(webhookUrl, event, options = {}) {
      const body = JSON.stringify(event);
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': options.signature ?? signBody(options.secret ?? secret, body),
        },
        body,
        signal: AbortSignal.timeout(60_000),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    },
    close: async () => undefined,
  };
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const send = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.headers.authorization !== `Bearer ${apiKey}`) return send(401, { message: 'bad key' });
      const key = String(request.headers['idempotency-key'] ?? '');
      if (!key) return send(400, { message: 'Idempotency-Key is required' });
      if (fake.mode === 'down') return send(503, { message: 'down' });
      const cancel = /^\/v1\/requests\/([^/]+)\/cancel$/.exec(request.url ?? '');
      if (request.method === 'POST' && cancel) {
        fake.cancelled.push(decodeURIComponent(cancel[1]!));
        return send(200, { ok: true });
      }
      if (request.method !== 'POST' || request.url !== '/v1/requests') return send(404, { message: 'no such path' });
      const job = fake.jobs.get(key) ?? {
        id: `job-${fake.jobs.size + 1}`,
        body: JSON.parse(text) as Record<string, unknown>,
        sends: 0,
      };
      job.sends++;
      fake.jobs.set(key, job);
      if (fake.mode === 'hang') return; // never answers
      send(201, { id: job.id });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake as FakePartner;
}
