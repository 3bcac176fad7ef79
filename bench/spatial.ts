import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { csvRows } from '../src/domain/csv/csv.ts';
import {
  greatCirclePath,
  haversineKm,
  kmPerDegreeLng,
  preparePath,
  projectOnSegment,
  type PathProgress,
} from '../src/domain/geo/geodesy.ts';
import type { LatLng } from '../src/domain/geo/lat-lng.ts';
import { StationIndex, type ItemOnRoute, type NearbyItem } from '../src/server/stations/station-index.server.ts';
import { table } from './bundle-size.ts';
import { seededRandom as rng } from '../tests/support/seeded-random.ts';
import { benchArgs } from './support/bench-args.ts';

/**
 * `npm run bench:spatial [-- --strict] [--nearest N] [--corridors N] [--scan-corridors N] [--node-size N]`:
 * the station search's spatial index (src/server/stations/station-index.server.ts) against a
 * brute-force scan of the same points, on the real stations (data/stations/stations.csv; the
 * shared copy if the project's is missing) and on 1,000,000 synthetic points spread over a rough
 * outline of India (seeded, so every run sees the same points and queries).
 *
 * - nearest 20 to N random points in India (default 300);
 * - stations within 15 km of the great circle Delhi → Mumbai and Chennai → Bengaluru, N times
 *   each (default 40): the exact city pair first, then with both ends moved up to ~10 km.
 *
 * Every index answer the scan also produced is checked against it: every nearest query, and the
 * corridors on the stations and, at 1M points, the first --scan-corridors routes (default 5: a
 * scan there takes seconds). Prints median and p95 latency, the speed-up (scan median / index
 * median) and the index build time, with PASS/FAIL against the budgets at 1M points (index p95),
 * and writes bench/results/spatial.json. Exits 0 even when a budget fails, unless --strict.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_DIR = path.join(ROOT, 'bench/results');
const BUDGET = { nearestMs: 1, corridorMs: 20, speedup: 20 } as const;
const NEAREST_N = 20;
const CORRIDOR_KM = 15;
const SYNTHETIC_POINTS = 1_000_000;

const { strict, number: numberArg } = benchArgs();
const NEAREST_QUERIES = Math.max(200, numberArg('--nearest', 300));
const CORRIDOR_QUERIES = Math.max(20, numberArg('--corridors', 40));
const NODE_SIZE = numberArg('--node-size', 64);
/** A scan of a corridor at 1M points takes seconds: it runs on the first few routes only. */
const SCAN_CORRIDORS_1M = Math.min(CORRIDOR_QUERIES, numberArg('--scan-corridors', 5));

interface Point {
  id: number;
  lat: number;
  lng: number;
}

// ---------------------------------------------------------------------------------------------
// Data

/** The real stations' positions (lat, lng columns of the bundled CSV). */
function loadStations(): { points: Point[]; file: string } {
  const candidates = [path.join(ROOT, 'data/stations/stations.csv'), '/work/shared/data/stations/stations.csv'];
  const file = candidates.find((f) => fs.existsSync(f));
  if (!file) throw new Error(`No stations file: looked for ${candidates.join(', ')}`);
  const rows = csvRows(fs.readFileSync(file, 'utf8'));
  const head = rows.shift() ?? [];
  const latCol = head.indexOf('lat');
  const lngCol = head.indexOf('lng');
  if (latCol < 0 || lngCol < 0) throw new Error(`${file}: no lat/lng columns`);
  const points: Point[] = [];
  for (const row of rows) {
    const lat = Number(row[latCol]);
    const lng = Number(row[lngCol]);
    if (row.length > 1 && Number.isFinite(lat) && Number.isFinite(lng)) points.push({ id: points.length, lat, lng });
  }
  return { points, file: path.relative(ROOT, file) };
}

