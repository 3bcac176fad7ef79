import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { table } from './bundle-size.ts';
import { buildWeb, ROOT, startServer, tempDir, type AppServer } from './support/app-server.ts';
import { bareStartMs } from './support/bare-start.ts';
import { benchArgs } from './support/bench-args.ts';
import { median } from './support/lighthouse-report.ts';

/**
 * `npm run bench:startup [-- --strict] [--starts N] [--burst N] [--web-dist DIR | --no-web]`: the server's start as
 * production runs it (the esbuild bundle under plain node, SQLite, every data file loaded). A first
 * start on an empty database copies the stations into it (shown, not judged: it happens once per
 * database), then N restarts on that database (default 3), one after another, are measured:
 * - start: from the spawn to the first successful GET /ev/evData (asked every 20 ms), beside a
 *   bare node:http server's start measured the same way just before each (bare-start.ts): judge
 *   the ratio as well as the seconds, since machines and their load differ;
 * - the server process's resident memory (VmRSS in /proc/<pid>/status; worker threads included)
 *   right after that answer, after a burst of N place autocomplete requests (default 400, 8 at
 *   a time, realistic inputs in turn), and after one trip plan (Delhi → Jaipur: the road graph is
 *   read at the first local route, issue 29); also its peak (VmHWM).
 *
 * The web front end: DIR if given, else dist/web when it has been built (say `npm run build`), else
 * a production build into a temp folder, made once before the starts (not timed); --no-web runs
 * without it (SERVE_WEB=false, as bench:api does). Prints each start and the medians against the budgets
 * (medians are judged) and writes bench/results/startup.json. Exits 0 even when a budget fails,
 * unless --strict.
 */

/** Issue 29 set the memory line at 400 MB with the road graph in (it was 350). */
const BUDGET = { startMs: 4000, rssMb: 400 } as const;
const args = process.argv.slice(2);
const { strict, number: numberArg } = benchArgs(args);
const STARTS = numberArg('--starts', 3);
const BURST = numberArg('--burst', 400);
const BURST_PARALLEL = 8;
const NO_WEB = args.includes('--no-web');
const WEB_DIST = args.includes('--web-dist') ? path.resolve(args[args.indexOf('--web-dist') + 1] ?? '') : undefined;

const INPUTS = [
  'kora',
  'koramangala',
  'manali',
  'whitef',
  'beng',
  'andheri e',
  'aurangabad',
  '5600',
  'hinjew',
  'electronic c',
  'bengluru',
  'hydrabad',
  'मनाली',
  'pune',
  'che',
  'bilaspur hp',
];

