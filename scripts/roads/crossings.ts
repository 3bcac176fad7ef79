// Crossings (docs/road-graph.md, "Repairs"): two national highways whose lines cross with no point in common. Where
// two highways meet at an interchange, OpenStreetMap draws the ramps between them as link roads without the
// highways' references, so the extract has the two main lines crossing, one over the other, and nothing joining
// them: a trip from one to the other went round by the next place the data happens to join them (Chennai to
// Puducherry went by Villupuram for want of the Tindivanam interchange). A crossing becomes a junction when
// - the two roads carry no reference in common (a road's own carriageways and loops are left alone);
// - neither is a national expressway (NE-…): their access is controlled and they pass over roads without exits;
// - the roads do not already meet within CROSSING_JOINED_METRES of the crossing (the junction is mapped nearby).
// A wrong join costs a trip a few hundred metres of local streets; a missing one, a detour of tens of km.
import { type Network, SegmentKind } from './network.ts';
import { nearAlongRoad } from './network-walk.ts';

/** Roads that already meet within this many metres along the network of a crossing are left as they are. */
export const CROSSING_JOINED_METRES = 2000;

export interface CrossingCounts {
  /** Crossings of two highways with no common point. */
  found: number;
  /** Left alone: one road is a national expressway. */
  expressway: number;
  /** Left alone: the roads already meet near the crossing. */
  alreadyJoined: number;
  /** Joined at the crossing. */
  joined: number;
}

const isExpressway = (refs: readonly string[]) => refs.some((r) => r.startsWith('NE-'));

/** Where segments s and t cross, strictly inside both (not at an end), or null. */
function crossingPoint(net: Network, s: number, t: number): { x: number; y: number } | null {
  const [ax, ay, bx, by] = [net.x[net.segA[s]!]!, net.y[net.segA[s]!]!, net.x[net.segB[s]!]!, net.y[net.segB[s]!]!];
  const [cx, cy, dx, dy] = [net.x[net.segA[t]!]!, net.y[net.segA[t]!]!, net.x[net.segB[t]!]!, net.y[net.segB[t]!]!];
  const rx = bx - ax;
  const ry = by - ay;
  const sx = dx - cx;
  const sy = dy - cy;
  const denominator = rx * sy - ry * sx;
  if (denominator === 0) return null;
  const u = ((cx - ax) * sy - (cy - ay) * sx) / denominator;
  const w = ((cx - ax) * ry - (cy - ay) * rx) / denominator;
  if (u <= 0 || u >= 1 || w <= 0 || w >= 1) return null;
  return { x: ax + u * rx, y: ay + u * ry };
}

/** The live segment of reference index `ref` that passes through (x, y) (a segment split since it was found). */
function liveSegmentAt(net: Network, s: number, x: number, y: number): number | undefined {
  if (net.alive[s]) return s;
  const ref = net.segRef[s];
  return net.segmentsNear(x, y, 2).find((t) => net.segRef[t] === ref && net.nearestOnSegment(t, x, y).metres < 1);
}

export function joinCrossings(net: Network): CrossingCounts {
  const counts: CrossingCounts = { found: 0, expressway: 0, alreadyJoined: 0, joined: 0 };
  const crossings: { s: number; t: number; x: number; y: number }[] = [];
  const segments = net.segmentCount;
  for (let s = 0; s < segments; s++) {
    if (!net.alive[s] || net.segRef[s]! < 0) continue;
    const a = net.segA[s]!;
    const b = net.segB[s]!;
    const refs = net.refs[net.segRef[s]!]!;
    const half = net.metres(a, b) / 2 + 1;
    for (const t of net.segmentsNear((net.x[a]! + net.x[b]!) / 2, (net.y[a]! + net.y[b]!) / 2, half)) {
      if (t <= s || net.segRef[t]! < 0) continue;
      const other = net.refs[net.segRef[t]!]!;
      if (other.some((r) => refs.includes(r))) continue;
      const c = net.segA[t]!;
      const d = net.segB[t]!;
      if (c === a || c === b || d === a || d === b) continue;
      const point = crossingPoint(net, s, t);
      if (point) crossings.push({ s, t, ...point });
    }
  }
  counts.found = crossings.length;
  for (const crossing of crossings) {
    if (isExpressway(net.refs[net.segRef[crossing.s]!]!) || isExpressway(net.refs[net.segRef[crossing.t]!]!)) {
      counts.expressway++;
      continue;
    }
    const x = Math.round(crossing.x);
    const y = Math.round(crossing.y);
    const s = liveSegmentAt(net, crossing.s, crossing.x, crossing.y);
    const t = liveSegmentAt(net, crossing.t, crossing.x, crossing.y);
    if (s === undefined || t === undefined) continue;
    const reach = nearAlongRoad(net, net.segA[s]!, CROSSING_JOINED_METRES);
    if (reach.has(net.segA[t]!) || reach.has(net.segB[t]!)) {
      counts.alreadyJoined++;
      continue;
    }
    const v = net.splitSegment(s, x, y);
    const w = net.splitSegment(t, x, y);
    if (v === w || net.addSegment(v, w, -1, SegmentKind.junction) >= 0) counts.joined++;
  }
  return counts;
}