/** A rough outline of mainland India, [lng, lat], about 20-50 km out here and there. */
const INDIA_OUTLINE: readonly (readonly [number, number])[] = [
  [68.2, 23.7],
  [70.0, 24.3],
  [71.0, 24.5],
  [70.3, 25.7],
  [70.6, 27.8],
  [72.2, 28.3],
  [73.4, 29.9],
  [74.5, 31.0],
  [74.6, 32.5],
  [73.8, 34.3],
  [74.5, 35.0],
  [76.0, 35.7],
  [77.8, 35.5],
  [79.3, 34.3],
  [78.8, 32.5],
  [78.8, 31.0],
  [80.2, 30.5],
  [81.0, 30.2],
  [80.1, 28.8],
  [83.0, 27.4],
  [84.5, 27.3],
  [86.0, 26.6],
  [88.0, 26.4],
  [88.1, 27.8],
  [88.9, 27.3],
  [89.8, 26.8],
  [92.0, 26.9],
  [94.0, 27.6],
  [96.0, 29.4],
  [97.4, 28.2],
  [96.0, 27.2],
  [95.2, 26.6],
  [94.6, 25.2],
  [94.2, 23.8],
  [93.3, 22.0],
  [92.6, 22.1],
  [91.9, 24.2],
  [89.9, 25.3],
  [88.8, 25.5],
  [88.1, 24.5],
  [88.9, 22.0],
  [87.0, 21.5],
  [86.5, 20.0],
  [85.0, 19.3],
  [84.0, 18.2],
  [82.3, 16.6],
  [80.3, 15.7],
  [80.2, 13.4],
  [79.9, 11.5],
  [79.8, 10.3],
  [78.2, 8.9],
  [77.5, 8.1],
  [76.5, 9.0],
  [75.8, 11.5],
  [74.8, 12.9],
  [74.1, 15.0],
  [73.4, 16.8],
  [72.8, 19.0],
  [72.8, 21.0],
  [72.5, 22.2],
  [70.9, 20.8],
  [69.0, 22.3],
];
const OUTLINE_BOX = {
  minLng: Math.min(...INDIA_OUTLINE.map((p) => p[0])),
  maxLng: Math.max(...INDIA_OUTLINE.map((p) => p[0])),
  minLat: Math.min(...INDIA_OUTLINE.map((p) => p[1])),
  maxLat: Math.max(...INDIA_OUTLINE.map((p) => p[1])),
};

const OUTLINE_X = Float64Array.from(INDIA_OUTLINE, (p) => p[0]);
const OUTLINE_Y = Float64Array.from(INDIA_OUTLINE, (p) => p[1]);

