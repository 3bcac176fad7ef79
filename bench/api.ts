import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { table } from './bundle-size.ts';
import {
  ESTABLISH_MAX_S,
  measure,
  medianRound,
  pct,
  startBare,
  WARMUP_S,
  type Measured,
} from './support/api-measure.ts';
import { call, targets, type Target } from './support/api-targets.ts';
import { ROOT, startServer, tempDir, type AppServer } from './support/app-server.ts';
import { benchArgs } from './support/bench-args.ts';
import { checkInDatabase, describeLoad, type CheckInDatabase } from './support/check-in-data.ts';
import { describeShare, oversubscribed } from './support/thread-share.ts';
import { checkInWriteTarget, nearbyTargets, wantsNearby, wantsWrites } from './support/check-in-targets.ts';
import { median } from './support/lighthouse-report.ts';

/**
 * `npm run bench:api [-- --strict] [--duration S] [--rounds N] [--connections N] [--only TEXT] [--pg] [--check-ins N] [--writers N]`:
 * autocannon against the real server (production mode, SQLite, bundled stations and catalogue) on
 * the API's busiest calls, and in the same run against a bare node:http server (its own process,
 * like the app) answering, for each endpoint, that endpoint's JSON body as a fixed string: the
 * ceiling this machine allows at that moment for those bytes.
 *
 * Endpoints are measured one after another, never together, so they do not share the two cores.
 * The machine is shared and its speed drifts from second to second, so each endpoint is measured in
 * ROUNDS rounds (default 3), each a bare run then the endpoint, and the figures are the medians of
 * the rounds: the ratio is the median over the rounds of (endpoint requests/s ÷ the bare run just
 * before). Prints requests/s, p50 and p99 latency and the ratio to the bare server per endpoint,
 * against the budgets, and writes bench/results/api.json. An endpoint that answers 404 (not built
 * yet) is skipped with a note. Exits 0 even when a budget fails, unless --strict. How a run is
 * measured (the window, what is counted, the queue floor, other processes' CPU, writes counted only
 * when 201, screens of two calls): bench/support/api-measure.ts.
 *
 * Check-ins (issue 17; bench/support/check-in-targets.ts): the server's SQLite database is loaded
 * first with --check-ins (default 300,000) synthetic check-ins and their summaries
 * (bench/support/synthetic-check-ins.ts). Rows: nearby over many spots, their summaries, the two
 * as one screen (judged per screen), and writing a check-in at 50 connections. With --pg, the
 * write row runs again on a second server on a fresh PostgreSQL database loaded the same way
 * (bench/support/check-in-data.ts says which PostgreSQL). `--only TEXT` keeps the rows whose name
 * (or key: 'nearby', 'checkin-write') holds TEXT; the check-in data is loaded only when one of its
 * rows is kept.
 */

const BUDGET = { cachedRatio: 0.5, p99Ms: 50 } as const;

const argv = process.argv.slice(2);
const { strict, number: numberArg } = benchArgs(argv);
const DURATION_S = numberArg('--duration', 3);
const ROUNDS = Math.max(1, Math.round(numberArg('--rounds', 3)));
const CONNECTIONS = numberArg('--connections', 100);
/** Only the endpoints whose name (or a key) contains this text (when trying a change to one of them). */
const ONLY = argv.includes('--only') ? (argv[argv.indexOf('--only') + 1] ?? '') : '';
const PG = argv.includes('--pg');
const CHECK_INS = numberArg('--check-ins', 300_000);
/** People the write rows sign in before measuring (each may write 30 a day; more are signed in between rounds when needed). */
const WRITERS = numberArg('--writers', 1000);

/** After a write row: time for the requests autocannon left in the server's queue to finish. */
const DRAIN_MS = 3000;

const selected = (t: Target) => t.name.includes(ONLY) || (t.keys ?? []).some((k) => k.includes(ONLY));

