// Long gaps (docs/road-graph.md, "Links"): a national highway whose way stops and another that starts again a few
// km further on, each pointing straight at the other, with nothing of the data between them. The extract lost the
// stretch between (Kiratpur–Nerchowk between NH205 and NH154 in Himachal is one). The pairs are found on the
// data as it comes, before the repairs join a dead end to a side road a few metres off, and bridged after the
// repairs and links only where the roads still give no way between them shorter than DETOUR_FACTOR × the gap +
// DETOUR_METRES: an estimated link, counted at the straight line × ROAD_CIRCUITY like every link.
import { type Network, SegmentKind } from './network.ts';
import { turnDensities } from '../../src/domain/roads/winding.ts';
import { isWinding } from '../../src/domain/roads/driving-time.ts';
import { angleDegrees, deadEndHeading, deadEndPairs, nearAlongRoad, unit } from './network-walk.ts';

/** Gaps from this long (shorter ones are the repairs' and the other links' work)... */
export const LONG_GAP_MIN_METRES = 2000;
/** ...up to this long (straight). */
export const LONG_GAP_MAX_METRES = 25_000;
/** Each end's heading, taken over its last LONG_GAP_HEADING_METRES, within this angle of the gap's bearing. */
export const LONG_GAP_MAX_ANGLE = 20;
export const LONG_GAP_HEADING_METRES = 1000;

/** How much the road turns (°/km) over its last LONG_GAP_HEADING_METRES before dead end v. */
export function endTurning(net: Network, v: number): number {
  const xs = [net.x[v]!];
  const ys = [net.y[v]!];
  let previous = -1;
  let current = v;
  let walked = 0;
  while (walked < LONG_GAP_HEADING_METRES) {
    const next = net
      .liveIncident(current)
      .map((s) => net.other(s, current))
      .filter((w) => w !== previous);
    if (next.length !== 1) break;
    walked += net.metres(current, next[0]!);
    previous = current;
    current = next[0]!;
    xs.push(net.x[current]!);
    ys.push(net.y[current]!);
  }
  if (xs.length < 3) return 0;
  const turns = turnDensities(xs, ys, Math.max(walked, 1));
  return turns.reduce((sum, t) => sum + t, 0) / turns.length;
}

export interface LongGap {
  v: number;
  u: number;
  metres: number;
  /** Either end winds like mountain road: the link counts at HILL_LINK_CIRCUITY. */
  hills: boolean;
}

/**
 * Road km per straight km across a gap in the hills (either end winding, driving-time.ts): the upper quartile of
 * the graph's own winding edges of 8–40 km (232 edges: median 1.41, upper quartile 1.76, measured on the graph
 * of November 2026; docs/road-graph.md, "Links"). The upper quartile, not the median: an undershoot in the
 * hills is the side that strands a car.
 */
export const HILL_LINK_CIRCUITY = 1.75;

/**
 * Pairs of dead ends (any references) from LONG_GAP_MIN_METRES to LONG_GAP_MAX_METRES apart that point at each
 * other, nearest first; a dead end takes part in one pair at most.
 */
export function longGapCandidates(net: Network): LongGap[] {
  const heading = new Map<number, [number, number]>();
  const headingOf = (v: number) =>
    heading.get(v) ?? heading.set(v, deadEndHeading(net, v, LONG_GAP_HEADING_METRES)).get(v)!;
  const pairs = deadEndPairs(net, LONG_GAP_MAX_METRES, (v, u, metres) => {
    if (metres < LONG_GAP_MIN_METRES) return undefined;
    const gap = unit(net, v, u);
    if (
      angleDegrees(headingOf(v), gap) > LONG_GAP_MAX_ANGLE ||
      angleDegrees(headingOf(u), [-gap[0], -gap[1]]) > LONG_GAP_MAX_ANGLE
    )
      return undefined;
    return { hills: isWinding(endTurning(net, v)) || isWinding(endTurning(net, u)) };
  });
  const used = new Set<number>();
  return pairs.filter((p) => {
    if (used.has(p.v) || used.has(p.u)) return false;
    used.add(p.v);
    used.add(p.u);
    return true;
  });
}

/** Bridges the candidates the roads still leave apart (see the top of this file). Returns how many. */
export function linkLongGaps(
  net: Network,
  gaps: readonly LongGap[],
  detourFactor: number,
  detourMetres: number,
): LongGapCounts {
  const counts: LongGapCounts = { candidates: gaps.length, links: 0, km: 0, hillLinks: 0, hillKm: 0 };
  for (const { v, u, metres, hills } of gaps) {
    if (nearAlongRoad(net, v, detourFactor * metres + detourMetres).has(u)) continue;
    if (net.addSegment(v, u, -1, hills ? SegmentKind.hillLink : SegmentKind.link) < 0) continue;
    counts.links++;
    counts.km += metres / 1000;
    if (hills) {
      counts.hillLinks++;
      counts.hillKm += metres / 1000;
    }
  }
  return counts;
}

export interface LongGapCounts {
  /** Facing pairs of dead ends found on the data as it comes. */
  candidates: number;
  /** Bridged, and their straight km; of them, in the hills. */
  links: number;
  km: number;
  hillLinks: number;
  hillKm: number;
}
