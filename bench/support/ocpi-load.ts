import http from 'node:http';

/**
 * bench/ocpi.ts's load: EVSE status PATCHes at a fixed rate (an open loop: each request has its
 * due time, rate × elapsed, and its latency counts from that due time, so a slow server cannot slow
 * the load and hide its own queue). Lanes are keep-alive connections; each EVSE belongs to one lane,
 * which sends its requests one after another, so an EVSE's PATCHes arrive in the order sent (a
 * network sends one EVSE's changes in order). A lane still busy when a request falls due queues it.
 */

export interface PatchPlan {
  /** The URL path of each EVSE's PATCH. */
  paths: string[];
  /** Requests per second, across all lanes. */
  rate: number;
  durationS: number;
  lanes: number;
  /** The status the i-th request of an EVSE sets. */
  statusOf(evse: number, nth: number): string;
}

export interface PatchRun {
  sent: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  errors: number;
  /** From each request's due time to its answer, sorted. */
  latencies: number[];
  /** Each EVSE's last status sent (what the database must hold at the end). */
  lastStatus: Map<number, string>;
  /** The actual rate: requests ÷ seconds from the first due time to the last. */
  achievedRate: number;
  /** The latencies of requests due in [from, to) ms after the start, sorted (a window of the run). */
  between(from: number, to: number): number[];
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number) : NaN;

export async function runPatchLoad(baseUrl: string, authorization: string, plan: PatchPlan): Promise<PatchRun> {
  const url = new URL(baseUrl);
  const agents = Array.from({ length: plan.lanes }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const queues: Array<Array<{ evse: number; due: number; body: string }>> = agents.map(() => []);
  const busy = agents.map(() => false);
  const nth = new Map<number, number>();
  const lastStatus = new Map<number, string>();
  const statuses: Record<string, number> = {};
  const done: Array<{ due: number; latency: number }> = [];
  let errors = 0;
  let sent = 0;
  let lastDue = 0;
  const start = performance.now();
  const total = Math.round(plan.rate * plan.durationS);
  let settle: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const check = () => {
    if (done.length + errors === total) settle();
  };

  const pump = (lane: number) => {
    if (busy[lane]) return;
    const next = queues[lane]!.shift();
    if (!next) return;
    busy[lane] = true;
    const request = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        method: 'PATCH',
        path: plan.paths[next.evse],
        agent: agents[lane],
        headers: { authorization, 'content-type': 'application/json', 'content-length': Buffer.byteLength(next.body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          statuses[response.statusCode ?? 0] = (statuses[response.statusCode ?? 0] ?? 0) + 1;
          done.push({ due: next.due, latency: performance.now() - start - next.due });
          busy[lane] = false;
          check();
          pump(lane);
        });
      },
    );
    request.on('error', () => {
      errors++;
      busy[lane] = false;
      check();
      pump(lane);
    });
    request.end(next.body);
  };

  // Each millisecond (as near as timers allow), every request now due goes to its EVSE's lane.
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - start;
      const due = Math.min(total, Math.floor((elapsed / 1000) * plan.rate));
      while (sent < due) {
        const evse = sent % plan.paths.length;
        const k = nth.get(evse) ?? 0;
        nth.set(evse, k + 1);
        const status = plan.statusOf(evse, k);
        lastStatus.set(evse, status);
        const dueAt = (sent / plan.rate) * 1000;
        lastDue = dueAt;
        const body = JSON.stringify({
          status,
          last_updated: new Date(Date.UTC(2026, 0, 1) + sent * 10).toISOString().replace(/\.(\d{3})Z$/, '.$1Z'),
        });
        const lane = evse % plan.lanes;
        queues[lane]!.push({ evse, due: dueAt, body });
        sent++;
        pump(lane);
      }
      if (sent >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  await finished;
  for (const agent of agents) agent.destroy();
  const sorted = (items: Array<{ latency: number }>) => items.map((d) => d.latency).sort((a, b) => a - b);
  return {
    sent,
    statuses,
    errors,
    latencies: sorted(done),
    lastStatus,
    achievedRate: lastDue > 0 ? sent / (lastDue / 1000) : 0,
    between: (from, to) => sorted(done.filter((d) => d.due >= from && d.due < to)),
  };
}
