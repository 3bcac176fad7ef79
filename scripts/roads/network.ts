// The road network as the import builds and repairs it: vertices at integer coordinates (degrees × 100,000),
// straight segments between them, and a grid of segments for "what lies near this point". Ways meet where they
// share a point exactly (OpenStreetMap's shared nodes); the repairs (repair.ts) add the joins the tiles lost.
import type { SourceWay } from './read-tiles.ts';

/** Metres per coordinate unit (1e-5°) along a meridian, on the sphere of radius 6,371 km the app uses. */
export const METRES_PER_UNIT = (6_371_000 * Math.PI) / 180 / 100_000;
/** Grid cell side in coordinate units (0.01°, about 1.1 km). */
const CELL = 1000;

/** Why a segment is there: drawn in the source, or added by a repair of that kind. */
export const SegmentKind = {
  source: 0,
  tileEdge: 1,
  junction: 2,
  sameRef: 3,
  pointing: 4,
  link: 5,
  hillLink: 6,
} as const;
export type SegmentKind = (typeof SegmentKind)[keyof typeof SegmentKind];

/** Whether a segment is an estimated link (long-gaps.ts, links.ts), on any ground. */
export const isLinkKind = (kind: SegmentKind) => kind === SegmentKind.link || kind === SegmentKind.hillLink;

export class Network {
  readonly x: number[] = [];
  readonly y: number[] = [];
  /** Segment ids at each vertex (dead ones included until compaction; check `alive`). */
  readonly incident: number[][] = [];
  readonly segA: number[] = [];
  readonly segB: number[] = [];
  /** Index into `refs` of the segment's references (its first way's), or -1 for a join. */
  readonly segRef: number[] = [];
  readonly segKind: SegmentKind[] = [];
  readonly alive: boolean[] = [];
  readonly refs: string[][] = [];
  private readonly vertexAt = new Map<number, number>();
  private readonly segmentKeys = new Set<number>();
  private readonly grid = new Map<number, number[]>();

  /** The vertex at a point, made if new. */
  vertex(x: number, y: number): number {
    const key = x * 10_000_000 + y;
    let id = this.vertexAt.get(key);
    if (id === undefined) {
      id = this.x.length;
      this.x.push(x);
      this.y.push(y);
      this.incident.push([]);
      this.vertexAt.set(key, id);
    }
    return id;
  }

  /** Adds a straight segment unless it is empty or already there (ways drawn twice). Returns its id or -1. */
  addSegment(a: number, b: number, ref: number, kind: SegmentKind): number {
    if (a === b) return -1;
    const key = Math.min(a, b) * 4_194_304 + Math.max(a, b);
    if (this.segmentKeys.has(key)) return -1;
    this.segmentKeys.add(key);
    const id = this.segA.length;
    this.segA.push(a);
    this.segB.push(b);
    this.segRef.push(ref);
    this.segKind.push(kind);
    this.alive.push(true);
    this.incident[a]!.push(id);
    this.incident[b]!.push(id);
    this.forCells(id, (cell) => {
      let list = this.grid.get(cell);
      if (!list) this.grid.set(cell, (list = []));
      list.push(id);
    });
    return id;
  }

  /** Splits a segment at a new point on it and returns that point's vertex. */
  splitSegment(s: number, x: number, y: number): number {
    const v = this.vertex(x, y);
    const a = this.segA[s]!;
    const b = this.segB[s]!;
    if (v === a || v === b) return v;
    this.alive[s] = false;
    this.segmentKeys.delete(Math.min(a, b) * 4_194_304 + Math.max(a, b));
    this.addSegment(a, v, this.segRef[s]!, this.segKind[s]!);
    this.addSegment(v, b, this.segRef[s]!, this.segKind[s]!);
    return v;
  }

