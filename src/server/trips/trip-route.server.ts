import simplify from 'simplify-js';
import { greatCirclePath, haversineKm, KM_PER_DEGREE, kmPerDegreeLng } from '../../domain/geo/geodesy.ts';
import type { LatLng } from '../../domain/geo/lat-lng.ts';
import { piecewiseLinear } from '../../domain/geo/piecewise-linear.ts';
import { encodePolyline } from '../../domain/geo/polyline.ts';
import type { RouteSource } from '../../domain/trips/plan-answer.ts';
import { EnergyScale } from '../../domain/trips/energy-scale.ts';
import type { HillStretch } from '../../domain/trips/hill-physics.ts';
import type { RouteHills } from '../../domain/trips/route-energy.ts';
import { ROAD_CIRCUITY, estimateRoadKm } from '../../domain/trips/road-distance.ts';
import { boundedCache, CACHES, type BoundedCache } from '../http/bounded-caches.server.ts';
import { prepareCorridor, type PreparedCorridor } from '../stations/prepared-corridor.server.ts';

/**
 * A trip's route as the corridor search, the charging plan and the map use it (issue 29), whatever
 * drew it: the national-highway graph, a routing service's path, or the great-circle estimate.
 */
export interface TripRoute {
  /** The way the corridor is searched along and the map draws (a road route thinned to SIMPLIFY_KM). */
  path: LatLng[];
  /** Great-circle km from the start at each point of `path`: how the station index measures along it. */
  pathKm: Float64Array;
  /** Road km from the start at each point of `path` (estimated stretches at their estimated length). */
  roadKm: Float64Array;
  /** Total road km. */
  km: number;
  source: RouteSource;
  /** Driving minutes by the road router's winding-aware model (a car's); null: the kind's average speed applies. */
  minutes: number | null;
  startAccessKm: number;
  endAccessKm: number;
  /** Km, inside `km`, on the graph's estimated links across gaps in the highway data. */
  linkKm: number;
  windingKm: number;
  /** The factor a winding km's energy is raised by (1 when none). */
  hillFactor: number;
  /** Road km ↔ energy km along the route by the hill factor alone (a flat scale with no winding road). */
  energy: EnergyScale;
  /**
   * The heights along `path` (issue 40): per point the ground's height (m, NaN unknown), per segment its climb,
   * descent and km of unknown height; null for a route with no heights at all (a provider's, the estimate).
   */
  hills: (RouteHills & { heightM: Float32Array }) | null;
  climbM: number;
  descentM: number;
  /** Km of the route whose heights are unknown (all of it without a road route). */
  noHeightKm: number;
}

/** What a road route from the router carries that a trip needs (src/domain/roads/road-route.ts, RoadRoute). */
export interface RoadRouteParts {
  path: LatLng[];
  cumKm: Float64Array;
  km: number;
  startAccessKm: number;
  endAccessKm: number;
  linkKm: number;
  minutes: number;
  winding: Uint8Array;
  windingKm: number;
  /** Heights (RoadRoute's): absent on a route drawn without them. */
  heightM?: Float32Array;
  upM?: Float32Array;
  downM?: Float32Array;
  climbM?: number;
  descentM?: number;
  noHeightKm?: number;
}

/**
 * How far a thinned road may stray from the road's own geometry, km. A road route holds a point
 * every few metres; the corridor search's cost grows with its segments, and the answer carries the
 * line for the map (200 m is under a pixel at the zoom that shows a whole trip on a phone). Kept
 * points are the road's own, so the drawn line's points lie on the graph; the corridor is searched
 * along the very line drawn, so every station found is within the corridor of the road shown.
 */
export const SIMPLIFY_KM = 0.2;

/** The route on the national-highway graph, thinned; `hillFactor` raises the energy of its winding km. */
export function roadTripRoute(route: RoadRouteParts, hillFactor: number): TripRoute {
  const kept = thinned(route.path, SIMPLIFY_KM);
  const path = kept.map((i) => route.path[i] as LatLng);
  const roadKm = Float64Array.from(kept, (i) => route.cumKm[i] as number);
  return {
    path,
    pathKm: cumulativeKm(path),
    roadKm,
    km: route.km,
    source: 'roads',
    minutes: route.minutes,
    startAccessKm: route.startAccessKm,
    endAccessKm: route.endAccessKm,
    linkKm: route.linkKm,
    windingKm: route.windingKm,
    hillFactor: route.windingKm > 0 ? hillFactor : 1,
    energy: EnergyScale.ofRoute(route.cumKm, route.winding, route.windingKm > 0 ? hillFactor : 1),
    hills: route.upM && route.downM && route.heightM ? routeHills(route, kept, roadKm) : null,
    climbM: route.climbM ?? 0,
    descentM: route.descentM ?? 0,
    noHeightKm: route.upM ? (route.noHeightKm ?? 0) : route.km,
  };
}

