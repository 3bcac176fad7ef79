import { HILL_ENERGY_FACTOR } from '../../domain/roads/hill-energy.ts';
import { dataPath } from '../data-dir.server.ts';
import {
  loadRoadRouter,
  roadGraphBuffers,
  roadRouterFromBuffers,
  type RoadGraphBuffers,
  type RoadRouter,
} from '../roads/road-router.server.ts';
import { TripRoutes, type RoadRouteFinder } from './trip-route.server.ts';

interface Log {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * The national-highway graph (data/roads) for the trip searches: read once per process, at the
 * first trip or plan that needs it, not at start (the first answers of a starting server never
 * wait for it). Its arrays sit in memory every trip search thread views (roadGraphBuffers, a
 * SharedArrayBuffer), so N threads hold one copy. A graph that cannot be read is logged, and
 * every local route is then the great-circle estimate, which the plan calls 'estimated'.
 */
export class RoadGraph {
  private loaded: { router: RoadRouter; buffers: RoadGraphBuffers } | null | undefined;

  constructor(
    private readonly dir: string,
    private readonly log: Log,
  ) {}

  /** The graph's memory for another thread (roadRouterFromBuffers there), or null without a graph. */
  buffers(): RoadGraphBuffers | null {
    return this.load()?.buffers ?? null;
  }

  /** Road routes on this thread, over the graph (null: no graph, every local route an estimate). */
  finder(): RoadRouteFinder | null {
    return finderOf(this.load()?.router ?? null);
  }

  private load(): { router: RoadRouter; buffers: RoadGraphBuffers } | null {
    if (this.loaded !== undefined) return this.loaded;
    const started = Date.now();
    try {
      const router = loadRoadRouter(this.dir);
      this.loaded = { router, buffers: roadGraphBuffers(router) };
      this.log.info({ ms: Date.now() - started }, 'road graph ready');
    } catch (error) {
      this.log.error({ err: error, dir: this.dir }, 'road graph could not be read: local routes are estimates');
      this.loaded = null;
    }
    return this.loaded;
  }
}

const finderOf = (router: RoadRouter | null): RoadRouteFinder | null =>
  router ? (origin, destination) => router.route(origin, destination) : null;

/** Road routes on a worker thread, over the graph another thread read (null: none). */
export const finderFromBuffers = (buffers: RoadGraphBuffers | null): RoadRouteFinder | null =>
  finderOf(buffers ? roadRouterFromBuffers(buffers) : null);

/** A thread's trip routes, before it has the graph: routing services' paths only, until useRoads. `kept`: local routes kept. */
export const tripRoutes = (kept?: number): TripRoutes => new TripRoutes(null, HILL_ENERGY_FACTOR, kept);

/** The bundled graph's folder. */
export const ROADS_DIR = dataPath('roads');

/** One graph per process, shared by every app instance (tests start many). */
let shared: RoadGraph | undefined;
export const bundledRoadGraph = (log: Log): RoadGraph => (shared ??= new RoadGraph(ROADS_DIR, log));