// Limits far above what the bench sends: it measures the server, not the limiter's refusals.
// (A million a minute was not: the cached rows alone send over a million in a minute here.)
const UNLIMITED = '1000000000';
const SERVER_ENV = {
  SERVE_WEB: 'false',
  API_PER_IP: UNLIMITED,
  API_BACKSTOP_PER_IP: UNLIMITED,
  API_PER_TOKEN: UNLIMITED,
  PAGES_PER_IP: UNLIMITED,
  STATIC_PER_IP: UNLIMITED,
  MAPS_RATE_PER_MINUTE: UNLIMITED,
  MAPS_RATE_PER_IP_PER_MINUTE: UNLIMITED,
  EVENTS_RATE_PER_IP_PER_MINUTE: UNLIMITED,
  // The write row: every check-in comes from 127.0.0.1, and its people sign in from there too.
  STATION_WRITES_PER_IP_PER_HOUR: UNLIMITED,
  OTP_SENDS_PER_IP_PER_HOUR: '10000',
  OTP_ROUTE_PER_MINUTE: '1000000',
  REDIS_URL: '',
};

function judge(m: Measured, bareRps: number, ratio: number): void {
  m.bareRequestsPerSecond = bareRps;
  m.ratio = ratio;
  if (m.cached && m.ratio < BUDGET.cachedRatio)
    m.failures.push(`throughput ${m.ratio.toFixed(3)} of bare < ${BUDGET.cachedRatio}`);
  if (!(m.p99Ms <= m.p99BudgetMs)) {
    const others = Number.isFinite(m.othersCpuPctOfCore)
      ? `; other processes used ${pct(m.othersCpuPctOfCore)} of a core`
      : '';
    m.failures.push(
      `p99 ${m.p99Ms} ms > ${m.p99BudgetMs} ms (at ${Math.round(m.requestsPerSecond)} req/s, ${m.connections} connections wait >= ${Math.round(m.queueFloorMs)} ms on average${others})`,
    );
  }
  if (m.refused > 0) {
    const answered = Object.values(m.statuses).reduce((a, b) => a + b, 0);
    const many =
      m.refused > 0.01 * answered
        ? ': MANY REFUSED, the figures are not of stored writes; see check-in-writers.ts'
        : '';
    m.failures.push(
      `${m.refused} of ${answered} answers in the windows refused (by status: ${JSON.stringify(m.statuses)})${many}`,
    );
  }
  if (m.non2xx > 0 || m.errors > 0) m.failures.push(`${m.non2xx} non-2xx answers, ${m.errors} errors or time-outs`);
}

/** Each target called once by hand: it must answer its status (or a 2xx); its answer is what the bare server sends. */
async function checked(server: AppServer, list: Target[]): Promise<Array<Target & { answer: Buffer }>> {
  const ready: Array<Target & { answer: Buffer }> = [];
  for (const target of list) {
    const { status, text, raw } = await call(server, target.method, target.path, target.body, target.headers);
    const good = target.expectStatus ? status === target.expectStatus : status >= 200 && status <= 299;
    if (!good) throw new Error(`${target.name} answered ${status}: ${text.slice(0, 200)}`);
    ready.push({ ...target, answer: raw });
  }
  return ready;
}

