import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { DATA_DIR } from '../src/server/data-dir.server.ts';
import { buildGazetteerData, readGazetteerFiles } from '../src/server/geocoding/gazetteer-data.server.ts';
import type { GazetteerPlace } from '../src/server/geocoding/gazetteer-place.server.ts';
import { Gazetteer } from '../src/server/geocoding/gazetteer.server.ts';
import { NameIndex } from '../src/server/geocoding/name-index.server.ts';
import { table } from './bundle-size.ts';
import { benchArgs } from './support/bench-args.ts';

/**
 * `npm run bench:places [-- --strict] [--rounds N]`: the place search in-process, over the whole
 * index (towns, localities, districts, states, pincodes), as a person types: every prefix of 2 or
 * more characters of each name below is one autocomplete call with limit 6, as the app makes
 * while someone types. One untimed pass warms up, then N timed passes (default 3); each call is
 * timed alone with performance.now().
 *
 * The same places go into a MiniSearch index (issue 15 asks for a library if one meets the
 * budget), set up as close to ours as it allows: the search forms of every name, prefix search,
 * our typo budget as its fuzziness, every word must match (AND), each place boosted by
 * 1 + importance. Its row runs the name queries of the mix (a pincode query goes to the pincode
 * list in either design, not to the name index), and so does a row of ours for a like-for-like
 * figure. Prints build time, heap added (after a full GC: run with --expose-gc, as the npm script
 * does), p50/p95/p99/max, PASS/FAIL against the budget, and each index's first answer to a few
 * queries; writes bench/results/place-search.json. Exits 0 even when a budget fails, unless --strict.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const BUDGET = { p95Ms: 5 } as const;
const LIMIT = 6;
const { strict, number: numberArg } = benchArgs();
const ROUNDS = numberArg('--rounds', 3);

/** What people type: neighbourhoods, landmarks, towns with a state or city, typos, Hindi, pincodes. */
const NAMES = [
  'Koramangala',
  'Whitefield',
  'Hinjewadi',
  'Electronic City',
  'Andheri East',
  'Connaught Place',
  'Salt Lake',
  'Gachibowli',
  'Velachery',
  'Kakkanad',
  'Navrangpura',
  'Cyber City',
  'Mumbai Airport',
  'Manali',
  'Aurangabad',
  'Bilaspur HP',
  'Aurangabad, Bihar',
  'Koramangala, Bengaluru',
  'Hamirpur',
  'Ooty',
  'Coorg',
  'Leh',
  'Gurgaon',
  'Bangalore',
  'Bengluru',
  'Hydrabad',
  'Chenai',
  'Mumbai',
  'New Delhi',
  'Kolkata',
  'Hyderabad',
  'Pune',
  'Ahmedabad',
  'Jaipur',
  'Lucknow',
  'Chandigarh',
  'Bhopal',
  'Indore',
  'Patna',
  'Ranchi',
  'Bhubaneswar',
  'Guwahati',
  'Shillong',
  'Thiruvananthapuram',
  'Kochi',
  'Madurai',
  'Coimbatore',
  'Mysuru',
  'Mangaluru',
  'Panaji',
  'Nagpur',
  'Nashik',
  'Surat',
  'Udaipur',
  'Dehradun',
  'Shimla',
  'Srinagar',
  'Amritsar',
  'Varanasi',
  'Visakhapatnam',
  'Puducherry',
  'Gangtok',
  'Pune, Maharashtra',
  'मनाली',
  'दिल्ली',
  '5600',
  '560034',
  '110001',
];
/** Queries whose first answer is shown for both indexes. */
const NAMED = ['Koramangala', 'Manali', 'Aurangabad', 'Bengluru', 'koramang'];

/** Every prefix of 2..all characters (code points: 'मनाली' is typed a letter at a time too). */
const typed = (name: string) =>
  Array.from({ length: Array.from(name).length - 1 }, (_, i) =>
    Array.from(name)
      .slice(0, i + 2)
      .join(''),
  );
const QUERIES = NAMES.flatMap(typed);
const NAME_QUERIES = QUERIES.filter((q) => !/^\d+$/.test(q));

const gc = (globalThis as { gc?: () => void }).gc;
/** Heap in use after a full GC, in bytes; NaN without --expose-gc. */
function heapNow(): number {
  if (!gc) return NaN;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}
