import fs from 'node:fs';
import pg from 'pg';
import { checkInStream, signInWriters, stationsNearTowns } from './traffic-check-ins.ts';
import { OwnPostgres, OwnRedis } from './traffic-faults.ts';
import type { Check } from './traffic-report.ts';
import { closeRun, evening, openRun, serverAlive, type RunOptions } from './traffic-run.ts';
import { table } from '../bundle-size.ts';
import { KIND_HEAD, kindCells, rowOf, type Recorder } from './traffic-stats.ts';

/**
 * bench/traffic.ts's fault runs, each an evening of its own (shorter, with the same arrivals per
 * second) on a server given a Redis or a PostgreSQL of the bench's own (traffic-faults.ts):
 *
 * (a) Redis (REDIS_URL) stops for REDIS_DOWN_S seconds a third of the way in: the app must keep
 *     serving everyone (no 5xx, no 429) on local counts, and its log must say so (the lines that
 *     name Redis are printed).
 * (b) PostgreSQL (DATABASE_URL) stops abruptly PG_DOWN_S seconds into the evening's second half
 *     while WRITERS people check in steadily (traffic-check-ins.ts), and starts again: while it is
 *     down, calls that need it get a clear 503 (JSON with a message), nothing else is 5xx, writes
 *     succeed again once it is back (after PG_GRACE_S), and every check-in answered 2xx is in the
 *     database afterwards (counted there by id).
 */
export const REDIS_DOWN_S = 20;
const PG_DOWN_S = 10;
/** After PostgreSQL is back: time for the pool's next connections. */
const PG_GRACE_S = 5;
const WRITERS = 40;
const DATABASE = 'ev_traffic';

type FaultOptions = Omit<RunOptions, 'label' | 'env'>;

interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  reason?: string;
}

/** The end of a server's log, printed when a fault ended it. */
function printLogTail(logFile: string): void {
  const lines = fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-8);
  console.log(`  the server exited; the end of its log (${logFile}):`);
  for (const line of lines) console.log(`    ${line.slice(0, 400)}`);
}

/** The server log's lines that name Redis from `since` (epoch ms) on, as "12.3 s after the stop warn: message (reason)". */
function redisLines(logFile: string, since: number): string[] {
  const names: Record<number, string> = { 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
  return fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => /redis/i.test(line))
    .flatMap((line) => {
      try {
        const l = JSON.parse(line) as LogLine;
        // Lines from the stop on (its start-up's are not about the outage).
        if (l.time !== undefined && l.time < since - 1000) return [];
        const when = l.time ? `${((l.time - since) / 1000).toFixed(1)} s after the stop` : '';
        return `${when} ${names[l.level ?? 0] ?? l.level}: ${l.msg ?? ''}${l.reason ? ` (${l.reason})` : ''}`.trim();
      } catch {
        return line.slice(0, 300);
      }
    });
}

