import { parentPort, workerData } from 'node:worker_threads';
import { TrafficClient } from './traffic-client.ts';
import { flood } from './traffic-flood.ts';
import { Recorder } from './traffic-stats.ts';

/** traffic-flood.ts's thread: the flood with a client of its own, its tally sent back to the run. */
const { baseUrl, origin, total, seconds, summariesPath } = workerData as {
  baseUrl: string;
  origin: number;
  total: number;
  seconds: number;
  summariesPath: string;
};
const recorder = new Recorder(origin);
const client = new TrafficClient(baseUrl, recorder, 50);
const result = await flood(client, total, seconds, summariesPath);
await client.close();
parentPort?.postMessage({ result, samples: recorder.samples });
