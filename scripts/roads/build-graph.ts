// From the chain graph to the file's typed arrays: pieces, adjacency, the edges' geometry (simplified for
// drawing, measured before), turning per segment and the spatial index of the edges' stretches.
import KDBush from 'kdbush';
import simplify from 'simplify-js';
import {
  EDGE_LINK,
  EDGE_NO_HEIGHT,
  EDGE_ROAD,
  type GraphArrays,
  NO_HEIGHT,
  SEG_NO_HEIGHT,
  pushVarint,
  SNAP_CHUNK_KM,
  TURN_UNIT,
} from '../../src/domain/roads/graph-file.ts';
import { turnDensities } from '../../src/domain/roads/winding.ts';
import type { ChainGraph } from './compress.ts';
import { METRES_PER_UNIT } from './network.ts';
import { polylineMetres } from './compress.ts';
import { HEIGHT_SAMPLE_METRES, type HeightSource } from './height-grid.ts';

/** The drawn geometry keeps every bend of more than this (metres; the source is simplified to about 2 m). */
export const DRAWING_TOLERANCE_METRES = 5;

export interface PieceStats {
  /** km per piece, largest first (piece 0 is the largest). */
  km: number[];
  totalKm: number;
}

/** Pieces of the chain graph, numbered by km, largest first (ties: the piece with the lowest node first). */
export function chainPieces(g: ChainGraph): { nodePiece: Uint32Array; stats: PieceStats } {
  const n = g.nodeX.length;
  const parent = new Int32Array(n).map((_, i) => i);
  const find = (v: number): number => {
    while (parent[v] !== v) {
      parent[v] = parent[parent[v]!]!;
      v = parent[v]!;
    }
    return v;
  };
  for (const e of g.edges) {
    const a = find(e.from);
    const b = find(e.to);
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
  }
  const km = new Map<number, number>();
  for (const e of g.edges) km.set(find(e.from), (km.get(find(e.from)) ?? 0) + e.metres / 1000);
  for (let v = 0; v < n; v++) if (!km.has(find(v))) km.set(find(v), 0);
  const order = [...km.entries()].sort((p, q) => q[1] - p[1] || p[0] - q[0]);
  const number = new Map(order.map(([root], i) => [root, i]));
  const nodePiece = new Uint32Array(n);
  for (let v = 0; v < n; v++) nodePiece[v] = number.get(find(v))!;
  const sizes = order.map(([, k]) => k);
  return { nodePiece, stats: { km: sizes, totalKm: sizes.reduce((s, k) => s + k, 0) } };
}

interface IndexedPoint {
  x: number;
  y: number;
  i: number;
}

/** The indices of the points a polyline keeps when simplified to `metres` (its ends always). */
export function simplifiedIndices(xs: readonly number[], ys: readonly number[], metres: number): number[] {
  const c = Math.cos(((ys[0]! + ys[ys.length - 1]!) / 2 / 100_000) * (Math.PI / 180));
  const points: IndexedPoint[] = xs.map((x, i) => ({ x: x * c * METRES_PER_UNIT, y: ys[i]! * METRES_PER_UNIT, i }));
  return (simplify(points, metres, true) as IndexedPoint[]).map((p) => p.i);
}

/** No heights anywhere (a graph built without the grid). */
export const NO_HEIGHTS: HeightSource = { at: () => null, meta: { source: 'none' } };

/**
 * Metres climbed and descended along a polyline (integer coordinates) from point `from` to point `to`, the ground
 * read at every point and every HEIGHT_SAMPLE_METRES at most between them; null where any reading has no data.
 */
export function climbAlong(
  heights: HeightSource,
  xs: readonly number[],
  ys: readonly number[],
  from: number,
  to: number,
): { up: number; down: number } | null {
  let up = 0;
  let down = 0;
  let last = heights.at(ys[from]! / 100_000, xs[from]! / 100_000);
  if (last === null) return null;
  for (let j = from; j < to; j++) {
    const metres = polylineMetres([xs[j]!, xs[j + 1]!], [ys[j]!, ys[j + 1]!]);
    const steps = Math.max(1, Math.ceil(metres / HEIGHT_SAMPLE_METRES));
    for (let k = 1; k <= steps; k++) {
      const t = k / steps;
      const z = heights.at(
        (ys[j]! + t * (ys[j + 1]! - ys[j]!)) / 100_000,
        (xs[j]! + t * (xs[j + 1]! - xs[j]!)) / 100_000,
      );
      if (z === null) return null;
      if (z > last) up += z - last;
      else down += last - z;
      last = z;
    }
  }
  return { up, down };
}

const decimetres = (m: number) => Math.min(SEG_NO_HEIGHT - 1, Math.round(m * 10));

