import { Worker } from 'node:worker_threads';
import type { LatLng } from '../../domain/geo/lat-lng.ts';
import type { TripStations } from '../../domain/stations/maps-api.ts';
import type { Station } from '../../domain/stations/station.ts';
import { NO_SIGNALS, type StationSignals } from '../../domain/trips/check-in-signals.ts';
import type { AnswerBytes } from '../http/api-envelope.server.ts';
import { StationIndex } from '../stations/station-index.server.ts';
import type { RoadGraphBuffers } from '../roads/road-router.server.ts';
import { PlanCore, planJson, type PlanJob, type PlannedJson } from './plan-core.server.ts';
import { tripRoutes, type RoadGraph } from './road-graph.server.ts';
import type { TripRoutes } from './trip-route.server.ts';
import { TripAnswers, type Trip } from './trip-answer.server.ts';
import { workerEntry, type WorkerEntry } from '../worker-entry.server.ts';

/** Answers trip searches (TripAnswers) and charging plans (PlanCore), wherever they run. */
export interface TripSearch {
  answer(trip: Trip): Promise<AnswerBytes<TripStations>>;
  plan(job: PlanJob): Promise<PlannedJson>;
  /** Drivers' check-ins for the plans from now on (PlanCore.setSignals): the avoid and prefer sets. */
  setStationSignals(signals: StationSignals): void;
  /** The stations made from networks' Locations, shown from now on beside the imported ones (NetworkStations). */
  setNetworkStations(network: readonly Station[]): void;
  close(): Promise<void>;
}

/** On the event loop itself: for tests, development and one-core machines. */
export class InProcessTripSearch implements TripSearch {
  private answers: TripAnswers;
  /** The imported stations: the index's first items, whatever networks add after them. */
  private readonly imported: readonly Station[];
  private planCore: PlanCore | undefined;
  private signals: StationSignals = NO_SIGNALS;
  private readonly routes: TripRoutes;
  private roadsRead = false;

  /**
   * `roads`: the road graph, read at the first local route (null: local routes are estimates);
   * `routesKept`: how many local routes to keep (TripRoutes; 0 for a bench that times the routing).
   */
  constructor(
    private index: StationIndex<Station>,
    private readonly roads: RoadGraph | null,
    routesKept?: number,
  ) {
    this.imported = index.items;
    this.routes = tripRoutes(routesKept);
    this.answers = new TripAnswers(index, this.routes);
  }

  setNetworkStations(network: readonly Station[]): void {
    this.index = new StationIndex([...this.imported, ...network]);
    this.answers = new TripAnswers(this.index, this.routes);
    this.planCore = undefined;
  }

  /** The graph, before the first local route (PlanJob.path or Trip.path null). */
  private readRoads(path: unknown): void {
    if (path !== null || this.roadsRead) return;
    this.roadsRead = true;
    this.routes.useRoads(this.roads?.finder() ?? null);
  }

  setStationSignals(signals: StationSignals): void {
    this.signals = signals;
    this.planCore?.setSignals(signals);
  }

  async answer(trip: Trip): Promise<AnswerBytes<TripStations>> {
    this.readRoads(trip.path);
    return this.answers.bytes(trip);
  }

  async plan(job: PlanJob): Promise<PlannedJson> {
    this.readRoads(job.path);
    if (!this.planCore) {
      this.planCore = new PlanCore(this.index, this.routes);
      this.planCore.setSignals(this.signals);
    }
    return planJson(this.planCore.solve(job));
  }

  async close(): Promise<void> {}
}

/**
 * A trip search or a plan as it crosses to a worker: the route's points as one transferable array
 * (lat, lng, lat, lng, …).
 */
export type TripMessage =
  | { id: number; trip: Omit<Trip, 'path'> & { path: Float64Array | null } }
  | { id: number; plan: Omit<PlanJob, 'path'> & { path: Float64Array | null } }
  | { signals: StationSignals }
  /** The stations made from networks' Locations, after the imported ones the worker started with. */
  | { networkStations: readonly Station[] }
  /** The road graph's shared memory (null: none), sent before a lane's first local route. */
  | { roads: RoadGraphBuffers | null };

export type WorkerReply =
  | { ready: true }
  | { id: number; bytes: Uint8Array }
  | { id: number; planned: PlannedJson }
  | { id: number; error: string };

