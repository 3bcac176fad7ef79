// Loading the national-highway graph (data/roads/national-highways.graph.bin) once, into memory that a worker
// thread can share. A room below trips and maps: nothing here imports src/server/trips or src/server/maps.
import fs from 'node:fs';
import path from 'node:path';
import { GRAPH_FILE_NAME } from '../../domain/roads/graph-file.ts';
import { RoadGraph } from '../../domain/roads/road-graph.ts';
import { createRoadRouter, type RoadRouter } from '../../domain/roads/road-router.ts';

export type { RoadRouter } from '../../domain/roads/road-router.ts';
export type { RoadRoute } from '../../domain/roads/road-route.ts';

/** The graph file's bytes in shared memory: post it to a worker and build a router there with roadRouterFromBuffers. */
export interface RoadGraphBuffers {
  graph: SharedArrayBuffer;
}

const buffersOf = new WeakMap<RoadRouter, RoadGraphBuffers>();

/** Reads the file straight into a SharedArrayBuffer: one read, no copy; the typed arrays are views of it. */
function readShared(file: string): SharedArrayBuffer {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const shared = new SharedArrayBuffer(size);
    const bytes = new Uint8Array(shared);
    for (let read = 0; read < size;) {
      const n = fs.readSync(fd, bytes, read, size - read, read);
      if (n === 0) throw new Error(`${file}: ended after ${read} of ${size} bytes`);
      read += n;
    }
    return shared;
  } finally {
    fs.closeSync(fd);
  }
}

/** A router over the graph in `dataDir` (the data/roads folder: dataPath('roads')), read once. */
export function loadRoadRouter(dataDir: string): RoadRouter {
  const file = path.join(dataDir, GRAPH_FILE_NAME);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run roads:import`);
  return roadRouterFromBuffers({ graph: readShared(file) });
}

/** The graph's memory, so a worker can build a router over the same bytes (not a second copy). */
export function roadGraphBuffers(router: RoadRouter): RoadGraphBuffers {
  const buffers = buffersOf.get(router);
  if (!buffers)
    throw new Error('roadGraphBuffers: this router was not made by loadRoadRouter or roadRouterFromBuffers');
  return buffers;
}

/** A router over graph bytes another thread loaded (see roadGraphBuffers). */
export function roadRouterFromBuffers(buffers: RoadGraphBuffers): RoadRouter {
  const router = createRoadRouter(RoadGraph.fromBytes(buffers.graph));
  buffersOf.set(router, buffers);
  return router;
}
