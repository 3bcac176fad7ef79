import { haversineKm } from '../geo/geodesy.ts';
import type { LatLng } from '../geo/lat-lng.ts';
import { ROAD_CIRCUITY } from '../trips/road-distance.ts';
import { AVERAGE_KMH, drivingMinutes } from '../trips/trip-pace.ts';
import { isWinding, roadSpeedKmh } from './driving-time.ts';
import { EDGE_LINK, NO_HEIGHT, SEG_NO_HEIGHT, TURN_UNIT } from './graph-file.ts';
import { type RoadGraph, UNITS_PER_DEGREE } from './road-graph.ts';
import type { RoadRoute } from './road-route.ts';
import { segmentKm, type Snap } from './snap.ts';

/** A piece of one edge, from one share of its length to another (either way round). */
export interface Stretch {
  edge: number;
  from: number;
  to: number;
}

/** Builds a RoadRoute point by point: access stretches, then edge stretches, then the last access stretch. */
class RouteBuilder {
  readonly path: LatLng[] = [];
  readonly cum: number[] = [0];
  readonly winding: number[] = [];
  /** Per point: ground height (m), NaN where unknown. */
  readonly heightM: number[] = [NaN];
  /** Per segment: metres climbed and descended along it, NaN where unknown. */
  readonly upM: number[] = [];
  readonly downM: number[] = [];
  minutes = 0;
  windingKm = 0;
  linkKm = 0;

  constructor(first: LatLng) {
    this.path.push(first);
  }

  /**
   * Adds a straight stretch to `to`, counted as `km` of road at `minutes`, and winding or not, climbing `up` and
   * descending `down` metres to a point `z` m high (NaN: unknown). A stretch of no length sets the last point's height.
   */
  add(to: LatLng, km: number, minutes: number, winding: boolean, up = NaN, down = NaN, z = NaN): void {
    const last = this.path[this.path.length - 1]!;
    if (last.lat === to.lat && last.lng === to.lng) {
      if (Number.isNaN(this.heightM[this.heightM.length - 1]!)) this.heightM[this.heightM.length - 1] = z;
      return;
    }
    this.path.push(to);
    this.cum.push(this.cum[this.cum.length - 1]! + km);
    this.winding.push(winding ? 1 : 0);
    this.heightM.push(z);
    this.upM.push(up);
    this.downM.push(down);
    this.minutes += minutes;
    if (winding) this.windingKm += km;
  }

  get km(): number {
    return this.cum[this.cum.length - 1]!;
  }
}

/** Appends one edge stretch: its drawn points between the two shares, each segment at the edge's true length scale. */
function addStretch(graph: RoadGraph, builder: RouteBuilder, { edge, from, to }: Stretch): void {
  const xs: number[] = [];
  const ys: number[] = [];
  graph.edgePoints(edge, xs, ys);
  const segments = xs.length - 1;
  const km = new Float64Array(segments);
  let total = 0;
  for (let s = 0; s < segments; s++) total += km[s] = segmentKm(xs[s]!, ys[s]!, xs[s + 1]!, ys[s + 1]!);
  const scale = total > 0 ? graph.edgeMetres(edge) / 1000 / total : 1;
  const turns = graph.a.segTurn;
  const firstSeg = graph.a.segStart[edge]!;
  const linked = graph.a.edgeKind[edge] === EDGE_LINK;
  // Heights at the drawn points: the from-node's, then each segment's climb less its descent.
  const segUp = graph.a.segUp;
  const segDown = graph.a.segDown;
  const z = new Float64Array(segments + 1);
  const z0 = graph.a.nodeZ[graph.a.edgeFrom[edge]!]!;
  z[0] = z0 === NO_HEIGHT ? NaN : z0;
  for (let s = 0; s < segments; s++) {
    const up = segUp[firstSeg + s]!;
    z[s + 1] = up === SEG_NO_HEIGHT ? NaN : z[s]! + (up - segDown[firstSeg + s]!) / 10;
  }
  const zAt = (s: number, t: number) => z[s]! + t * (z[s + 1]! - z[s]!);
  const point = (s: number, t: number): LatLng => ({
    lat: (ys[s]! + t * (ys[s + 1]! - ys[s]!)) / UNITS_PER_DEGREE,
    lng: (xs[s]! + t * (xs[s + 1]! - xs[s]!)) / UNITS_PER_DEGREE,
  });
  // Positions along the drawn line, km from the from-node.
  const start = from * total;
  const end = to * total;
  const forward = end >= start;
  const lo = Math.min(start, end);
  const hi = Math.max(start, end);
  if (hi <= lo) {
    // A stretch of no length: just its point.
    let before = 0;
    for (let s = 0; s < segments; s++) {
      if (lo <= before + km[s]! || s === segments - 1) {
        const t = km[s]! > 0 ? Math.min(1, Math.max(0, (lo - before) / km[s]!)) : 0;
        builder.add(point(s, t), 0, 0, false, 0, 0, zAt(s, t));
        return;
      }
      before += km[s]!;
    }
    return;
  }
  // The pieces of segments between lo and hi, in the edge's own direction.
  const pieces: { s: number; t0: number; t1: number }[] = [];
  let at = 0;
  for (let s = 0; s < segments; s++) {
    const a = at;
    const b = at + km[s]!;
    at = b;
    const overlapFrom = Math.max(a, lo);
    const overlapTo = Math.min(b, hi);
    if (overlapTo <= overlapFrom) continue;
    pieces.push({ s, t0: (overlapFrom - a) / km[s]!, t1: (overlapTo - a) / km[s]! });
  }
  if (!forward) pieces.reverse();
  const p0 = pieces[0]!;
  const first = forward ? point(p0.s, p0.t0) : point(p0.s, p0.t1);
  builder.add(first, 0, 0, false, 0, 0, forward ? zAt(p0.s, p0.t0) : zAt(p0.s, p0.t1));
  for (const piece of pieces) {
    const turn = turns[firstSeg + piece.s]! * TURN_UNIT;
    const share = piece.t1 - piece.t0;
    const pieceKm = share * km[piece.s]! * scale;
    const next = forward ? point(piece.s, piece.t1) : point(piece.s, piece.t0);
    const nextZ = forward ? zAt(piece.s, piece.t1) : zAt(piece.s, piece.t0);
    // A share of the segment's climb and descent (the ground read every 250 m is not kept), swapped going back.
    const rawUp = segUp[firstSeg + piece.s]!;
    const up = rawUp === SEG_NO_HEIGHT ? NaN : (rawUp / 10) * share;
    const down = rawUp === SEG_NO_HEIGHT ? NaN : (segDown[firstSeg + piece.s]! / 10) * share;
    const [climb, descent] = forward ? [up, down] : [down, up];
    if (linked) {
      // Across roads the data does not hold: timed like an access stretch.
      builder.add(next, pieceKm, drivingMinutes(pieceKm, AVERAGE_KMH.car), false, climb, descent, nextZ);
      builder.linkKm += pieceKm;
    } else builder.add(next, pieceKm, (pieceKm / roadSpeedKmh(turn)) * 60, isWinding(turn), climb, descent, nextZ);
  }
}

