import { haversineKm } from '../geo/geodesy.ts';
import type { LatLng } from '../geo/lat-lng.ts';
import { ROAD_CIRCUITY } from '../trips/road-distance.ts';
import { isWinding } from './driving-time.ts';
import { TURN_UNIT } from './graph-file.ts';
import { type RoadGraph, unitVector } from './road-graph.ts';
import type { RoadRoute } from './road-route.ts';
import { assembleRoute, type Stretch } from './route-assembly.ts';
import { type GraphPath, type SearchEnd, ShortestPathSearch } from './shortest-path.ts';
import { MAX_SNAP_KM, type Snap, snapsAround, snapToGraph } from './snap.ts';

export interface RoadRouter {
  /**
   * The way by road from origin to destination, or null when an end is more than 60 km from the graph or no path
   * joins them (the caller falls back to its estimate and says 'estimated'); null too for ends so near each other
   * that going out to the highways and back would be longer than that estimate. Synchronous and in memory.
   */
  route(origin: LatLng, destination: LatLng): RoadRoute | null;
}

/** Farther roads an end may join the graph by, beyond the nearest (km more than the nearest). */
export const EXTRA_REACH_KM = 20;
/** ...only where the graph's own way there is longer than this many times the straight line, plus DETOUR_KM. */
export const DETOUR_FACTOR = 3;
export const DETOUR_KM = 10;
/**
 * In flat country (the road at both points not winding, driving-time.ts) a city's own streets join two highways at
 * about the straight line × ROAD_CIRCUITY, so a road within FLAT_REACH_KM of the end that the graph joins only by a
 * way longer than FLAT_DETOUR_FACTOR × the straight line + FLAT_DETOUR_KM is a way in of its own: the graph is going
 * round a town whose streets the data lacks (central Guwahati to Jorabat, central Delhi to the Meerut road). In the
 * hills the wide line above holds, since an access stretch estimated straight would cut across hairpins.
 */
export const FLAT_DETOUR_FACTOR = 1.3;
export const FLAT_DETOUR_KM = 2;
export const FLAT_REACH_KM = 20;
/** Most ways onto the graph tried for one end. */
export const MAX_END_CANDIDATES = 8;

/** The two ways off a snapped point, to its edge's from-node and to its to-node, each with `extra` metres added. */
function sides(graph: RoadGraph, snap: Snap, id: number, extra: number): SearchEnd[] {
  const metres = graph.edgeMetres(snap.edge);
  return [
    { node: graph.a.edgeFrom[snap.edge]!, metres: extra + snap.along * metres, id },
    { node: graph.a.edgeTo[snap.edge]!, metres: extra + (1 - snap.along) * metres, id },
  ];
}

/** The estimated road km from a trip's point to where it joins the graph. */
const accessKm = (snap: Snap) => snap.km * ROAD_CIRCUITY;

/** The share of a snap's edge at the node the path leaves or reaches it by (the nearer end when the edge is a loop). */
function nodeShare(graph: RoadGraph, snap: Snap, node: number): number {
  const { edgeFrom, edgeTo } = graph.a;
  if (edgeFrom[snap.edge] === node && edgeTo[snap.edge] === node) return snap.along <= 0.5 ? 0 : 1;
  return edgeFrom[snap.edge] === node ? 0 : 1;
}

/**
 * The ways an end may join the graph: its nearest point, and the nearest points of other roads within
 * EXTRA_REACH_KM more that the graph does not join to the ones already taken within a few times the straight
 * line (a city whose national highways the data leaves unjoined: the trip crosses town on its own roads, as the
 * access stretch does). A road the graph reaches by a reasonable way (a hairpin's other leg) is never a shortcut.
 */
export function endCandidates(graph: RoadGraph, reach: ShortestPathSearch, p: LatLng): Snap[] {
  const nearest = snapToGraph(graph, p);
  if (!nearest) return [];
  const radius = Math.min(MAX_SNAP_KM, nearest.km + EXTRA_REACH_KM);
  const taken: { snap: Snap; dist: Map<number, number> }[] = [];
  const limit = (DETOUR_FACTOR * 2 * radius + DETOUR_KM) * 1000;
  const take = (snap: Snap) => taken.push({ snap, dist: reach.reach(sides(graph, snap, 0, 0), limit) });
  take(nearest);
  const { edgeFrom, edgeTo } = graph.a;
  for (const hit of snapsAround(graph, p, radius)) {
    if (taken.length >= MAX_END_CANDIDATES) break;
    if (taken.some((t) => t.snap.edge === hit.edge)) continue;
    // Cheap first: the nearer end node of the hit's edge, reached from a taken snap within the detour line,
    // means joined unless the point lies far along a long edge; only then measure where on the edge it lies.
    let other: Snap | undefined;
    const joined = taken.some(({ snap, dist }) => {
      const nodeMetres = Math.min(dist.get(edgeFrom[hit.edge]!) ?? Infinity, dist.get(edgeTo[hit.edge]!) ?? Infinity);
      if (nodeMetres === Infinity) return false;
      other ??= hit.snap();
      const viaGraph = Math.min(
        ...sides(graph, other, 0, 0).map((side) => (dist.get(side.node) ?? Infinity) + side.metres),
      );
      const flat = hit.km <= FLAT_REACH_KM && !windingAt(graph, snap) && !windingAt(graph, other);
      const [factor, km] = flat ? [FLAT_DETOUR_FACTOR, FLAT_DETOUR_KM] : [DETOUR_FACTOR, DETOUR_KM];
      return viaGraph <= (factor * haversineKm(snap.at, other.at) + km) * 1000;
    });
    if (!joined) take(other ?? hit.snap());
  }
  return taken.map((t) => t.snap);
}