export async function redisFaultRun(base: FaultOptions): Promise<{ checks: Check[]; json: unknown }> {
  const redis = await OwnRedis.start();
  try {
    // LOG_LEVEL info (the default; the other runs use warn): the line saying Redis is back is at info.
    const run = await openRun({
      ...base,
      label: `Fault run (a): Redis (our own) stops for ${REDIS_DOWN_S} s`,
      env: { REDIS_URL: redis.url, LOG_LEVEL: 'info' },
    });
    try {
      const downAtS = base.shape.seconds / 3;
      let downAt = NaN;
      let upAt = NaN;
      let downAtWall = 0;
      const { report } = await evening(run, [
        {
          atS: downAtS,
          run: async () => {
            downAt = run.world.clock();
            downAtWall = Date.now();
            await redis.down();
            console.log(
              `  Redis stopped (redis-cli -p ${redis.port} shutdown nosave; our own, the shared one on 6379 is never touched)`,
            );
          },
        },
        {
          atS: downAtS + REDIS_DOWN_S,
          run: async () => {
            await redis.up();
            upAt = run.world.clock();
            console.log(`  Redis started again after ${((upAt - downAt) / 1000).toFixed(1)} s`);
          },
        },
      ]);
      const during = rowOf('while Redis was down', run.client.recorder.of('evening', downAt, upAt));
      const lines = redisLines(run.logFile, downAtWall);
      printPhases(run.client.recorder, [
        ['before the stop', -Infinity, downAt],
        ['while Redis was down', downAt, upAt],
        ['after it was back', upAt, Infinity],
      ]);
      console.log(`  the server's log (${run.logFile}), lines naming Redis:${lines.length ? '' : ' none'}`);
      for (const line of lines.slice(0, 10)) console.log(`    ${line}`);
      const part = '(a) Redis down 20 s';
      const alive = serverAlive(run);
      if (!alive) printLogTail(run.logFile);
      const checks: Check[] = [
        { part, check: 'the server kept running', figure: alive ? 'running' : 'it exited (see its log)', pass: alive },
        {
          part,
          check: 'the evening: 0 answers of 5xx, 0 unanswered',
          figure: `${report.all.serverErrors} 5xx, ${report.all.errors} unanswered of ${report.all.count}`,
          pass: report.all.serverErrors === 0 && report.all.errors === 0,
        },
        {
          part,
          check: 'the evening: 0 refused (429)',
          figure: `${report.all.refused} of ${report.all.count}`,
          pass: report.all.refused === 0,
        },
        {
          part,
          check: 'served while Redis was down',
          figure: `${during.count} requests, p99 ${during.p99Ms} ms`,
          pass: during.count > 0 && during.serverErrors === 0 && during.refused === 0 && during.errors === 0,
        },
        {
          part,
          check: 'the log says the limits count locally',
          figure: lines[0] ?? 'no line names Redis',
          pass: lines.length > 0,
        },
      ];
      return { checks, json: { report, whileDown: during, downForSeconds: (upAt - downAt) / 1000, logLines: lines } };
    } finally {
      await closeRun(run);
    }
  } finally {
    await redis.remove();
  }
}

/** Ids of the check-ins in the database, read after the run. */
async function storedCheckIns(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM check_ins');
    return new Set(rows.map((r) => String(r.id)));
  } finally {
    await client.end();
  }
}