/** The whole route: origin, straight to its snap, the stretches, straight from the last snap to the destination. */
export function assembleRoute(
  graph: RoadGraph,
  origin: LatLng,
  start: Snap,
  stretches: readonly Stretch[],
  end: Snap,
  destination: LatLng,
): RoadRoute {
  const builder = new RouteBuilder(origin);
  const startAccessKm = haversineKm(origin, start.at) * ROAD_CIRCUITY;
  // The access stretches are counted level (the ground between a town and its highway is not read: no grid at
  // run time), at the height of the road where they join it.
  builder.add(start.at, startAccessKm, drivingMinutes(startAccessKm, AVERAGE_KMH.car), false, 0, 0);
  for (const stretch of stretches) addStretch(graph, builder, stretch);
  builder.add(end.at, 0, 0, false, 0, 0, builder.heightM[builder.heightM.length - 1]);
  const beforeEnd = builder.km;
  const endAccessKm = haversineKm(end.at, destination) * ROAD_CIRCUITY;
  const endZ = builder.heightM[builder.heightM.length - 1]!;
  builder.add(destination, endAccessKm, drivingMinutes(endAccessKm, AVERAGE_KMH.car), false, 0, 0, endZ);
  const km = builder.km;
  builder.heightM[0] = builder.heightM[1] ?? NaN;
  if (builder.upM.length > 0 && Number.isNaN(builder.heightM[0]!)) {
    builder.upM[0] = NaN;
    builder.downM[0] = NaN;
  }
  const heights = routeHeights(builder);
  return {
    path: builder.path,
    cumKm: Float64Array.from(builder.cum),
    km,
    graphKm: beforeEnd - startAccessKm,
    startAccessKm,
    endAccessKm: km - beforeEnd,
    minutes: builder.minutes,
    winding: Uint8Array.from(builder.winding),
    windingKm: builder.windingKm,
    linkKm: builder.linkKm,
    ...heights,
  };
}

/** The route's height figures (RoadRoute's heightM … noHeightKm) from the builder's per-segment climbs. */
function routeHeights(
  b: RouteBuilder,
): Pick<RoadRoute, 'heightM' | 'upM' | 'downM' | 'climbM' | 'descentM' | 'noHeightKm'> {
  let climbM = 0;
  let descentM = 0;
  let noHeightKm = 0;
  for (let i = 0; i < b.upM.length; i++) {
    if (Number.isNaN(b.upM[i]!)) noHeightKm += b.cum[i + 1]! - b.cum[i]!;
    else {
      climbM += b.upM[i]!;
      descentM += b.downM[i]!;
    }
  }
  return {
    heightM: Float32Array.from(b.heightM),
    upM: Float32Array.from(b.upM),
    downM: Float32Array.from(b.downM),
    climbM,
    descentM,
    noHeightKm,
  };
}
