// Repairing the joins the tiles lost (rules and figures in docs/road-graph.md, "Repairs"). Every repair starts
// at a dead end: a vertex with one segment, where a way stops without meeting another. A road that carries on
// past another (a flyover, the far side of a hairpin) has no dead end there and is never joined to it.
import { type Network, SegmentKind } from './network.ts';
import {
  angleDegrees,
  deadEndHeading,
  deadEnds,
  facing,
  headingTo,
  nearAlongRoad,
  refsAtVertex,
  sameRefEndPairs,
} from './network-walk.ts';
import { COORDINATE_SCALE, TILE_DEGREES } from './read-tiles.ts';

export interface RepairRules {
  /** A dead end this near another road (any reference) meets it: simplification moved the shared node. */
  junctionMetres: number;
  /** Two dead ends of the same reference this near, each pointing at the other, are one road with a gap. */
  sameRefMetres: number;
  /** Above this gap the same-reference join needs both ends to point at each other. */
  sameRefAlignFromMetres: number;
  /** Largest angle (degrees) between a dead end's heading and the way to the other end. */
  sameRefMaxAngle: number;
  /** Gaps longer than this (and up to sameRefMetres) must line up closer, within sameRefLongMaxAngle. */
  sameRefLongFromMetres: number;
  sameRefLongMaxAngle: number;
  /** A dead end on a tile's edge meets another dead end on that edge this near. */
  tileEdgeMetres: number;
  /** A dead end that points at another road this near (within `pointingMaxAngle`) runs into it. */
  pointingMetres: number;
  pointingMaxAngle: number;
  /** A dead end that points at a road of its own reference this near (within the angle) is the same road with a gap. */
  sameRefPointingMetres: number;
  sameRefPointingMaxAngle: number;
}

export const REPAIR_RULES: RepairRules = {
  junctionMetres: 6,
  sameRefMetres: 2000,
  sameRefAlignFromMetres: 25,
  sameRefMaxAngle: 40,
  sameRefLongFromMetres: 1000,
  sameRefLongMaxAngle: 35,
  tileEdgeMetres: 100,
  pointingMetres: 100,
  pointingMaxAngle: 35,
  sameRefPointingMetres: 1000,
  sameRefPointingMaxAngle: 20,
};

export interface RepairCounts {
  tileEdge: number;
  junction: number;
  sameRef: number;
  /** Same-reference candidates refused because the two ends do not point at each other (hairpins, side roads). */
  sameRefRefusedAngle: number;
  /** Candidates refused because the road already joins the two ends within a short way (a shortcut, not a gap). */
  refusedAlreadyJoined: number;
  /** Junction joins made to the middle of a segment (a new vertex there). */
  junctionSplits: number;
  /** Dead ends that point at a road a little further on, joined to it. */
  pointing: number;
  /** Dead ends that point at a road of their own reference further on, joined to it. */
  sameRefPointing: number;
}

const onTileEdge = (coordinate: number) => coordinate % (TILE_DEGREES * COORDINATE_SCALE) === 0;

/** Dead ends cut at a tile's edge, joined to the nearest dead end across it. */
export function joinTileEdges(net: Network, rules: RepairRules, counts: RepairCounts): void {
  const ends = deadEnds(net).filter((v) => onTileEdge(net.x[v]!) || onTileEdge(net.y[v]!));
  for (const v of ends) {
    if (net.degree(v) !== 1) continue;
    const own = nearAlongRoad(net, v, rules.tileEdgeMetres * 3);
    let best = -1;
    let bestMetres = rules.tileEdgeMetres;
    for (const u of ends) {
      if (u === v || own.has(u) || net.degree(u) !== 1) continue;
      const d = net.metres(v, u);
      if (d <= bestMetres) [best, bestMetres] = [u, d];
    }
    if (best >= 0) {
      net.addSegment(v, best, -1, SegmentKind.tileEdge);
      counts.tileEdge++;
    }
  }
}

/** Joins dead end v to the point (x, y) of segment s: at an end of s when that is as near, else at a new vertex. */
function joinToSegment(
  net: Network,
  v: number,
  s: number,
  x: number,
  y: number,
  own: Map<number, number>,
  kind: SegmentKind,
  counts: RepairCounts,
): boolean {
  const a = net.segA[s]!;
  const b = net.segB[s]!;
  const px = Math.round(x);
  const py = Math.round(y);
  let target: number;
  if (net.pointMetres(px, py, net.x[a]!, net.y[a]!) <= 1.5 && !own.has(a)) target = a;
  else if (net.pointMetres(px, py, net.x[b]!, net.y[b]!) <= 1.5 && !own.has(b)) target = b;
  else {
    target = net.splitSegment(s, px, py);
    if (target !== a && target !== b) counts.junctionSplits++;
  }
  // A dead end that lies on the other road's line is joined by the split itself.
  if (target === v) return true;
  return !own.has(target) && net.addSegment(v, target, -1, kind) >= 0;
}

/** The nearest point, within `metres`, of a road other than v's own stretch. */
function nearestOtherRoad(net: Network, v: number, metres: number, ownSegments: Set<number>) {
  let best = { s: -1, t: 0, x: 0, y: 0, metres };
  for (const s of net.segmentsNear(net.x[v]!, net.y[v]!, metres)) {
    if (ownSegments.has(s)) continue;
    const hit = net.nearestOnSegment(s, net.x[v]!, net.y[v]!);
    if (hit.metres <= best.metres) best = { s, ...hit };
  }
  return best;
}

