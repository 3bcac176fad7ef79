import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort, tempDir } from './app-server.ts';

/**
 * The fault run's own Redis and PostgreSQL (bench/traffic.ts). The machine's shared ones (Redis
 * on 6379, PostgreSQL on 5432) are used by other people's tests and are never stopped: each fault
 * gets a server of its own on a free port, stopped and started by this bench, and removed at the end.
 */
/** Never a synchronous child process: the phones' event loop must go on while a server stops or starts. */
const run = async (file: string, args: string[]) =>
  (await promisify(execFile)(file, args, { encoding: 'utf8' })).stdout;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A redis-server of our own: no snapshots, no append-only file. */
export class OwnRedis {
  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort(), tempDir('redis'));
    await redis.up();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it (again) and waits until it answers PING. */
  async up(): Promise<void> {
    await run('redis-server', [
      '--port',
      String(this.port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'yes',
      '--dir',
      this.dir,
      '--pidfile',
      path.join(this.dir, 'redis.pid'),
      '--logfile',
      path.join(this.dir, 'redis.log'),
    ]);
    for (let i = 0; i < 100; i++) {
      try {
        if ((await run('redis-cli', ['-p', String(this.port), 'ping'])).trim() === 'PONG') return;
      } catch {
        // not up yet
      }
      await sleep(50);
    }
    throw new Error(`our redis-server on port ${this.port} did not answer PING`);
  }

  /** Stops it (SHUTDOWN NOSAVE). */
  async down(): Promise<void> {
    try {
      await run('redis-cli', ['-p', String(this.port), 'shutdown', 'nosave']);
    } catch {
      // redis-cli reports the dropped connection of a shutdown as an error
    }
  }

  async remove(): Promise<void> {
    await this.down();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

const PG_BIN = '/usr/lib/postgresql/15/bin';
const PG_USER = 'postgres';

/**
 * A throw-away PostgreSQL cluster of our own (initdb into a temporary directory, pg_ctl on a free
 * port, its socket in /tmp). initdb refuses to run as root, so as root its commands run as the
 * postgres user (su), in a directory that user owns.
 */
export class OwnPostgres {
  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  private get data(): string {
    return path.join(this.dir, 'data');
  }

  private pg(tool: string, args: string[]): Promise<string> {
    const file = path.join(PG_BIN, tool);
    if (process.getuid?.() !== 0) return run(file, args);
    const quoted = [file, ...args].map((a) => `'${a.replaceAll("'", `'\\''`)}'`).join(' ');
    return run('su', [PG_USER, '-s', '/bin/sh', '-c', quoted]);
  }

  static async create(database: string): Promise<OwnPostgres> {
    const dir = tempDir('postgres');
    if (process.getuid?.() === 0) {
      fs.chmodSync(dir, 0o755);
      await run('chown', [`${PG_USER}:`, dir]);
    }
    const cluster = new OwnPostgres(await freePort(), dir);
    await cluster.pg('initdb', [
      '-D',
      cluster.data,
      '-A',
      'trust',
      '-U',
      PG_USER,
      '--no-instructions',
      '-E',
      'UTF8',
      '--locale',
      'C',
    ]);
    await cluster.start();
    const admin = new pg.Client({ connectionString: cluster.urlOf('postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    return cluster;
  }

  urlOf(database: string): string {
    return `postgres://${PG_USER}@127.0.0.1:${this.port}/${database}`;
  }

  async start(): Promise<void> {
    await this.pg('pg_ctl', [
      '-D',
      this.data,
      '-o',
      `-p ${this.port} -k /tmp -c listen_addresses=127.0.0.1`,
      '-l',
      path.join(this.dir, 'postgres.log'),
      '-w',
      'start',
    ]);
  }

  /** Stopped at once, without a clean shutdown (as a crash would; what was committed must survive it). */
  async stopAbruptly(): Promise<void> {
    await this.pg('pg_ctl', ['-D', this.data, '-m', 'immediate', '-w', 'stop']);
  }

  async remove(): Promise<void> {
    try {
      await this.pg('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // already stopped
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
