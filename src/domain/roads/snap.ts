import { around } from 'geokdbush';
import { haversineKm } from '../geo/geodesy.ts';
import type { LatLng } from '../geo/lat-lng.ts';
import { SNAP_CHUNK_KM } from './graph-file.ts';
import { type RoadGraph, UNITS_PER_DEGREE } from './road-graph.ts';

/** An end of a trip farther than this from the graph is not routed on it (the plan falls back to its estimate). */
export const MAX_SNAP_KM = 60;

/** Where a point meets the graph: the nearest point of the nearest edge, not just its nearest node. */
export interface Snap {
  edge: number;
  /** The stored segment of the edge it lies on, and how far along it (0–1). */
  segment: number;
  t: number;
  /** The point on the road. */
  at: LatLng;
  /** Share of the edge's length from its from-node to the point (0–1). */
  along: number;
  /** Great-circle km from the query point to `at`. */
  km: number;
  piece: number;
}

const RAD = Math.PI / 180;
const KM_PER_UNIT = (6371 * RAD) / UNITS_PER_DEGREE;

/** One edge's stored points, decoded once per query. */
type EdgePoints = { xs: number[]; ys: number[] };

/**
 * The nearest point of the graph to p within maxKm (great-circle), or null; with `piece`, of that piece only.
 * The spatial index holds one point per stretch of at most SNAP_CHUNK_KM of road, so once a candidate is known
 * every stretch that could hold a nearer point starts within that candidate's distance plus SNAP_CHUNK_KM.
 */
export function snapToGraph(graph: RoadGraph, p: LatLng, maxKm = MAX_SNAP_KM, piece?: number): Snap | null {
  const { snapEdge, nodePiece, edgeFrom } = graph.a;
  const predicate = piece === undefined ? undefined : (item: number) => nodePiece[edgeFrom[snapEdge[item]!]!] === piece;
  const reach = maxKm + SNAP_CHUNK_KM + 0.05;
  const decoded = new Map<number, EdgePoints>();
  const first = bestPerEdge(graph, p, around(graph.spatial, p.lng, p.lat, 8, reach, predicate), decoded);
  if (first.size === 0) return null;
  const nearestKm = Math.min(...[...first.values()].map((h) => h.km));
  const all = bestPerEdge(
    graph,
    p,
    around(graph.spatial, p.lng, p.lat, Infinity, Math.min(reach, nearestKm + SNAP_CHUNK_KM + 0.05), predicate),
    decoded,
  );
  let best: Hit | undefined;
  for (const hit of all.values())
    if (!best || hit.km < best.km || (hit.km === best.km && hit.edge < best.edge)) best = hit;
  const snap = toSnap(graph, p, best!, decoded);
  return snap.km <= maxKm ? snap : null;
}

/**
 * The nearest point of every edge that comes within radiusKm of p, nearest first, as hits: `snap()` makes one a Snap
 * (measuring its share of the edge, which costs a pass over the edge, so only for the hits the caller keeps).
 */
export function snapsAround(
  graph: RoadGraph,
  p: LatLng,
  radiusKm: number,
): { edge: number; km: number; snap: () => Snap }[] {
  const decoded = new Map<number, EdgePoints>();
  const hits = bestPerEdge(
    graph,
    p,
    around(graph.spatial, p.lng, p.lat, Infinity, radiusKm + SNAP_CHUNK_KM + 0.05),
    decoded,
  );
  return [...hits.values()]
    .filter((hit) => hit.km <= radiusKm)
    .sort((x, y) => x.km - y.km || x.edge - y.edge)
    .map((hit) => ({ edge: hit.edge, km: hit.km, snap: () => toSnap(graph, p, hit, decoded) }));
}

type Hit = ReturnType<typeof nearestOnChunk>;

