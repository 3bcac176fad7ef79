import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { usingPostgres } from '../../../tests/support/test-database.ts';

/**
 * Robustness (issue 7): the real server, as a separate process on a SQLite file, is killed with
 * SIGKILL while profile updates are in flight, then started again on the same file. Every update
 * it answered 200 for must be there, and the file must pass `PRAGMA integrity_check`.
 *
 * Each of USERS people owns a sequence of updates, sent one after another (so for one person the
 * server never holds two at once) with an e-mail address that carries its sequence number. After
 * the restart a person's address must be the last acknowledged update or a later one that was in
 * flight when the process died, never an earlier one.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const USERS = 20;
const UPDATES = 1000;
const KILL_AFTER_ACKS = 400;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

interface Server {
  child: ChildProcess;
  exited: Promise<void>;
}

async function startServer(env: Record<string, string>, baseUrl: string): Promise<Server> {
  const { REDIS_URL: _redis, DATABASE_URL: _db, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let running = true;
  const exited = new Promise<void>((resolve) => child.once('exit', () => ((running = false), resolve())));
  // Waits for the server to answer or to exit, not for a clock: the test's own limit is the fail-safe.
  for (;;) {
    if (!running) throw new Error(`the server exited during start-up:\n${stderr}`);
    const ready = await fetch(`${baseUrl}/ev/evData`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { child, exited };
    await new Promise((r) => setTimeout(r, 100));
  }
}

const emailFor = (user: number, seq: number) => `crash.u${user}.n${seq}@example.com`;
const seqOf = (email: string) => Number(/\.n(\d+)@/.exec(email)?.[1] ?? -1);

describe.skipIf(usingPostgres())('kill -9 during profile updates (SQLite; the PostgreSQL leg skips it)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-crash-'));
  const file = path.join(dir, 'ev.sqlite');
  const outbox = path.join(dir, 'outbox.jsonl');
  let server: Server | undefined;

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged update, and the file passes integrity_check', { timeout: 240_000 }, async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: file,
      // As in production: checkpoints on their own thread (decision 0017), so a kill can land mid-checkpoint.
      SQLITE_CHECKPOINT_THREAD: 'true',
      SMS_OUTBOX: outbox,
      SERVE_WEB: 'false',
      STATIONS_SEED: 'false',
      LOG_LEVEL: 'warn',
      API_PER_IP: '1000000',
      API_BACKSTOP_PER_IP: '1000000',
      OTP_ROUTE_PER_MINUTE: '1000000',
      OTP_SENDS_PER_IP_PER_HOUR: '10000',
    };
    const put = async (url: string, body: unknown, token?: string) => {
      const response = await fetch(baseUrl + url, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        body: (await response.json()) as { success: boolean; data: Record<string, unknown> },
      };
    };

    server = await startServer(env, baseUrl);
    const tokens: string[] = [];
    for (let u = 0; u < USERS; u++) {
      const mobile = `98765${String(u).padStart(5, '0')}`;
      expect((await put('/ev/user/send-otp', { mobile })).status).toBe(200);
      const sent = fs
        .readFileSync(outbox, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { mobile: string; otp: string });
      const verified = await put('/ev/user/verify-otp', {
        mobile,
        otp: sent.filter((m) => m.mobile === mobile).at(-1)!.otp,
      });
      tokens.push(verified.body.data.token as string);
    }

    const acked = new Array<number>(USERS).fill(0);
    const sentSeq = new Array<number>(USERS).fill(0);
    let totalAcked = 0;
    let inFlightAtKill = -1;
    let inFlight = 0;
    const victim = server;
    const worker = async (u: number) => {
      for (let seq = 1; seq <= UPDATES / USERS; seq++) {
        sentSeq[u] = seq;
        inFlight++;
        let reply;
        try {
          reply = await put('/ev/user/update-profile', { email: emailFor(u, seq) }, tokens[u]);
        } catch {
          return; // the process is gone: this update may or may not have been written
        } finally {
          inFlight--;
        }
        if (reply.status !== 200 || !reply.body.success) throw new Error(`update ${u}/${seq} answered ${reply.status}`);
        acked[u] = seq;
        totalAcked++;
        if (totalAcked === KILL_AFTER_ACKS) {
          inFlightAtKill = inFlight;
          victim.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: USERS }, (_, u) => worker(u)));
    await victim.exited;
    expect(victim.child.signalCode).toBe('SIGKILL');
    // It died mid-run: with updates in flight, and with most of the 1,000 never answered.
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(totalAcked).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(totalAcked).toBeLessThan(UPDATES);
    // The killed process left its write-ahead log for the next start to recover.
    expect(fs.existsSync(`${file}-wal`)).toBe(true);

    server = await startServer(env, baseUrl);
    for (let u = 0; u < USERS; u++) {
      const profile = await put('/ev/user/check-profile', {}, tokens[u]);
      expect(profile.status).toBe(200);
      const seq = seqOf(profile.body.data.email as string);
      expect(seq, `person ${u}: last acknowledged ${acked[u]}, last sent ${sentSeq[u]}`).toBeGreaterThanOrEqual(
        acked[u]!,
      );
      expect(seq).toBeLessThanOrEqual(sentSeq[u]!);
    }
    server.child.kill('SIGTERM');
    await server.exited;

    const db = new SQLite(file, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
    }
  });
});
