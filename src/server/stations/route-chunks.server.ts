import { KM_PER_DEGREE, type PreparedPath } from '../../domain/geo/geodesy.ts';

/**
 * A route cut into chunks of nearby segments with their boxes, and the distance from a point to
 * such a box: how the corridor search (station-index.server.ts) skips most of a long route for
 * each station.
 */

/** At most this many segments share one chunk (keeps dense road geometry cheap). */
const MAX_SEGMENTS_PER_CHUNK = 16;

/**
 * Squared distance in km from (lat, lng) to box k of `boxes` ([minLat, maxLat, minLng, maxLng]
 * each), in projectOnSegment's local projection centred on the point: a lower bound on the
 * offset to anything inside the box.
 */
export function boxDistance2(boxes: ArrayLike<number>, k: number, lat: number, lng: number, kmPerLng: number): number {
  const minLat = boxes[4 * k] as number;
  const maxLat = boxes[4 * k + 1] as number;
  const minLng = boxes[4 * k + 2] as number;
  const maxLng = boxes[4 * k + 3] as number;
  const dy = (lat < minLat ? minLat - lat : lat > maxLat ? lat - maxLat : 0) * KM_PER_DEGREE;
  const dx = (lng < minLng ? minLng - lng : lng > maxLng ? lng - maxLng : 0) * kmPerLng;
  return dx * dx + dy * dy;
}

/** A stretch of the route: segments first..last, within a lat/lng box (not yet widened). */
export interface Chunk {
  first: number;
  last: number;
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * Consecutive segments grouped into chunks of at most maxKm along the route (and at most
 * MAX_SEGMENTS_PER_CHUNK segments); a segment longer than maxKm is cut into pieces, each its own
 * chunk for that one segment (the boxes of the pieces cover the segment).
 */
export function chunksOf({ lats, lngs, segKm }: PreparedPath, maxKm: number): Chunk[] {
  const chunks: Chunk[] = [];
  const segments = segKm.length;
  let s = 0;
  while (s < segments) {
    const len = segKm[s] as number;
    if (len > maxKm) {
      const pieces = Math.ceil(len / maxKm);
      const lat0 = lats[s] as number;
      const lng0 = lngs[s] as number;
      const dLat = (lats[s + 1] as number) - lat0;
      const dLng = (lngs[s + 1] as number) - lng0;
      for (let k = 0; k < pieces; k++) {
        const latA = k === 0 ? lat0 : lat0 + (k / pieces) * dLat;
        const latB = k === pieces - 1 ? (lats[s + 1] as number) : lat0 + ((k + 1) / pieces) * dLat;
        const lngA = k === 0 ? lng0 : lng0 + (k / pieces) * dLng;
        const lngB = k === pieces - 1 ? (lngs[s + 1] as number) : lng0 + ((k + 1) / pieces) * dLng;
        chunks.push({
          first: s,
          last: s,
          minLat: Math.min(latA, latB),
          maxLat: Math.max(latA, latB),
          minLng: Math.min(lngA, lngB),
          maxLng: Math.max(lngA, lngB),
        });
      }
      s++;
      continue;
    }
    const first = s;
    let total = 0;
    let minLat = lats[s] as number;
    let maxLat = minLat;
    let minLng = lngs[s] as number;
    let maxLng = minLng;
    while (
      s < segments &&
      s - first < MAX_SEGMENTS_PER_CHUNK &&
      (segKm[s] as number) <= maxKm &&
      (s === first || total + (segKm[s] as number) <= maxKm)
    ) {
      total += segKm[s] as number;
      const lat = lats[s + 1] as number;
      const lng = lngs[s + 1] as number;
      if (lat < minLat) minLat = lat;
      if (lat > maxLat) maxLat = lat;
      if (lng < minLng) minLng = lng;
      if (lng > maxLng) maxLng = lng;
      s++;
    }
    chunks.push({ first, last: s - 1, minLat, maxLat, minLng, maxLng });
  }
  return chunks;
}