/** Even-odd ray casting against INDIA_OUTLINE. */
function inIndia(lng: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = OUTLINE_X.length - 1; i < OUTLINE_X.length; j = i++) {
    const xi = OUTLINE_X[i] as number;
    const yi = OUTLINE_Y[i] as number;
    const xj = OUTLINE_X[j] as number;
    const yj = OUTLINE_Y[j] as number;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function randomInIndia(random: () => number): LatLng {
  for (;;) {
    const lng = OUTLINE_BOX.minLng + random() * (OUTLINE_BOX.maxLng - OUTLINE_BOX.minLng);
    const lat = OUTLINE_BOX.minLat + random() * (OUTLINE_BOX.maxLat - OUTLINE_BOX.minLat);
    if (inIndia(lng, lat)) return { lat, lng };
  }
}

function syntheticPoints(n: number, seed: number): Point[] {
  const random = rng(seed);
  const points = new Array<Point>(n);
  for (let id = 0; id < n; id++) {
    const { lat, lng } = randomInIndia(random);
    points[id] = { id, lat, lng };
  }
  return points;
}

// ---------------------------------------------------------------------------------------------
// Brute-force scans: every point measured, with the same arithmetic as the index.

function scanNearest(points: readonly Point[], at: LatLng, n: number): NearbyItem<Point>[] {
  const best: NearbyItem<Point>[] = [];
  let worst = Infinity;
  for (const p of points) {
    const d = haversineKm(at, p);
    if (best.length === n && d >= worst) continue;
    let i = best.length === n ? n - 1 : best.length;
    if (best.length < n) best.push({ item: p, distanceKm: d });
    while (i > 0 && (best[i - 1] as NearbyItem<Point>).distanceKm > d) {
      best[i] = best[i - 1] as NearbyItem<Point>;
      i--;
    }
    best[i] = { item: p, distanceKm: d };
    if (best.length === n) worst = (best[n - 1] as NearbyItem<Point>).distanceKm;
  }
  return best;
}

function scanCorridor(points: readonly Point[], route: readonly LatLng[], widthKm: number): ItemOnRoute<Point>[] {
  const prepared = preparePath(route);
  const current: PathProgress = { distanceFromStartKm: 0, offsetKm: 0 };
  const found: ItemOnRoute<Point>[] = [];
  for (const p of points) {
    const kmPerLng = kmPerDegreeLng(p.lat);
    let bestOffset = Infinity;
    let bestAlong = 0;
    for (let s = 0; s < prepared.segments; s++) {
      projectOnSegment(prepared, s, p.lat, p.lng, kmPerLng, current);
      if (current.offsetKm < bestOffset) {
        bestOffset = current.offsetKm;
        bestAlong = current.distanceFromStartKm;
      }
    }
    if (bestOffset <= widthKm) found.push({ item: p, distanceFromStartKm: bestAlong, offsetKm: bestOffset });
  }
  return found.sort(
    (a, b) => a.distanceFromStartKm - b.distanceFromStartKm || a.offsetKm - b.offsetKm || a.item.id - b.item.id,
  );
}

/** Same distances in order; same items except among points at exactly the same distance. */
function sameNearest(a: readonly NearbyItem<Point>[], b: readonly NearbyItem<Point>[]): boolean {
  if (a.length !== b.length) return false;
  if (a.some((r, i) => Math.abs(r.distanceKm - (b[i] as NearbyItem<Point>).distanceKm) > 1e-9)) return false;
  const last = a.at(-1)?.distanceKm ?? 0;
  const ids = (rs: readonly NearbyItem<Point>[]) =>
    new Set(rs.filter((r) => r.distanceKm < last - 1e-9).map((r) => r.item.id));
  const [x, y] = [ids(a), ids(b)];
  return x.size === y.size && [...x].every((id) => y.has(id));
}

function sameCorridor(a: readonly ItemOnRoute<Point>[], b: readonly ItemOnRoute<Point>[]): boolean {
  return (
    a.length === b.length &&
    a.every((r, i) => {
      const s = b[i] as ItemOnRoute<Point>;
      return r.item.id === s.item.id && r.distanceFromStartKm === s.distanceFromStartKm && r.offsetKm === s.offsetKm;
    })
  );
}

// ---------------------------------------------------------------------------------------------
// Timing

interface Timing {
  runs: number;
  medianMs: number;
  p95Ms: number;
}

function percentile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return NaN;
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[at] as number;
}

/**
 * Runs each query, timing it alone. `after` sees each result outside the timed part; results are
 * kept only when `keep` is set, so the index's answers do not pile up on the heap (and into the
 * garbage collector's pauses) during its own timing.
 */
function timeEach<Q, R>(
  queries: readonly Q[],
  run: (q: Q) => R,
  options: { keep?: boolean; after?: (r: R, i: number) => void } = {},
): { timing: Timing; results: R[] } {
  const times: number[] = [];
  const results: R[] = [];
  queries.forEach((q, i) => {
    const started = performance.now();
    const r = run(q);
    times.push(performance.now() - started);
    options.after?.(r, i);
    if (options.keep) results.push(r);
  });
  times.sort((a, b) => a - b);
  return { timing: { runs: times.length, medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95) }, results };
}

// ---------------------------------------------------------------------------------------------
// Bench

interface Row {
  set: string;
  points: number;
  query: string;
  index: Timing;
  scan: Timing;
  speedup: number;
  /** Results found per query (median). */
  found: number;
  equal: boolean;
  budgetMs: number | null;
  failures: string[];
}