  addWays(ways: readonly SourceWay[]): void {
    for (const way of ways) {
      const ref = this.refs.push(way.refs) - 1;
      let previous = this.vertex(way.points[0]!, way.points[1]!);
      for (let i = 2; i < way.points.length; i += 2) {
        const next = this.vertex(way.points[i]!, way.points[i + 1]!);
        this.addSegment(previous, next, ref, SegmentKind.source);
        previous = next;
      }
    }
  }

  /** Live segments at a vertex. */
  liveIncident(v: number): number[] {
    return this.incident[v]!.filter((s) => this.alive[s]);
  }

  degree(v: number): number {
    let d = 0;
    for (const s of this.incident[v]!) if (this.alive[s]) d++;
    return d;
  }

  other(s: number, v: number): number {
    return this.segA[s] === v ? this.segB[s]! : this.segA[s]!;
  }

  /** Distance in metres between two vertices (flat at this scale). */
  metres(a: number, b: number): number {
    return this.pointMetres(this.x[a]!, this.y[a]!, this.x[b]!, this.y[b]!);
  }

  pointMetres(x1: number, y1: number, x2: number, y2: number): number {
    const c = Math.cos(((y1 + y2) / 2 / 100_000) * (Math.PI / 180));
    return Math.hypot((x2 - x1) * c, y2 - y1) * METRES_PER_UNIT;
  }

  /** The nearest point of segment s to (px, py): its parameter t in [0, 1], the point, and the distance in metres. */
  nearestOnSegment(s: number, px: number, py: number): { t: number; x: number; y: number; metres: number } {
    const a = this.segA[s]!;
    const b = this.segB[s]!;
    const c = Math.cos((py / 100_000) * (Math.PI / 180));
    const ax = (this.x[a]! - px) * c;
    const ay = this.y[a]! - py;
    const dx = (this.x[b]! - this.x[a]!) * c;
    const dy = this.y[b]! - this.y[a]!;
    const len2 = dx * dx + dy * dy;
    const t = len2 > 0 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2)) : 0;
    const x = this.x[a]! + t * (this.x[b]! - this.x[a]!);
    const y = this.y[a]! + t * (this.y[b]! - this.y[a]!);
    return { t, x, y, metres: Math.hypot(ax + t * dx, ay + t * dy) * METRES_PER_UNIT };
  }

  /** Live segments with a grid cell within `metres` of the point (a superset of those that lie that near). */
  segmentsNear(px: number, py: number, metres: number): number[] {
    const reach = Math.ceil(metres / METRES_PER_UNIT / Math.cos((py / 100_000) * (Math.PI / 180)));
    const x0 = Math.floor((px - reach) / CELL);
    const x1 = Math.floor((px + reach) / CELL);
    const y0 = Math.floor((py - reach) / CELL);
    const y1 = Math.floor((py + reach) / CELL);
    const out = new Set<number>();
    for (let cx = x0; cx <= x1; cx++) {
      for (let cy = y0; cy <= y1; cy++) {
        for (const s of this.grid.get(cx * 100_000 + cy) ?? []) if (this.alive[s]) out.add(s);
      }
    }
    return [...out].sort((p, q) => p - q);
  }

  private forCells(s: number, visit: (cell: number) => void): void {
    const a = this.segA[s]!;
    const b = this.segB[s]!;
    const x0 = Math.floor(Math.min(this.x[a]!, this.x[b]!) / CELL);
    const x1 = Math.floor(Math.max(this.x[a]!, this.x[b]!) / CELL);
    const y0 = Math.floor(Math.min(this.y[a]!, this.y[b]!) / CELL);
    const y1 = Math.floor(Math.max(this.y[a]!, this.y[b]!) / CELL);
    for (let cx = x0; cx <= x1; cx++) for (let cy = y0; cy <= y1; cy++) visit(cx * 100_000 + cy);
  }

  get vertexCount(): number {
    return this.x.length;
  }

  get segmentCount(): number {
    return this.segA.length;
  }
}
