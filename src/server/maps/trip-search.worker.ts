import { parentPort, workerData } from 'node:worker_threads';
import type { Station } from '../../domain/stations/station.ts';
import { StationIndex } from '../stations/station-index.server.ts';
import { TripAnswers } from './trip-answer.server.ts';
import { pathFromArray, type TripMessage, type WorkerReply } from './trip-search.server.ts';

/**
 * A trip search worker (TripSearchPool): builds its own spatial index of the stations it is given,
 * says it is ready, then answers each trip (TripAnswers), handing the bytes over without a
 * copy when they own their memory.
 */
const port = parentPort;
if (!port) throw new Error('trip-search.worker runs only as a worker thread');
const { stations } = workerData as { stations: Station[] };
const answers = new TripAnswers(new StationIndex(stations));
const reply = (message: WorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

port.on('message', ({ id, trip }: TripMessage) => {
  try {
    const bytes = answers.bytes({ ...trip, path: pathFromArray(trip.path) });
    // A small Buffer is a slice of Node's shared pool, which must not be handed over.
    const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    reply({ id, bytes }, owned ? [bytes.buffer as ArrayBuffer] : []);
  } catch (error) {
    reply({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
reply({ ready: true });
