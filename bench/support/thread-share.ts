import fs from 'node:fs';

/**
 * Who had the cores during a measured window, thread by thread, from Linux's scheduler counters
 * (/proc/<pid>/task/<tid>/schedstat: nanoseconds on a CPU, nanoseconds runnable but waiting on a
 * run queue). bench/api.ts prints it for each round, and for a row over its p99 budget says from
 * it whether the machine's cores were oversubscribed: the server's threads and the load generator
 * (autocannon, in the bench process) wanting more than the cores there are, so that a request's
 * turn waits for a core rather than for work.
 */

interface ThreadTimes {
  onCpuNs: number;
  waitNs: number;
}

/** Each thread of `pid` (by thread id) and its times so far; empty where there is no /proc. */
export type ThreadSnapshot = Map<number, ThreadTimes>;

export function threadSnapshot(pid: number | undefined): ThreadSnapshot {
  const out: ThreadSnapshot = new Map();
  if (pid === undefined) return out;
  try {
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      try {
        const [onCpu = 0, wait = 0] = fs
          .readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8')
          .trim()
          .split(/\s+/)
          .map(Number);
        out.set(Number(tid), { onCpuNs: onCpu, waitNs: wait });
      } catch {
        // The thread ended between the listing and the read.
      }
    }
  } catch {
    // No /proc (not Linux), or the process is gone.
  }
  return out;
}

/** The window's shares, in % of one core, and waits for a core, in ms per second of window. */
export interface CoreShare {
  /** The server's main thread (its event loop). */
  eventLoopPct: number;
  /** The server's busiest other thread (a trip search thread, where there is one). */
  busiestOtherPct: number;
  /** All the server's other threads (the garbage collector's helpers, libuv's pool, …). */
  restPct: number;
  /** The bench process: autocannon, the load generator. */
  loadGeneratorPct: number;
  eventLoopWaitMsPerS: number;
  busiestOtherWaitMsPerS: number;
  /** What these threads asked of the machine, in % of one core: their time on a core plus, for the event loop and the busiest other thread, their time waiting for one. */
  demandPct: number;
  cores: number;
}

const delta = (from: ThreadSnapshot, to: ThreadSnapshot, tid: number): ThreadTimes => {
  const a = from.get(tid) ?? { onCpuNs: 0, waitNs: 0 };
  const b = to.get(tid) ?? a;
  return { onCpuNs: Math.max(0, b.onCpuNs - a.onCpuNs), waitNs: Math.max(0, b.waitNs - a.waitNs) };
};

/** The shares between two snapshots of the server (`serverPid`) and of the bench process, `seconds` apart; undefined without /proc. */
export function coreShare(
  server: { pid: number; from: ThreadSnapshot; to: ThreadSnapshot },
  bench: { from: ThreadSnapshot; to: ThreadSnapshot },
  seconds: number,
  cores: number,
): CoreShare | undefined {
  if (server.to.size === 0 || !(seconds > 0)) return undefined;
  const pctOf = (ns: number) => (100 * ns) / 1e9 / seconds;
  const msPerS = (ns: number) => ns / 1e6 / seconds;
  const main = delta(server.from, server.to, server.pid);
  const others = [...server.to.keys()]
    .filter((tid) => tid !== server.pid)
    .map((tid) => delta(server.from, server.to, tid));
  others.sort((a, b) => b.onCpuNs - a.onCpuNs);
  const busiest = others[0] ?? { onCpuNs: 0, waitNs: 0 };
  const rest = others.slice(1).reduce((sum, t) => sum + t.onCpuNs, 0);
  const generator = [...bench.to.keys()].reduce((sum, tid) => sum + delta(bench.from, bench.to, tid).onCpuNs, 0);
  const share = {
    eventLoopPct: pctOf(main.onCpuNs),
    busiestOtherPct: pctOf(busiest.onCpuNs),
    restPct: pctOf(rest),
    loadGeneratorPct: pctOf(generator),
    eventLoopWaitMsPerS: msPerS(main.waitNs),
    busiestOtherWaitMsPerS: msPerS(busiest.waitNs),
    cores,
  };
  const waiting = (100 * (share.eventLoopWaitMsPerS + share.busiestOtherWaitMsPerS)) / 1000;
  return {
    ...share,
    demandPct: share.eventLoopPct + share.busiestOtherPct + share.restPct + share.loadGeneratorPct + waiting,
  };
}

const r = (n: number) => Math.round(n);

/** 'threads: event loop 65%, busiest other 83%, rest 14%, autocannon 28% on a core; waited for one: event loop 302 ms/s, busiest other 141 ms/s (wanted 234% of 200%)'. */
export function describeShare(share: CoreShare): string {
  return (
    `threads: event loop ${r(share.eventLoopPct)}%, busiest other ${r(share.busiestOtherPct)}%, rest ${r(share.restPct)}%, autocannon ${r(share.loadGeneratorPct)}% ` +
    `on a core; waited for one: event loop ${r(share.eventLoopWaitMsPerS)} ms/s, busiest other ${r(share.busiestOtherWaitMsPerS)} ms/s (wanted ${r(share.demandPct)}% of ${share.cores * 100}%)`
  );
}

/** The median of each field over the rounds that have one. */
export function medianShare(
  shares: ReadonlyArray<CoreShare | undefined>,
  median: (values: number[]) => number,
): CoreShare | undefined {
  const known = shares.filter((s): s is CoreShare => s !== undefined);
  const first = known[0];
  if (!first) return undefined;
  const of = (key: keyof CoreShare) => median(known.map((s) => s[key]));
  return {
    eventLoopPct: of('eventLoopPct'),
    busiestOtherPct: of('busiestOtherPct'),
    restPct: of('restPct'),
    loadGeneratorPct: of('loadGeneratorPct'),
    eventLoopWaitMsPerS: of('eventLoopWaitMsPerS'),
    busiestOtherWaitMsPerS: of('busiestOtherWaitMsPerS'),
    demandPct: of('demandPct'),
    cores: first.cores,
  };
}

/**
 * Why a row is over its p99 budget, when the scheduler's counters say the cores were the limit:
 * the threads wanted more CPU than the machine has, and the answering threads waited for a core.
 * Undefined when they did not (then the cause is the server's own work, and the row needs a fix).
 */
export function oversubscribed(
  name: string,
  p99Ms: number,
  floorMs: number,
  share: CoreShare | undefined,
): string | undefined {
  if (!share) return undefined;
  const wait = Math.max(share.eventLoopWaitMsPerS, share.busiestOtherWaitMsPerS);
  if (share.demandPct < share.cores * 100 * 0.95 || wait < 50) return undefined;
  return (
    `WHY ${name}: p99 ${p99Ms} ms = the queue floor ${r(floorMs)} ms (connections ÷ req/s) + ${r(p99Ms - floorMs)} ms. ` +
    `In the window the server's threads and autocannon were on a core for ${r(share.eventLoopPct + share.busiestOtherPct + share.restPct + share.loadGeneratorPct)}% of the ${share.cores} cores' ${share.cores * 100}% ` +
    `(event loop ${r(share.eventLoopPct)}%, busiest other thread ${r(share.busiestOtherPct)}%, the rest ${r(share.restPct)}%, autocannon ${r(share.loadGeneratorPct)}%), ` +
    `and the answering threads spent up to ${r(wait)} ms of each second runnable but waiting for a core (/proc schedstat: they wanted ${r(share.demandPct)}%). ` +
    `The closed loop keeps every answering thread busy, so the p99 above the floor includes that waiting for a core on this machine, ` +
    `which the load generator shares.`
  );
}