/** The route's heights on its thinned points: each thinned segment sums the road segments it stands for. */
function routeHills(route: RoadRouteParts, kept: readonly number[], roadKm: Float64Array): TripRoute['hills'] {
  const { upM, downM, heightM, winding, cumKm } = route as Required<RoadRouteParts>;
  const stretches: HillStretch[] = [];
  for (let k = 0; k + 1 < kept.length; k++) {
    const s: HillStretch = { km: roadKm[k + 1]! - roadKm[k]!, upM: 0, downM: 0, noHeightKm: 0, noHeightWindingKm: 0 };
    for (let i = kept[k]!; i < kept[k + 1]!; i++) {
      const up = upM[i]!;
      if (Number.isNaN(up)) {
        const km = cumKm[i + 1]! - cumKm[i]!;
        s.noHeightKm += km;
        if (winding[i]) s.noHeightWindingKm += km;
      } else {
        s.upM += up;
        s.downM += downM[i]!;
      }
    }
    stretches.push(s);
  }
  return { roadKm, stretches, heightM: Float32Array.from(kept, (i) => heightM[i]!) };
}

/** A routing service's path (ROUTE_PROVIDER=osrm or google), as the service drew it: its own length is the road km. */
export function providerTripRoute(path: LatLng[], origin: LatLng, destination: LatLng): TripRoute {
  const pathKm = cumulativeKm(path);
  const km = Math.max(pathKm[pathKm.length - 1] ?? 0, haversineKm(origin, destination));
  return flatRoute(path, pathKm, km, 'provider');
}

/** No road route: the great-circle line, every km of it ROAD_CIRCUITY km of road (an estimate). */
export function estimatedTripRoute(origin: LatLng, destination: LatLng): TripRoute {
  const path = greatCirclePath(origin, destination, 5);
  const pathKm = cumulativeKm(path);
  return flatRoute(
    path,
    pathKm,
    estimateRoadKm(Math.max(pathKm[pathKm.length - 1] ?? 0, haversineKm(origin, destination))),
    'estimate',
  );
}

function flatRoute(path: LatLng[], pathKm: Float64Array, km: number, source: RouteSource): TripRoute {
  const scale = km / (pathKm[pathKm.length - 1] ?? 0) || 1;
  return {
    path,
    pathKm,
    roadKm: pathKm.map((x) => x * scale),
    km,
    source,
    minutes: null,
    startAccessKm: 0,
    endAccessKm: 0,
    linkKm: 0,
    windingKm: 0,
    hillFactor: 1,
    energy: EnergyScale.FLAT,
    hills: null,
    climbM: 0,
    descentM: 0,
    noHeightKm: km,
  };
}

/**
 * Road km from the start to where a station leaves the route, for a station whose nearest point
 * of `route.path` is `alongKm` great-circle km along it (StationIndex.bestAlongRoute's measure).
 */
export function roadKmAt(route: Pick<TripRoute, 'pathKm' | 'roadKm'>, alongKm: number): number {
  return alongKm <= 0 ? 0 : piecewiseLinear(route.pathKm, route.roadKm, alongKm);
}

/**
 * A station's distance from the start as a card shows it: its road km along the route, or, for a
 * station behind the start (its nearest point of the route is the start itself), the estimated
 * road km from the start to it, never '0 m'.
 */
export const kmFromStart = (route: Pick<TripRoute, 'pathKm' | 'roadKm'>, alongKm: number, offsetKm: number): number =>
  alongKm > 0 ? roadKmAt(route, alongKm) : offsetKm * ROAD_CIRCUITY;

/** The route made ready for the corridor search (prepareCorridor) at one width: once per route, as the route is kept. */
const corridors = new WeakMap<TripRoute, PreparedCorridor>();
export function routeCorridor(route: TripRoute, widthKm: number): PreparedCorridor {
  let corridor = corridors.get(route);
  if (corridor?.widthKm !== widthKm) corridors.set(route, (corridor = prepareCorridor(route.path, widthKm)));
  return corridor;
}

/**
 * What a point of a path weighs in V8, bytes: an object of two doubles (a header of three words and
 * two unboxed doubles, 40 bytes) and its slot in the array (8). An estimate, from V8's object layout.
 */
const POINT_BYTES = 48;
/** What a chunk of a prepared corridor weighs beside its boxes (a small object of numbers), bytes: an estimate. */
const CHUNK_BYTES = 64;

/**
 * A kept route's bytes, by estimate: its path's points, its typed arrays, its prepared corridor's
 * arrays (once the corridor is made) and `hitBytes`, the corridor's kept hits (StationIndex.keptHitBytes).
 */
export function tripRouteBytes(route: TripRoute, hitBytes = 0): number {
  let bytes = route.path.length * POINT_BYTES + route.pathKm.byteLength + route.roadKm.byteLength;
  bytes += route.energy.byteLength;
  const corridor = corridors.get(route);
  if (corridor) {
    const { path } = corridor;
    bytes += path.lats.byteLength + path.lngs.byteLength + path.cumKm.byteLength + path.segKm.byteLength;
    bytes += corridor.chunkBox.byteLength + corridor.rawChunkBox.byteLength + corridor.segBox.byteLength;
    bytes += corridor.chunks.length * CHUNK_BYTES;
  }
  // The map's line (routePolylineJson), a few KB made as the answer is, is left out: under 2% of a route.
  return bytes + hitBytes;
}