function bestPerEdge(
  graph: RoadGraph,
  p: LatLng,
  items: readonly number[],
  decoded: Map<number, EdgePoints>,
): Map<number, Hit> {
  const best = new Map<number, Hit>();
  for (const item of items) {
    const hit = nearestOnChunk(graph, item, p, decoded);
    const known = best.get(hit.edge);
    if (!known || hit.km < known.km) best.set(hit.edge, hit);
  }
  return best;
}

function toSnap(graph: RoadGraph, p: LatLng, hit: Hit, decoded: Map<number, EdgePoints>): Snap {
  const at = { lat: hit.y / UNITS_PER_DEGREE, lng: hit.x / UNITS_PER_DEGREE };
  return {
    edge: hit.edge,
    segment: hit.segment,
    t: hit.t,
    at,
    along: alongShare(graph, hit.edge, hit.segment, hit.t, decoded),
    km: haversineKm(p, at),
    piece: graph.a.nodePiece[graph.a.edgeFrom[hit.edge]!]!,
  };
}

function pointsOf(graph: RoadGraph, edge: number, decoded: Map<number, EdgePoints>): EdgePoints {
  let points = decoded.get(edge);
  if (!points) {
    points = { xs: [], ys: [] };
    graph.edgePoints(edge, points.xs, points.ys);
    decoded.set(edge, points);
  }
  return points;
}

/** The nearest point to p on one spatial-index stretch (flat about p: exact enough within 60 km). */
function nearestOnChunk(graph: RoadGraph, item: number, p: LatLng, decoded: Map<number, EdgePoints>) {
  const { snapEdge, snapSeg } = graph.a;
  const edge = snapEdge[item]!;
  const first = snapSeg[item]!;
  const last =
    item + 1 < snapEdge.length && snapEdge[item + 1] === edge ? snapSeg[item + 1]! : graph.segmentCount(edge);
  const { xs, ys } = pointsOf(graph, edge, decoded);
  const px = p.lng * UNITS_PER_DEGREE;
  const py = p.lat * UNITS_PER_DEGREE;
  const c = Math.cos(p.lat * RAD);
  let best = { edge, segment: first, t: 0, x: xs[first]!, y: ys[first]!, km: Infinity };
  for (let s = first; s < last; s++) {
    const ax = (xs[s]! - px) * c;
    const ay = ys[s]! - py;
    const dx = (xs[s + 1]! - xs[s]!) * c;
    const dy = ys[s + 1]! - ys[s]!;
    const len2 = dx * dx + dy * dy;
    const t = len2 > 0 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2)) : 0;
    const km = Math.hypot(ax + t * dx, ay + t * dy) * KM_PER_UNIT;
    if (km < best.km)
      best = { edge, segment: s, t, x: xs[s]! + t * (xs[s + 1]! - xs[s]!), y: ys[s]! + t * (ys[s + 1]! - ys[s]!), km };
  }
  return best;
}

/** The share of an edge's drawn length from its from-node to a point on segment `segment` at t. */
function alongShare(
  graph: RoadGraph,
  edge: number,
  segment: number,
  t: number,
  decoded: Map<number, EdgePoints>,
): number {
  const { xs, ys } = pointsOf(graph, edge, decoded);
  let before = 0;
  let total = 0;
  for (let s = 0; s + 1 < xs.length; s++) {
    const km = segmentKm(xs[s]!, ys[s]!, xs[s + 1]!, ys[s + 1]!);
    if (s < segment) before += km;
    else if (s === segment) before += t * km;
    total += km;
  }
  return total > 0 ? Math.min(1, before / total) : 0;
}

/**
 * A drawn segment's length in km, flat at its mean latitude: within a few parts in a million of the great circle
 * over a segment's few hundred metres, and only ever used for shares of an edge (scaled to the edge's length).
 */
export function segmentKm(x1: number, y1: number, x2: number, y2: number): number {
  const c = Math.cos(((y1 + y2) / 2 / UNITS_PER_DEGREE) * RAD);
  const dx = (x2 - x1) * c;
  const dy = y2 - y1;
  return Math.sqrt(dx * dx + dy * dy) * KM_PER_UNIT;
}
