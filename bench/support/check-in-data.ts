import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { Station } from '../../src/domain/stations/station.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database.server.ts';
import { migrateToLatest } from '../../src/server/db/migrate.server.ts';
import { seedStationsIfEmpty } from '../../src/server/stations/seed-stations.server.ts';
import { loadAllStations } from '../../src/server/stations/station-repository.server.ts';
import { tempDir } from './app-server.ts';
import { loadSyntheticCheckIns, type SyntheticLoad } from './synthetic-check-ins.ts';

/**
 * A throw-away database for the check-in benches: a SQLite file in a temp folder, or (`pg`) a new
 * database on the local PostgreSQL, migrated, with the bundled stations (as the server seeds them on
 * first start) and synthetic check-ins (synthetic-check-ins.ts).
 *
 * PostgreSQL: a new database `ev_bench_<random>` made through BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://root@127.0.0.1:5432/test (what .ci/run uses); dropped by `drop()`.
 */
export const PG_ADMIN_URL =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

async function pgAdmin(): Promise<pg.Client> {
  const connect = async () => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    return client;
  };
  try {
    return await connect();
  } catch (error) {
    // The stack's note (../shared/STACK.md): a script that needs PostgreSQL and finds it down starts it.
    console.log(
      `PostgreSQL at ${PG_ADMIN_URL} refused (${(error as Error).message}); trying to start the local cluster`,
    );
    const version = fs.readdirSync('/etc/postgresql')[0];
    if (!version) throw error;
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
    for (let i = 0; i < 30; i++) {
      try {
        return await connect();
      } catch {
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
    throw error;
  }
}

export interface BenchDatabase {
  url: string;
  dialect: 'sqlite' | 'postgres';
  /** Deletes the database (the SQLite folder, or DROP DATABASE). */
  drop(): Promise<void>;
}

/** An empty database of the kind asked for. */
export async function emptyDatabase(kind: 'sqlite' | 'postgres', prefix: string): Promise<BenchDatabase> {
  if (kind === 'sqlite') {
    const dir = tempDir(prefix);
    return {
      url: path.join(dir, 'ev.sqlite'),
      dialect: 'sqlite',
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `ev_bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = await pgAdmin();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dialect: 'postgres',
    drop: async () => {
      const client = await pgAdmin();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface CheckInDatabase extends BenchDatabase {
  handle: DatabaseHandle;
  stations: Station[];
  load: SyntheticLoad;
  /** When the check-ins were made up to (epoch ms). */
  now: number;
}

/**
 * A database as a server with `checkIns` check-ins would have it: migrated, the bundled stations
 * seeded, the synthetic check-ins over the last `days` days loaded, and (PostgreSQL) at rest
 * (atRest). Leave `handle` open to measure
 * in-process, or close it before a server opens the database.
 */
export async function checkInDatabase(options: {
  kind: 'sqlite' | 'postgres';
  checkIns: number;
  users?: number;
  days?: number;
  log?: (line: string) => void;
}): Promise<CheckInDatabase> {
  const log = options.log ?? console.log;
  const database = await emptyDatabase(options.kind, 'check-ins');
  const handle = openDatabase(database.url);
  try {
    await migrateToLatest(handle);
    const started = performance.now();
    const seeded = await seedStationsIfEmpty(handle.db);
    const stations = await loadAllStations(handle.db);
    log(
      `${options.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} ${options.kind === 'sqlite' ? database.url : database.url.replace(/\/\/[^@/]*@/, '//')}: ${seeded.stations} stations seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const now = Date.now();
    const users = options.users ?? Math.max(1000, Math.round(options.checkIns / 10));
    log(
      `Loading ${options.checkIns.toLocaleString('en')} synthetic check-ins by ${users.toLocaleString('en')} people over ${stations.length} stations and ${options.days ?? 365} days…`,
    );
    const load = await loadSyntheticCheckIns(
      handle.db,
      stations.map((s) => s.id),
      { count: options.checkIns, users, days: options.days ?? 365, now, log },
    );
    if (handle.dialect === 'postgres') await atRest(handle, log);
    log(`Loaded in ${load.seconds.toFixed(0)} s: ${describeLoad(load)}`);
    return { ...database, handle, stations, load, now };
  } catch (error) {
    await handle.close();
    await database.drop();
    throw error;
  }
}

/**
 * PostgreSQL after a bulk load, as a running service's database would be: vacuumed and analysed,
 * as autovacuum would have done long before a real table is this big (else autovacuum's pass over
 * the new rows lands inside a measured window, on the same two cores), and checkpointed, so the
 * load's own checkpoint is not the one a window pays for. A role that may not CHECKPOINT skips it.
 */
async function atRest(handle: DatabaseHandle, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  await sql`vacuum (analyze)`.execute(handle.db);
  try {
    await sql`checkpoint`.execute(handle.db);
  } catch (error) {
    log(`CHECKPOINT refused (${(error as Error).message}); measuring without it`);
  }
  log(`Vacuumed, analysed and checkpointed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** '1,000,000 check-ins (1,003 hidden) at 27,738 stations: busiest 54,210, …'. */
export function describeLoad(load: SyntheticLoad): string {
  const counts = [...load.perStation.values()].sort((a, b) => b - a);
  const at = (q: number) => counts[Math.min(counts.length - 1, Math.floor(q * counts.length))] ?? 0;
  return (
    `${load.checkIns.toLocaleString('en')} check-ins (${load.hidden} hidden) at ${counts.length.toLocaleString('en')} stations: ` +
    `busiest ${(counts[0] ?? 0).toLocaleString('en')}, 100th ${(counts[99] ?? 0).toLocaleString('en')}, 1,000th ${counts[999] ?? 0}, median ${at(0.5)}, quietest ${counts.at(-1) ?? 0}; ` +
    `${load.summaryRows.toLocaleString('en')} summary rows, ${load.dayRows.toLocaleString('en')} day rows`
  );
}
