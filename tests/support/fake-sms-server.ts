import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake SMS gateway received, as the gateway would see it on the wire. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the fake answers: a status and a raw body (so a test can send JSON that does not parse). */
export interface FakeAnswer {
  status: number;
  body: string;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Answer only once this settles (after `delayMs`): a test holds a reply until an event of its own. */
  until?: Promise<unknown>;
}

export interface FakeSmsServer {
  url: string;
  received: ReceivedRequest[];
  /** Requests whose caller hung up before the answer (a client's time-out ending the wait). */
  abandoned: ReceivedRequest[];
  /** Resolves once `count` requests have been abandoned by their callers. */
  whenAbandoned(count: number): Promise<void>;
  /** Sets the answer for the requests that follow. */
  answer(next: FakeAnswer | ((request: ReceivedRequest) => FakeAnswer)): void;
  close(): Promise<void>;
}

export const json = (status: number, body: unknown, delayMs?: number): FakeAnswer => ({
  status,
  body: JSON.stringify(body),
  ...(delayMs !== undefined ? { delayMs } : {}),
});

/**
 * A gateway that takes the request and never answers: only the caller's own time-out can end the
 * call, so a test of that time-out needs no clock of its own.
 */
export const neverAnswers = (): FakeAnswer => ({ status: 200, body: '{}', until: new Promise(() => {}) });

/**
 * A local HTTP server on 127.0.0.1:0 standing in for MSG91 or Twilio. It records every request
 * and answers whatever the test set with `answer` (by default 200 with an empty JSON object).
 */
export async function startFakeSmsServer(): Promise<FakeSmsServer> {
  const received: ReceivedRequest[] = [];
  const abandoned: ReceivedRequest[] = [];
  const abandonWaits: Array<{ count: number; resolve: () => void }> = [];
  let responder: (request: ReceivedRequest) => FakeAnswer = () => json(200, {});
  const pending = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake.local');
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const { status, body, delayMs = 0, until } = responder(request);
      res.on('close', () => {
        if (res.writableFinished) return;
        abandoned.push(request);
        for (const wait of abandonWaits.filter((w) => abandoned.length >= w.count)) {
          abandonWaits.splice(abandonWaits.indexOf(wait), 1);
          wait.resolve();
        }
      });
      const reply = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' }).end(body);
      };
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (until) void until.then(reply, reply);
        else reply();
      }, delayMs);
      pending.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    abandoned,
    whenAbandoned: (count) =>
      abandoned.length >= count ? Promise.resolve() : new Promise((resolve) => abandonWaits.push({ count, resolve })),
    answer(next) {
      responder = typeof next === 'function' ? next : () => next;
    },
    close: async () => {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A URL on a port nothing listens on: a provider that cannot be reached at all. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
