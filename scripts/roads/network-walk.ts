// Walking the network near a vertex: dead ends, the road's own stretch, which way a dead end points, and pairs of
// dead ends of the same reference that face each other. Used by the repairs and the links.
import FlatQueue from 'flatqueue';
import type { Network } from './network.ts';
import { COORDINATE_SCALE } from './read-tiles.ts';

export function deadEnds(net: Network): number[] {
  const out: number[] = [];
  for (let v = 0; v < net.vertexCount; v++) if (net.degree(v) === 1) out.push(v);
  return out;
}

/**
 * Vertices reachable from v along the road within `metres`, with their distance: the road's own stretch near v,
 * which a repair must not join v to. `segments` gets every segment that starts within that reach.
 */
export function nearAlongRoad(net: Network, v: number, metres: number, segments?: Set<number>): Map<number, number> {
  const dist = new Map<number, number>([[v, 0]]);
  const done = new Set<number>();
  const queue = new FlatQueue<number>();
  queue.push(v, 0);
  while (queue.length) {
    const u = queue.pop()!;
    if (done.has(u)) continue;
    done.add(u);
    const du = dist.get(u)!;
    for (const s of net.incident[u]!) {
      if (!net.alive[s]) continue;
      segments?.add(s);
      const w = net.other(s, u);
      const dw = du + net.metres(u, w);
      if (dw > metres) continue;
      const known = dist.get(w);
      if (known === undefined || dw < known) {
        dist.set(w, dw);
        queue.push(w, dw);
      }
    }
  }
  return dist;
}

/** The direction a dead end points (unit vector in metres east, north): from a point `back` metres behind it. */
export function deadEndHeading(net: Network, v: number, back = 40): [number, number] {
  let previous = v;
  let current = v;
  let walked = 0;
  for (;;) {
    const next = net
      .liveIncident(current)
      .map((s) => net.other(s, current))
      .filter((w) => w !== previous);
    if (next.length !== 1 || walked >= back) break;
    walked += net.metres(current, next[0]!);
    previous = current;
    current = next[0]!;
    if (net.degree(current) !== 2) break;
  }
  return unit(net, current, v);
}

export function unit(net: Network, from: number, to: number): [number, number] {
  const c = Math.cos(((net.y[from]! + net.y[to]!) / 2 / COORDINATE_SCALE) * (Math.PI / 180));
  const dx = (net.x[to]! - net.x[from]!) * c;
  const dy = net.y[to]! - net.y[from]!;
  const len = Math.hypot(dx, dy);
  return len > 0 ? [dx / len, dy / len] : [0, 0];
}

export function angleDegrees(a: [number, number], b: [number, number]): number {
  return (Math.acos(Math.max(-1, Math.min(1, a[0] * b[0] + a[1] * b[1]))) * 180) / Math.PI;
}

export function headingTo(net: Network, v: number, x: number, y: number): [number, number] {
  const c = Math.cos((net.y[v]! / COORDINATE_SCALE) * (Math.PI / 180));
  const dx = (x - net.x[v]!) * c;
  const dy = y - net.y[v]!;
  const len = Math.hypot(dx, dy);
  return len > 0 ? [dx / len, dy / len] : [0, 0];
}

/** The references of the roads at a vertex. */
export function refsAtVertex(net: Network, v: number): Set<string> {
  const out = new Set<string>();
  for (const s of net.incident[v]!)
    if (net.alive[s] && net.segRef[s]! >= 0) for (const r of net.refs[net.segRef[s]!]!) out.add(r);
  return out;
}

/**
 * Pairs of dead ends (v < u) within maxMetres of each other, each pair once, nearest first, that `keep` accepts
 * (given their distance in metres); what `keep` returns is stored as the pair.
 */
export function deadEndPairs<T>(
  net: Network,
  maxMetres: number,
  keep: (v: number, u: number, metres: number) => T | undefined,
): (T & { v: number; u: number; metres: number })[] {
  const ends = deadEnds(net);
  const isEnd = new Set(ends);
  const pairs: (T & { v: number; u: number; metres: number })[] = [];
  for (const v of ends) {
    const seen = new Set<number>();
    for (const s of net.segmentsNear(net.x[v]!, net.y[v]!, maxMetres)) {
      for (const u of [net.segA[s]!, net.segB[s]!]) {
        if (u <= v || !isEnd.has(u) || seen.has(u)) continue;
        seen.add(u);
        const metres = net.metres(v, u);
        if (metres > maxMetres) continue;
        const kept = keep(v, u, metres);
        if (kept !== undefined) pairs.push({ ...kept, v, u, metres });
      }
    }
  }
  return pairs.sort((p, q) => p.metres - q.metres || p.v - q.v || p.u - q.u);
}

/** Pairs of dead ends (v < u) within maxMetres that share a reference, nearest first. */
export function sameRefEndPairs(
  net: Network,
  maxMetres: number,
  refsAt: (v: number) => Set<string>,
): { v: number; u: number; metres: number }[] {
  return deadEndPairs(net, maxMetres, (v, u) => {
    const refs = refsAt(v);
    return [...refsAt(u)].some((r) => refs.has(r)) ? {} : undefined;
  });
}

/**
 * Whether two dead ends face each other, end to end: opposite headings (the two carriageways of a divided road end
 * side by side, pointing the same way), and beyond alignFromMetres each pointing along the gap (the two legs of a
 * hairpin face each other across it, not along it). Angles within maxAngle degrees.
 */
export function facing(net: Network, v: number, u: number, maxAngle: number, alignFromMetres: number): boolean {
  const hv = deadEndHeading(net, v);
  const hu = deadEndHeading(net, u);
  const gap = unit(net, v, u);
  if (angleDegrees(hv, [-hu[0], -hu[1]]) > maxAngle) return false;
  return (
    net.metres(v, u) <= alignFromMetres ||
    (angleDegrees(hv, gap) <= maxAngle && angleDegrees(hu, [-gap[0], -gap[1]]) <= maxAngle)
  );
}