/** A field of /proc/<pid>/status in MB (VmRSS, VmHWM); NaN where there is no /proc. */
function procMb(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  if (pid === undefined) return NaN;
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** BURST autocomplete requests, BURST_PARALLEL at a time, with a maps token as the app gets one. */
async function autocompleteBurst(server: AppServer): Promise<number> {
  const auth = await fetch(`${server.baseUrl}/googleservice/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const token = ((await auth.json()) as { data: { token: string } }).data.token;
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < BURST) {
      const input = INPUTS[next++ % INPUTS.length] as string;
      const response = await fetch(`${server.baseUrl}/googleservice/autocomplete?input=${encodeURIComponent(input)}`, {
        headers: { token },
      });
      await response.arrayBuffer();
      if (!response.ok) failed++;
    }
  };
  await Promise.all(Array.from({ length: BURST_PARALLEL }, worker));
  return failed;
}

/**
 * One plan on the local road graph (issue 29): the graph is read at the first local route, not at
 * start, so the memory after it is measured too. Resolves to the plan's HTTP status.
 */
async function firstPlan(server: AppServer): Promise<number> {
  const auth = await fetch(`${server.baseUrl}/googleservice/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const token = ((await auth.json()) as { data: { token: string } }).data.token;
  const body = {
    origin: 'Delhi',
    destination: 'Jaipur',
    vehicle_id: 'tata-nexon-ev-max-base-starting-price',
    start_pct: 80,
    reserve_pct: 15,
    target_pct: 80,
  };
  const response = await fetch(`${server.baseUrl}/ev/trip/plan`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

interface Start {
  startMs: number;
  /** A bare node:http server's start, measured just before this one. */
  bareStartMs: number;
  rssAfterStartMb: number;
  rssAfterBurstMb: number;
  /** After one trip plan: the road graph read and handed to the trip threads. */
  rssAfterPlanMb: number;
  peakMb: number;
  failedRequests: number;
}

async function main() {
  let webDist = WEB_DIST ?? path.join(ROOT, 'dist/web');
  /** Where the web front end came from; a temp folder of ours is removed at the end. */
  let web = webDist.startsWith(ROOT + path.sep) ? path.relative(ROOT, webDist) : webDist;
  let ownWebDir = false;
  const dbDir = tempDir('startup-db');
  const env: Record<string, string> = { REDIS_URL: '', DATABASE_URL: path.join(dbDir, 'ev.sqlite') };
  if (NO_WEB) {
    webDist = tempDir('startup-web');
    [web, ownWebDir] = ['none', true];
    env.SERVE_WEB = 'false';
    console.log('web: none (--no-web: SERVE_WEB=false)');
  } else if (fs.existsSync(path.join(webDist, 'index.html'))) {
    console.log(`web: reusing ${web} (built ${fs.statSync(path.join(webDist, 'index.html')).mtime.toISOString()})`);
  } else {
    const missing = web;
    webDist = tempDir('startup-web');
    [web, ownWebDir] = ['built for this run', true];
    console.log(`web: nothing built in ${missing}; building it into ${webDist} (not timed)`);
    buildWeb(webDist);
  }
  console.log(
    `1 start on an empty database, then ${STARTS} on it, of the server bundle (production, SQLite); ${os.cpus().length} cores, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );

  const starts: Start[] = [];
  let first: Start | undefined;
  try {
    for (let n = 0; n <= STARTS; n++) {
      // Each start builds its own bundle (startServer's rule: never share a build); the build is before the spawn, not timed.
      const bareMs = await bareStartMs(20);
      const server = await startServer({ webDist, env, pollMs: 20, startTimeoutMs: 120_000 });
      try {
        const rssAfterStartMb = procMb(server.pid, 'VmRSS');
        const failedRequests = await autocompleteBurst(server);
        const rssAfterBurstMb = procMb(server.pid, 'VmRSS');
        const planStatus = await firstPlan(server);
        const failed = failedRequests + (planStatus === 200 ? 0 : 1);
        const start = {
          startMs: server.startMs ?? NaN,
          bareStartMs: bareMs,
          rssAfterStartMb,
          rssAfterBurstMb,
          rssAfterPlanMb: procMb(server.pid, 'VmRSS'),
          peakMb: procMb(server.pid, 'VmHWM'),
          failedRequests: failed,
        };
        console.log(
          `  ${n ? `start ${n}` : 'first start, empty database'}: ${(start.startMs / 1000).toFixed(2)} s (a bare node server ${(bareMs / 1000).toFixed(2)} s); rss ${rssAfterStartMb.toFixed(0)} MB, after ${BURST} autocompletes ${rssAfterBurstMb.toFixed(0)} MB, after a plan ${start.rssAfterPlanMb.toFixed(0)} MB (peak ${start.peakMb.toFixed(0)} MB)${failed ? `; ${failed} requests failed` : ''}`,
        );
        if (n) starts.push(start);
        else first = start;
      } finally {
        await server.stop();
      }
    }
  } finally {
    if (ownWebDir) fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(dbDir, { recursive: true, force: true });
  }

  const measures = [
    {
      name: 'start to first GET /ev/evData (s)',
      of: (s: Start) => s.startMs / 1000,
      limit: BUDGET.startMs / 1000,
      budget: `<= ${BUDGET.startMs / 1000} s`,
    },
    {
      name: 'a bare node:http server: spawn to first GET (s)',
      of: (s: Start) => s.bareStartMs / 1000,
      limit: undefined,
      budget: '(yardstick)',
    },
    {
      name: 'start ÷ the bare server’s start',
      of: (s: Start) => s.startMs / s.bareStartMs,
      limit: undefined,
      budget: '(info)',
    },
    {
      name: 'RSS after start (MB)',
      of: (s: Start) => s.rssAfterStartMb,
      limit: BUDGET.rssMb,
      budget: `<= ${BUDGET.rssMb} MB`,
    },
    {
      name: `RSS after ${BURST} autocompletes (MB)`,
      of: (s: Start) => s.rssAfterBurstMb,
      limit: BUDGET.rssMb,
      budget: `<= ${BUDGET.rssMb} MB`,
    },
    {
      name: 'RSS after a trip plan, road graph read (MB)',
      of: (s: Start) => s.rssAfterPlanMb,
      limit: BUDGET.rssMb,
      budget: `<= ${BUDGET.rssMb} MB`,
    },
    { name: 'peak RSS, VmHWM (MB)', of: (s: Start) => s.peakMb, limit: undefined, budget: '(info)' },
  ].map(({ of, ...m }) => ({
    ...m,
    first: first ? of(first) : NaN,
    values: starts.map(of),
    median: median(starts.map(of)),
  }));
  const failures = measures
    .filter((m) => m.limit !== undefined && !(m.median <= m.limit))
    .map((m) => `${m.name}: median ${m.median.toFixed(2)} > ${m.limit}`);
  const failedRequests = starts.reduce((sum, s) => sum + s.failedRequests, 0);
  if (failedRequests) failures.push(`${failedRequests} autocomplete or plan requests failed`);
  const fixed = (x: number) => (x < 100 ? x.toFixed(2) : x.toFixed(0));
  const head = ['measure', 'empty db', ...starts.map((_, i) => `start ${i + 1}`), 'median', 'budget', 'result'];
  const rows = measures.map((m) => [
    m.name,
    fixed(m.first),
    ...m.values.map(fixed),
    fixed(m.median),
    m.budget,
    m.limit === undefined ? '' : m.median <= m.limit ? 'PASS' : 'FAIL',
  ]);
  console.log(
    `\nBudgets (on the median of the starts on the seeded database; 'empty db' is the first start, not judged): start <= ${BUDGET.startMs / 1000} s, RSS <= ${BUDGET.rssMb} MB\n`,
  );
  console.log(table(head, rows));
  for (const f of failures) console.log(`FAIL ${f}`);

  const outFile = path.join(ROOT, 'bench/results/startup.json');
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  const summary = {
    date: new Date().toISOString(),
    node: process.version,
    loadAverage: os.loadavg(),
    web,
    burst: BURST,
    budgets: BUDGET,
    first,
    starts,
    measures,
    failures,
  };
  fs.writeFileSync(outFile, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(ROOT, outFile)}`);
  if (strict && failures.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error('bench:startup failed:', error);
  process.exitCode = 1;
});