const mb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 2 ** 20).toFixed(0)} MB` : 'n/a');
const ms = (x: number) => (x < 10 ? x.toFixed(3) : x.toFixed(1));

function percentile(sorted: readonly number[], q: number): number {
  return sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number)
    : NaN;
}

interface Row {
  index: string;
  slowest: string;
  queries: string;
  buildMs: number;
  heapBytes: number;
  calls: number;
  /** What a server's throughput depends on: at 100 connections an HTTP p99 of 50 ms needs a mean well under 0.5 ms. */
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  budgeted: boolean;
  failures: string[];
}

type Timing = Pick<Row, 'calls' | 'meanMs' | 'p50Ms' | 'p95Ms' | 'p99Ms' | 'maxMs'> & { slowest: string };

/** One warm-up pass, then ROUNDS timed passes; each call timed alone. Also the slowest queries (median of their calls). */
function timeMix(queries: readonly string[], run: (q: string) => unknown): Timing {
  for (const q of queries) run(q);
  const times: number[] = [];
  const byQuery = new Map<string, number[]>(queries.map((q) => [q, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of queries) {
      const started = performance.now();
      run(q);
      const took = performance.now() - started;
      times.push(took);
      byQuery.get(q)!.push(took);
    }
  }
  times.sort((a, b) => a - b);
  const slowest = [...byQuery]
    .map(([q, t]) => ({
      q,
      ms: percentile(
        t.sort((a, b) => a - b),
        0.5,
      ),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 6)
    .map((s) => `'${s.q}' ${ms(s.ms)}`)
    .join(', ');
  return {
    calls: times.length,
    meanMs: times.reduce((a, b) => a + b, 0) / times.length,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
    maxMs: times.at(-1) ?? NaN,
    slowest,
  };
}

function row(
  index: string,
  queries: string,
  buildMs: number,
  heapBytes: number,
  timing: Timing,
  budgeted: boolean,
): Row {
  const failures =
    budgeted && !(timing.p95Ms <= BUDGET.p95Ms) ? [`p95 ${ms(timing.p95Ms)} ms > ${BUDGET.p95Ms} ms`] : [];
  return { index, queries, buildMs, heapBytes, ...timing, budgeted, failures };
}

/** The closest MiniSearch set-up to our index (see the comment at the top). */
function miniSearchOver(places: readonly GazetteerPlace[]): MiniSearch<{ id: number; names: string }> {
  return new MiniSearch<{ id: number; names: string }>({
    fields: ['names'],
    searchOptions: {
      prefix: true,
      fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0),
      // AND: like ours, every word typed must match. (OR lets 'andheri e' match every word in 'e…'.)
      combineWith: 'AND',
      // 1 + importance ranked better than a damped 1 + log(1 + importance) on the named queries.
      boostDocument: (id) => 1 + (places[id as number] as GazetteerPlace).importance,
    },
  });
}

const label = (p: GazetteerPlace) =>
  [p.name, p.district, p.state].filter((x, i, all) => x && all.indexOf(x) === i).join(', ');

function main(): void {
  if (!gc)
    console.log('note: no global.gc (run with --expose-gc, as `npm run bench:places` does): heap figures are n/a\n');
  console.log(
    `Place search in-process, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `${NAMES.length} names typed letter by letter: ${QUERIES.length} calls a pass (${NAME_QUERIES.length} without the pincodes), limit ${LIMIT}, 1 warm-up + ${ROUNDS} timed passes\n`,
  );

  // Ours, as the server loads it: every file read and fixed, and the index.
  let heap = heapNow();
  let started = performance.now();
  const gazetteer = Gazetteer.load();
  const loadMs = performance.now() - started;
  const gazetteerHeap = heapNow() - heap;
  console.log(
    `Gazetteer.load(): ${(loadMs / 1000).toFixed(2)} s, heap added ${mb(gazetteerHeap)}; rss now ${mb(process.memoryUsage().rss)}`,
  );
  const ours = (q: string) => gazetteer.autocomplete(q, LIMIT);
  const oursAll = timeMix(QUERIES, ours);
  const oursNames = timeMix(NAME_QUERIES, ours);

  // The same places again, for the two text indexes alone: build time and heap of each.
  started = performance.now();
  const places = buildGazetteerData(readGazetteerFiles(DATA_DIR)).places;
  console.log(
    `places read again for the comparison: ${places.length.toLocaleString('en-US')} in ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
  heap = heapNow();
  started = performance.now();
  const nameIndex = new NameIndex(places);
  const nameIndexMs = performance.now() - started;
  const nameIndexHeap = heapNow() - heap;
  console.log(
    `NameIndex (ours, text part only): ${nameIndex.size.toLocaleString('en-US')} keys, built in ${nameIndexMs.toFixed(0)} ms, heap ${mb(nameIndexHeap)}`,
  );

  heap = heapNow();
  started = performance.now();
  const mini = miniSearchOver(places);
  mini.addAll(places.map((p, id) => ({ id, names: p.names.join(' ') })));
  const miniMs = performance.now() - started;
  const miniHeap = heapNow() - heap;
  console.log(
    `MiniSearch 7.2: ${mini.documentCount.toLocaleString('en-US')} documents, ${mini.termCount.toLocaleString('en-US')} terms, built in ${miniMs.toFixed(0)} ms, heap ${mb(miniHeap)}\n`,
  );
  const miniTop = (q: string) =>
    mini
      .search(q)
      .slice(0, LIMIT)
      .map((r) => places[r.id as number] as GazetteerPlace);
  const miniNames = timeMix(NAME_QUERIES, miniTop);

  const rows = [
    row('ours (Gazetteer)', `all ${QUERIES.length}`, loadMs, gazetteerHeap, oursAll, true),
    row('ours (Gazetteer)', `names ${NAME_QUERIES.length}`, nameIndexMs, nameIndexHeap, oursNames, false),
    row('MiniSearch 7.2', `names ${NAME_QUERIES.length}`, miniMs, miniHeap, miniNames, true),
  ];
  const head = [
    'index',
    'queries a pass',
    'build ms',
    'heap',
    'calls',
    'mean ms',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'budget',
    'result',
  ];
  console.log(
    table(
      head,
      rows.map((r) => [
        r.index,
        r.queries,
        r.buildMs.toFixed(0),
        mb(r.heapBytes),
        String(r.calls),
        ms(r.meanMs),
        ms(r.p50Ms),
        ms(r.p95Ms),
        ms(r.p99Ms),
        ms(r.maxMs),
        r.budgeted ? `p95 <= ${BUDGET.p95Ms} ms` : '(info)',
        r.budgeted ? (r.failures.length ? 'FAIL' : 'PASS') : '',
      ]),
    ),
  );
  console.log(
    '(ours, all: build = Gazetteer.load(), heap = everything it holds; ours, names: build and heap of NameIndex alone, the part MiniSearch replaces)\n',
  );
  for (const r of rows) console.log(`slowest, ${r.index}, ${r.queries} (ms): ${r.slowest}`);
  console.log('');

  const firsts = NAMED.map((q) => {
    const a = gazetteer.autocomplete(q, LIMIT)[0];
    const b = miniTop(q)[0];
    return {
      query: q,
      ours: a ? `${a.description} (${a.placeId})` : '-',
      miniSearch: b ? `${label(b)} (${b.key})` : '-',
      same: !!a && a.placeId === b?.key,
    };
  });
  console.log(
    table(
      ['query', 'ours first', 'MiniSearch first', 'same'],
      firsts.map((f) => [f.query, f.ours, f.miniSearch, f.same ? 'yes' : 'no']),
    ),
  );

  for (const r of rows) for (const f of r.failures) console.log(`FAIL ${r.index}, ${r.queries}: ${f}`);
  const outFile = path.join(ROOT, 'bench/results/place-search.json');
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  const summary = {
    date: new Date().toISOString(),
    node: process.version,
    loadAverage: os.loadavg(),
    budgets: BUDGET,
    limit: LIMIT,
    rounds: ROUNDS,
    names: NAMES,
    rows,
    firsts,
    stats: gazetteer.stats,
  };
  fs.writeFileSync(outFile, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(ROOT, outFile)}`);
  if (strict && rows.some((r) => r.failures.length)) process.exitCode = 1;
}

main();
