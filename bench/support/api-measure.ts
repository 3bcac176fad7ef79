import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSnapshot, othersPctOfCore, type CpuSnapshot } from './cpu-share.ts';
import {
  coreShare,
  describeShare,
  medianShare,
  threadSnapshot,
  type CoreShare,
  type ThreadSnapshot,
} from './thread-share.ts';
import { median } from './lighthouse-report.ts';
import type { Target } from './api-targets.ts';
import { freePort } from './app-server.ts';

/**
 * bench/api.ts's measuring: one autocannon run on a row's connections (the row's own, else the
 * bench's --connections) that is measured only once they are all established: the measured window
 * opens when every connection has had at least one answer, but not before WARMUP_S seconds (the
 * server's warm-up) nor after ESTABLISH_MAX_S (then with a note of how many had answered); the time
 * this took is printed for each run. It lasts `durationS` seconds. Counted are exactly the requests
 * SENT inside the window (sent at = answered at − latency; an answer that arrives in the window to a
 * request sent before it is not counted, and one that arrives after it to a request sent inside it
 * is): after the window the run goes on until each connection has answered the request it had out
 * when the window closed (at most SETTLE_MAX_S; one still unanswered then counts with the time it had
 * waited, a lower bound, and a note). requests/s is the number counted ÷ the window's length; p50 and
 * p99 are of their latencies.
 *
 * - A row with `expectStatus` (a write: 201) counts only those answers as done: any other status in
 *   the window is refused, left out of requests/s and the latencies, tallied by status and reported.
 * - A row that is a `screen` (a sequence of requests each connection sends in turn, e.g. the nearby
 *   list then its summaries) is measured per request like any row (the mix of the two calls), and
 *   per screen beside: from sending its first request to the answer to its last, for screens whose
 *   first request was sent inside the window (after the window each connection finishes the screen
 *   it is on).
 *
 * Each row also shows the queueing floor, connections ÷ requests/s in ms (each connection has one
 * request out at a time, so that is the mean latency of the window), and how much CPU other processes
 * took during the window, in % of one core: the busy time of /proc/stat's `cpu` line less the
 * answering server's and this process's own (autocannon runs in this process).
 */
export const WARMUP_S = 1;
/** The measured window opens at the latest this long after a run's start, every connection answered or not. */
export const ESTABLISH_MAX_S = 10;
/** After the window: waiting at most this long for the answers to the requests it sent. */
export const SETTLE_MAX_S = 10;

export interface Measured {
  name: string;
  cached: boolean;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** A screen row's figures per screen (its requests' are the row's). */
  perScreen?: { screensPerSecond: number; p50Ms: number; p99Ms: number };
  /** This row's p99 budget in ms. */
  p99BudgetMs: number;
  /** connections ÷ requests/s in ms: the mean latency the queue alone makes (Little's law). */
  queueFloorMs: number;
  /** CPU other processes used during the measured window, in % of one core (NaN without /proc). */
  othersCpuPctOfCore: number;
  /** The answering server's threads and the load generator in the window (thread-share.ts); undefined without /proc. */
  coreShare?: CoreShare;
  /** Per run: seconds from the start until the measured window opened (every connection answered, >= WARMUP_S). */
  establishSeconds: number[];
  /** Requests sent in the window still unanswered SETTLE_MAX_S after it (counted with their wait so far). */
  unanswered: number;
  /** Answers to the window's requests by status. */
  statuses: Record<string, number>;
  /** Answers in the window other than `expectStatus` (rows with one). */
  refused: number;
  non2xx: number;
  errors: number;
  /** The paired bare run's requests/s, and this endpoint's share of it. */
  bareRequestsPerSecond?: number;
  ratio?: number;
  failures: string[];
}

/** The bare baseline: a node:http server in its own process answering /<n> with bodies[n], a fixed string. */
export async function startBare(bodies: Buffer[], dir: string): Promise<{ url: string; pid?: number; stop(): void }> {
  const port = await freePort();
  const file = path.join(dir, `bare-bodies-${port}.json`);
  fs.writeFileSync(file, JSON.stringify(bodies.map((b) => b.toString('base64'))));
  const script = `
    const bodies = JSON.parse(require('node:fs').readFileSync(process.env.BARE_BODIES, 'utf8')).map((b) => Buffer.from(b, 'base64'));
    require('node:http')
      .createServer((req, res) => {
        req.resume();
        const body = bodies[Number(req.url.slice(1))] ?? bodies[0];
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
        res.end(body);
      })
      .listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child: ChildProcess = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, BARE_BODIES: file },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/** connections ÷ requests/s, in ms. */
export const queueFloor = (connections: number, requestsPerSecond: number) =>
  requestsPerSecond > 0 ? Math.round((10_000 * connections) / requestsPerSecond) / 10 : NaN;
export const pct = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}%` : 'n/a');

const percentileOf = (sorted: readonly number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number) : NaN;

/** Which request of its sequence a connection just had answered (autocannon moves on only after the 'response' event). */
const stepOf = (client: autocannon.Client) =>
  (client as unknown as { requestIterator: { currentRequestIndex: number } }).requestIterator.currentRequestIndex;