/** Every target of one server, one after another, each in ROUNDS rounds of (bare, endpoint). */
async function runGroup(
  server: AppServer,
  list: Array<Target & { answer: Buffer }>,
  dir: string,
  bareRuns: Measured[],
): Promise<Measured[]> {
  const bare = await startBare(
    list.map((t) => t.answer),
    dir,
  );
  const results: Measured[] = [];
  try {
    for (const [n, target] of list.entries()) {
      const bytes = target.answer.length;
      const run = {
        connections: target.connections ?? CONNECTIONS,
        durationS: DURATION_S,
        p99BudgetMs: target.p99BudgetMs ?? BUDGET.p99Ms,
      };
      const bareRounds: Measured[] = [];
      const rounds: Measured[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        bareRounds.push(
          await measure(
            `bare node:http, the same ${bytes} bytes (round ${round})`,
            `${bare.url}/${n}`,
            { cached: false, method: 'GET' },
            bare.pid,
            run,
          ),
        );
        await server.ensureRunning();
        await target.beforeRound?.();
        rounds.push(
          await measure(`${target.name} (round ${round})`, server.baseUrl + target.path, target, server.pid, run),
        );
      }
      const paired = medianRound(bareRounds, `bare node:http, the same ${bytes} bytes`);
      bareRuns.push(paired);
      const m = medianRound(rounds, target.name);
      // Each round's ratio is to the bare run just before it (the machine's speed at that moment).
      judge(
        m,
        paired.requestsPerSecond,
        median(rounds.map((r, i) => r.requestsPerSecond / (bareRounds[i] as Measured).requestsPerSecond)),
      );
      results.push(m);
      // Writes still queued when autocannon stopped (behind the database) finish before the next row, or the server's stop.
      if (target.expectStatus) await new Promise((r) => setTimeout(r, DRAIN_MS));
    }
  } finally {
    bare.stop();
  }
  return results;
}

/** A server on a database loaded with check-ins (the data's handle closed: the server opens its own). */
async function checkInServer(
  kind: 'sqlite' | 'postgres',
  webDist: string,
  cleanups: Array<() => Promise<void>>,
): Promise<{ server: AppServer; data: CheckInDatabase }> {
  const data = await checkInDatabase({ kind, checkIns: CHECK_INS });
  await data.handle.close();
  cleanups.push(() => data.drop());
  const server = await startServer({ webDist, env: { ...SERVER_ENV, DATABASE_URL: data.url } });
  cleanups.push(() => server.stop());
  return { server, data };
}

