import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DAY_MS,
  indiaDay,
  indiaDayStart,
  isBadOutcome,
  type Outcome,
} from '../../src/domain/checkins/checkin-rules.ts';
import {
  countCheckIn,
  foldCheckIn,
  type DayCount,
  type SummaryFacts,
} from '../../src/domain/checkins/station-summary.ts';
import { KNOWN_CONNECTORS } from '../../src/domain/trips/connectors.ts';
import type { CheckInsTable, Database, NewUser } from '../../src/server/db/tables.ts';
import { seededRandom } from '../../tests/support/seeded-random.ts';

/**
 * Synthetic check-ins for the check-in benches (issue 17): `count` check-ins over the given stations
 * and the last `days` India days, by `users` people, written as the store writes them (checkin-store
 * and station-summaries .server.ts): the check_ins rows, each station's station_summaries row and its
 * station_checkin_days rows, worked out with the domain's own foldCheckIn / countCheckIn.
 *
 * The shape, fixed by `seed` so every run loads the same data:
 * - Stations: a Zipf law of exponent STATION_SKEW over the stations in a shuffled order: with 1,000,000
 *   over 27.7k the busiest has ~54,000 (≈150 a day), the 100th ~850, the median ~10, the quietest ~5.
 * - Time: written in time order, as a live server writes them (so a station's rows are spread over
 *   the table as in production); more on recent days (the app grows: the newest day has ~2.5× the
 *   oldest's), the last day only up to `now`.
 * - People: a milder Zipf (USER_SKEW) over `users` people; ~30% keep the default name ('A driver').
 * - Outcomes per station: most work (8% failures), some are flaky (30%), a few are broken (75%);
 *   10% 'waited'. 'Charged' ones carry a connector, kW and price as often as a driver types them.
 *   0.1% are hidden by a moderator: stored, but left out of the summaries (as rebuildSummary does).
 */
const STATION_SKEW = 0.9;
const USER_SKEW = 0.6;
const HIDDEN_SHARE = 0.001;
/** Rows per INSERT: 10 columns × 2,000 = 20,000 parameters (SQLite allows 32,766, PostgreSQL 65,535). */
const BATCH = 2000;
/** Rows per transaction. */
const TRANSACTION_ROWS = 50_000;

const FIRST_NAMES = [
  'Asha',
  'Ravi',
  'Priya',
  'Arjun',
  'Meera',
  'Vikram',
  'Sneha',
  'Rahul',
  'Kavya',
  'Imran',
  'Neha',
  'Suresh',
  'अमित',
  'Lakshmi',
  'Karthik',
  'Fatima',
];
const LAST_NAMES = [
  'Rao',
  'Sharma',
  'Iyer',
  'Khan',
  'Patel',
  'Singh',
  'Nair',
  'Reddy',
  'Das',
  'Gupta',
  'शर्मा',
  'Menon',
];
const COMMENTS = [
  'Worked fine, took 40 min.',
  'Only one gun working.',
  'Guard was helpful.',
  'App payment failed, paid by UPI at the counter.',
  'चार्जर ठीक चला।',
  'Parking blocked by petrol cars.',
  'Slow today, around 20 kW.',
  'Closed for maintenance.',
];

export interface SyntheticOptions {
  count: number;
  users: number;
  days: number;
  now: number;
  seed?: number;
  /** Progress lines (every ~100k rows). */
  log?: (line: string) => void;
}

export interface SyntheticLoad {
  checkIns: number;
  hidden: number;
  users: number;
  /** Visible check-ins per station id (stations without any are absent). */
  perStation: Map<string, number>;
  summaryRows: number;
  dayRows: number;
  seconds: number;
}

/** Samples ranks 0..n-1 with P(rank r) ∝ (r + 1)^-skew. */
function zipf(n: number, skew: number, random: () => number): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r++) cumulative[r] = sum += (r + 1) ** -skew;
  return () => {
    const target = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] as number) < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;

async function insertUsers(db: Kysely<Database>, count: number, now: number, random: () => number): Promise<string[]> {
  const ids: string[] = [];
  const rows: NewUser[] = [];
  for (let i = 0; i < count; i++) {
    const id = crypto.randomUUID();
    ids.push(id);
    const name = random() < 0.3 ? 'Dear user' : `${pick(FIRST_NAMES, random)} ${pick(LAST_NAMES, random)}`;
    // 60xxxxxxxx: a range the benches' sign-ins (7…, 9…) never use.
    rows.push({
      id,
      mobile: `60${String(i).padStart(8, '0')}`,
      name,
      email: '',
      gr_number: '',
      user_preference: 'owner',
      skip_gr_number: 1,
      viewed_cov_screen: 0,
      created_at: now,
      updated_at: now,
    });
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 2000)
      await trx
        .insertInto('users')
        .values(rows.slice(i, i + 2000))
        .execute();
  });
  return ids;
}

