import { parentPort, workerData } from 'node:worker_threads';
import type { Station } from '../../domain/stations/station.ts';
import { NO_SIGNALS, type StationSignals } from '../../domain/trips/check-in-signals.ts';
import { StationIndex } from '../stations/station-index.server.ts';
import { PlanCore, planJson } from './plan-core.server.ts';
import { finderFromBuffers, tripRoutes } from './road-graph.server.ts';
import { TripAnswers } from './trip-answer.server.ts';
import { pathFromArray, type TripMessage, type WorkerReply } from './trip-search.server.ts';

/**
 * A trip search worker (TripSearchPool): builds its own spatial index of the stations it is given,
 * says it is ready, then answers each trip (TripAnswers) and plan (PlanCore), handing the bytes over without a
 * copy when they own their memory. A `signals` message (drivers' check-ins: the stations to avoid and to
 * prefer) applies to the plans after it; a `roads` message (the road graph's shared memory) to the local
 * routes after it; a `networkStations` message (the stations networks' Locations add) rebuilds the index after it.
 */
const port = parentPort;
if (!port) throw new Error('trip-search.worker runs only as a worker thread');
const { stations } = workerData as { stations: Station[] };
let index = new StationIndex(stations);
const routes = tripRoutes();
let answers = new TripAnswers(index, routes);
let planCore: PlanCore | undefined;
let signals: StationSignals = NO_SIGNALS;
/** A small Buffer is a slice of Node's shared pool, which must not be handed over: it is copied instead. */
const handOver = (bytes: Buffer): ArrayBuffer[] =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : [];
const reply = (message: WorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

port.on('message', (message: TripMessage) => {
  if ('signals' in message) {
    signals = message.signals;
    planCore?.setSignals(signals);
    return;
  }
  if ('networkStations' in message) {
    index = new StationIndex([...stations, ...message.networkStations]);
    answers = new TripAnswers(index, routes);
    planCore = undefined;
    return;
  }
  if ('roads' in message) {
    routes.useRoads(finderFromBuffers(message.roads));
    return;
  }
  const { id } = message;
  try {
    if ('plan' in message) {
      if (!planCore) {
        planCore = new PlanCore(index, routes);
        planCore.setSignals(signals);
      }
      const { path } = message.plan;
      reply({ id, planned: planJson(planCore.solve({ ...message.plan, path: path ? pathFromArray(path) : null })) });
      return;
    }
    const { trip } = message;
    const bytes = answers.bytes({ ...trip, path: trip.path ? pathFromArray(trip.path) : null });
    reply({ id, bytes }, handOver(bytes));
  } catch (error) {
    reply({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
reply({ ready: true });