/** Whether the road winds like mountain road where a point meets it. */
const windingAt = (graph: RoadGraph, snap: Snap) =>
  isWinding(graph.a.segTurn[graph.a.segStart[snap.edge]! + snap.segment]! * TURN_UNIT);

/** The edge stretches of a graph path between two snaps. */
export function pathStretches(graph: RoadGraph, start: Snap, path: GraphPath, end: Snap): Stretch[] {
  const { edgeFrom } = graph.a;
  const stretches: Stretch[] = [{ edge: start.edge, from: start.along, to: nodeShare(graph, start, path.nodes[0]!) }];
  path.edges.forEach((e, i) => {
    const forward = edgeFrom[e] === path.nodes[i];
    stretches.push({ edge: e, from: forward ? 0 : 1, to: forward ? 1 : 0 });
  });
  stretches.push({ edge: end.edge, from: nodeShare(graph, end, path.nodes[path.nodes.length - 1]!), to: end.along });
  return stretches;
}

/** The best way between candidate ends: on the graph, or along one edge that both ends lie on. */
function bestWay(graph: RoadGraph, search: ShortestPathSearch, starts: Snap[], ends: Snap[], destination: LatLng) {
  const path = search.search(
    starts.flatMap((snap, i) => sides(graph, snap, i, accessKm(snap) * 1000)),
    ends.flatMap((snap, i) => sides(graph, snap, i, accessKm(snap) * 1000)),
    unitVector(destination.lat, destination.lng),
  );
  let best: { metres: number; start: Snap; end: Snap; stretches: Stretch[] } | null = null;
  if (path) {
    const start = starts[path.start.id]!;
    const end = ends[path.end.id]!;
    best = { metres: path.metres, start, end, stretches: pathStretches(graph, start, path, end) };
  }
  for (const start of starts) {
    for (const end of ends) {
      if (start.edge !== end.edge) continue;
      const metres =
        (accessKm(start) + accessKm(end)) * 1000 + Math.abs(start.along - end.along) * graph.edgeMetres(start.edge);
      if (!best || metres < best.metres)
        best = { metres, start, end, stretches: [{ edge: start.edge, from: start.along, to: end.along }] };
    }
  }
  return best;
}

/** A router over a graph: snapping, an exact shortest path by length, and the drawn, timed route. */
export function createRoadRouter(graph: RoadGraph): RoadRouter & { search: ShortestPathSearch } {
  const search = new ShortestPathSearch(graph);
  const reach = new ShortestPathSearch(graph);
  return {
    search,
    route(origin, destination) {
      const starts = endCandidates(graph, reach, origin);
      const ends = endCandidates(graph, reach, destination);
      if (starts.length === 0 || ends.length === 0) return null;
      let way = bestWay(graph, search, starts, ends, destination);
      if (!way) {
        // Ends on pieces of road the data does not join: try each end on the other's pieces.
        const morePieces = (p: LatLng, theirs: Snap[], ours: Snap[]) =>
          [...new Set(theirs.map((s) => s.piece))]
            .filter((piece) => !ours.some((s) => s.piece === piece))
            .map((piece) => snapToGraph(graph, p, MAX_SNAP_KM, piece))
            .filter((s): s is Snap => s !== null);
        way = bestWay(
          graph,
          search,
          [...starts, ...morePieces(origin, ends, starts)],
          [...ends, ...morePieces(destination, starts, ends)],
          destination,
        );
      }
      if (!way) return null;
      const route = assembleRoute(graph, origin, way.start, way.stretches, way.end, destination);
      // Ends so near each other, and so far from the highways, that going out to the graph and back is longer
      // than the plain estimate: no road of the graph helps, so the caller's estimate is the better answer.
      const direct = haversineKm(origin, destination) * ROAD_CIRCUITY;
      if (route.startAccessKm + route.endAccessKm > route.graphKm && direct < route.km) return null;
      return route;
    },
  };
}
