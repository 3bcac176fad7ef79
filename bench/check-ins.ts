import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { WRITE_LIMITS } from '../src/domain/checkins/checkin-rules.ts';
import { HISTORY_PAGE } from '../src/domain/checkins/checkin.schema.ts';
import { checkInPage, createCheckIn, pricePaid } from '../src/server/checkins/checkin-store.server.ts';
import { summariesFor, summaryOf } from '../src/server/checkins/station-summaries.server.ts';
import { StationLookup } from '../src/server/checkins/station-lookup.server.ts';
import type { Database } from '../src/server/db/tables.ts';
import { StationIndex } from '../src/server/stations/station-index.server.ts';
import { seededRandom } from '../tests/support/seeded-random.ts';
import { table } from './bundle-size.ts';
import { ROOT } from './support/app-server.ts';
import { benchArgs } from './support/bench-args.ts';
import { checkInDatabase, describeLoad, type CheckInDatabase } from './support/check-in-data.ts';
import { explainCalls, formatPlans } from './support/query-plans.ts';

/**
 * `npm run bench:checkins [-- --pg | --pg-only] [--check-ins N] [--calls N] [--rounds N] [--strict]`: issue 17's
 * in-process budgets with 1,000,000 check-ins. A fresh SQLite database (and with --pg a fresh
 * PostgreSQL one on the local server; --pg-only: that one alone) is migrated, seeded with the
 * bundled stations and loaded with N (default 1,000,000) synthetic check-ins over the last 365 days
 * (bench/support/synthetic-check-ins.ts: skewed over stations and people, with the summary and day
 * rows the store keeps). Then, one call at a time, the functions the routes call, on the handle the
 * server would use, in ROUNDS rounds (default 3) of CALLS calls of each (default 2,000; 200 first
 * not counted); the figures are the medians of the rounds (each round's p95 is printed too):
 *
 * - the station page's first page of history, as GET /ev/stations/:placeId/check-ins does it
 *   (StationLookup.find, then checkInPage, 20 a page), for busy stations (the busiest 1%) and for
 *   quiet ones (at most the median count), picked at random: budget p95 <= 10 ms;
 * - a card's summary (summariesFor with one id, as GET /ev/stations/summaries does): p95 <= 1 ms;
 * - for information: a screen's 20 cards in one call (the 20 stations nearest a random station's
 *   spot), the station page's median price (pricePaid) at busy stations, and writing a check-in
 *   (the POST route's database work: createCheckIn and summaryOf; bench:api has it over HTTP).
 *
 * Prints p50 / p95 / p99 in ms against the budgets, each query's plan once (EXPLAIN QUERY PLAN;
 * EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL, with a warning for a whole-table read or a sort outside
 * an index), and writes bench/results/check-ins.json. The databases are dropped at the end. Exits 0
 * even when a budget fails, unless --strict.
 */

const BUDGET = { historyP95Ms: 10, summaryP95Ms: 1 } as const;
const argv = process.argv.slice(2);
const { strict, number } = benchArgs(argv);
const CHECK_INS = number('--check-ins', 1_000_000);
const CALLS = number('--calls', 2000);
const ROUNDS = number('--rounds', 3);
const WARMUP_CALLS = 200;
const KINDS: Array<'sqlite' | 'postgres'> = argv.includes('--pg-only')
  ? ['postgres']
  : argv.includes('--pg')
    ? ['sqlite', 'postgres']
    : ['sqlite'];

interface Row {
  database: string;
  name: string;
  calls: number;
  /** Medians of the rounds' figures; max: the largest of all. */
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Each round's p95, to see the noise. */
  roundP95Ms: number[];
  budgetP95Ms: number | null;
  pass: boolean | null;
  note?: string;
}

