import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { table } from './bundle-size.ts';
import { targets, type Target } from './support/api-targets.ts';
import { freePort, ROOT, startServer, tempDir, type AppServer } from './support/app-server.ts';
import { benchArgs } from './support/bench-args.ts';
import { median } from './support/lighthouse-report.ts';

/**
 * `npm run bench:api [-- --strict] [--duration S] [--rounds N] [--connections N] [--only TEXT]`: autocannon against the real
 * server (production mode, SQLite, bundled stations and catalogue) on the API's busiest reads, and in
 * the same run against a bare node:http server (its own process, like the app) answering, for each
 * endpoint, that endpoint's JSON body as a fixed string: the ceiling this machine allows at that
 * moment for those bytes.
 *
 * Endpoints are measured one after another, never together, so they do not share the two cores.
 * The machine is shared and its speed drifts from second to second, so each endpoint is measured in
 * ROUNDS rounds (default 3), each a bare run then the endpoint, and the figures are the medians of
 * the rounds: the ratio is the median over the rounds of (endpoint requests/s ÷ the bare run just before). Prints requests/s, p50 and p99 latency and the ratio to the bare
 * server per endpoint, against the budgets, and writes bench/results/api.json. An endpoint that
 * answers 404 (not built yet) is skipped with a note. Exits 0 even when a budget fails, unless --strict.
 *
 * Each run is one autocannon run on CONNECTIONS connections that is measured only once they are all
 * established: the measured window opens when every connection has had at least one answer, but not
 * before WARMUP_S seconds (the server's warm-up) nor after ESTABLISH_MAX_S (then with a note of how
 * many had answered); the time this took is printed for each run. It lasts DURATION_S seconds.
 * Counted are exactly the requests SENT inside the window (sent at = answered at − latency; an answer
 * that arrives in the window to a request sent before it is not counted, and one that arrives after
 * it to a request sent inside it is): after the window the run goes on until each connection has
 * answered the request it had out when the window closed (at most SETTLE_MAX_S; one still
 * unanswered then counts with the time it had waited, a lower bound, and a note). requests/s is the
 * number counted ÷ the window's length; p50 and p99 are of their latencies.
 *
 * Each row also shows what it was up against: the queueing floor, CONNECTIONS ÷ requests/s in ms
 * (each connection has one request out at a time, so that is the mean latency of the window; a p99
 * below it would need the waiting to sit in fewer than 1% of the requests), and how much CPU other processes took during the window, in % of one
 * core (of the machine's; 100% per core in all): the busy time of /proc/stat's `cpu` line (user,
 * nice, system, irq, softirq) less the server's and this process's own (/proc/<pid>/stat utime +
 * stime; autocannon runs in this process). The bare server of the other run of a pair stays idle
 * and counts as other. Where there is no /proc, it is left out.
 */

const BUDGET = { cachedRatio: 0.5, p99Ms: 50 } as const;

const { strict, number: numberArg } = benchArgs();
const DURATION_S = numberArg('--duration', 3);
const ROUNDS = Math.max(1, Math.round(numberArg('--rounds', 3)));
const CONNECTIONS = numberArg('--connections', 100);
/** Only the endpoints whose name contains this text (when trying a change to one of them). */
const ONLY = process.argv.includes('--only') ? (process.argv[process.argv.indexOf('--only') + 1] ?? '') : '';
const WARMUP_S = 1;
/** The measured window opens at the latest this long after a run's start, every connection answered or not. */
const ESTABLISH_MAX_S = 10;
/** After the window: waiting at most this long for the answers to the requests it sent. */
const SETTLE_MAX_S = 10;

interface Measured {
  name: string;
  cached: boolean;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** This row's p99 budget (the target's own, or BUDGET.p99Ms). */
  p99BudgetMs: number;
  /** CONNECTIONS ÷ requests/s in ms: the mean latency the queue alone makes (Little's law). */
  queueFloorMs: number;
  /** CPU other processes used during the measured window, in % of one core (NaN without /proc). */
  othersCpuPctOfCore: number;
  /** Per run: seconds from the start until the measured window opened (every connection answered, >= WARMUP_S). */
  establishSeconds: number[];
  /** Requests sent in the window still unanswered SETTLE_MAX_S after it (counted with their wait so far). */
  unanswered: number;
  non2xx: number;
  errors: number;
  /** The paired bare run's requests/s, and this endpoint's share of it. */
  bareRequestsPerSecond?: number;
  ratio?: number;
  failures: string[];
}

/**
 * The bare baseline: a node:http server in its own process and nothing else, answering
 * /<n> with bodies[n], a fixed string (the body the app sent for endpoint n).
 */