/** The route as the map draws it, in Google's polyline format, as a JSON string: made once per route. */
const polylines = new WeakMap<TripRoute, string>();
export function routePolylineJson(route: TripRoute): string {
  let line = polylines.get(route);
  if (line === undefined) polylines.set(route, (line = JSON.stringify(encodePolyline(route.path))));
  return line;
}

/** Great-circle km from the start at each point. */
function cumulativeKm(path: readonly LatLng[]): Float64Array {
  const out = new Float64Array(path.length);
  for (let i = 1; i < path.length; i++)
    out[i] = (out[i - 1] as number) + haversineKm(path[i - 1] as LatLng, path[i] as LatLng);
  return out;
}

/** The indices of the points Douglas–Peucker keeps (simplify-js) at `toleranceKm`, in a local flat projection; ends always kept. */
function thinned(path: readonly LatLng[], toleranceKm: number): number[] {
  if (path.length <= 2) return path.map((_, i) => i);
  const mid = path[path.length >> 1] as LatLng;
  const kmPerLng = kmPerDegreeLng(mid.lat);
  const points = path.map((p, i) => ({ x: p.lng * kmPerLng, y: p.lat * KM_PER_DEGREE, i }));
  return (simplify(points, toleranceKm, true) as typeof points).map((p) => p.i);
}

/** The road router's answer for two ends: a road route, or null when none joins them (an end over 60 km from the graph, or no path). */
export type RoadRouteFinder = (origin: LatLng, destination: LatLng) => RoadRouteParts | null;

/**
 * Each trip's route: a routing service's path as given, else (ROUTE_PROVIDER=local) the road
 * graph's route between the ends, or the great-circle estimate where the graph has none. Local
 * routes depend only on the two ends and the graph, so they are kept (least recently used first
 * out): the same city pairs are asked for again and again, and a route costs milliseconds where a
 * plan on it costs a fraction of one.
 */
export class TripRoutes {
  /** null when none are kept (a bench timing the routing). */
  private kept: BoundedCache<TripRoute> | null;
  /** Each kept route's key, to weigh it again once its corridor and hits are kept. */
  private readonly keys = new WeakMap<TripRoute, string>();
  /** The most bytes the kept routes have weighed together (bench:api prints it). */
  peakBytes = 0;

  /** `roads`: the road router's finder, or null without a graph (every local route is then the estimate); `size`: local routes kept (CACHES.tripRoutes). */
  constructor(
    private roads: RoadRouteFinder | null,
    private readonly hillFactor: number,
    private readonly size: number = CACHES.tripRoutes.max,
  ) {
    this.kept = this.keptRoutes();
  }

  private keptRoutes(): BoundedCache<TripRoute> | null {
    return this.size > 0
      ? boundedCache<TripRoute>('tripRoutes', { max: this.size, sizeOf: (route) => tripRouteBytes(route) })
      : null;
  }

  /** Routes on this graph from now on (a thread is handed the graph at its first local route). */
  useRoads(roads: RoadRouteFinder | null): void {
    this.roads = roads;
    this.kept = this.keptRoutes();
  }

  /** The route of a trip whose path the routing service drew, or (null) the local one. */
  of(origin: LatLng, destination: LatLng, path: LatLng[] | null): TripRoute {
    return path ? providerTripRoute(path, origin, destination) : this.local(origin, destination);
  }

  local(origin: LatLng, destination: LatLng): TripRoute {
    const key = `${origin.lat},${origin.lng};${destination.lat},${destination.lng}`;
    let route = this.kept?.get(key);
    if (!route) {
      const road = this.roads?.(origin, destination) ?? null;
      route = road ? roadTripRoute(road, this.hillFactor) : estimatedTripRoute(origin, destination);
      if (this.kept) {
        this.kept.set(key, route);
        this.keys.set(route, key);
        this.notePeak();
      }
    }
    return route;
  }

  /**
   * Weighs a kept route again once its corridor is prepared and its hits kept (`hitBytes`), which
   * happen after it is kept: the cache then drops the least recently used routes past its bytes.
   * A route not kept here (a routing service's) is left alone.
   */
  weigh(route: TripRoute, hitBytes: number): void {
    const key = this.keys.get(route);
    if (key === undefined || !this.kept || this.kept.peek(key) !== route) return;
    // lru-cache weighs an entry again only when its value changes: the same route is deleted and set.
    this.kept.delete(key);
    this.kept.set(key, route, { size: Math.max(1, Math.ceil(tripRouteBytes(route, hitBytes))) });
    this.notePeak();
  }

  /** The kept routes' bytes now, by their estimates. */
  get keptBytes(): number {
    return this.kept?.calculatedSize ?? 0;
  }

  private notePeak(): void {
    this.peakBytes = Math.max(this.peakBytes, this.keptBytes);
  }
}
