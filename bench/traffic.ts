import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb, ROOT, tempDir } from './support/app-server.ts';
import { benchArgs } from './support/bench-args.ts';
import { bareYardstick, type BareFigures } from './support/traffic-bare.ts';
import { stationsNearTowns } from './support/traffic-check-ins.ts';
import { ARRIVALS_SHARE, phoneAddress, SHARES, type EveningShape } from './support/traffic-evening.ts';
import { postgresFaultRun, redisFaultRun } from './support/traffic-fault-runs.ts';
import { floodOnThread, type FloodResult } from './support/traffic-flood.ts';
import { judgeFlood, type CalmRun } from './support/traffic-flood-report.ts';
import { printSummary, writeResults, type Check, type EveningReport } from './support/traffic-report.ts';
import { closeRun, CONNECTIONS_PER_ADDRESS, evening, openRun, type RunContext } from './support/traffic-run.ts';
import { PageReferences, precacheFiles } from './support/traffic-site.ts';
import { round1 } from './support/traffic-stats.ts';

/**
 * `npm run bench:traffic [-- --minutes N | --seconds N] [--phones N] [--addresses N] [--fault-seconds N] [--only evening,flood,bare,redis,postgres] [--strict]`
 *
 * Issue 30's load test: a city's evening on the real server (production build, default settings,
 * TRUST_PROXY=true with X-Forwarded-For giving each simulated person the address of their carrier's
 * NAT). docs/traffic.md says what each part does and how to read it. In order, each on a fresh server:
 *
 * 1. The evening: PHONES (1,000) phones behind ADDRESSES (20) addresses over MINUTES (3) minutes
 *    (bench/support/traffic-phone.ts: first visits with the precache, screens, nearby and place
 *    searches, trip plans, check-ins, sign-ins). Must: 0 refused (429), 0 5xx; p99 per kind.
 * 2. The same evening (same seed: the same people at the same moments) with a flood from one
 *    address in its middle (10,000 API calls in 10 s): the flood is refused, and the evening's p99
 *    stays within 2× of run 1's, over the whole evening and over the flood's window.
 * 3. The yardstick: a bare node:http server at the evening's rate and flat out (traffic-bare.ts).
 * 4. Fault runs (traffic-fault-runs.ts): (a) our own Redis stops for 20 s; (b) our own PostgreSQL
 *    cluster stops abruptly for 10 s during check-ins. Each a --fault-seconds (60) evening with the
 *    same arrivals per second.
 *
 * Prints a table per run and a summary with PASS/FAIL per line; writes bench/results/traffic.json
 * and the servers' logs to bench/results/traffic-logs/. Exits 0 even when a check fails, unless --strict.
 */
const argv = process.argv.slice(2);
const { strict, number } = benchArgs(argv);
const SECONDS = number('--seconds', 60 * number('--minutes', 3));
const PHONES = number('--phones', 1000);
const ADDRESSES = number('--addresses', 20);
const FAULT_SECONDS = Math.max(30, number('--fault-seconds', 60));
const FLOOD_CALLS = number('--flood', 10_000);
const FLOOD_SECONDS = 10;
const SEED = number('--seed', 30);
const ONLY = argv.includes('--only')
  ? (argv[argv.indexOf('--only') + 1] ?? '').split(',')
  : ['evening', 'flood', 'bare', 'redis', 'postgres'];
const wants = (part: string) => ONLY.includes(part);
/** The flood's effect is judged on the evening's requests sent from its start to this long after its end. */
const AFTER_FLOOD_S = 5;
const P99_FACTOR = 2;

const shape: EveningShape = { phones: PHONES, addresses: ADDRESSES, seconds: SECONDS, seed: SEED };
const checks: Check[] = [];
const json: Record<string, unknown> = {};

/** The kinds refused most, for the summary line (the run's table has them all). */
function mostRefused(r: EveningReport): string {
  const top = r.kinds.filter((k) => k.refused).sort((a, b) => b.refused - a.refused);
  return top.length
    ? ` (most: ${top
        .slice(0, 3)
        .map((k) => `${k.kind} ${k.refused}`)
        .join(', ')}${top.length > 3 ? `, and ${top.length - 3} kinds more` : ''})`
    : '';
}

function eveningChecks(part: string, r: EveningReport): void {
  checks.push(
    {
      part,
      check: '0 refused (429) to the people',
      figure: `${r.all.refused} of ${r.all.count}${mostRefused(r)}`,
      pass: r.all.refused === 0,
    },
    {
      part,
      check: '0 answers of 5xx, 0 unanswered',
      figure: `${r.all.serverErrors} 5xx, ${r.all.errors} unanswered`,
      pass: r.all.serverErrors === 0 && r.all.errors === 0,
    },
    {
      part,
      check: 'p50 / p99 of all its requests',
      figure: `${r.all.p50Ms} / ${r.all.p99Ms} ms at ${r.requestsPerSecond} req/s (server ${r.cpu.serverPct}% of a core${r.cpu.threads ? `, its event loop waited ${Math.round(r.cpu.threads.eventLoopWaitMsPerS)} ms/s for a core` : ''}; bench ${r.cpu.benchPct}%; others ${r.cpu.othersPct}%)`,
      pass: null,
    },
  );
}

async function measuredRun(label: string, runNo: number, body: (run: RunContext) => Promise<void>): Promise<void> {
  const run = await openRun({ label, webDist, logDir, precache, refs, shape, runNo });
  try {
    await body(run);
  } finally {
    await closeRun(run);
  }
}

let webDist = '';
let logDir = '';
let precache: ReturnType<typeof precacheFiles> = [];
const refs = new PageReferences();