/** Loads the check-ins, summaries and day counts (see the header) into a migrated database holding no check-ins. */
export async function loadSyntheticCheckIns(
  db: Kysely<Database>,
  stationIds: readonly string[],
  options: SyntheticOptions,
): Promise<SyntheticLoad> {
  const started = performance.now();
  const random = seededRandom(options.seed ?? 17);
  const { now, count, days } = options;
  const stations = shuffled(stationIds, random);
  const stationAt = zipf(stations.length, STATION_SKEW, random);
  const users = await insertUsers(db, options.users, now, random);
  const userAt = zipf(users.length, USER_SKEW, random);
  // Each station's share of failures: most work, some are flaky, a few are broken.
  const failShare = stations.map(() => {
    const u = random();
    return u < 0.7 ? 0.08 : u < 0.93 ? 0.3 : 0.75;
  });

  const facts = new Map<string, SummaryFacts>();
  const dayCounts = new Map<string, Map<number, DayCount>>();
  const perStation = new Map<string, number>();
  let written = 0;
  let hidden = 0;
  let pending: CheckInsTable[] = [];
  let inTransaction: CheckInsTable[][] = [];
  const flush = async (force: boolean) => {
    if (pending.length >= BATCH || (force && pending.length)) {
      inTransaction.push(pending);
      pending = [];
    }
    const rows = inTransaction.reduce((n, b) => n + b.length, 0);
    if (rows >= TRANSACTION_ROWS || (force && rows)) {
      const batches = inTransaction;
      inTransaction = [];
      await db.transaction().execute(async (trx) => {
        for (const batch of batches) await trx.insertInto('check_ins').values(batch).execute();
      });
      const before = written;
      written += rows;
      if (Math.floor(written / 100_000) > Math.floor(before / 100_000))
        options.log?.(
          `  ${written.toLocaleString('en')} check-ins (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
    }
  };

  // Days oldest first; each day's share grows linearly from 1 to 2.5 (the app grows).
  const today = indiaDay(now);
  const dayList = Array.from({ length: days }, (_, i) => today - days + 1 + i);
  const weights = dayList.map((_, i) => 1 + (1.5 * i) / Math.max(1, days - 1));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  let assigned = 0;
  for (const [i, day] of dayList.entries()) {
    const onDay =
      i === dayList.length - 1 ? count - assigned : Math.round((count * (weights[i] as number)) / totalWeight);
    assigned += onDay;
    const start = indiaDayStart(day);
    const end = Math.min(start + DAY_MS, now);
    const times = Array.from({ length: onDay }, () => start + Math.floor(random() * (end - start))).sort(
      (a, b) => a - b,
    );
    for (const at of times) {
      const rank = stationAt();
      const placeId = stations[rank] as string;
      const fail = failShare[rank] as number;
      const u = random();
      const outcome: Outcome =
        u < 0.1 ? 'waited' : u < 0.1 + fail ? (random() < 0.8 ? 'could_not_charge' : 'not_found') : 'charged';
      const charged = outcome === 'charged';
      const row: CheckInsTable = {
        id: crypto.randomUUID(),
        place_id: placeId,
        user_id: users[userAt()] as string,
        outcome,
        connector: charged || isBadOutcome(outcome) ? (random() < 0.7 ? pick(KNOWN_CONNECTORS, random) : null) : null,
        kw: charged && random() < 0.5 ? Math.round(random() * 580 + 20) / 10 : null,
        price_per_kwh: charged && random() < 0.5 ? Math.round(random() * 1500 + 1000) / 100 : null,
        comment: random() < 0.08 ? pick(COMMENTS, random) : '',
        created_at: at,
        hidden_at: random() < HIDDEN_SHARE ? at + DAY_MS : null,
      };
      if (row.hidden_at !== null && row.hidden_at > now) row.hidden_at = now;
      pending.push(row);
      if (row.hidden_at !== null) hidden++;
      else {
        facts.set(placeId, foldCheckIn(facts.get(placeId), outcome, at));
        const byDay = dayCounts.get(placeId) ?? new Map<number, DayCount>();
        byDay.set(day, countCheckIn(byDay.get(day), outcome, at));
        dayCounts.set(placeId, byDay);
        perStation.set(placeId, (perStation.get(placeId) ?? 0) + 1);
      }
      if (pending.length >= BATCH) await flush(false);
    }
  }
  await flush(true);

  // What the check-in store keeps: one summary row per station (updated_at: its latest check-in, when it was written) and its day counts.
  const summaryRows = [...facts].map(([place_id, f]) => ({
    place_id,
    last_outcome: f.lastOutcome,
    last_at: f.lastAt,
    good_at: f.goodAt,
    bad_at: f.badAt,
    updated_at: f.lastAt,
  }));
  const dayRows = [...dayCounts].flatMap(([place_id, byDay]) => [...byDay.values()].map((d) => ({ place_id, ...d })));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < summaryRows.length; i += 5000)
      await trx
        .insertInto('station_summaries')
        .values(summaryRows.slice(i, i + 5000))
        .execute();
    for (let i = 0; i < dayRows.length; i += 5000)
      await trx
        .insertInto('station_checkin_days')
        .values(dayRows.slice(i, i + 5000))
        .execute();
  });
  return {
    checkIns: written,
    hidden,
    users: users.length,
    perStation,
    summaryRows: summaryRows.length,
    dayRows: dayRows.length,
    seconds: (performance.now() - started) / 1000,
  };
}