async function startBare(bodies: Buffer[], dir: string): Promise<{ url: string; pid?: number; stop(): void }> {
  const port = await freePort();
  const file = path.join(dir, 'bare-bodies.json');
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
  const child: ChildProcess = spawn(process.execPath, ['-e', script], { env: { ...process.env, BARE_BODIES: file }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

interface CpuSnapshot {
  /** Jiffies of /proc/stat's `cpu` line: busy (user, nice, system, irq, softirq) and all. */
  busy: number;
  total: number;
  /** utime + stime of our own processes (/proc/<pid>/stat). */
  own: number;
  cores: number;
}

/** The machine's CPU time so far and our own processes' (`pids`); undefined where there is no /proc. */
function cpuSnapshot(pids: readonly number[]): CpuSnapshot | undefined {
  try {
    const lines = fs.readFileSync('/proc/stat', 'utf8').split('\n');
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = (lines[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    const busy = user + nice + system + irq + softirq;
    let own = 0;
    for (const pid of pids) {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After "pid (comm) ": state is field 3, utime 14, stime 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      own += Number(fields[11]) + Number(fields[12]);
    }
    return { busy, total: busy + idle + iowait + steal, own, cores: lines.filter((l) => /^cpu\d/.test(l)).length };
  } catch {
    return undefined;
  }
}

/** Other processes' CPU between two snapshots, in % of one core. */
function othersPctOfCore(from: CpuSnapshot | undefined, to: CpuSnapshot | undefined): number {
  if (!from || !to || to.total <= from.total) return NaN;
  const others = to.busy - from.busy - (to.own - from.own);
  return Math.max(0, Math.round((1000 * others) / ((to.total - from.total) / to.cores)) / 10);
}

/**
 * One autocannon run against `url`, counting the requests sent inside the measured window (see the
 * header). `pid` is the process answering (the app server or the bare one), so that its CPU is
 * not counted as other processes'.
 */
async function measure(name: string, url: string, target: Omit<Target, 'name' | 'path'>, pid: number | undefined): Promise<Measured> {
  let next = 0;
  const { bodies, paths } = target;
  const options = {
    url,
    connections: CONNECTIONS,
    method: target.method,
    headers: target.headers,
    body: target.body,
    // Stop within 0.1 s of instance.stop() (autocannon checks at each sample).
    sampleInt: 100,
    ...(bodies ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: bodies[next++ % bodies.length] }) }] } : {}),
    ...(paths ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length] }) }] } : {}),
  };
  // One run: the warm-up happens on the same connections that are then measured. (A second
  // autocannon run opens 100 new connections, and a server busy at 100% CPU accepts the late ones
  // one per event-loop turn: seen here, a bare node:http server doing 0.7 ms of work per request
  // left 25 of them waiting up to 3 s, which was then most of a 3 s run's p99.) For the same
  // reason the window opens only once every connection has had an answer.
  const own = [process.pid, ...(pid === undefined ? [] : [pid])];
  const startedAt = performance.now();
  /** Each connection (autocannon's client) and when it last had an answer. */
  const lastAnswerAt = new Map<autocannon.Client, number>();
  let measuredFrom = Infinity;
  let measuredTo = Infinity;
  let connectedAtOpen = 0;
  let cpuFrom: CpuSnapshot | undefined;
  let cpuTo: CpuSnapshot | undefined;
  /** After the window: the connections whose request out at its close was sent inside it. */
  let pending: Set<autocannon.Client> | undefined;
  const latencies: number[] = [];
  const timers: NodeJS.Timeout[] = [];
  let unanswered = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    // The duration is only a backstop: the run is stopped once the window's answers are in.
    const instance = autocannon({ ...options, duration: ESTABLISH_MAX_S + DURATION_S + SETTLE_MAX_S + 2 }, (error, done) => (error ? reject(error) : resolve(done)));
    const openWindow = (now: number) => {
      measuredFrom = now;
      connectedAtOpen = lastAnswerAt.size;
      cpuFrom = cpuSnapshot(own);
      timers.push(setTimeout(closeWindow, DURATION_S * 1000));
    };
    const closeWindow = () => {
      measuredTo = performance.now();
      cpuTo = cpuSnapshot(own);
      // A connection answers and sends its next request in the same turn: its request out now was sent at its last answer.
      pending = new Set([...lastAnswerAt].filter(([, at]) => at >= measuredFrom).map(([client]) => client));
      if (pending.size === 0) instance.stop();
      timers.push(
        setTimeout(() => {
          const now = performance.now();
          for (const client of pending ?? []) latencies.push(now - (lastAnswerAt.get(client) as number));
          unanswered = pending?.size ?? 0;
          instance.stop();
        }, SETTLE_MAX_S * 1000),
      );
    };
    instance.on('response', (client, _status, _bytes, latencyMs) => {
      const now = performance.now();
      const sentAt = now - latencyMs;
      if (sentAt >= measuredFrom && sentAt < measuredTo) latencies.push(latencyMs);
      if (pending) {
        if (pending.delete(client) && pending.size === 0) instance.stop();
        return;
      }
      lastAnswerAt.set(client, now);
      if (measuredFrom === Infinity) {
        const elapsed = now - startedAt;
        if ((lastAnswerAt.size >= CONNECTIONS && elapsed >= WARMUP_S * 1000) || elapsed >= ESTABLISH_MAX_S * 1000) openWindow(now);
      }
    });
    // With every connection answered within WARMUP_S, the window opens at WARMUP_S, not at the next answer after it.
    timers.push(
      setTimeout(() => {
        if (measuredFrom === Infinity && lastAnswerAt.size >= CONNECTIONS) openWindow(performance.now());
      }, WARMUP_S * 1000),
    );
  });
  for (const timer of timers) clearTimeout(timer);
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => (latencies.length ? (latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] as number) : NaN);
  const windowS = (measuredTo - measuredFrom) / 1000;
  const requestsPerSecond = Number.isFinite(windowS) && windowS > 0 ? latencies.length / windowS : 0;
  const establishS = (measuredFrom - startedAt) / 1000;
  const measured: Measured = {
    name,
    cached: target.cached,
    requestsPerSecond,
    p50Ms: Math.round(percentile(50)),
    p99Ms: Math.round(percentile(99)),
    p99BudgetMs: target.p99BudgetMs ?? BUDGET.p99Ms,
    queueFloorMs: queueFloor(requestsPerSecond),
    othersCpuPctOfCore: othersPctOfCore(cpuFrom, cpuTo),
    establishSeconds: [Number(establishS.toFixed(2))],
    unanswered,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    failures: [],
  };
  const notes = [
    connectedAtOpen < CONNECTIONS ? `only ${connectedAtOpen} of ${CONNECTIONS} connections had answered when the window opened` : '',
    unanswered ? `${unanswered} requests of the window unanswered ${SETTLE_MAX_S} s after it, counted with their wait so far` : '',
  ].filter(Boolean);
  console.log(
    `  ${name}: ${Math.round(requestsPerSecond)} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms; connections established in ${establishS.toFixed(1)} s; ` +
      `queue floor ${measured.queueFloorMs.toFixed(0)} ms; other processes ${pct(measured.othersCpuPctOfCore)} of a core; load ${os.loadavg()[0]!.toFixed(1)}` +
      notes.map((n) => ` (note: ${n})`).join(''),
  );
  return measured;
}

