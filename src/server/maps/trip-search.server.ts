import { Worker } from 'node:worker_threads';
import type { LatLng } from '../../domain/geo/lat-lng.ts';
import type { Station } from '../../domain/stations/station.ts';
import type { StationIndex } from '../stations/station-index.server.ts';
import { TripAnswers, type Trip } from './trip-answer.server.ts';

/** Answers trip searches (TripAnswers), wherever they run. */
export interface TripSearch {
  answer(trip: Trip): Promise<Buffer>;
  close(): Promise<void>;
}

/** On the event loop itself: for tests, development and one-core machines. */
export class InProcessTripSearch implements TripSearch {
  private readonly answers: TripAnswers;

  constructor(index: StationIndex<Station>) {
    this.answers = new TripAnswers(index);
  }

  async answer(trip: Trip): Promise<Buffer> {
    return this.answers.bytes(trip);
  }

  async close(): Promise<void> {}
}

/** A trip as it crosses to a worker: the route's points as one transferable array (lat, lng, lat, lng, …). */
export interface TripMessage {
  id: number;
  trip: Omit<Trip, 'path'> & { path: Float64Array };
}

export type WorkerReply = { ready: true } | { id: number; bytes: Uint8Array } | { id: number; error: string };

export const pathToArray = (path: readonly LatLng[]) => {
  const out = new Float64Array(path.length * 2);
  path.forEach((p, i) => {
    out[2 * i] = p.lat;
    out[2 * i + 1] = p.lng;
  });
  return out;
};

export const pathFromArray = (array: Float64Array): LatLng[] =>
  Array.from({ length: array.length / 2 }, (_, i) => ({ lat: array[2 * i] as number, lng: array[2 * i + 1] as number }));

/**
 * The worker's entry: next to this module in the sources (through a small loader, since Node 20
 * does not carry tsx into worker threads), or next to the server's bundle, named as
 * scripts/build-server.mjs names it (`<bundle>.trip-search.mjs`).
 */
export function workerEntry(): WorkerEntry {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return { file: new URL('./ts-worker.mjs', here), module: new URL('./trip-search.worker.ts', here).href };
  return { file: new URL(here.replace(/\.m?js$/, '.trip-search.mjs')) };
}

/** A worker's file, and for a TypeScript module run through ts-worker.mjs, that module. */
export interface WorkerEntry {
  file: URL;
  module?: string;
}

interface Pending {
  trip: Trip;
  resolve(bytes: Buffer): void;
  reject(error: unknown): void;
}

interface Lane {
  worker: Worker;
  ready: boolean;
  pending: Map<number, Pending>;
}

interface Log {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Trip searches on worker threads, each holding its own spatial index of the stations. A search
 * costs a tenth of a millisecond to a few milliseconds of CPU (a long road route, a city end); on
 * the event loop it would hold up every other request of the instance, sign-in included, and it
 * would leave the machine's other cores idle (docs/decisions/0010-trip-search-threads.md).
 *
 * Each search goes to the worker with the fewest waiting. A worker that stops is replaced, and
 * the searches it held are answered on the event loop instead, so no request fails or hangs
 * because of it; a worker that stops before it is ready is not replaced (its file is missing or
 * broken), and searches run on the event loop from then on.
 */
export class TripSearchPool implements TripSearch {
  private readonly lanes: Lane[] = [];
  private nextId = 1;
  private closing = false;
  private broken = false;

  constructor(
    private readonly stations: readonly Station[],
    threads: number,
    private readonly fallback: InProcessTripSearch,
    private readonly log: Log,
    private readonly entry: WorkerEntry = workerEntry(),
  ) {
    if (!(threads >= 1)) throw new RangeError(`TripSearchPool: threads must be at least 1, got ${threads}`);
    for (let i = 0; i < threads; i++) this.lanes.push(this.startLane());
  }

  /** How many workers answer searches now (0 after a failed start). */
  get threads(): number {
    return this.broken ? 0 : this.lanes.length;
  }

  private startLane(): Lane {
    const { file, module } = this.entry;
    const worker = new Worker(file, { workerData: { stations: this.stations, module } });
    const lane: Lane = { worker, ready: false, pending: new Map() };
    worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) {
        lane.ready = true;
        return;
      }
      const pending = lane.pending.get(reply.id);
      if (!pending) return;
      lane.pending.delete(reply.id);
      if ('error' in reply) pending.reject(new Error(`trip search failed in a worker: ${reply.error}`));
      else pending.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
    });
    worker.on('error', (error) => this.log.error({ err: error }, 'trip search worker failed'));
    worker.on('exit', (code) => {
      const held = [...lane.pending.values()];
      lane.pending.clear();
      if (!this.closing) {
        if (lane.ready) {
          this.log.warn({ code }, 'trip search worker stopped; starting another');
          this.lanes[this.lanes.indexOf(lane)] = this.startLane();
        } else {
          this.log.error({ code }, 'trip search worker could not start; searching on the event loop');
          this.broken = true;
        }
      }
      for (const p of held) this.fallback.answer(p.trip).then(p.resolve, p.reject);
    });
    // Idle workers must not keep the process alive.
    worker.unref();
    return lane;
  }

  answer(trip: Trip): Promise<Buffer> {
    if (this.closing || this.broken) return this.fallback.answer(trip);
    let lane = this.lanes[0] as Lane;
    for (const other of this.lanes) if (other.pending.size < lane.pending.size) lane = other;
    const id = this.nextId++;
    const path = pathToArray(trip.path);
    const message: TripMessage = { id, trip: { ...trip, path } };
    return new Promise<Buffer>((resolve, reject) => {
      lane.pending.set(id, { trip, resolve, reject });
      lane.worker.postMessage(message, [path.buffer]);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.lanes.map((lane) => lane.worker.terminate()));
  }
}