async function main() {
  const webDist = tempDir('api-dist');
  /** Undone in reverse order: a server stops before its database is dropped. */
  const cleanups: Array<() => Promise<void>> = [];
  try {
    const nearby = wantsNearby(ONLY);
    const writes = wantsWrites(ONLY);
    let server: AppServer;
    let data: CheckInDatabase | undefined;
    if (nearby || writes) ({ server, data } = await checkInServer('sqlite', webDist, cleanups));
    else {
      server = await startServer({ webDist, env: SERVER_ENV });
      cleanups.push(() => server.stop());
    }
    const list = (await targets(server)).filter(selected);
    const loads: Record<string, string> = {};
    if (data) {
      loads.sqlite = describeLoad(data.load);
      const auth = JSON.parse((await call(server, 'POST', '/googleservice/auth', '{}')).text) as {
        data: { token: string };
      };
      const maps = { 'content-type': 'application/json', token: auth.data.token };
      const mine = [
        ...(nearby ? await nearbyTargets(server, data.stations, maps) : []),
        ...(writes
          ? [
              await checkInWriteTarget(
                server,
                data.stations.map((s) => s.id),
                'SQLite',
                WRITERS,
              ),
            ]
          : []),
      ];
      list.push(...(await checked(server, mine.filter(selected))));
    }
    console.log(
      `Server ${server.baseUrl} (production, SQLite${data ? `, ${data.load.checkIns.toLocaleString('en')} check-ins` : ''})`,
    );
    console.log(
      `autocannon: ${CONNECTIONS} connections (rows that say so: their own), ${ROUNDS} rounds of (bare node:http with the endpoint's body, endpoint), each measuring the requests sent in ${DURATION_S} s from when every connection has answered (>= ${WARMUP_S} s, <= ${ESTABLISH_MAX_S} s); medians of the rounds; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
    );
    const bareRuns: Measured[] = [];
    const results = await runGroup(server, list, webDist, bareRuns);

    if (PG && writes) {
      const pg = await checkInServer('postgres', webDist, cleanups);
      loads.postgres = describeLoad(pg.data.load);
      console.log(
        `\nServer ${pg.server.baseUrl} (production, PostgreSQL, ${pg.data.load.checkIns.toLocaleString('en')} check-ins)`,
      );
      const write = (
        await checked(pg.server, [
          await checkInWriteTarget(
            pg.server,
            pg.data.stations.map((s) => s.id),
            'PostgreSQL',
            WRITERS,
          ),
        ])
      ).filter(selected);
      results.push(...(await runGroup(pg.server, write, webDist, bareRuns)));
    }
    report(results, bareRuns, loads);
    if (strict && results.some((m) => m.failures.length)) process.exitCode = 1;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}

function report(results: Measured[], bareRuns: Measured[], loads: Record<string, string>): void {
  const head = [
    'endpoint',
    'conns',
    'req/s',
    'p50 ms',
    'p99 ms',
    'floor ms',
    'others %core',
    'bare req/s',
    'x bare',
    'budget',
    'result',
  ];
  const rows = results.map((m) => [
    m.name,
    String(m.connections),
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
    `\nBudgets: cached JSON >= ${BUDGET.cachedRatio} of the bare server's requests/s; p99 <= ${BUDGET.p99Ms} ms at the row's connections${own.length ? ` (${own.join('; ')})` : ''}`,
  );
  console.log(
    `floor ms: connections ÷ req/s, the mean wait the queue alone makes; others %core: CPU other processes used in the window, % of one core (the machine has ${os.cpus().length})`,
  );
  for (const [kind, load] of Object.entries(loads)) console.log(`Check-ins in the ${kind} database: ${load}`);
  if (loads.postgres)
    console.log(
      `PostgreSQL rows: others %core includes PostgreSQL's own processes (the database's work, on the same two cores)`,
    );
  for (const m of results.filter((r) => r.perScreen)) {
    const s = m.perScreen!;
    console.log(
      `Screens: "${m.name}": each connection asks for the nearby list, then for its summaries. The row (req/s, p50, p99, the budget) is per request, ` +
        `the mix of the two calls, as the other rows; per screen (both calls, one after the other) the same runs did ${Math.round(s.screensPerSecond)} screens/s, p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms`,
    );
  }
  for (const m of results.filter(
    (r) => Object.keys(r.statuses).length && r.refused === 0 && r.name.includes('check-ins'),
  )) {
    console.log(`Writes: "${m.name}": every answer in the windows was 201 (${JSON.stringify(m.statuses)})`);
  }
  console.log(
    `Bare node:http, median of the rounds paired with each endpoint: ${bareRuns.map((b) => Math.round(b.requestsPerSecond)).join(', ')} req/s; p99 ${bareP99.join(', ')} ms\n`,
  );
  console.log(table(head, rows));
  for (const m of results) for (const f of m.failures) console.log(`FAIL ${m.name}: ${f}`);
  // A row over its p99 budget: whether the cores were oversubscribed (thread-share.ts), or the server's own work is the limit.
  for (const m of results.filter((r) => !(r.p99Ms <= r.p99BudgetMs))) {
    const why = oversubscribed(m.name, m.p99Ms, m.queueFloorMs, m.coreShare);
    if (why) console.log(why);
    else if (m.coreShare)
      console.log(
        `WHY ${m.name}: not a shortage of cores (${describeShare(m.coreShare)}): the server's own work per request is the limit`,
      );
  }

  const outFile = path.join(ROOT, 'bench/results/api.json');
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  const summary = {
    date: new Date().toISOString(),
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    warmupSeconds: WARMUP_S,
    establishMaxSeconds: ESTABLISH_MAX_S,
    counted:
      'requests sent in the window, which opens once every connection has had an answer (>= warmupSeconds after the start); screens: those whose first request was sent in it; writes: 201 answers only',
    othersCpuPctOfCore:
      "/proc/stat busy jiffies less the answering server's and the bench process's own, in % of one core",
    queueFloorMs: 'connections ÷ requests/s',
    rounds: ROUNDS,
    loadAverage: os.loadavg(),
    budgets: BUDGET,
    checkIns: loads,
    bare: bareRuns,
    endpoints: results,
  };
  fs.writeFileSync(outFile, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(ROOT, outFile)}`);
}

main().catch((error: unknown) => {
  console.error('bench:api failed:', error);
  process.exitCode = 1;
});
