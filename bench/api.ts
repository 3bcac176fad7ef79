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
 * Each run is one autocannon run of WARMUP_S + DURATION_S seconds; requests/s and latencies count
 * the responses of the last DURATION_S seconds only (warm server, connections established).
 */

const BUDGET = { cachedRatio: 0.5, p99Ms: 50 } as const;

const { strict, number: numberArg } = benchArgs();
const DURATION_S = numberArg('--duration', 3);
const ROUNDS = Math.max(1, Math.round(numberArg('--rounds', 3)));
const CONNECTIONS = numberArg('--connections', 100);
/** Only the endpoints whose name contains this text (when trying a change to one of them). */
const ONLY = process.argv.includes('--only') ? (process.argv[process.argv.indexOf('--only') + 1] ?? '') : '';
const WARMUP_S = 1;

interface Measured {
  name: string;
  cached: boolean;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
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
async function startBare(bodies: Buffer[], dir: string): Promise<{ url: string; stop(): void }> {
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
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function measure(name: string, cached: boolean, url: string, target: Omit<Target, 'name' | 'cached' | 'path'>): Promise<Measured> {
  let next = 0;
  const { bodies, paths } = target;
  const options = {
    url,
    connections: CONNECTIONS,
    method: target.method,
    headers: target.headers,
    body: target.body,
    ...(bodies ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: bodies[next++ % bodies.length] }) }] } : {}),
    ...(paths ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length] }) }] } : {}),
  };
  // One run: the first WARMUP_S seconds warm the server up on the same connections that are then
  // measured. (A second autocannon run opens 100 new connections, and a server busy at 100% CPU
  // accepts the late ones one per event-loop turn: seen here, a bare node:http server doing 0.7 ms
  // of work per request left 25 of them waiting up to 3 s, which was then most of a 3 s run's p99.)
  const measuredFrom = performance.now() + WARMUP_S * 1000;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: WARMUP_S + DURATION_S }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, latencyMs) => {
      if (performance.now() >= measuredFrom) latencies.push(latencyMs);
    });
  });
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => (latencies.length ? (latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] as number) : NaN);
  const measured: Measured = {
    name,
    cached,
    requestsPerSecond: latencies.length / DURATION_S,
    p50Ms: Math.round(percentile(50)),
    p99Ms: Math.round(percentile(99)),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    failures: [],
  };
  console.log(`  ${name}: ${Math.round(measured.requestsPerSecond)} req/s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms`);
  return measured;
}

/** The rounds of one endpoint as one row: median requests/s and latencies; every error of every round counts. */
function medianRound(rounds: Measured[], name: string): Measured {
  const first = rounds[0] as Measured;
  return {
    name,
    cached: first.cached,
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    failures: [],
  };
}

function judge(m: Measured, bareRps: number, ratio: number): void {
  m.bareRequestsPerSecond = bareRps;
  m.ratio = ratio;
  if (m.cached && m.ratio < BUDGET.cachedRatio) m.failures.push(`throughput ${m.ratio.toFixed(3)} of bare < ${BUDGET.cachedRatio}`);
  if (m.p99Ms > BUDGET.p99Ms) m.failures.push(`p99 ${m.p99Ms} ms > ${BUDGET.p99Ms} ms`);
  if (m.non2xx > 0 || m.errors > 0) m.failures.push(`${m.non2xx} non-2xx answers, ${m.errors} errors or time-outs`);
}

async function main() {
  const webDist = tempDir('api-dist');
  let server: AppServer | undefined;
  let bare: { url: string; stop(): void } | undefined;
  try {
    // Limits far above what the bench sends: it measures the server, not the limiter's refusals.
    // (A million a minute was not: the cached rows alone send over a million in a minute here.)
    const unlimited = '1000000000';
    server = await startServer({
      webDist,
      env: { SERVE_WEB: 'false', RATE_LIMIT_PER_MINUTE: unlimited, MAPS_RATE_PER_MINUTE: unlimited, MAPS_RATE_PER_IP_PER_MINUTE: unlimited, REDIS_URL: '' },
    });
    const list = (await targets(server)).filter((t) => t.name.includes(ONLY));
    bare = await startBare(
      list.map((t) => t.answer),
      webDist,
    );
    console.log(`Server ${server.baseUrl} (production, SQLite); bare node:http ${bare.url} with each endpoint's body`);
    console.log(`autocannon: ${CONNECTIONS} connections, ${ROUNDS} rounds of (bare, endpoint), each ${WARMUP_S} s warm-up + ${DURATION_S} s; medians of the rounds; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);

    const bareRuns: Measured[] = [];
    const results: Measured[] = [];
    for (const [n, target] of list.entries()) {
      const bytes = target.answer.length;
      const bareRounds: Measured[] = [];
      const rounds: Measured[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        bareRounds.push(await measure(`bare node:http, the same ${bytes} bytes (round ${round})`, false, `${bare.url}/${n}`, { method: 'GET' }));
        await server.ensureRunning();
        rounds.push(await measure(`${target.name} (round ${round})`, target.cached, server.baseUrl + target.path, target));
      }
      const paired = medianRound(bareRounds, `bare node:http, the same ${bytes} bytes`);
      bareRuns.push(paired);
      const m = medianRound(rounds, target.name);
      // Each round's ratio is to the bare run just before it (the machine's speed at that moment).
      judge(m, paired.requestsPerSecond, median(rounds.map((r, i) => r.requestsPerSecond / (bareRounds[i] as Measured).requestsPerSecond)));
      results.push(m);
    }

    const head = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'bare req/s', 'x bare', 'budget', 'result'];
    const rows = results.map((m) => [
      m.name,
      String(Math.round(m.requestsPerSecond)),
      String(m.p50Ms),
      String(m.p99Ms),
      String(Math.round(m.bareRequestsPerSecond ?? 0)),
      (m.ratio ?? 0).toFixed(2),
      m.cached ? `>= ${BUDGET.cachedRatio} x, p99 <= ${BUDGET.p99Ms}` : `p99 <= ${BUDGET.p99Ms}`,
      m.failures.length ? 'FAIL' : 'PASS',
    ]);
    const bareP99 = bareRuns.map((b) => b.p99Ms);
    console.log(`\nBudgets: cached JSON >= ${BUDGET.cachedRatio} of the bare server's requests/s; p99 <= ${BUDGET.p99Ms} ms at ${CONNECTIONS} connections`);
    console.log(`Bare node:http, median of the rounds paired with each endpoint: ${bareRuns.map((b) => Math.round(b.requestsPerSecond)).join(', ')} req/s; p99 ${bareP99.join(', ')} ms\n`);
    console.log(table(head, rows));
    for (const m of results) for (const f of m.failures) console.log(`FAIL ${m.name}: ${f}`);

    const outFile = path.join(ROOT, 'bench/results/api.json');
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    const summary = { date: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION_S, rounds: ROUNDS, budgets: BUDGET, bare: bareRuns, endpoints: results };
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
