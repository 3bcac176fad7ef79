import path from 'node:path';
import { startServer, type AppServer } from './app-server.ts';
import { TrafficClient } from './traffic-client.ts';
import {
  phoneSpecs,
  runEvening,
  signInReturning,
  type EveningResult,
  type EveningShape,
  type Moment,
} from './traffic-evening.ts';
import type { PhoneSpec } from './traffic-phone.ts';
import { Outbox } from './traffic-people.ts';
import { cpuMeter, eveningReport, printEvening, type EveningReport } from './traffic-report.ts';
import type { PageReferences, StaticFile } from './traffic-site.ts';
import { Recorder } from './traffic-stats.ts';
import { prepareWorld, type World } from './traffic-world.ts';

/**
 * One run of bench/traffic.ts: a fresh server (its own SQLite file and SMS outbox, or the database
 * and Redis a fault run gives it), the phones' client, the world, the returning people signed in;
 * then an evening, its report, and the server stopped.
 *
 * The server runs with its default settings: startServer's bench overrides of the traffic budgets
 * and the maps limits are set back to empty (the default), REDIS_URL is empty unless a fault run
 * sets it, and TRUST_PROXY=true, so the people's addresses come from X-Forwarded-For. (The SMS
 * provider is the console one writing to an outbox, and the secrets are random: startServer's.)
 */
export const SERVER_ENV: Record<string, string> = {
  TRUST_PROXY: 'true',
  // startServer's raised limits, back to the defaults (an empty value is the default: config.server.ts).
  API_PER_IP: '',
  API_BACKSTOP_PER_IP: '',
  API_PER_TOKEN: '',
  PAGES_PER_IP: '',
  STATIC_PER_IP: '',
  MAPS_RATE_PER_MINUTE: '',
  MAPS_RATE_PER_IP_PER_MINUTE: '',
  REDIS_URL: '',
  LOG_LEVEL: 'warn',
};

/** Keep-alive connections per simulated address (its 50 phones share them, as behind a carrier's proxy). */
export const CONNECTIONS_PER_ADDRESS = 50;

export interface RunContext {
  label: string;
  server: AppServer;
  client: TrafficClient;
  world: World;
  specs: PhoneSpec[];
  shape: EveningShape;
  logFile: string;
}

export interface RunOptions {
  label: string;
  webDist: string;
  logDir: string;
  precache: StaticFile[];
  refs: PageReferences;
  shape: EveningShape;
  /** A digit that keeps this run's mobile numbers apart from the others'. */
  runNo: number;
  env?: Record<string, string>;
}

export async function openRun(o: RunOptions): Promise<RunContext> {
  const logFile = path.join(o.logDir, `${o.label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`);
  console.log(`\n=== ${o.label}`);
  // Long enough for a first start on an empty PostgreSQL database (migrations, the stations seeded) on a busy machine.
  const server = await startServer({
    webDist: o.webDist,
    env: { ...SERVER_ENV, ...o.env },
    logFile,
    startTimeoutMs: 180_000,
  });
  try {
    const client = new TrafficClient(server.baseUrl, new Recorder(), CONNECTIONS_PER_ADDRESS);
    const world = await prepareWorld(client, new Outbox(server.outbox), o.precache, o.refs);
    const specs = phoneSpecs(o.shape, world.towns.length, o.runNo);
    // Set-up addresses 0–9 are the place look-ups'; the returning people's start after.
    await signInReturning(world, specs, 10);
    return { label: o.label, server, client, world, specs, shape: o.shape, logFile };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Whether the run's server process is still there (a fault must not end it). */
export function serverAlive(run: RunContext): boolean {
  const pid = run.server.pid;
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function closeRun(run: RunContext): Promise<void> {
  await run.client.close();
  await run.server.stop();
}

/** The evening on this run's server, measured (CPU too) and printed. */
export async function evening(
  run: RunContext,
  moments: Moment[] = [],
): Promise<{ report: EveningReport; result: EveningResult }> {
  const cpu = cpuMeter(run.server.pid);
  const result = await runEvening(run.world, run.specs, run.shape, run.label, moments);
  const report = eveningReport(run.label, run.world, run.shape, result.startedAt, result.endedAt + 1, cpu());
  printEvening(report);
  return { report, result };
}
