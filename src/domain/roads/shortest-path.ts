import FlatQueue from 'flatqueue';
import { EARTH_RADIUS_KM } from '../geo/geodesy.ts';
import type { RoadGraph } from './road-graph.ts';

/** A way into or out of the graph: a node, and the metres between it and the trip's point on its edge. */
export interface SearchEnd {
  node: number;
  metres: number;
  /** The caller's tag for this way in or out (which snapped point it comes from). */
  id: number;
}

export interface GraphPath {
  /** Metres on the graph from the start point to the end point (edge lengths as the search counts them). */
  metres: number;
  /** The start's node, the nodes in between and the end's node; `edges[i]` joins nodes[i] and nodes[i + 1]. */
  nodes: number[];
  edges: number[];
  /** The way in and the way out the path uses. */
  start: SearchEnd;
  end: SearchEnd;
}

const EARTH_RADIUS_M = EARTH_RADIUS_KM * 1000;

/**
 * Exact shortest paths by length: A* over the typed-array graph, with the straight line (the chord through the
 * earth, never longer than the road) to the end point as its bound, so it settles only the nodes that could lie on
 * a shorter way. One search at a time per instance: the scratch arrays are reused, stamped per search.
 */
export class ShortestPathSearch {
  private readonly dist: Float64Array;
  private readonly viaEdge: Int32Array;
  private readonly stamp: Uint32Array;
  private readonly done: Uint32Array;
  /** Per node reached: the index in `starts` of the way in its path began with. */
  private readonly origin: Int32Array;
  private readonly queue: FlatQueue<number>;
  private epoch = 0;
  /** Nodes settled by the last search (for the bench). */
  settled = 0;

  constructor(private readonly graph: RoadGraph) {
    const n = graph.nodeCount;
    this.dist = new Float64Array(n);
    this.viaEdge = new Int32Array(n);
    this.stamp = new Uint32Array(n);
    this.done = new Uint32Array(n);
    this.origin = new Int32Array(n);
    this.queue = new FlatQueue<number>();
  }

  /**
   * The shortest way from any start (at its offset) to any end (plus its offset), or null when none joins them.
   * `toward` is the end point's unit vector on the sphere (the bound is measured to it); omit it for plain Dijkstra.
   */
  search(
    starts: readonly SearchEnd[],
    ends: readonly SearchEnd[],
    toward?: readonly [number, number, number],
  ): GraphPath | null {
    const { adjStart, adjEdge, edgeFrom, edgeTo, edgeDm } = this.graph.a;
    const unit = this.graph.nodeUnit;
    const { dist, viaEdge, stamp, done, queue, origin } = this;
    const epoch = ++this.epoch;
    queue.clear();
    const endAt = new Map<number, SearchEnd>();
    for (const end of ends) if (end.metres < (endAt.get(end.node)?.metres ?? Infinity)) endAt.set(end.node, end);
    const bound = (n: number) => {
      if (!toward) return 0;
      const dx = unit[3 * n]! - toward[0];
      const dy = unit[3 * n + 1]! - toward[1];
      const dz = unit[3 * n + 2]! - toward[2];
      // The chord, a hair short so rounding never makes it longer than the arc.
      return Math.sqrt(dx * dx + dy * dy + dz * dz) * EARTH_RADIUS_M * 0.999999;
    };
    starts.forEach((start, i) => {
      const n = start.node;
      if (stamp[n] === epoch && dist[n]! <= start.metres) return;
      stamp[n] = epoch;
      dist[n] = start.metres;
      viaEdge[n] = -1;
      origin[n] = i;
      queue.push(n, start.metres + bound(n));
    });
    let bestMetres = Infinity;
    let bestNode = -1;
    this.settled = 0;
    while (queue.length > 0) {
      if (queue.peekValue()! >= bestMetres) break;
      const u = queue.pop()!;
      if (done[u] === epoch) continue;
      done[u] = epoch;
      this.settled++;
      const du = dist[u]!;
      const out = endAt.get(u);
      if (out !== undefined && du + out.metres < bestMetres) {
        bestMetres = du + out.metres;
        bestNode = u;
      }
      for (let i = adjStart[u]!, end = adjStart[u + 1]!; i < end; i++) {
        const e = adjEdge[i]!;
        const v = edgeFrom[e] === u ? edgeTo[e]! : edgeFrom[e]!;
        if (done[v] === epoch) continue;
        const dv = du + edgeDm[e]! / 10;
        if (stamp[v] === epoch && dist[v]! <= dv) continue;
        stamp[v] = epoch;
        dist[v] = dv;
        viaEdge[v] = e;
        origin[v] = origin[u]!;
        queue.push(v, dv + bound(v));
      }
    }
    if (bestNode < 0) return null;
    const nodes = [bestNode];
    const edges: number[] = [];
    for (let n = bestNode; viaEdge[n]! >= 0;) {
      const e = viaEdge[n]!;
      n = edgeFrom[e] === n ? edgeTo[e]! : edgeFrom[e]!;
      edges.push(e);
      nodes.push(n);
    }
    nodes.reverse();
    edges.reverse();
    return { metres: bestMetres, nodes, edges, start: starts[origin[bestNode]!]!, end: endAt.get(bestNode)! };
  }

  /** Metres from the nearest start to every node within `limitMetres` (plain Dijkstra, cut off there). */
  reach(starts: readonly SearchEnd[], limitMetres: number): Map<number, number> {
    const { adjStart, adjEdge, edgeFrom, edgeTo, edgeDm } = this.graph.a;
    const { dist, stamp, done, queue } = this;
    const epoch = ++this.epoch;
    queue.clear();
    for (const start of starts) {
      if (stamp[start.node] === epoch && dist[start.node]! <= start.metres) continue;
      stamp[start.node] = epoch;
      dist[start.node] = start.metres;
      queue.push(start.node, start.metres);
    }
    const out = new Map<number, number>();
    while (queue.length > 0) {
      const u = queue.pop()!;
      if (done[u] === epoch) continue;
      done[u] = epoch;
      const du = dist[u]!;
      out.set(u, du);
      for (let i = adjStart[u]!, end = adjStart[u + 1]!; i < end; i++) {
        const e = adjEdge[i]!;
        const v = edgeFrom[e] === u ? edgeTo[e]! : edgeFrom[e]!;
        const dv = du + edgeDm[e]! / 10;
        if (done[v] === epoch || dv > limitMetres || (stamp[v] === epoch && dist[v]! <= dv)) continue;
        stamp[v] = epoch;
        dist[v] = dv;
        queue.push(v, dv);
      }
    }
    return out;
  }
}
