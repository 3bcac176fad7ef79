import { Worker } from 'node:worker_threads';
import type { Answer, TrafficClient } from './traffic-client.ts';
import type { Recorder, Sample } from './traffic-stats.ts';

/**
 * bench/traffic.ts's flood: one address (203.0.113.66, a documentation range) sending `total` API
 * calls in `seconds`, paced evenly (a batch every TICK_MS), whatever the answers: a scraper or a
 * broken client. The calls are public reads (the sales figures, the catalogue's lists, the
 * planner's vehicles, station summaries), the cheapest for a flood to send and the ones a
 * per-address budget alone must stop.
 *
 * It runs on a worker thread of its own (traffic-flood-worker.ts): sending a thousand calls a
 * second on the evening's event loop would delay the evening's own answers in the bench, and the
 * evening's p99 would then measure the bench rather than the server.
 */
export const FLOOD_ADDRESS = '203.0.113.66';
const TICK_MS = 10;

export interface FloodResult {
  sent: number;
  /** From the first call sent to the last answered. */
  seconds: number;
  /** Seconds it took to send them all (the pace held when about `seconds` asked). */
  sendingSeconds: number;
  statuses: Record<string, number>;
}

export async function flood(
  client: TrafficClient,
  total: number,
  seconds: number,
  summariesPath: string,
): Promise<FloodResult> {
  const paths = [
    '/ev/evData',
    '/ev/droom/products?bucket=car',
    '/ev/trip/vehicles',
    summariesPath,
    '/ev/droom/products?bucket=scooter',
  ];
  const perTick = total / ((seconds * 1000) / TICK_MS);
  const started = performance.now();
  const answers: Array<Promise<Answer>> = [];
  let owed = 0;
  while (answers.length < total) {
    owed += perTick;
    for (; owed >= 1 && answers.length < total; owed--) {
      answers.push(
        client.send(FLOOD_ADDRESS, {
          kind: 'flood: API calls from one address',
          path: paths[answers.length % paths.length] as string,
          party: 'flood',
        }),
      );
    }
    const due = started + (answers.length / total) * seconds * 1000;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
  }
  const sendingSeconds = (performance.now() - started) / 1000;
  const statuses: Record<string, number> = {};
  for (const answer of await Promise.all(answers)) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  return { sent: total, seconds: (performance.now() - started) / 1000, sendingSeconds, statuses };
}

/** The flood on a worker thread, against `baseUrl`; its answers join `recorder`'s tally (party 'flood'). */
export function floodOnThread(
  recorder: Recorder,
  baseUrl: string,
  total: number,
  seconds: number,
  summariesPath: string,
): Promise<FloodResult> {
  const module = new URL('./traffic-flood-worker.ts', import.meta.url).href;
  const worker = new Worker(new URL('../../src/server/ts-worker.mjs', import.meta.url), {
    workerData: { module, baseUrl, origin: recorder.origin, total, seconds, summariesPath },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (message: { result: FloodResult; samples: Sample[] }) => {
      for (const sample of message.samples) recorder.add(sample);
      resolve(message.result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