export async function postgresFaultRun(base: FaultOptions): Promise<{ checks: Check[]; json: unknown }> {
  const cluster = await OwnPostgres.create(DATABASE);
  try {
    const url = cluster.urlOf(DATABASE);
    const run = await openRun({
      ...base,
      label: `Fault run (b): PostgreSQL (our own cluster) stops abruptly for ${PG_DOWN_S} s during check-ins`,
      env: { DATABASE_URL: url },
    });
    try {
      const stations = await stationsNearTowns(run.world, 200);
      const writers = await signInWriters(run.world, WRITERS, base.shape.addresses, base.runNo);
      console.log(`  set-up: ${writers.length} people who check in every 4–12 s, at ${stations.length} stations`);
      const downAtS = base.shape.seconds / 2;
      let downAt = NaN;
      let upAt = NaN;
      const { report } = await evening(run, [
        { atS: 0, run: () => checkInStream(run.world, writers, stations) },
        {
          atS: downAtS,
          run: async () => {
            downAt = run.world.clock();
            await cluster.stopAbruptly();
            console.log(`  PostgreSQL stopped (pg_ctl stop -m immediate, our own cluster on port ${cluster.port})`);
          },
        },
        {
          atS: downAtS + PG_DOWN_S,
          run: async () => {
            await cluster.start();
            upAt = run.world.clock();
            console.log(`  PostgreSQL started again after ${((upAt - downAt) / 1000).toFixed(1)} s`);
          },
        },
      ]);
      const recorder = run.client.recorder;
      const outageEnd = upAt + PG_GRACE_S * 1000;
      printPhases(recorder, [
        ['before the stop', -Infinity, downAt],
        ['while PostgreSQL was down', downAt, upAt],
        [`the ${PG_GRACE_S} s after it was back`, upAt, outageEnd],
        ['after that', outageEnd, Infinity],
      ]);
      const all = recorder.of('evening');
      const inOutage = (at: number) => at >= downAt && at < outageEnd;
      // A request sent just before the stop may be answered during it: it counts with the outage.
      const outageFrom = downAt - 2000;
      const unavailableIn = all.filter((s) => s.status === 503 && s.at >= outageFrom && s.at < outageEnd).length;
      const unavailableOut = all.filter((s) => s.status === 503 && !(s.at >= outageFrom && s.at < outageEnd)).length;
      const otherServerErrors = all.filter((s) => s.status >= 500 && s.status !== 503).length;
      const writes = all.filter((s) => s.kind === 'api: check-in (write)');
      const writesDown = rowOf(
        'check-ins sent while PostgreSQL was down',
        writes.filter((s) => inOutage(s.at)),
      );
      const after = run.world.checkIns.answeredAt.filter((at) => at >= outageEnd).length;
      const answered = run.world.checkIns.answeredIds;
      const stored = await storedCheckIns(url);
      const missing = answered.filter((id) => !stored.has(id));
      const body503 = run.world.checkIns.firstBodies['503'] ?? '';
      let clear = false;
      try {
        clear = typeof (JSON.parse(body503) as { message?: unknown }).message === 'string';
      } catch {
        clear = false;
      }
      console.log(
        `  check-ins sent while it was down (and ${PG_GRACE_S} s after): ${writesDown.count}, by status: ${JSON.stringify(statusesOf(writes.filter((s) => inOutage(s.at))))}; a 503's body: ${body503 || '(none)'}`,
      );
      console.log(
        `  check-ins answered 2xx: ${answered.length} (${after} after PostgreSQL was back); rows in check_ins afterwards: ${stored.size}; answered 2xx but missing: ${missing.length}`,
      );
      const part = '(b) PostgreSQL restart';
      const alive = serverAlive(run);
      if (!alive) printLogTail(run.logFile);
      const checks: Check[] = [
        { part, check: 'the server kept running', figure: alive ? 'running' : 'it exited (see its log)', pass: alive },
        {
          part,
          check: 'writes while down: a clear 503 (JSON with a message)',
          figure: `${writesDown.unavailable} of ${writesDown.count} check-ins 503; body ${body503 ? body503.slice(0, 80) : 'none'}`,
          pass: writesDown.unavailable > 0 && writesDown.serverErrors === writesDown.unavailable && clear,
        },
        {
          part,
          check: 'no 5xx but 503, no 503 outside the outage',
          figure: `${otherServerErrors} other 5xx; ${unavailableIn} 503 in the outage, ${unavailableOut} outside`,
          pass: otherServerErrors === 0 && unavailableOut === 0,
        },
        { part, check: 'writes recover', figure: `${after} check-ins written after it was back`, pass: after > 0 },
        {
          part,
          check: 'no check-in answered 2xx is missing',
          figure: `${answered.length} answered 2xx, ${stored.size} rows, ${missing.length} missing`,
          pass: missing.length === 0 && answered.length > 0,
        },
        {
          part,
          check: 'the evening: 0 refused (429), 0 unanswered',
          figure: `${report.all.refused} refused, ${report.all.errors} unanswered`,
          pass: report.all.refused === 0 && report.all.errors === 0,
        },
      ];
      return {
        checks,
        json: {
          report,
          writesWhileDown: writesDown,
          unavailableIn,
          unavailableOut,
          otherServerErrors,
          answered: answered.length,
          stored: stored.size,
          missing: missing.length,
          writtenAfter: after,
          body503,
        },
      };
    } finally {
      await closeRun(run);
    }
  } finally {
    await cluster.remove();
  }
}

/** The evening's requests by phase of the fault: count, 429s, 5xx, unanswered, p50, p99. */
function printPhases(recorder: Recorder, phases: Array<[string, number, number]>): void {
  console.log('');
  console.log(
    table(
      KIND_HEAD,
      phases.map(([name, from, to]) => kindCells(rowOf(name, recorder.of('evening', from, to)))),
    ),
  );
}

function statusesOf(samples: ReadonlyArray<{ status: number }>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of samples) out[s.status] = (out[s.status] ?? 0) + 1;
  return out;
}