export const pathToArray = (path: readonly LatLng[]) => {
  const out = new Float64Array(path.length * 2);
  path.forEach((p, i) => {
    out[2 * i] = p.lat;
    out[2 * i + 1] = p.lng;
  });
  return out;
};

export const pathFromArray = (array: Float64Array): LatLng[] =>
  Array.from({ length: array.length / 2 }, (_, i) => ({
    lat: array[2 * i] as number,
    lng: array[2 * i + 1] as number,
  }));

interface Pending {
  /** The same work on the event loop, for when the worker stops. */
  retry(): Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Lane {
  worker: Worker;
  ready: boolean;
  pending: Map<number, Pending>;
  /** Whether the road graph was sent to it. */
  roads: boolean;
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
  private signals: StationSignals = NO_SIGNALS;
  private network: readonly Station[] = [];

  constructor(
    private readonly stations: readonly Station[],
    threads: number,
    private readonly fallback: InProcessTripSearch,
    private readonly log: Log,
    /** The road graph, read at the first local route and shared with each thread before its first. */
    private readonly roads: RoadGraph | null,
    private readonly entry: WorkerEntry = workerEntry(
      'trip-search',
      new URL('./trip-search.worker.ts', import.meta.url),
    ),
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
    const lane: Lane = { worker, ready: false, pending: new Map(), roads: false };
    // A replacement worker starts with the sets the others have (messages are read in order).
    if (this.signals !== NO_SIGNALS) worker.postMessage({ signals: this.signals } satisfies TripMessage);
    if (this.network.length > 0) worker.postMessage({ networkStations: this.network } satisfies TripMessage);
    worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) {
        lane.ready = true;
        return;
      }
      const pending = lane.pending.get(reply.id);
      if (!pending) return;
      lane.pending.delete(reply.id);
      if ('error' in reply) pending.reject(new Error(`trip search failed in a worker: ${reply.error}`));
      else {
        if ('planned' in reply) pending.resolve(reply.planned);
        // A search's answer, as TripAnswers wrote it on the worker.
        else
          pending.resolve(
            Buffer.from(
              reply.bytes.buffer,
              reply.bytes.byteOffset,
              reply.bytes.byteLength,
            ) as AnswerBytes<TripStations>,
          );
      }
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
      for (const p of held) p.retry().then(p.resolve, p.reject);
    });
    // Idle workers must not keep the process alive.
    worker.unref();
    return lane;
  }

  setStationSignals(signals: StationSignals): void {
    this.signals = signals;
    this.fallback.setStationSignals(signals);
    for (const lane of this.lanes) lane.worker.postMessage({ signals } satisfies TripMessage);
  }

  setNetworkStations(network: readonly Station[]): void {
    this.network = network;
    this.fallback.setNetworkStations(network);
    for (const lane of this.lanes) lane.worker.postMessage({ networkStations: network } satisfies TripMessage);
  }

  answer(trip: Trip): Promise<AnswerBytes<TripStations>> {
    if (this.closing || this.broken) return this.fallback.answer(trip);
    const path = trip.path ? pathToArray(trip.path) : null;
    return this.send<AnswerBytes<TripStations>>(
      (id) => ({ id, trip: { ...trip, path } }),
      path,
      () => this.fallback.answer(trip),
    );
  }

  plan(job: PlanJob): Promise<PlannedJson> {
    if (this.closing || this.broken) return this.fallback.plan(job);
    const path = job.path ? pathToArray(job.path) : null;
    return this.send<PlannedJson>(
      (id) => ({ id, plan: { ...job, path } }),
      path,
      () => this.fallback.plan(job),
    );
  }

  /**
   * Sends a message to the worker with the fewest waiting, handing the path's array over; a local
   * route (no path) goes after the road graph, the first time that worker needs it.
   */
  private send<T>(
    message: (id: number) => TripMessage,
    path: Float64Array | null,
    retry: () => Promise<T>,
  ): Promise<T> {
    let lane = this.lanes[0] as Lane;
    for (const other of this.lanes) if (other.pending.size < lane.pending.size) lane = other;
    if (!path && !lane.roads) {
      lane.roads = true;
      lane.worker.postMessage({ roads: this.roads?.buffers() ?? null } satisfies TripMessage);
    }
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      lane.pending.set(id, { retry, resolve: resolve as (value: unknown) => void, reject });
      lane.worker.postMessage(message(id), path ? [path.buffer as ArrayBuffer] : []);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.lanes.map((lane) => lane.worker.terminate()));
  }
}
