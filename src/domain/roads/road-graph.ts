import KDBush from 'kdbush';
import { decodeGraphFile, type GraphArrays, type GraphHeader } from './graph-file.ts';

/** Integer coordinate units (degrees × 100,000) per degree. */
export const UNITS_PER_DEGREE = 100_000;

/**
 * The national-highway graph over typed arrays (layout in graph-file.ts): nodes at junctions and dead ends,
 * edges that carry their road's geometry, and a spatial index of the edges' stretches.
 */
export class RoadGraph {
  readonly nodeCount: number;
  readonly edgeCount: number;
  /** Unit vectors of the nodes on the sphere (x, y, z per node), for the search's straight-line bound. */
  readonly nodeUnit: Float64Array;

  constructor(
    readonly header: GraphHeader,
    readonly a: GraphArrays,
    readonly spatial: KDBush,
  ) {
    this.nodeCount = header.nodes;
    this.edgeCount = header.edges;
    this.nodeUnit = new Float64Array(this.nodeCount * 3);
    for (let n = 0; n < this.nodeCount; n++) {
      const [x, y, z] = unitVector(a.nodeY[n]! / UNITS_PER_DEGREE, a.nodeX[n]! / UNITS_PER_DEGREE);
      this.nodeUnit[3 * n] = x;
      this.nodeUnit[3 * n + 1] = y;
      this.nodeUnit[3 * n + 2] = z;
    }
  }

  /** A graph over a file's bytes (the spatial index included, in place). */
  static fromBytes(buffer: ArrayBufferLike, byteLength = buffer.byteLength): RoadGraph {
    const { header, arrays } = decodeGraphFile(buffer, byteLength);
    return new RoadGraph(header, arrays, KDBush.from(buffer));
  }

  /** The edge's length in metres (as the search counts it: decimetres, rounded up). */
  edgeMetres(e: number): number {
    return this.a.edgeDm[e]! / 10;
  }

  /** The edge's segment count (one less than its point count). */
  segmentCount(e: number): number {
    return this.a.segStart[e + 1]! - this.a.segStart[e]!;
  }

  /**
   * The edge's points from its from-node to its to-node, appended to xs and ys (integer coordinates); returns
   * how many were appended.
   */
  edgePoints(e: number, xs: number[], ys: number[]): number {
    let x = this.a.nodeX[this.a.edgeFrom[e]!]!;
    let y = this.a.nodeY[this.a.edgeFrom[e]!]!;
    xs.push(x);
    ys.push(y);
    this.cursor = this.a.geomStart[e]!;
    const end = this.a.geomStart[e + 1]!;
    let n = 1;
    while (this.cursor < end) {
      x += this.readVarint();
      y += this.readVarint();
      xs.push(x);
      ys.push(y);
      n++;
    }
    return n;
  }

  private cursor = 0;

  /** The zig-zag varint at the cursor, moving past it. */
  private readVarint(): number {
    const bytes = this.a.geomBytes;
    let z = 0;
    let scale = 1;
    let b: number;
    do {
      b = bytes[this.cursor++]!;
      z += (b & 0x7f) * scale;
      scale *= 0x80;
    } while (b & 0x80);
    return z % 2 === 1 ? -(z + 1) / 2 : z / 2;
  }
}

export function unitVector(latDeg: number, lngDeg: number): [number, number, number] {
  const lat = (latDeg * Math.PI) / 180;
  const lng = (lngDeg * Math.PI) / 180;
  const c = Math.cos(lat);
  return [c * Math.cos(lng), c * Math.sin(lng), Math.sin(lat)];
}
