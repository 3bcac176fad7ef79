// From the repaired network to the search graph: junctions and dead ends become nodes, and each chain of
// segments between two of them (through vertices where one road simply goes on) becomes one edge that carries
// the chain's geometry.
import { haversineKm } from '../../src/domain/geo/geodesy.ts';
import { ROAD_CIRCUITY } from '../../src/domain/trips/road-distance.ts';
import { HILL_LINK_CIRCUITY } from './long-gaps.ts';
import { isLinkKind, type Network, SegmentKind } from './network.ts';

export interface ChainGraph {
  /** Node positions (integer degrees × 100,000). */
  nodeX: Int32Array;
  nodeY: Int32Array;
  /**
   * Per edge: its two nodes, its vertices' coordinates from the first node to the second (both included), and its
   * length: measured on the road, or for an estimated link (linked: true), straight × ROAD_CIRCUITY.
   */
  edges: { from: number; to: number; xs: number[]; ys: number[]; metres: number; linked: boolean }[];
}

/** Metres of a polyline in integer coordinates, summed segment by segment on the sphere. */
export function polylineMetres(xs: readonly number[], ys: readonly number[]): number {
  let metres = 0;
  for (let i = 1; i < xs.length; i++) {
    metres +=
      haversineKm({ lat: ys[i - 1]! / 1e5, lng: xs[i - 1]! / 1e5 }, { lat: ys[i]! / 1e5, lng: xs[i]! / 1e5 }) * 1000;
  }
  return metres;
}

export function compressChains(net: Network): ChainGraph {
  const n = net.vertexCount;
  const degree = new Int32Array(n);
  for (let v = 0; v < n; v++) degree[v] = net.degree(v);
  const nodeOf = new Int32Array(n).fill(-1);
  const nodeVertices: number[] = [];
  const makeNode = (v: number) => {
    if (nodeOf[v]! < 0) nodeOf[v] = nodeVertices.push(v) - 1;
    return nodeOf[v]!;
  };
  for (let v = 0; v < n; v++) if (degree[v] !== 0 && degree[v] !== 2) makeNode(v);
  // An estimated link is an edge of its own.
  for (let s = 0; s < net.segmentCount; s++) {
    if (!net.alive[s] || !isLinkKind(net.segKind[s]!)) continue;
    makeNode(net.segA[s]!);
    makeNode(net.segB[s]!);
  }

  const used = new Uint8Array(net.segmentCount);
  const edges: ChainGraph['edges'] = [];
  const walk = (start: number, first: number) => {
    const xs = [net.x[start]!];
    const ys = [net.y[start]!];
    let previous = start;
    let segment = first;
    for (;;) {
      used[segment] = 1;
      const v = net.other(segment, previous);
      xs.push(net.x[v]!);
      ys.push(net.y[v]!);
      if (nodeOf[v]! >= 0) {
        const linked = isLinkKind(net.segKind[segment]!);
        if (linked) spaceLinkPoints(xs, ys);
        const circuity = !linked
          ? 1
          : net.segKind[segment] === SegmentKind.hillLink
            ? HILL_LINK_CIRCUITY
            : ROAD_CIRCUITY;
        edges.push({ from: nodeOf[start]!, to: nodeOf[v]!, xs, ys, metres: polylineMetres(xs, ys) * circuity, linked });
        return;
      }
      const next = net.incident[v]!.find((s) => net.alive[s] && s !== segment);
      if (next === undefined) throw new Error(`compressChains: vertex ${v} of degree 2 has one live segment`);
      previous = v;
      segment = next;
    }
  };
  for (let i = 0; i < nodeVertices.length; i++) {
    const v = nodeVertices[i]!;
    for (const s of net.incident[v]!) if (net.alive[s] && !used[s]) walk(v, s);
  }
  // Closed rings with no junction on them (a roundabout drawn alone): one of their vertices becomes a node.
  for (let s = 0; s < net.segmentCount; s++) {
    if (!net.alive[s] || used[s]) continue;
    const v = net.segA[s]!;
    makeNode(v);
    walk(v, s);
  }
  const nodeX = new Int32Array(nodeVertices.length);
  const nodeY = new Int32Array(nodeVertices.length);
  nodeVertices.forEach((v, i) => {
    nodeX[i] = net.x[v]!;
    nodeY[i] = net.y[v]!;
  });
  return { nodeX, nodeY, edges };
}

/** Points along a link no farther apart than this (metres): a link is drawn straight, but indexed for snapping in stretches. */
export const LINK_POINT_METRES = 1000;

/** Puts points along a straight link (xs, ys: its two ends) every LINK_POINT_METRES at most, in place. */
function spaceLinkPoints(xs: number[], ys: number[]): void {
  if (xs.length !== 2) return;
  const metres = polylineMetres(xs, ys);
  const parts = Math.ceil(metres / LINK_POINT_METRES);
  const [x0, x1] = [xs[0]!, xs[1]!];
  const [y0, y1] = [ys[0]!, ys[1]!];
  xs.length = 1;
  ys.length = 1;
  for (let i = 1; i <= parts; i++) {
    xs.push(Math.round(x0 + ((x1 - x0) * i) / parts));
    ys.push(Math.round(y0 + ((y1 - y0) * i) / parts));
  }
}