async function main() {
  webDist = tempDir('traffic-dist');
  logDir = path.join(ROOT, 'bench/results/traffic-logs');
  fs.rmSync(logDir, { recursive: true, force: true });
  fs.mkdirSync(logDir, { recursive: true });
  try {
    console.log(
      `bench:traffic: ${PHONES} phones behind ${ADDRESSES} addresses, ${SECONDS} s; parts: ${ONLY.join(', ')}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      `Shares (assumed): ${JSON.stringify(SHARES)}; arrivals over the first ${ARRIVALS_SHARE * 100}% of the evening; ${CONNECTIONS_PER_ADDRESS} keep-alive connections per address`,
    );
    buildWeb(webDist);
    precache = precacheFiles(webDist);
    console.log(`Build: ${precache.length} files in the service worker's precache`);
    json.shape = {
      ...shape,
      faultSeconds: FAULT_SECONDS,
      shares: SHARES,
      arrivalsShare: ARRIVALS_SHARE,
      connectionsPerAddress: CONNECTIONS_PER_ADDRESS,
      precacheFiles: precache.length,
    };

    const floodFrom = SECONDS / 2 - FLOOD_SECONDS / 2;
    const floodPlan = { fromS: floodFrom, seconds: FLOOD_SECONDS, afterS: AFTER_FLOOD_S, p99Factor: P99_FACTOR };
    let calm: CalmRun | undefined;
    if (wants('evening')) {
      await measuredRun('Run 1: the evening', 1, async (run) => {
        const { report, result } = await evening(run);
        calm = { report, recorder: run.client.recorder, startedAt: result.startedAt };
        eveningChecks('Evening', report);
        json.evening = report;
      });
    }
    if (wants('flood')) {
      await measuredRun(
        `Run 2: the evening, with ${FLOOD_CALLS} API calls in ${FLOOD_SECONDS} s from one address in its middle`,
        2,
        async (run) => {
          const ids = (await stationsNearTowns(run.world, 30)).slice(0, 20);
          const summaries = `/ev/stations/summaries?ids=${ids.map(encodeURIComponent).join(',')}`;
          let result: FloodResult | undefined;
          const { report, result: evening2 } = await evening(run, [
            {
              atS: floodFrom,
              run: async () =>
                (result = await floodOnThread(
                  run.client.recorder,
                  run.server.baseUrl,
                  FLOOD_CALLS,
                  FLOOD_SECONDS,
                  summaries,
                )),
            },
          ]);
          eveningChecks('Evening beside the flood', report);
          const judged = judgeFlood(
            floodPlan,
            calm,
            { report, recorder: run.client.recorder, startedAt: evening2.startedAt },
            result as FloodResult,
          );
          checks.push(...judged.checks);
          json.flood = { report, flood: result, ...judged.json };
        },
      );
    }
    if (wants('bare')) {
      const r = calm?.report;
      const mix = r
        ? { requestsPerSecond: r.requestsPerSecond, page: r.pageShare, file: r.fileShare }
        : { requestsPerSecond: 300, page: 0.1, file: 0.5 };
      console.log(
        `\n=== The yardstick: a bare node:http server at ${mix.requestsPerSecond} req/s (${r ? 'the evening’s rate and mix' : 'no evening measured: an assumed rate'}), then flat out`,
      );
      const bareDir = tempDir('traffic-bare');
      let bare: BareFigures;
      try {
        bare = await bareYardstick(
          webDist,
          bareDir,
          mix,
          Array.from({ length: ADDRESSES }, (_, i) => phoneAddress(i)),
          15,
        );
      } finally {
        fs.rmSync(bareDir, { recursive: true, force: true });
      }
      console.log(
        `  at the evening's rate: ${bare.atRate.count} requests, p50 ${bare.atRate.p50Ms} ms, p99 ${bare.atRate.p99Ms} ms; flat out: ${bare.flatOut.requestsPerSecond} req/s, p99 ${bare.flatOut.p99Ms} ms at ${bare.flatOut.connections} connections`,
      );
      checks.push({
        part: 'Bare node:http (same run)',
        check: 'at the evening’s rate and mix; flat out',
        figure: `p50 / p99 ${bare.atRate.p50Ms} / ${bare.atRate.p99Ms} ms at ${bare.atRate.requestsPerSecond} req/s${r ? ` (the evening: ${r.all.p50Ms} / ${r.all.p99Ms} ms, p99 ${round1(r.all.p99Ms / bare.atRate.p99Ms)}x bare)` : ''}; flat out ${bare.flatOut.requestsPerSecond} req/s, p99 ${bare.flatOut.p99Ms} ms`,
        pass: null,
      });
      json.bare = bare;
    }
    const faultShape = {
      ...shape,
      seconds: FAULT_SECONDS,
      phones: Math.max(ADDRESSES, Math.round((PHONES * FAULT_SECONDS) / SECONDS)),
    };
    const faultBase = { webDist, logDir, precache, refs, shape: faultShape };
    if (wants('redis')) {
      const { checks: c, json: j } = await redisFaultRun({ ...faultBase, runNo: 3 });
      checks.push(...c);
      json.redisFault = j;
    }
    if (wants('postgres')) {
      const { checks: c, json: j } = await postgresFaultRun({ ...faultBase, runNo: 4 });
      checks.push(...c);
      json.postgresFault = j;
    }
    console.log(`\nFirst visits' page references (from the HTML the server sent): ${refs.summary()}`);
    printSummary(checks);
    const file = writeResults(ROOT, { date: new Date().toISOString(), loadAverage: os.loadavg(), ...json, checks });
    console.log(`\nWrote ${path.relative(ROOT, file)}; the servers' logs are in ${path.relative(ROOT, logDir)}/`);
    if (strict && checks.some((c) => c.pass === false)) process.exitCode = 1;
  } finally {
    fs.rmSync(webDist, { recursive: true, force: true });
  }
}

await main();
