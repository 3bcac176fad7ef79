import { table } from '../bundle-size.ts';
import { FLOOD_ADDRESS, type FloodResult } from './traffic-flood.ts';
import type { Check, EveningReport } from './traffic-report.ts';
import { KIND_HEAD, kindCells, percentile, round1, type KindRow, type Recorder } from './traffic-stats.ts';

/**
 * bench/traffic.ts's judgement of the flood run against run 1 (the same evening without it): the
 * flood refused, the evening's people not refused, and the evening's p99 within `p99Factor` of run
 * 1's over the whole evening and over the flood's window (its seconds and `afterS` more). Beside
 * the verdicts, what a reader needs to tell the flood's effect from the machine's noise: the window
 * by kind in both runs, both runs second by second around the flood, and how much run 1's own p99
 * moves from one window of that length to the next with no flood at all.
 */
export interface FloodPlan {
  /** The flood's start, seconds into the evening. */
  fromS: number;
  seconds: number;
  afterS: number;
  p99Factor: number;
}

export interface CalmRun {
  report: EveningReport;
  recorder: Recorder;
  /** Run-clock ms the evening started at. */
  startedAt: number;
}

type Rows = ReturnType<Recorder['rows']>;

/** Per kind, the window without the flood (run 1) and with it (run 2): the kinds it slowed most first. */
function printWindow(calm: Rows, stormy: Rows, plan: FloodPlan): void {
  const before = new Map(calm.kinds.map((k) => [k.kind, k]));
  const rows = stormy.kinds
    .filter((k) => before.has(k.kind) && k.count >= 20)
    .map((k) => ({ k, was: before.get(k.kind) as KindRow }))
    .sort((a, b) => b.k.p99Ms / b.was.p99Ms - a.k.p99Ms / a.was.p99Ms);
  console.log(
    `\nThe evening's requests sent in the flood's ${plan.seconds} s and the ${plan.afterS} s after, without it (run 1) and with it (run 2), kinds with 20 or more:\n`,
  );
  const cells = (name: string, was: KindRow, now: KindRow) => [
    name,
    String(was.count),
    String(was.p50Ms),
    String(was.p99Ms),
    String(now.count),
    String(now.p50Ms),
    String(now.p99Ms),
    (now.p99Ms / was.p99Ms).toFixed(2),
  ];
  console.log(
    table(
      ['kind of request', 'count', 'p50 ms', 'p99 ms', 'count (flood)', 'p50 ms', 'p99 ms', 'p99 x'],
      [...rows.map(({ k, was }) => cells(k.kind, was, k)), cells('all requests', calm.all, stormy.all)],
    ),
  );
}

/** Second by second from 5 s before the flood to the window's end: run 1, run 2's evening, the flood. */
function timeline(calm: CalmRun, stormy: CalmRun, plan: FloodPlan) {
  const fromS = plan.fromS - 5;
  const toS = plan.fromS + plan.seconds + plan.afterS;
  const of = (run: CalmRun, party: 'evening' | 'flood') =>
    run.recorder.perSecond(party, run.startedAt + fromS * 1000, run.startedAt + toS * 1000);
  const [a, b, f] = [of(calm, 'evening'), of(stormy, 'evening'), of(stormy, 'flood')];
  const seconds = a.map((x, i) => ({ second: Math.round(fromS + i), calm: x, stormy: b[i]!, flood: f[i]! }));
  const three = (x: { count: number; p50Ms: number; p99Ms: number }) =>
    x.count ? [String(x.count), String(x.p50Ms), String(x.p99Ms)] : ['0', '', ''];
  console.log(
    `\nSecond by second (requests sent in it, their p50 and p99 in ms); the flood runs from ${plan.fromS} s to ${plan.fromS + plan.seconds} s:\n`,
  );
  console.log(
    table(
      ['second', 'run 1', 'p50', 'p99', 'run 2', 'p50', 'p99', 'flood', 'p50', 'p99'],
      seconds.map((s) => [String(s.second), ...three(s.calm), ...three(s.stormy), ...three(s.flood)]),
    ),
  );
  return seconds;
}