/**
 * One autocannon run against `url`, counting the requests (or screens) sent inside the measured
 * window (see the header). `pid` is the process answering, so that its CPU is not counted as other processes'.
 */
export async function measure(
  name: string,
  url: string,
  target: Omit<Target, 'name' | 'path'>,
  pid: number | undefined,
  run: { connections: number; durationS: number; p99BudgetMs: number },
): Promise<Measured> {
  let next = 0;
  const { bodies, paths, expectStatus } = target;
  const { connections } = run;
  const steps = target.screen ? (target.requests?.length ?? 1) : 1;
  const options = {
    url,
    connections,
    method: target.method,
    headers: target.headers,
    body: target.body,
    // Stop within 0.1 s of instance.stop() (autocannon checks at each sample).
    sampleInt: 100,
    ...(bodies
      ? {
          requests: [
            { setupRequest: (request: autocannon.Request) => ({ ...request, body: bodies[next++ % bodies.length] }) },
          ],
        }
      : {}),
    ...(paths
      ? {
          requests: [
            { setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length] }) },
          ],
        }
      : {}),
    ...(target.requests ? { requests: target.requests } : {}),
  };
  // One run: the warm-up happens on the same connections that are then measured, and the window
  // opens only once every connection has had an answer (a server busy at 100% CPU accepts late
  // connections one per event-loop turn; seen here, that was most of a short run's p99).
  const own = [process.pid, ...(pid === undefined ? [] : [pid])];
  const startedAt = performance.now();
  /** Each connection (autocannon's client) and when it last had an answer. */
  const lastAnswerAt = new Map<autocannon.Client, number>();
  /** Screen rows: when each connection sent the first request of the screen it is on. */
  const screenStart = new Map<autocannon.Client, number>();
  let measuredFrom = Infinity;
  let measuredTo = Infinity;
  let connectedAtOpen = 0;
  let cpuFrom: CpuSnapshot | undefined;
  let cpuTo: CpuSnapshot | undefined;
  let threadsFrom: { server: ThreadSnapshot; bench: ThreadSnapshot } | undefined;
  let threadsTo: { server: ThreadSnapshot; bench: ThreadSnapshot } | undefined;
  /** After the window: the connections whose request (or screen) out at its close was started inside it. */
  let pending: Set<autocannon.Client> | undefined;
  const latencies: number[] = [];
  const screens: number[] = [];
  const statuses: Record<string, number> = {};
  let refused = 0;
  const timers: NodeJS.Timeout[] = [];
  let unanswered = 0;
  const inWindow = (sentAt: number) => sentAt >= measuredFrom && sentAt < measuredTo;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    // The duration is only a backstop: the run is stopped once the window's answers are in.
    const instance = autocannon(
      { ...options, duration: ESTABLISH_MAX_S + run.durationS + SETTLE_MAX_S + 2 },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    const openWindow = (now: number) => {
      measuredFrom = now;
      connectedAtOpen = lastAnswerAt.size;
      cpuFrom = cpuSnapshot(own);
      threadsFrom = { server: threadSnapshot(pid), bench: threadSnapshot(process.pid) };
      timers.push(setTimeout(closeWindow, run.durationS * 1000));
    };
    const closeWindow = () => {
      measuredTo = performance.now();
      cpuTo = cpuSnapshot(own);
      threadsTo = { server: threadSnapshot(pid), bench: threadSnapshot(process.pid) };
      // A connection answers and sends its next request in the same turn: its request out now was sent at its last answer.
      const started = steps > 1 ? screenStart : lastAnswerAt;
      pending = new Set([...started].filter(([, at]) => at >= measuredFrom).map(([client]) => client));
      if (pending.size === 0) instance.stop();
      timers.push(
        setTimeout(() => {
          const now = performance.now();
          for (const client of pending ?? [])
            (steps > 1 ? screens : latencies).push(now - (started.get(client) as number));
          unanswered = pending?.size ?? 0;
          instance.stop();
        }, SETTLE_MAX_S * 1000),
      );
    };
    instance.on('response', (client, status, _bytes, latencyMs) => {
      const now = performance.now();
      const sentAt = now - latencyMs;
      if (inWindow(sentAt)) {
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (expectStatus === undefined || status === expectStatus) latencies.push(latencyMs);
        else refused++;
      }
      const step = steps > 1 ? stepOf(client) : 0;
      const screenDone = step === steps - 1;
      if (steps > 1) {
        if (step === 0) screenStart.set(client, sentAt);
        if (screenDone) {
          const start = screenStart.get(client);
          if (start !== undefined && inWindow(start)) screens.push(now - start);
          // The next screen's first request goes out in this same turn.
          screenStart.set(client, now);
        }
      }
      if (pending) {
        if (screenDone && pending.delete(client) && pending.size === 0) instance.stop();
        return;
      }
      lastAnswerAt.set(client, now);
      if (measuredFrom === Infinity) {
        const elapsed = now - startedAt;
        if ((lastAnswerAt.size >= connections && elapsed >= WARMUP_S * 1000) || elapsed >= ESTABLISH_MAX_S * 1000)
          openWindow(now);
      }
    });
    // With every connection answered within WARMUP_S, the window opens at WARMUP_S, not at the next answer after it.
    timers.push(
      setTimeout(() => {
        if (measuredFrom === Infinity && lastAnswerAt.size >= connections) openWindow(performance.now());
      }, WARMUP_S * 1000),
    );
  });
  for (const timer of timers) clearTimeout(timer);
  latencies.sort((a, b) => a - b);
  screens.sort((a, b) => a - b);
  const windowS = (measuredTo - measuredFrom) / 1000;
  const perSecond = (n: number) => (Number.isFinite(windowS) && windowS > 0 ? n / windowS : 0);
  const counted = {
    requestsPerSecond: perSecond(latencies.length),
    p50Ms: Math.round(percentileOf(latencies, 50)),
    p99Ms: Math.round(percentileOf(latencies, 99)),
  };
  const perScreen = {
    screensPerSecond: perSecond(screens.length),
    p50Ms: Math.round(percentileOf(screens, 50)),
    p99Ms: Math.round(percentileOf(screens, 99)),
  };
  const establishS = (measuredFrom - startedAt) / 1000;
  const measured: Measured = {
    name,
    cached: target.cached,
    connections,
    ...counted,
    ...(steps > 1 ? { perScreen } : {}),
    p99BudgetMs: run.p99BudgetMs,
    queueFloorMs: queueFloor(connections, counted.requestsPerSecond),
    othersCpuPctOfCore: othersPctOfCore(cpuFrom, cpuTo),
    ...shareOf(pid, threadsFrom, threadsTo, (measuredTo - measuredFrom) / 1000),
    establishSeconds: [Number(establishS.toFixed(2))],
    unanswered,
    statuses,
    refused,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    failures: [],
  };
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const notes = [
    connectedAtOpen < connections
      ? `only ${connectedAtOpen} of ${connections} connections had answered when the window opened`
      : '',
    unanswered
      ? `${unanswered} requests of the window unanswered ${SETTLE_MAX_S} s after it, counted with their wait so far`
      : '',
    refused
      ? `REFUSED: ${refused} of ${answered} answers in the window were not ${expectStatus} (${JSON.stringify(statuses)}); left out of req/s and latencies`
      : '',
  ].filter(Boolean);
  const screenText =
    steps > 1
      ? ` [per screen: ${Math.round(perScreen.screensPerSecond)} screens/s, p50 ${perScreen.p50Ms} ms, p99 ${perScreen.p99Ms} ms]`
      : '';
  console.log(
    `  ${name}: ${Math.round(counted.requestsPerSecond)} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms${screenText}; connections established in ${establishS.toFixed(1)} s; ` +
      `queue floor ${measured.queueFloorMs.toFixed(0)} ms; other processes ${pct(measured.othersCpuPctOfCore)} of a core; load ${os.loadavg()[0]!.toFixed(1)}` +
      notes.map((n) => ` (note: ${n})`).join('') +
      (measured.coreShare ? `; ${describeShare(measured.coreShare)}` : ''),
  );
  return measured;
}

