// Estimated links between pieces the repairs leave apart (docs/road-graph.md, "Links"): where the national
// highways stop short of each other (a city's own streets, a stretch the extract lost), a trip crosses on roads
// the data does not hold, estimated like a trip's first and last stretch (great-circle × ROAD_CIRCUITY). Each link
// starts at a dead end and joins two pieces that nothing else joins, shortest first: the links form a tree over
// the pieces, so a link never shortens a way the roads themselves give.
import { type Network, SegmentKind } from './network.ts';
import { pieceLabels } from './pieces.ts';
import { deadEnds, facing, nearAlongRoad, refsAtVertex, sameRefEndPairs } from './network-walk.ts';
import { joinPointingEnds, type RepairCounts } from './repair.ts';

/** Longest link between pieces (metres, straight). */
export const LINK_MAX_METRES = 5000;
/**
 * A highway that stops and starts again further on (a bypass the extract lacks): two of its dead ends facing each
 * other within this many metres, within SAME_REF_GAP_MAX_ANGLE...
 */
export const SAME_REF_GAP_MAX_METRES = 10_000;
export const SAME_REF_GAP_MAX_ANGLE = 45;
/** ...that the roads do not join within DETOUR_FACTOR times the gap plus DETOUR_METRES. */
export const DETOUR_FACTOR = 3;
export const DETOUR_METRES = 10_000;
/** A dead end that points straight (within this angle) at its own highway further on, up to SAME_REF_GAP_MAX_METRES. */
export const SAME_REF_POINTING_MAX_ANGLE = 20;

export interface LinkCounts {
  /** Gaps in one highway bridged (same reference, facing dead ends). */
  sameRefGaps: number;
  /** Gaps in one highway bridged from a dead end that points at the highway's next stretch. */
  sameRefPointingGaps: number;
  links: number;
  /** Links by straight length: under 100 m, 100 m–1 km, 1–2 km, 2–5 km. */
  byLength: { under100m: number; under1km: number; under2km: number; under5km: number };
  /** km of the links (straight). */
  km: number;
}

/**
 * A highway's own gaps: two dead ends of one reference that face each other, nearest first, where the roads offer
 * no way between them shorter than DETOUR_FACTOR × the gap + DETOUR_METRES. Returns how many were linked.
 */
export function linkSameRefGaps(net: Network): number {
  let links = 0;
  for (const { v, u, metres } of sameRefEndPairs(net, SAME_REF_GAP_MAX_METRES, (x) => refsAtVertex(net, x))) {
    if (net.degree(v) !== 1 || net.degree(u) !== 1 || !facing(net, v, u, SAME_REF_GAP_MAX_ANGLE, 0)) continue;
    if (nearAlongRoad(net, v, DETOUR_FACTOR * metres + DETOUR_METRES).has(u)) continue;
    net.addSegment(v, u, -1, SegmentKind.link);
    links++;
  }
  return links;
}

export function linkPieces(net: Network, maxMetres = LINK_MAX_METRES): LinkCounts {
  const labels = pieceLabels(net);
  const candidates: { metres: number; v: number; s: number; x: number; y: number; from: number; to: number }[] = [];
  for (const v of deadEnds(net)) {
    const best = new Map<number, (typeof candidates)[number]>();
    for (const s of net.segmentsNear(net.x[v]!, net.y[v]!, maxMetres)) {
      const to = labels[net.segA[s]!]!;
      if (to === labels[v]) continue;
      const hit = net.nearestOnSegment(s, net.x[v]!, net.y[v]!);
      if (hit.metres > maxMetres || hit.metres >= (best.get(to)?.metres ?? Infinity)) continue;
      best.set(to, { metres: hit.metres, v, s, x: hit.x, y: hit.y, from: labels[v]!, to });
    }
    candidates.push(...best.values());
  }
  candidates.sort((p, q) => p.metres - q.metres || p.v - q.v || p.s - q.s);

  const parent = new Map<number, number>();
  const find = (x: number): number => {
    while ((parent.get(x) ?? x) !== x) x = parent.get(x)!;
    return x;
  };
  const sameRefGaps = linkSameRefGaps(net);
  const sameRefPointingGaps = joinPointingEnds(
    net,
    {
      metres: SAME_REF_GAP_MAX_METRES,
      maxAngle: SAME_REF_POINTING_MAX_ANGLE,
      sameRef: true,
      kind: SegmentKind.link,
      alreadyJoinedWithin: (gap) => DETOUR_FACTOR * gap + DETOUR_METRES,
    },
    { junctionSplits: 0, refusedAlreadyJoined: 0 } as RepairCounts,
    (x) => refsAtVertex(net, x),
  );
  const counts: LinkCounts = {
    sameRefGaps,
    sameRefPointingGaps,
    links: 0,
    byLength: { under100m: 0, under1km: 0, under2km: 0, under5km: 0 },
    km: 0,
  };
  for (const c of candidates) {
    const a = find(c.from);
    const b = find(c.to);
    if (a === b || net.degree(c.v) !== 1) continue;
    // The segment may have been split by an earlier link: find the live piece of it under the point.
    const s = net.alive[c.s]
      ? c.s
      : net
          .segmentsNear(c.x, c.y, 2)
          .find((t) => labels[net.segA[t]!] === c.to && net.nearestOnSegment(t, c.x, c.y).metres < 1);
    if (s === undefined) continue;
    const target = net.splitSegment(s, Math.round(c.x), Math.round(c.y));
    if (target === c.v || nearAlongRoad(net, c.v, 1).has(target)) continue;
    net.addSegment(c.v, target, -1, SegmentKind.link);
    parent.set(a, b);
    counts.links++;
    counts.km += c.metres / 1000;
    const k = c.metres < 100 ? 'under100m' : c.metres < 1000 ? 'under1km' : c.metres < 2000 ? 'under2km' : 'under5km';
    counts.byLength[k]++;
  }
  return counts;
}