/** Run 1's p99 over every window of the flood window's length (every 5 s): the noise with no flood. */
function calmWindows(calm: CalmRun, plan: FloodPlan) {
  const length = (plan.seconds + plan.afterS) * 1000;
  const p99s: number[] = [];
  for (let at = calm.startedAt; at + length <= calm.startedAt + calm.report.seconds * 1000; at += 5000) {
    const times = calm.recorder
      .of('evening', at, at + length)
      .map((s) => s.ms)
      .sort((x, y) => x - y);
    if (times.length >= 100) p99s.push(round1(percentile(times, 99)));
  }
  const sorted = p99s.toSorted((x, y) => x - y);
  return {
    windows: p99s.length,
    minMs: sorted[0] ?? NaN,
    medianMs: percentile(sorted, 50),
    maxMs: sorted.at(-1) ?? NaN,
  };
}

export function judgeFlood(
  plan: FloodPlan,
  calm: CalmRun | undefined,
  stormy: CalmRun,
  result: FloodResult,
): { checks: Check[]; json: Record<string, unknown> } {
  const part = 'Flood beside the evening';
  const refused = result.statuses['429'] ?? 0;
  const floodRows = stormy.recorder.rows('flood');
  console.log(
    `\nThe flood from ${FLOOD_ADDRESS}: ${result.sent} calls sent in ${result.sendingSeconds.toFixed(1)} s (all answered after ${result.seconds.toFixed(1)} s), answers by status ${JSON.stringify(result.statuses)}\n`,
  );
  console.log(table(KIND_HEAD, floodRows.kinds.map(kindCells)));
  const r = stormy.report;
  const checks: Check[] = [
    {
      part,
      check: 'the flood is refused (429)',
      figure: `${refused} of ${result.sent} refused; ${result.statuses['200'] ?? 0} answered 200`,
      pass: refused >= result.sent / 2 && !Object.keys(result.statuses).some((s) => Number(s) >= 500 || s === '0'),
    },
    {
      part,
      check: 'the evening beside it: 0 refused (429)',
      figure: `${r.all.refused} of ${r.all.count}`,
      pass: r.all.refused === 0,
    },
    {
      part,
      check: 'the evening beside it: 0 5xx, 0 unanswered',
      figure: `${r.all.serverErrors} 5xx, ${r.all.errors} unanswered`,
      pass: r.all.serverErrors === 0 && r.all.errors === 0,
    },
  ];
  const windowOf = (run: CalmRun) =>
    run.recorder.rows(
      'evening',
      run.startedAt + plan.fromS * 1000,
      run.startedAt + (plan.fromS + plan.seconds + plan.afterS) * 1000,
    );
  const window = windowOf(stormy);
  if (!calm) {
    checks.push({
      part,
      check: 'evening p99 with the flood (no run without it: --only)',
      figure: `${r.all.p99Ms} ms; during the flood ${window.all.p99Ms} ms`,
      pass: null,
    });
    return { checks, json: { floodWindow: window } };
  }
  const calmWindow = windowOf(calm);
  printWindow(calmWindow, window, plan);
  const seconds = timeline(calm, stormy, plan);
  const noise = calmWindows(calm, plan);
  console.log(
    `\nWithout a flood (run 1), the p99 of its ${noise.windows} windows of ${plan.seconds + plan.afterS} s (every 5 s) runs from ${noise.minMs} to ${noise.maxMs} ms, median ${noise.medianMs}: this machine's noise at that length.`,
  );
  const whole = r.all.p99Ms / calm.report.all.p99Ms;
  const during = window.all.p99Ms / calmWindow.all.p99Ms;
  checks.push(
    {
      part,
      check: `evening p99, whole evening: within ${plan.p99Factor}x of the run without it`,
      figure: `${r.all.p99Ms} ms vs ${calm.report.all.p99Ms} ms: ${whole.toFixed(2)}x`,
      pass: whole <= plan.p99Factor,
    },
    {
      part,
      check: `evening p99 during the flood (+${plan.afterS} s): within ${plan.p99Factor}x`,
      figure: `${window.all.p99Ms} ms vs ${calmWindow.all.p99Ms} ms in the same seconds: ${during.toFixed(2)}x`,
      pass: during <= plan.p99Factor,
    },
    {
      part,
      check: `noise: run 1's own ${plan.seconds + plan.afterS} s windows`,
      figure: `p99 ${noise.minMs}–${noise.maxMs} ms, median ${noise.medianMs} (flood window: ${window.all.p99Ms} ms)`,
      pass: null,
    },
  );
  return { checks, json: { floodWindow: window, withoutFloodWindow: calmWindow, seconds, calmWindowsP99: noise } };
}
