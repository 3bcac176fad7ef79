import { KM_PER_DEGREE, kmPerDegreeLng, preparePath, type PreparedPath } from '../../domain/geo/geodesy.ts';
import type { LatLng } from '../../domain/geo/lat-lng.ts';
import { chunksOf, type Chunk } from './route-chunks.server.ts';

/** Relative slack on every box and bound, so rounding can never drop a point on the corridor's edge. */
export const EPS = 1e-9;

/**
 * A route made ready for corridor searches of one width (alongRoute, bestAlongRoute): the path's
 * segments and chunks with their boxes, plain and widened by widthKm. A pure function of the route
 * and the width, so a route searched again and again (a popular trip) is prepared once.
 */
export interface PreparedCorridor {
  readonly widthKm: number;
  /** widthKm with the relative slack every bound gets. */
  readonly widthLimit: number;
  readonly path: PreparedPath;
  readonly chunks: readonly Chunk[];
  /** Per chunk: its box widened by widthKm, [minLat, maxLat, minLng, maxLng]. */
  readonly chunkBox: Float64Array;
  /** Per chunk and per segment: its own box. */
  readonly rawChunkBox: Float64Array;
  readonly segBox: Float64Array;
}

export const isPrepared = (route: readonly LatLng[] | PreparedCorridor): route is PreparedCorridor =>
  !Array.isArray(route);

export function prepareCorridor(path: readonly LatLng[], widthKm: number): PreparedCorridor {
  if (!(widthKm >= 0) || !Number.isFinite(widthKm))
    throw new RangeError(`alongRoute: widthKm must be a non-negative number, got ${widthKm}`);
  const prepared = preparePath(path);
  // Boxes are [minLat, maxLat, minLng, maxLng]. Widened ones hold every point whose offset (in
  // projectOnSegment's local projection) from something inside the unwidened box is ≤ widthKm.
  const padLat = (widthKm / KM_PER_DEGREE) * (1 + EPS) + EPS;
  const widen = (boxes: Float64Array, k: number, minLat: number, maxLat: number, minLng: number, maxLng: number) => {
    const extreme = Math.max(Math.abs(minLat - padLat), Math.abs(maxLat + padLat));
    const padLng = extreme >= 89.999 ? 360 : (widthKm / kmPerDegreeLng(extreme)) * (1 + EPS) + EPS;
    boxes[4 * k] = minLat - padLat;
    boxes[4 * k + 1] = maxLat + padLat;
    boxes[4 * k + 2] = minLng - padLng;
    boxes[4 * k + 3] = maxLng + padLng;
  };

  const chunks = chunksOf(prepared, Math.max(widthKm, 0.5));
  const chunkBox = new Float64Array(chunks.length * 4);
  chunks.forEach((c, k) => widen(chunkBox, k, c.minLat, c.maxLat, c.minLng, c.maxLng));

  // Unwidened boxes of chunks and segments: the distance from a point to a box (in the local
  // projection projectOnSegment uses) bounds its offset from anything inside.
  const { lats, lngs, segments } = prepared;
  const segBox = new Float64Array(segments * 4);
  for (let s = 0; s < segments; s++) {
    const lat0 = lats[s] as number;
    const lat1 = lats[s + 1] as number;
    const lng0 = lngs[s] as number;
    const lng1 = lngs[s + 1] as number;
    segBox[4 * s] = Math.min(lat0, lat1);
    segBox[4 * s + 1] = Math.max(lat0, lat1);
    segBox[4 * s + 2] = Math.min(lng0, lng1);
    segBox[4 * s + 3] = Math.max(lng0, lng1);
  }
  const rawChunkBox = new Float64Array(chunks.length * 4);
  chunks.forEach((c, k) => rawChunkBox.set([c.minLat, c.maxLat, c.minLng, c.maxLng], 4 * k));
  return { widthKm, widthLimit: widthKm * (1 + EPS) + EPS, path: prepared, chunks, chunkBox, rawChunkBox, segBox };
}