export function buildGraphArrays(
  g: ChainGraph,
  heights: HeightSource = NO_HEIGHTS,
): {
  arrays: GraphArrays;
  spatial: ArrayBuffer;
  pieces: PieceStats;
  segments: number;
} {
  const { nodePiece, stats } = chainPieces(g);
  const nodes = g.nodeX.length;
  const edgeCount = g.edges.length;
  const edgeFrom = new Uint32Array(edgeCount);
  const edgeTo = new Uint32Array(edgeCount);
  const edgeDm = new Uint32Array(edgeCount);
  const edgeKind = new Uint8Array(edgeCount);
  const geomStart = new Uint32Array(edgeCount + 1);
  const segStart = new Uint32Array(edgeCount + 1);
  const geom: number[] = [];
  const turns: number[] = [];
  const ups: number[] = [];
  const downs: number[] = [];
  const edgeUp = new Uint32Array(edgeCount);
  const edgeDown = new Uint32Array(edgeCount);
  const nodeZ = new Int16Array(nodes);
  for (let v = 0; v < nodes; v++) {
    const z = heights.at(g.nodeY[v]! / 100_000, g.nodeX[v]! / 100_000);
    nodeZ[v] = z === null ? NO_HEIGHT : Math.round(z);
  }
  const chunkEdge: number[] = [];
  const chunkSeg: number[] = [];
  const chunkLng: number[] = [];
  const chunkLat: number[] = [];

  g.edges.forEach((edge, e) => {
    edgeFrom[e] = edge.from;
    edgeTo[e] = edge.to;
    edgeDm[e] = Math.ceil(edge.metres * 10);
    edgeKind[e] = edge.linked ? EDGE_LINK : EDGE_ROAD;
    geomStart[e] = geom.length;
    segStart[e] = turns.length;
    const density = turnDensities(edge.xs, edge.ys);
    // A link keeps its every point (compress.ts spaces them LINK_POINT_METRES apart), so that its stretches in the
    // spatial index stay SNAP_CHUNK_KM long however long the link.
    const kept = edge.linked ? edge.xs.map((_, i) => i) : simplifiedIndices(edge.xs, edge.ys, DRAWING_TOLERANCE_METRES);
    let chunkKm = Infinity;
    let known = true;
    for (let k = 1; k < kept.length; k++) {
      const from = kept[k - 1]!;
      const to = kept[k]!;
      const climb = climbAlong(heights, edge.xs, edge.ys, from, to);
      if (climb) {
        ups.push(decimetres(climb.up));
        downs.push(decimetres(climb.down));
        edgeUp[e] = edgeUp[e]! + ups[ups.length - 1]!;
        edgeDown[e] = edgeDown[e]! + downs[downs.length - 1]!;
      } else {
        ups.push(SEG_NO_HEIGHT);
        downs.push(0);
        known = false;
      }
      pushVarint(geom, edge.xs[to]! - edge.xs[from]!);
      pushVarint(geom, edge.ys[to]! - edge.ys[from]!);
      // The stored segment's turning: the length-weighted mean of the source segments it stands for.
      let weighted = 0;
      let metres = 0;
      for (let j = from; j < to; j++) {
        const m = polylineMetres([edge.xs[j]!, edge.xs[j + 1]!], [edge.ys[j]!, edge.ys[j + 1]!]);
        weighted += density[j]! * m;
        metres += m;
      }
      turns.push(edge.linked ? 0 : Math.min(255, Math.round((metres > 0 ? weighted / metres : 0) / TURN_UNIT)));
      if (chunkKm + metres / 1000 > SNAP_CHUNK_KM) {
        chunkEdge.push(e);
        chunkSeg.push(k - 1);
        chunkLng.push(edge.xs[from]! / 100_000);
        chunkLat.push(edge.ys[from]! / 100_000);
        chunkKm = 0;
      }
      chunkKm += metres / 1000;
    }
    if (!known) {
      edgeUp[e] = EDGE_NO_HEIGHT;
      edgeDown[e] = EDGE_NO_HEIGHT;
    }
  });
  geomStart[edgeCount] = geom.length;
  segStart[edgeCount] = turns.length;

  // Adjacency, loops left out (a loop never shortens a way).
  const degree = new Uint32Array(nodes);
  for (let e = 0; e < edgeCount; e++) {
    if (edgeFrom[e] === edgeTo[e]) continue;
    degree[edgeFrom[e]!]!++;
    degree[edgeTo[e]!]!++;
  }
  const adjStart = new Uint32Array(nodes + 1);
  for (let v = 0; v < nodes; v++) adjStart[v + 1] = adjStart[v]! + degree[v]!;
  const fill = adjStart.slice(0, nodes);
  const adjEdge = new Uint32Array(adjStart[nodes]!);
  for (let e = 0; e < edgeCount; e++) {
    if (edgeFrom[e] === edgeTo[e]) continue;
    adjEdge[fill[edgeFrom[e]!]!++] = e;
    adjEdge[fill[edgeTo[e]!]!++] = e;
  }

  // A stretch's point stands for every point of the stretch: within SNAP_CHUNK_KM of it along the road.
  const index = new KDBush(chunkEdge.length, 64, Float32Array);
  for (let i = 0; i < chunkEdge.length; i++) index.add(chunkLng[i]!, chunkLat[i]!);
  index.finish();

  return {
    arrays: {
      nodeX: g.nodeX,
      nodeY: g.nodeY,
      nodePiece,
      adjStart,
      adjEdge,
      edgeFrom,
      edgeTo,
      edgeDm,
      edgeKind,
      geomStart,
      segStart,
      geomBytes: Uint8Array.from(geom),
      segTurn: Uint8Array.from(turns),
      nodeZ,
      segUp: Uint16Array.from(ups),
      segDown: Uint16Array.from(downs),
      edgeUp,
      edgeDown,
      snapEdge: Uint32Array.from(chunkEdge),
      snapSeg: Uint32Array.from(chunkSeg),
    },
    spatial: index.data as ArrayBuffer,
    pieces: stats,
    segments: turns.length,
  };
}