const CITIES = {
  Delhi: { lat: 28.6139, lng: 77.209 },
  Mumbai: { lat: 19.076, lng: 72.8777 },
  Chennai: { lat: 13.0827, lng: 80.2707 },
  Bengaluru: { lat: 12.9716, lng: 77.5946 },
} as const;
const ROUTES = [
  ['Delhi', 'Mumbai'],
  ['Chennai', 'Bengaluru'],
] as const;

function benchSet(name: string, points: Point[], budgeted: boolean): { rows: Row[]; buildMs: number } {
  const started = performance.now();
  const index = new StationIndex(points, NODE_SIZE);
  const buildMs = performance.now() - started;
  console.log(`${name}: ${points.length.toLocaleString('en-US')} points, index built in ${buildMs.toFixed(1)} ms`);

  const rows: Row[] = [];
  const finish = (
    query: string,
    indexTiming: Timing,
    scanTiming: Timing,
    found: number[],
    equal: boolean,
    budgetMs: number,
  ) => {
    const speedup = scanTiming.medianMs / indexTiming.medianMs;
    const failures: string[] = [];
    if (!equal) failures.push('results differ from the scan');
    if (budgeted) {
      if (indexTiming.p95Ms >= budgetMs) failures.push(`p95 ${indexTiming.p95Ms.toFixed(3)} ms ≥ ${budgetMs} ms`);
      if (speedup < BUDGET.speedup) failures.push(`speed-up ${speedup.toFixed(1)}× < ${BUDGET.speedup}×`);
    }
    found.sort((a, b) => a - b);
    rows.push({
      set: name,
      points: points.length,
      query,
      index: indexTiming,
      scan: scanTiming,
      speedup,
      found: percentile(found, 0.5),
      equal,
      budgetMs: budgeted ? budgetMs : null,
      failures,
    });
  };

  // Nearest 20.
  const random = rng(20251026);
  const queries = Array.from({ length: NEAREST_QUERIES }, () => randomInIndia(random));
  for (const q of queries.slice(0, 50)) index.nearest(q, NEAREST_N); // warm up the JIT
  for (const q of queries.slice(0, 3)) scanNearest(points, q, NEAREST_N);
  const viaScan = timeEach(queries, (q) => scanNearest(points, q, NEAREST_N), { keep: true });
  let equal = true;
  const nearestFound: number[] = [];
  const viaIndex = timeEach(queries, (q) => index.nearest(q, NEAREST_N), {
    after: (r, i) => {
      nearestFound.push(r.length);
      equal &&= sameNearest(r, viaScan.results[i] as NearbyItem<Point>[]);
    },
  });
  finish(`nearest ${NEAREST_N}`, viaIndex.timing, viaScan.timing, nearestFound, equal, BUDGET.nearestMs);

  // Corridors.
  for (const [from, to] of ROUTES) {
    const jitter = rng(from.length * 1000 + to.length);
    const move = (p: LatLng, k: number): LatLng =>
      k === 0 ? p : { lat: p.lat + (jitter() - 0.5) * 0.18, lng: p.lng + (jitter() - 0.5) * 0.18 };
    const routes = Array.from({ length: CORRIDOR_QUERIES }, (_, k) =>
      greatCirclePath(move(CITIES[from], k), move(CITIES[to], k), 5),
    );
    for (let k = 0; k < 10; k++) index.alongRoute(routes[k % routes.length] as LatLng[], CORRIDOR_KM); // warm up the JIT
    if (!budgeted) scanCorridor(points, routes[0] as LatLng[], CORRIDOR_KM);
    // The route geometry is made outside the timed calls: both sides get the same path.
    const scanned = budgeted ? routes.slice(0, SCAN_CORRIDORS_1M) : routes;
    const corridorScan = timeEach(scanned, (r) => scanCorridor(points, r, CORRIDOR_KM), { keep: true });
    let same = true;
    const found: number[] = [];
    const corridorIndex = timeEach(routes, (r) => index.alongRoute(r, CORRIDOR_KM), {
      after: (r, i) => {
        found.push(r.length);
        const scan = corridorScan.results[i];
        if (scan) same &&= sameCorridor(r, scan);
      },
    });
    finish(
      `corridor ${from} → ${to} (${CORRIDOR_KM} km)`,
      corridorIndex.timing,
      corridorScan.timing,
      found,
      same,
      BUDGET.corridorMs,
    );
  }
  return { rows, buildMs };
}