interface Case {
  name: string;
  budgetP95Ms: number | null;
  call: (i: number) => Promise<unknown>;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const round = (ms: number) => Math.round(ms * 1000) / 1000;
const middle = (values: readonly number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * ROUNDS rounds, each calling every case CALLS times, one call at a time (after WARMUP_CALLS not
 * counted, in the first round), the cases one after another: a burst of load from other processes
 * then spoils one round of a case, not its figures, which are the medians of the rounds.
 */
async function timeCases(database: string, cases: readonly Case[]): Promise<Row[]> {
  const samples = cases.map(() => [] as number[][]);
  let calls = 0;
  for (const c of cases) for (let i = 0; i < WARMUP_CALLS; i++) await c.call(calls++);
  for (let r = 0; r < ROUNDS; r++) {
    for (const [n, c] of cases.entries()) {
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const started = performance.now();
        await c.call(calls++);
        times.push(performance.now() - started);
      }
      samples[n]!.push(times.sort((a, b) => a - b));
    }
  }
  return cases.map((c, n) => {
    const rounds = samples[n] as number[][];
    const p95Ms = round(middle(rounds.map((t) => percentile(t, 95))));
    const row: Row = {
      database,
      name: c.name,
      calls: CALLS * ROUNDS,
      p50Ms: round(middle(rounds.map((t) => percentile(t, 50)))),
      p95Ms,
      p99Ms: round(middle(rounds.map((t) => percentile(t, 99)))),
      maxMs: round(Math.max(...rounds.map((t) => t.at(-1) ?? NaN))),
      roundP95Ms: rounds.map((t) => round(percentile(t, 95))),
      budgetP95Ms: c.budgetP95Ms,
      pass: c.budgetP95Ms === null ? null : p95Ms <= c.budgetP95Ms,
    };
    console.log(
      `  ${c.name}: p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms (rounds: ${row.roundP95Ms.join(', ')}), p99 ${row.p99Ms} ms, max ${row.maxMs} ms`,
    );
    return row;
  });
}

async function measureDatabase(data: CheckInDatabase): Promise<Row[]> {
  const { db, dialect } = data.handle;
  const label = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const random = seededRandom(7);
  const pickFrom = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const ranked = [...data.load.perStation].sort((a, b) => b[1] - a[1]);
  const busy = ranked.slice(0, Math.max(1, Math.round(ranked.length / 100)));
  const medianCount = ranked[Math.floor(ranked.length / 2)]?.[1] ?? 0;
  const quiet = ranked.filter(([, n]) => n <= medianCount);
  const busyIds = busy.map(([id]) => id);
  const quietIds = quiet.map(([id]) => id);
  const allIds = data.stations.map((s) => s.id);
  // A screen of cards: the 20 stations nearest a spot near a random station (people search where stations are).
  const index = new StationIndex(data.stations);
  const cardLists = Array.from({ length: 500 }, () => {
    const s = pickFrom(data.stations);
    return index
      .nearest({ lat: s.lat + (random() - 0.5) * 0.05, lng: s.lng + (random() - 0.5) * 0.05 }, 20)
      .map((n) => n.item.id);
  });
  const now = () => Date.now();
  // What GET /ev/stations/:placeId/check-ins does after parsing: find the station (merged ids followed), read the page.
  const firstPage = async (on: Kysely<Database>, lookup: StationLookup, placeId: string) => {
    const found = await lookup.find(placeId);
    if (!found) throw new Error(`station ${placeId} not found`);
    return checkInPage(on, found.station.id, undefined, HISTORY_PAGE.default);
  };
  const lookup = new StationLookup(db, data.stations);
  const busyTarget = busyIds[0] as string;
  const quietTarget = quietIds[0] as string;

  // Check once that the page is what a driver would see: 20 check-ins, newest first, a next cursor.
  const sample = await firstPage(db, lookup, busyTarget);
  if (sample.check_ins.length !== HISTORY_PAGE.default || !sample.next)
    throw new Error(`the busiest station's first page has ${sample.check_ins.length} check-ins`);

  console.log(`\nQuery plans (${label}), each query once:`);
  const plans = [
    [
      'history, first page, the busiest station',
      (on: Kysely<Database>) => firstPage(on, new StationLookup(on, data.stations), busyTarget),
    ],
    [
      'history, first page, a quiet station',
      (on: Kysely<Database>) => firstPage(on, new StationLookup(on, data.stations), quietTarget),
    ],
    ['a card summary (1 id)', (on: Kysely<Database>) => summariesFor(on, [busyTarget], now())],
    ['20 cards (a nearby list)', (on: Kysely<Database>) => summariesFor(on, cardLists[0] as string[], now())],
    ['median price, the busiest station', (on: Kysely<Database>) => pricePaid(on, busyTarget, now())],
  ] as const;
  let warnings = 0;
  for (const [title, run] of plans) {
    const explained = await explainCalls(db, dialect, run);
    warnings += explained.reduce((n, q) => n + q.warnings.length, 0);
    console.log(formatPlans(title, explained));
  }
  if (warnings)
    console.log(`WARNING: ${warnings} plan lines read a big table without an index or sort outside one (see above)`);

  console.log(
    `\nTimings (${label}, in process, one call at a time; ${ROUNDS} rounds of ${CALLS} calls of each, after ${WARMUP_CALLS}; medians of the rounds):`,
  );
  const busyNote = `the busiest ${busyIds.length} (${busy.at(-1)?.[1]}–${busy[0]?.[1]} check-ins)`;
  const quietNote = `${quietIds.length} with <= ${medianCount} check-ins`;
  const rows = await timeCases(label, [
    {
      name: `history, first page: busy stations (${busyNote})`,
      budgetP95Ms: BUDGET.historyP95Ms,
      call: () => firstPage(db, lookup, pickFrom(busyIds)),
    },
    {
      name: `history, first page: quiet stations (${quietNote})`,
      budgetP95Ms: BUDGET.historyP95Ms,
      call: () => firstPage(db, lookup, pickFrom(quietIds)),
    },
    {
      name: 'card summary: summariesFor, 1 id (any station)',
      budgetP95Ms: BUDGET.summaryP95Ms,
      call: () => summariesFor(db, [pickFrom(allIds)], now()),
    },
    {
      name: 'card summary: summariesFor, 1 id (busy stations)',
      budgetP95Ms: BUDGET.summaryP95Ms,
      call: () => summariesFor(db, [pickFrom(busyIds)], now()),
    },
    {
      name: 'info: summariesFor, 20 ids (a nearby list)',
      budgetP95Ms: null,
      call: (i) => summariesFor(db, cardLists[i % cardLists.length] as string[], now()),
    },
    {
      name: 'info: station page median price (pricePaid), busy stations',
      budgetP95Ms: null,
      call: () => pricePaid(db, pickFrom(busyIds), now()),
    },
    {
      name: 'info: write a check-in (createCheckIn, then summaryOf, as the POST route)',
      budgetP95Ms: null,
      call: await writer(data),
    },
  ]);
  const twenty = rows[4] as Row;
  twenty.note = `${round(twenty.p95Ms / 20)} ms a card at p95`;
  return rows;
}

/**
 * What POST …/check-ins does in the database once the request is parsed and the limits' counters
 * passed: createCheckIn (its transaction: the person's recent rows, the row, the summary and the
 * day count; a commit, synced to disk), then summaryOf for the answer. New people, each writing at
 * most 30 times (the daily limit) at 30 different stations, so every call is a stored write. (Its
 * few thousand rows among a million do not change the reads measured beside it.)
 */
async function writer(data: CheckInDatabase): Promise<(i: number) => Promise<unknown>> {
  const { db, dialect } = data.handle;
  const perPerson = WRITE_LIMITS.checkInsPerDay;
  const people = Math.ceil((WARMUP_CALLS + ROUNDS * CALLS) / perPerson);
  const users = Array.from({ length: people }, (_, i) => ({
    id: crypto.randomUUID(),
    mobile: `8${String(i).padStart(9, '0')}`,
    name: 'Bench Writer',
    email: '',
    gr_number: '',
    user_preference: 'owner',
    skip_gr_number: 1,
    viewed_cov_screen: 0,
    created_at: data.now,
    updated_at: data.now,
  }));
  for (let i = 0; i < users.length; i += 1000)
    await db
      .insertInto('users')
      .values(users.slice(i, i + 1000))
      .execute();
  const ids = data.stations.map((s) => s.id);
  let k = 0;
  return async () => {
    const person = k % people;
    const placeId = ids[(person * perPerson + Math.floor(k / people)) % ids.length] as string;
    k++;
    const now = Date.now();
    await createCheckIn(
      db,
      dialect,
      { placeId, userId: (users[person] as { id: string }).id, userName: 'Bench Writer', body: { outcome: 'charged' } },
      now,
    );
    return summaryOf(db, placeId, now);
  };
}

async function main() {
  console.log(
    `bench:checkins: ${CHECK_INS.toLocaleString('en')} check-ins on ${KINDS.join(' and ')}; ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  const rows: Row[] = [];
  const loads: Record<string, string> = {};
  for (const kind of KINDS) {
    const data = await checkInDatabase({ kind, checkIns: CHECK_INS });
    try {
      loads[kind] = `${describeLoad(data.load)}; loaded in ${data.load.seconds.toFixed(0)} s`;
      rows.push(...(await measureDatabase(data)));
    } finally {
      await data.handle.close();
      await data.drop();
    }
  }
  console.log(
    `\nBudgets (issue 17, in-process p95): history's first page <= ${BUDGET.historyP95Ms} ms, a card's summary <= ${BUDGET.summaryP95Ms} ms; load average now ${os.loadavg()[0]!.toFixed(1)}\n`,
  );
  const head = ['database', 'call', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'budget', 'result'];
  const body = rows.map((r) => [
    r.database,
    r.name + (r.note ? ` (${r.note})` : ''),
    String(r.p50Ms),
    String(r.p95Ms),
    String(r.p99Ms),
    String(r.maxMs),
    r.budgetP95Ms === null ? '-' : `p95 <= ${r.budgetP95Ms}`,
    r.pass === null ? 'info' : r.pass ? 'PASS' : 'FAIL',
  ]);
  console.log(table(head, body));
  for (const r of rows.filter((x) => x.pass === false))
    console.log(`FAIL ${r.database} ${r.name}: p95 ${r.p95Ms} ms > ${r.budgetP95Ms} ms`);
  const outFile = path.join(ROOT, 'bench/results/check-ins.json');
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(
    outFile,
    `${JSON.stringify({ date: new Date().toISOString(), checkIns: CHECK_INS, calls: CALLS, loadAverage: os.loadavg(), budgets: BUDGET, loads, rows }, null, 2)}\n`,
  );
  console.log(`\nWrote ${path.relative(ROOT, outFile)}`);
  if (strict && rows.some((r) => r.pass === false)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error('bench:checkins failed:', error);
  process.exitCode = 1;
});