/**
 * A dead end within a few metres of another road meets it there (simplification moved the node they share).
 */
export function joinJunctions(net: Network, rules: RepairRules, counts: RepairCounts): void {
  for (const v of deadEnds(net)) {
    if (net.degree(v) !== 1) continue;
    const ownSegments = new Set<number>();
    const own = nearAlongRoad(net, v, rules.junctionMetres * 4 + 20, ownSegments);
    const best = nearestOtherRoad(net, v, rules.junctionMetres, ownSegments);
    if (best.s >= 0 && joinToSegment(net, v, best.s, best.x, best.y, own, SegmentKind.junction, counts))
      counts.junction++;
  }
}

export interface PointingRule {
  metres: number;
  maxAngle: number;
  /** Only roads that carry one of the dead end's references. */
  sameRef: boolean;
  /** What the join is (a repair, or an estimated link), and how far along the road counts as already joined. */
  kind?: SegmentKind;
  alreadyJoinedWithin?: (gapMetres: number) => number;
}

/**
 * A dead end that points straight at another road a little further on runs into it: a junction mapped loosely,
 * or the last metres of a way lost. Only roads the dead end's own road does not already reach within a few
 * times the gap: a join must not be a shortcut. Returns the joins made.
 */
export function joinPointingEnds(
  net: Network,
  rule: PointingRule,
  counts: RepairCounts,
  refsAt: (v: number) => Set<string>,
): number {
  let joins = 0;
  for (const v of deadEnds(net)) {
    if (net.degree(v) !== 1) continue;
    const ownSegments = new Set<number>();
    const own = nearAlongRoad(net, v, 44, ownSegments);
    const heading = deadEndHeading(net, v);
    const refs = rule.sameRef ? refsAt(v) : undefined;
    const hits: { s: number; x: number; y: number; metres: number }[] = [];
    for (const s of net.segmentsNear(net.x[v]!, net.y[v]!, rule.metres)) {
      if (ownSegments.has(s)) continue;
      if (refs && !(net.segRef[s]! >= 0 && net.refs[net.segRef[s]!]!.some((r) => refs.has(r)))) continue;
      const hit = net.nearestOnSegment(s, net.x[v]!, net.y[v]!);
      if (hit.metres <= rule.metres && angleDegrees(heading, headingTo(net, v, hit.x, hit.y)) <= rule.maxAngle)
        hits.push({ s, ...hit });
    }
    if (hits.length === 0) continue;
    hits.sort((p, q) => p.metres - q.metres || p.s - q.s);
    // The nearest road it points at that its own road does not already reach within the limit for that gap.
    const joinedWithin = (gap: number) => rule.alreadyJoinedWithin?.(gap) ?? Math.max(5 * gap, gap + 1000);
    const reach = nearAlongRoad(net, v, joinedWithin(hits[hits.length - 1]!.metres));
    const best = hits.find(
      (hit) =>
        Math.min(reach.get(net.segA[hit.s]!) ?? Infinity, reach.get(net.segB[hit.s]!) ?? Infinity) >
        joinedWithin(hit.metres),
    );
    if (!best) {
      counts.refusedAlreadyJoined++;
      continue;
    }
    if (joinToSegment(net, v, best.s, best.x, best.y, own, rule.kind ?? SegmentKind.pointing, counts)) joins++;
  }
  return joins;
}

/**
 * Two dead ends of the same reference, near and pointing at each other, are one road with a gap (a missing
 * bridge, a way lost in the extract). Pairs are taken nearest first, each end once; a pair the road already joins
 * within a short way is left alone.
 */
export function joinSameRefGaps(
  net: Network,
  rules: RepairRules,
  counts: RepairCounts,
  refsAt: (v: number) => Set<string>,
): void {
  for (const { v, u, metres } of sameRefEndPairs(net, rules.sameRefMetres, refsAt)) {
    if (net.degree(v) !== 1 || net.degree(u) !== 1) continue;
    const maxAngle = metres > rules.sameRefLongFromMetres ? rules.sameRefLongMaxAngle : rules.sameRefMaxAngle;
    if (!facing(net, v, u, maxAngle, rules.sameRefAlignFromMetres)) {
      counts.sameRefRefusedAngle++;
      continue;
    }
    if (nearAlongRoad(net, v, Math.max(3 * metres, metres + 500)).has(u)) {
      counts.refusedAlreadyJoined++;
      continue;
    }
    net.addSegment(v, u, -1, SegmentKind.sameRef);
    counts.sameRef++;
  }
}

export function repairNetwork(net: Network, rules: RepairRules = REPAIR_RULES): RepairCounts {
  const counts: RepairCounts = {
    tileEdge: 0,
    junction: 0,
    sameRef: 0,
    pointing: 0,
    sameRefPointing: 0,
    sameRefRefusedAngle: 0,
    refusedAlreadyJoined: 0,
    junctionSplits: 0,
  };
  const refsAt = (v: number) => refsAtVertex(net, v);
  joinTileEdges(net, rules, counts);
  joinJunctions(net, rules, counts);
  joinSameRefGaps(net, rules, counts, refsAt);
  counts.pointing = joinPointingEnds(
    net,
    { metres: rules.pointingMetres, maxAngle: rules.pointingMaxAngle, sameRef: false },
    counts,
    refsAt,
  );
  counts.sameRefPointing = joinPointingEnds(
    net,
    { metres: rules.sameRefPointingMetres, maxAngle: rules.sameRefPointingMaxAngle, sameRef: true },
    counts,
    refsAt,
  );
  return counts;
}