const ms = (x: number) => (x < 1 ? x.toFixed(3) : x < 100 ? x.toFixed(2) : x.toFixed(0));

function main(): void {
  console.log(
    `Spatial index vs brute-force scan (kdbush + geokdbush, node size ${NODE_SIZE}); ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}\n`,
  );
  const stations = loadStations();
  const realSet = benchSet(`stations (${stations.file})`, stations.points, false);
  let started = performance.now();
  const synthetic = syntheticPoints(SYNTHETIC_POINTS, 1);
  console.log(
    `synthetic: ${SYNTHETIC_POINTS.toLocaleString('en-US')} points generated in ${(performance.now() - started).toFixed(0)} ms`,
  );
  started = performance.now();
  const syntheticSet = benchSet('synthetic 1M', synthetic, true);
  console.log(`synthetic set benched in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

  const rows = [...realSet.rows, ...syntheticSet.rows];
  const head = [
    'set',
    'query',
    'runs (scan)',
    'found',
    'index median ms',
    'index p95 ms',
    'scan median ms',
    'scan p95 ms',
    'speed-up',
    'equal',
    'budget',
    'result',
  ];
  const body = rows.map((r) => [
    r.set.startsWith('stations')
      ? `stations ${r.points.toLocaleString('en-US')}`
      : `synthetic ${r.points.toLocaleString('en-US')}`,
    r.query,
    `${r.index.runs} (${r.scan.runs})`,
    String(r.found),
    ms(r.index.medianMs),
    ms(r.index.p95Ms),
    ms(r.scan.medianMs),
    ms(r.scan.p95Ms),
    `${r.speedup.toFixed(0)}×`,
    r.equal ? 'yes' : 'NO',
    r.budgetMs === null ? '(info)' : `p95 < ${r.budgetMs} ms, ≥ ${BUDGET.speedup}×`,
    r.failures.length ? 'FAIL' : 'PASS',
  ]);
  console.log(table(head, body));
  console.log(`\nindex build: stations ${ms(realSet.buildMs)} ms, synthetic 1M ${ms(syntheticSet.buildMs)} ms`);
  console.log(
    `memory: rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB, heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB`,
  );
  for (const r of rows) for (const f of r.failures) console.log(`FAIL ${r.set} ${r.query}: ${f}`);
  const failed = rows.some((r) => r.failures.length);
  console.log(
    failed
      ? '\nFAIL: a budget or a result check failed'
      : '\nPASS: every result equals the scan, and every 1M-point query is within budget',
  );

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const outFile = path.join(RESULTS_DIR, 'spatial.json');
  const summary = {
    date: new Date().toISOString(),
    node: process.version,
    cpu: os.cpus()[0]?.model ?? null,
    nodeSize: NODE_SIZE,
    budgets: { ...BUDGET, appliesTo: 'synthetic 1M: index p95 latency, speed-up = scan median / index median' },
    corridorWidthKm: CORRIDOR_KM,
    sets: [
      { name: 'stations', file: stations.file, points: stations.points.length, buildMs: realSet.buildMs },
      { name: 'synthetic', points: SYNTHETIC_POINTS, buildMs: syntheticSet.buildMs, seed: 1 },
    ],
    rows,
    pass: !failed,
  };
  fs.writeFileSync(outFile, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`Wrote ${path.relative(ROOT, outFile)}`);
  if (failed && strict) process.exitCode = 1;
}

main();
