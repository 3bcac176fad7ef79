/**
 * bench/traffic.ts's tally: every answer the simulated people (and the flood, and the set-up) got,
 * by kind of request, with its status, its latency and when it was sent (ms from the run's start).
 * A status of 0 is a request that got no answer at all (a refused connection, a time-out).
 */
export type Party = 'evening' | 'flood' | 'setup';

export interface Sample {
  kind: string;
  party: Party;
  status: number;
  /** Sent at, ms from the run's start. */
  at: number;
  ms: number;
}

export interface KindRow {
  kind: string;
  count: number;
  refused: number;
  serverErrors: number;
  /** Answers of 503 (a dependency down: the database). */
  unavailable: number;
  /** 4xx other than 429 (an expired maps token's 401, a number the registry does not know). */
  otherClientErrors: number;
  /** No answer at all. */
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

export const round1 = (ms: number) => (Number.isFinite(ms) ? Math.round(ms * 10) / 10 : NaN);

export function rowOf(kind: string, samples: readonly Sample[]): KindRow {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const count = (test: (status: number) => boolean) => samples.filter((s) => test(s.status)).length;
  return {
    kind,
    count: samples.length,
    refused: count((s) => s === 429),
    serverErrors: count((s) => s >= 500),
    unavailable: count((s) => s === 503),
    otherClientErrors: count((s) => s >= 400 && s < 500 && s !== 429),
    errors: count((s) => s === 0),
    p50Ms: round1(percentile(times, 50)),
    p99Ms: round1(percentile(times, 99)),
    maxMs: round1(times.at(-1) ?? NaN),
  };
}

/** Milliseconds since the epoch, comparable between threads (each has its own performance.now() origin). */
export const epochMs = () => performance.timeOrigin + performance.now();

export class Recorder {
  readonly samples: Sample[] = [];

  /** `origin`: the run clock's zero, epoch ms (a worker thread's recorder is given its run's). */
  constructor(readonly origin = epochMs()) {}

  /** ms since the run's start (the run's clock). */
  now(): number {
    return epochMs() - this.origin;
  }

  add(sample: Sample): void {
    this.samples.push(sample);
  }

  of(party: Party, from = -Infinity, to = Infinity): Sample[] {
    return this.samples.filter((s) => s.party === party && s.at >= from && s.at < to);
  }

  /** One row per kind (in the order kinds were first seen), and the total. */
  rows(party: Party, from = -Infinity, to = Infinity): { kinds: KindRow[]; all: KindRow } {
    const chosen = this.of(party, from, to);
    const byKind = new Map<string, Sample[]>();
    for (const s of chosen) {
      const list = byKind.get(s.kind) ?? [];
      if (!list.length) byKind.set(s.kind, list);
      list.push(s);
    }
    return { kinds: [...byKind].map(([kind, list]) => rowOf(kind, list)), all: rowOf('all requests', chosen) };
  }

  /** For each second from `from` (run-clock ms) until `to`: requests sent, their p50 and p99. */
  perSecond(
    party: Party,
    from: number,
    to: number,
  ): Array<{ second: number; count: number; p50Ms: number; p99Ms: number }> {
    const seconds: Array<{ second: number; count: number; p50Ms: number; p99Ms: number }> = [];
    for (let at = from, n = 0; at < to; at += 1000, n++) {
      const times = this.of(party, at, at + 1000)
        .map((s) => s.ms)
        .sort((a, b) => a - b);
      seconds.push({
        second: n,
        count: times.length,
        p50Ms: round1(percentile(times, 50)),
        p99Ms: round1(percentile(times, 99)),
      });
    }
    return seconds;
  }
}

/** The row's cells for the per-kind table: kind, count, 429s, 5xx, other 4xx, no answer, p50, p99, max. */
export const KIND_HEAD = [
  'kind of request',
  'count',
  '429',
  '5xx',
  'other 4xx',
  'no answer',
  'p50 ms',
  'p99 ms',
  'max ms',
];
export const kindCells = (r: KindRow) => [
  r.kind,
  String(r.count),
  String(r.refused),
  String(r.serverErrors),
  String(r.otherClientErrors),
  String(r.errors),
  String(r.p50Ms),
  String(r.p99Ms),
  String(r.maxMs),
];