/** CONNECTIONS ÷ requests/s, in ms. */
const queueFloor = (requestsPerSecond: number) => (requestsPerSecond > 0 ? Math.round((10_000 * CONNECTIONS) / requestsPerSecond) / 10 : NaN);
const pct = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}%` : 'n/a');

/** The rounds of one endpoint as one row: median requests/s and latencies; every error of every round counts. */
function medianRound(rounds: Measured[], name: string): Measured {
  const first = rounds[0] as Measured;
  return {
    name,
    cached: first.cached,
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    p99BudgetMs: first.p99BudgetMs,
    queueFloorMs: queueFloor(median(rounds.map((r) => r.requestsPerSecond))),
    othersCpuPctOfCore: median(rounds.map((r) => r.othersCpuPctOfCore)),
    establishSeconds: rounds.flatMap((r) => r.establishSeconds),
    unanswered: rounds.reduce((sum, r) => sum + r.unanswered, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    failures: [],
  };
}

function judge(m: Measured, bareRps: number, ratio: number): void {
  m.bareRequestsPerSecond = bareRps;
  m.ratio = ratio;
  if (m.cached && m.ratio < BUDGET.cachedRatio) m.failures.push(`throughput ${m.ratio.toFixed(3)} of bare < ${BUDGET.cachedRatio}`);
  if (!(m.p99Ms <= m.p99BudgetMs)) {
    const others = Number.isFinite(m.othersCpuPctOfCore) ? `; other processes used ${pct(m.othersCpuPctOfCore)} of a core` : '';
    m.failures.push(
      `p99 ${m.p99Ms} ms > ${m.p99BudgetMs} ms (at ${Math.round(m.requestsPerSecond)} req/s, ${CONNECTIONS} connections wait >= ${Math.round(m.queueFloorMs)} ms on average${others})`,
    );
  }
  if (m.non2xx > 0 || m.errors > 0) m.failures.push(`${m.non2xx} non-2xx answers, ${m.errors} errors or time-outs`);
}

async function main() {
  const webDist = tempDir('api-dist');
  let server: AppServer | undefined;
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    // Limits far above what the bench sends: it measures the server, not the limiter's refusals.
    // (A million a minute was not: the cached rows alone send over a million in a minute here.)
    const unlimited = '1000000000';
    server = await startServer({
      webDist,
      env: {
        SERVE_WEB: 'false',
        RATE_LIMIT_PER_MINUTE: unlimited,
        MAPS_RATE_PER_MINUTE: unlimited, MAPS_RATE_PER_IP_PER_MINUTE: unlimited,
        EVENTS_RATE_PER_IP_PER_MINUTE: unlimited,
        REDIS_URL: '',
      },
    });
    const list = (await targets(server)).filter((t) => t.name.includes(ONLY));
    bare = await startBare(
      list.map((t) => t.answer),
      webDist,
    );
    console.log(`Server ${server.baseUrl} (production, SQLite); bare node:http ${bare.url} with each endpoint's body`);
    console.log(`autocannon: ${CONNECTIONS} connections, ${ROUNDS} rounds of (bare, endpoint), each measuring the requests sent in ${DURATION_S} s from when every connection has answered (>= ${WARMUP_S} s, <= ${ESTABLISH_MAX_S} s); medians of the rounds; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);

    const bareRuns: Measured[] = [];
    const results: Measured[] = [];
    for (const [n, target] of list.entries()) {
      const bytes = target.answer.length;
      const bareRounds: Measured[] = [];
      const rounds: Measured[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        bareRounds.push(await measure(`bare node:http, the same ${bytes} bytes (round ${round})`, `${bare.url}/${n}`, { cached: false, method: 'GET' }, bare.pid));
        await server.ensureRunning();
        rounds.push(await measure(`${target.name} (round ${round})`, server.baseUrl + target.path, target, server.pid));
      }
      const paired = medianRound(bareRounds, `bare node:http, the same ${bytes} bytes`);
      bareRuns.push(paired);
      const m = medianRound(rounds, target.name);
      // Each round's ratio is to the bare run just before it (the machine's speed at that moment).
      judge(m, paired.requestsPerSecond, median(rounds.map((r, i) => r.requestsPerSecond / (bareRounds[i] as Measured).requestsPerSecond)));
      results.push(m);
    }

    const head = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'floor ms', 'others %core', 'bare req/s', 'x bare', 'budget', 'result'];
    const rows = results.map((m) => [
      m.name,
      String(Math.round(m.requestsPerSecond)),
      String(m.p50Ms),
      String(m.p99Ms),
      m.queueFloorMs.toFixed(0),
      pct(m.othersCpuPctOfCore),
      String(Math.round(m.bareRequestsPerSecond ?? 0)),
      (m.ratio ?? 0).toFixed(2),
      m.cached ? `>= ${BUDGET.cachedRatio} x, p99 <= ${m.p99BudgetMs}` : `p99 <= ${m.p99BudgetMs}`,
      m.failures.length ? 'FAIL' : 'PASS',
    ]);
    const bareP99 = bareRuns.map((b) => b.p99Ms);
    const own = results.filter((m) => m.p99BudgetMs !== BUDGET.p99Ms).map((m) => `${m.p99BudgetMs} ms for ${m.name}`);
    console.log(
      `\nBudgets: cached JSON >= ${BUDGET.cachedRatio} of the bare server's requests/s; p99 <= ${BUDGET.p99Ms} ms at ${CONNECTIONS} connections${own.length ? ` (${own.join('; ')})` : ''}`,
    );
    console.log(`floor ms: ${CONNECTIONS} connections ÷ req/s, the mean wait the queue alone makes; others %core: CPU other processes used in the window, % of one core (the machine has ${os.cpus().length})`);
    console.log(`Bare node:http, median of the rounds paired with each endpoint: ${bareRuns.map((b) => Math.round(b.requestsPerSecond)).join(', ')} req/s; p99 ${bareP99.join(', ')} ms\n`);
    console.log(table(head, rows));
    for (const m of results) for (const f of m.failures) console.log(`FAIL ${m.name}: ${f}`);

    const outFile = path.join(ROOT, 'bench/results/api.json');
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    const summary = {
      date: new Date().toISOString(),
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      warmupSeconds: WARMUP_S,
      establishMaxSeconds: ESTABLISH_MAX_S,
      counted: 'requests sent in the window, which opens once every connection has had an answer (>= warmupSeconds after the start)',
      othersCpuPctOfCore: "/proc/stat busy jiffies less the answering server's and the bench process's own, in % of one core",
      queueFloorMs: 'connections ÷ requests/s',
      rounds: ROUNDS,
      loadAverage: os.loadavg(),
      budgets: BUDGET,
      bare: bareRuns,
      endpoints: results,
    };
    fs.writeFileSync(outFile, `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(ROOT, outFile)}`);
    if (strict && results.some((m) => m.failures.length)) process.exitCode = 1;
  } finally {
    bare?.stop();
    await server?.stop();
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench:api failed:', error);
  process.exitCode = 1;
});
