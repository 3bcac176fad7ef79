import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { table } from '../bundle-size.ts';
import { cpuSnapshot, type CpuSnapshot } from './cpu-share.ts';
import { coreShare, threadSnapshot, type CoreShare } from './thread-share.ts';
import { KIND_HEAD, kindCells, round1, type KindRow, type Recorder } from './traffic-stats.ts';
import type { World } from './traffic-world.ts';

/** bench/traffic.ts's figures of one evening, its printing, the summary's PASS/FAIL lines and the JSON file. */
export interface EveningReport {
  label: string;
  phones: number;
  addresses: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  /** The busiest second's requests. */
  peakPerSecond: number;
  /** Shares of pages and static files among the requests (the rest are API calls). */
  pageShare: number;
  fileShare: number;
  kinds: KindRow[];
  all: KindRow;
  checkIns: { answered2xx: number; byStatus: Record<string, number> };
  signIns: { done: number; failed: number };
  /** Requests out at once, at most (all addresses together). */
  maxInFlight: number;
  cpu: CpuShare;
}

export interface CpuShare {
  /** % of one core over the evening: the app server (its threads too), this bench, every other process. */
  serverPct: number;
  benchPct: number;
  othersPct: number;
  /** The server's threads: time on a core, and the event loop's wait for one (thread-share.ts): a wait of hundreds of ms a second is the machine, not the app. */
  threads?: CoreShare;
}

/** CPU use from now until the returned function is called, for the server process and this one. */
export function cpuMeter(serverPid: number | undefined): () => CpuShare {
  const pids = serverPid === undefined ? [] : [serverPid];
  const at = () => ({
    server: cpuSnapshot(pids),
    bench: cpuSnapshot([process.pid]),
    serverThreads: threadSnapshot(serverPid),
    benchThreads: threadSnapshot(process.pid),
    when: performance.now(),
  });
  const from = at();
  return () => {
    const to = at();
    const threads =
      serverPid === undefined
        ? undefined
        : coreShare(
            { pid: serverPid, from: from.serverThreads, to: to.serverThreads },
            { from: from.benchThreads, to: to.benchThreads },
            (to.when - from.when) / 1000,
            os.availableParallelism(),
          );
    const share = (a: CpuSnapshot | undefined, b: CpuSnapshot | undefined) =>
      a && b && b.total > a.total ? round1((100 * (b.own - a.own)) / ((b.total - a.total) / b.cores)) : NaN;
    const all = (a: CpuSnapshot | undefined, b: CpuSnapshot | undefined) =>
      a && b && b.total > a.total ? (100 * (b.busy - a.busy)) / ((b.total - a.total) / b.cores) : NaN;
    const serverPct = share(from.server, to.server);
    const benchPct = share(from.bench, to.bench);
    return {
      serverPct,
      benchPct,
      othersPct: round1(all(from.bench, to.bench) - serverPct - benchPct),
      ...(threads ? { threads } : {}),
    };
  };
}

export function eveningReport(
  label: string,
  world: World,
  shape: { phones: number; addresses: number; seconds: number },
  from: number,
  to: number,
  cpu: CpuShare,
): EveningReport {
  const recorder: Recorder = world.client.recorder;
  const { kinds, all } = recorder.rows('evening', from, to);
  const samples = recorder.of('evening', from, to);
  const perSecond = new Map<number, number>();
  for (const s of samples) perSecond.set(Math.floor(s.at / 1000), (perSecond.get(Math.floor(s.at / 1000)) ?? 0) + 1);
  const share = (test: (kind: string) => boolean) =>
    samples.length ? samples.filter((s) => test(s.kind)).length / samples.length : 0;
  return {
    label,
    ...shape,
    requests: samples.length,
    requestsPerSecond: round1(samples.length / ((to - from) / 1000)),
    peakPerSecond: Math.max(0, ...perSecond.values()),
    pageShare: share((k) => k.startsWith('page')),
    fileShare: share((k) => k.startsWith('static')),
    kinds,
    all,
    checkIns: { answered2xx: world.checkIns.answeredIds.length, byStatus: { ...world.checkIns.byStatus } },
    signIns: { ...world.signIns },
    maxInFlight: world.client.maxInFlight,
    cpu,
  };
}

export function printEvening(r: EveningReport): void {
  console.log(
    `\n${r.label}: ${r.phones} phones behind ${r.addresses} addresses, ${r.seconds} s; ${r.requests} requests (${r.requestsPerSecond} req/s on average, ${r.peakPerSecond} in the busiest second, at most ${r.maxInFlight} out at once)`,
  );
  console.log(
    `  check-ins: ${r.checkIns.answered2xx} written (answers by status: ${JSON.stringify(r.checkIns.byStatus)}); sign-ins tonight: ${r.signIns.done} done, ${r.signIns.failed} refused`,
  );
  console.log(
    `  CPU, % of one core over the evening: server ${r.cpu.serverPct}%, this bench ${r.cpu.benchPct}%, other processes ${r.cpu.othersPct}%`,
  );
  if (r.cpu.threads)
    console.log(
      `  the server's event loop: on a core ${round1(r.cpu.threads.eventLoopPct)}% of the time, waiting for one ${Math.round(r.cpu.threads.eventLoopWaitMsPerS)} ms a second (other processes had the cores)`,
    );
  console.log('');
  console.log(table(KIND_HEAD, [...r.kinds.map(kindCells), kindCells(r.all)]));
}

export interface Check {
  part: string;
  check: string;
  figure: string;
  /** null: a figure to read, not judged. */
  pass: boolean | null;
}

export function printSummary(checks: readonly Check[]): void {
  console.log('\nSummary\n');
  console.log(
    table(
      ['part', 'check', 'figure', 'result'],
      checks.map((c) => [c.part, c.check, c.figure, c.pass === null ? 'info' : c.pass ? 'PASS' : 'FAIL']),
    ),
  );
}

export function writeResults(root: string, summary: unknown): string {
  const file = path.join(root, 'bench/results/traffic.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  return file;
}
