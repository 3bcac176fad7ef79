import fs from 'node:fs';
import path from 'node:path';
import { seededRandom } from '../../tests/support/seeded-random.ts';
import { measure, startBare } from './api-measure.ts';
import { TrafficClient } from './traffic-client.ts';
import { percentile, Recorder, round1 } from './traffic-stats.ts';

/**
 * The yardstick of bench/traffic.ts, measured in the same run: a bare node:http server in its own
 * process (api-measure.ts's, as bench:api uses) answering fixed bodies the sizes of the evening's
 * answers (the home page as the build compressed it, a median script chunk, a small JSON answer).
 *
 * - At the evening's load: requests sent at the evening's mean rate (Poisson arrivals), in the
 *   evening's mix of pages, files and API calls, from the same 20 addresses through the same
 *   keep-alive agents: its p50 and p99 are what this machine and this client give with no server
 *   work at all, to read the evening's latencies against.
 * - Flat out: autocannon at 100 connections for 5 s (bench:api's way): the requests per second
 *   the machine allows at that moment for the page's bytes.
 */
export interface BareFigures {
  atRate: { requestsPerSecond: number; count: number; p50Ms: number; p99Ms: number; errors: number };
  flatOut: { requestsPerSecond: number; p50Ms: number; p99Ms: number; connections: number };
}

export interface EveningMix {
  requestsPerSecond: number;
  /** Shares of pages, static files and API calls. */
  page: number;
  file: number;
}

function bodiesOf(webDist: string): Buffer[] {
  const page = fs.readFileSync(path.join(webDist, 'index.html.br'));
  const chunks = fs
    .readdirSync(path.join(webDist, 'assets'))
    .filter((f) => f.endsWith('.js.br'))
    .map((f) => fs.statSync(path.join(webDist, 'assets', f)).size)
    .sort((a, b) => a - b);
  const chunk = Buffer.alloc(chunks[Math.floor(chunks.length / 2)] ?? 2000, 'x');
  const json = Buffer.from(
    JSON.stringify({
      success: true,
      message: 'Success',
      data: { twoWheeler: 123456, fourWheeler: 65432, note: 'x'.repeat(400) },
    }),
  );
  return [page, chunk, json];
}

export async function bareYardstick(
  webDist: string,
  dir: string,
  mix: EveningMix,
  addresses: readonly string[],
  seconds: number,
): Promise<BareFigures> {
  const bare = await startBare(bodiesOf(webDist), dir);
  try {
    const recorder = new Recorder();
    const client = new TrafficClient(bare.url, recorder, 50);
    const random = seededRandom(99);
    const sent: Array<Promise<unknown>> = [];
    const end = performance.now() + seconds * 1000;
    let due = performance.now();
    while (due < end) {
      due += (-Math.log(1 - random()) * 1000) / mix.requestsPerSecond;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const roll = random();
      const body = roll < mix.page ? 0 : roll < mix.page + mix.file ? 1 : 2;
      sent.push(client.send(addresses[sent.length % addresses.length] as string, { kind: 'bare', path: `/${body}` }));
    }
    await Promise.all(sent);
    await client.close();
    const times = recorder.samples.map((s) => s.ms).sort((a, b) => a - b);
    const atRate = {
      requestsPerSecond: round1(recorder.samples.length / seconds),
      count: recorder.samples.length,
      p50Ms: round1(percentile(times, 50)),
      p99Ms: round1(percentile(times, 99)),
      errors: recorder.samples.filter((s) => s.status !== 200).length,
    };
    const connections = 100;
    const flat = await measure(
      'bare node:http, the home page’s bytes, flat out',
      `${bare.url}/0`,
      { cached: false, method: 'GET' },
      bare.pid,
      { connections, durationS: 5, p99BudgetMs: Infinity },
    );
    return {
      atRate,
      flatOut: {
        requestsPerSecond: Math.round(flat.requestsPerSecond),
        p50Ms: flat.p50Ms,
        p99Ms: flat.p99Ms,
        connections,
      },
    };
  } finally {
    bare.stop();
  }
}