const optionalShare = (share: CoreShare | undefined) => (share ? { coreShare: share } : {});

function shareOf(
  pid: number | undefined,
  from: { server: ThreadSnapshot; bench: ThreadSnapshot } | undefined,
  to: typeof from,
  seconds: number,
) {
  if (pid === undefined || !from || !to) return {};
  return optionalShare(
    coreShare(
      { pid, from: from.server, to: to.server },
      { from: from.bench, to: to.bench },
      seconds,
      os.availableParallelism(),
    ),
  );
}

/** The rounds of one endpoint as one row: median requests/s and latencies; every error and refusal of every round counts. */
export function medianRound(rounds: Measured[], name: string): Measured {
  const first = rounds[0] as Measured;
  const statuses: Record<string, number> = {};
  for (const r of rounds)
    for (const [status, n] of Object.entries(r.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
  const perScreen = rounds.every((r) => r.perScreen)
    ? {
        screensPerSecond: median(rounds.map((r) => r.perScreen!.screensPerSecond)),
        p50Ms: median(rounds.map((r) => r.perScreen!.p50Ms)),
        p99Ms: median(rounds.map((r) => r.perScreen!.p99Ms)),
      }
    : undefined;
  const requestsPerSecond = median(rounds.map((r) => r.requestsPerSecond));
  return {
    name,
    cached: first.cached,
    connections: first.connections,
    requestsPerSecond,
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    ...(perScreen ? { perScreen } : {}),
    p99BudgetMs: first.p99BudgetMs,
    queueFloorMs: queueFloor(first.connections, requestsPerSecond),
    othersCpuPctOfCore: median(rounds.map((r) => r.othersCpuPctOfCore)),
    ...optionalShare(
      medianShare(
        rounds.map((r) => r.coreShare),
        median,
      ),
    ),
    establishSeconds: rounds.flatMap((r) => r.establishSeconds),
    unanswered: rounds.reduce((sum, r) => sum + r.unanswered, 0),
    statuses,
    refused: rounds.reduce((sum, r) => sum + r.refused, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    failures: [],
  };
}
