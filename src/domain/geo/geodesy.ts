import type { LatLng } from './lat-lng.ts';

/**
 * Distances on the earth, treated as a sphere of mean radius 6,371 km (the same radius geokdbush
 * uses, so the spatial index and these functions agree). Good to about 0.5% against the WGS84
 * ellipsoid, far better than anything a driver can tell apart.
 */
export const EARTH_RADIUS_KM = 6371;

const RAD = Math.PI / 180;
/** Kilometres per degree of latitude (and of longitude at the equator). */
export const KM_PER_DEGREE = EARTH_RADIUS_KM * RAD;

/** Great-circle (haversine) distance in km. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const sinLat = Math.sin(((b.lat - a.lat) * RAD) / 2);
  const sinLng = Math.sin(((b.lng - a.lng) * RAD) / 2);
  const h = sinLat * sinLat + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * sinLng * sinLng;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A distance as people read it: '850 m' under 1 km, '4.2 km' (one decimal) under 10 km, and
 * whole kilometres from there on ('123 km'). Values that round up cross over: 0.9996 km is
 * '1.0 km' and 9.96 km is '10 km'. A negative value (rounding noise) counts as 0.
 */
export function formatDistance(km: number): string {
  if (!Number.isFinite(km)) throw new RangeError(`formatDistance: not a distance: ${km}`);
  const d = Math.max(0, km);
  const metres = Math.round(d * 1000);
  if (metres < 1000) return `${metres} m`;
  const tenths = Math.round(d * 10);
  if (tenths < 100) return `${(tenths / 10).toFixed(1)} km`;
  return `${Math.round(d)} km`;
}

/**
 * Points along the great circle from a to b, about stepKm apart (never more), starting exactly
 * at a and ending exactly at b. Equal points give [a, b]. Antipodal points have no single great
 * circle and are refused.
 */
export function greatCirclePath(a: LatLng, b: LatLng, stepKm = 5): LatLng[] {
  if (!(stepKm > 0) || !Number.isFinite(stepKm))
    throw new RangeError(`greatCirclePath: stepKm must be a positive number, got ${stepKm}`);
  const first = { lat: a.lat, lng: a.lng };
  const last = { lat: b.lat, lng: b.lng };
  const distanceKm = haversineKm(a, b);
  const delta = distanceKm / EARTH_RADIUS_KM;
  const sinDelta = Math.sin(delta);
  if (distanceKm === 0) return [first, last];
  if (sinDelta < 1e-12) throw new RangeError('greatCirclePath: the points are antipodal');

  const [ax, ay, az] = toVector(a);
  const [bx, by, bz] = toVector(b);
  const segments = Math.max(1, Math.ceil(distanceKm / stepKm));
  // Sized up front, and sqrt rather than Math.hypot (which V8 does not inline): a trip search
  // draws one of these per request.
  const path = new Array<LatLng>(segments + 1);
  path[0] = first;
  for (let i = 1; i < segments; i++) {
    const f = i / segments;
    const wa = Math.sin((1 - f) * delta) / sinDelta;
    const wb = Math.sin(f * delta) / sinDelta;
    const x = wa * ax + wb * bx;
    const y = wa * ay + wb * by;
    const z = wa * az + wb * bz;
    path[i] = { lat: Math.atan2(z, Math.sqrt(x * x + y * y)) / RAD, lng: Math.atan2(y, x) / RAD };
  }
  path[segments] = last;
  return path;
}

function toVector(p: LatLng): [number, number, number] {
  const lat = p.lat * RAD;
  const lng = p.lng * RAD;
  return [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)];
}

/** Length of a polyline in km (sum of the great-circle lengths of its segments). */
export function polylineLengthKm(path: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += haversineKm(path[i - 1] as LatLng, path[i] as LatLng);
  return total;
}

/** Where a point stands relative to a path. */
export interface PathProgress {
  /** Distance along the path from its start to the path's point closest to the point, in km. */
  distanceFromStartKm: number;
  /** Distance from the point to that closest point of the path, in km. */
  offsetKm: number;
}

/**
 * A path made ready for many progress and corridor queries: vertex coordinates, segment lengths
 * and the distance from the start to each vertex. A one-point path becomes a zero-length segment.
 */
export interface PreparedPath {
  readonly lats: Float64Array;
  readonly lngs: Float64Array;
  /** Distance along the path from the start to vertex i, in km. */
  readonly cumKm: Float64Array;
  /** Great-circle length of segment i (vertex i to vertex i + 1), in km. */
  readonly segKm: Float64Array;
  readonly segments: number;
  readonly lengthKm: number;
}

export function preparePath(path: readonly LatLng[]): PreparedPath {
  if (path.length === 0) throw new RangeError('A path needs at least one point');
  const points = path.length === 1 ? [path[0] as LatLng, path[0] as LatLng] : path;
  const n = points.length;
  const lats = new Float64Array(n);
  const lngs = new Float64Array(n);
  const cumKm = new Float64Array(n);
  const segKm = new Float64Array(n - 1);
  for (let i = 0; i < n; i++) {
    const p = points[i] as LatLng;
    if (!Number.isFinite(p.lat) || !Number.isFinite(p.lng)) throw new RangeError(`Path point ${i} is not a position`);
    lats[i] = p.lat;
    lngs[i] = p.lng;
    if (i > 0) {
      const len = haversineKm(points[i - 1] as LatLng, p);
      segKm[i - 1] = len;
      cumKm[i] = (cumKm[i - 1] as number) + len;
    }
  }
  return { lats, lngs, cumKm, segKm, segments: n - 1, lengthKm: cumKm[n - 1] as number };
}

/**
 * Kilometres per degree of longitude at a latitude: the x scale of the local equirectangular
 * projection centred on a query point. Compute it once per point and pass it to projectOnSegment.
 */
export const kmPerDegreeLng = (lat: number) => Math.cos(lat * RAD) * KM_PER_DEGREE;

/**
 * Projects the point (lat, lng) onto segment i of a prepared path, in a local equirectangular
 * projection centred on the point (x scale `kmPerLng` = kmPerDegreeLng(lat), y scale
 * KM_PER_DEGREE). The projection is clamped to the segment. Writes the distance from the path's
 * start to the projection and the offset to `out`. For segments of up to ~50 km and the offsets a
 * corridor cares about, the error against a true geodesic projection is well under 0.5%.
 *
 * This is the one place the arithmetic lives: the spatial index and a brute-force scan both call
 * it, so they agree to the last bit.
 */
export function projectOnSegment(
  p: PreparedPath,
  i: number,
  lat: number,
  lng: number,
  kmPerLng: number,
  out: PathProgress,
): void {
  const ax = lngDelta((p.lngs[i] as number) - lng) * kmPerLng;
  const ay = ((p.lats[i] as number) - lat) * KM_PER_DEGREE;
  const dx = lngDelta((p.lngs[i + 1] as number) - lng) * kmPerLng - ax;
  const dy = ((p.lats[i + 1] as number) - lat) * KM_PER_DEGREE - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 > 0 ? -(ax * dx + ay * dy) / len2 : 0;
  if (t < 0) t = 0;
  else if (t > 1) t = 1;
  const qx = ax + t * dx;
  const qy = ay + t * dy;
  out.offsetKm = Math.sqrt(qx * qx + qy * qy);
  out.distanceFromStartKm = (p.cumKm[i] as number) + t * (p.segKm[i] as number);
}

/** A longitude difference brought into [-180, 180]. */
function lngDelta(d: number): number {
  if (d > 180) return d - 360;
  if (d < -180) return d + 360;
  return d;
}

/** progressAlongPath on a prepared path. */
export function progressOnPreparedPath(p: PreparedPath, point: LatLng): PathProgress {
  const kmPerLng = kmPerDegreeLng(point.lat);
  const best: PathProgress = { distanceFromStartKm: 0, offsetKm: Infinity };
  const current: PathProgress = { distanceFromStartKm: 0, offsetKm: 0 };
  for (let i = 0; i < p.segments; i++) {
    projectOnSegment(p, i, point.lat, point.lng, kmPerLng, current);
    // Strictly closer only: on a tie the earlier segment wins (the spatial index relies on this).
    if (current.offsetKm < best.offsetKm) {
      best.offsetKm = current.offsetKm;
      best.distanceFromStartKm = current.distanceFromStartKm;
    }
  }
  return best;
}

/**
 * The point of the path closest to `point`: how far along the path it is from the start, and how
 * far the point is from it (the perpendicular offset where the point is beside a segment, the
 * distance to the vertex or end where it is not). Each segment is projected in a local
 * equirectangular approximation (see projectOnSegment).
 */
export function progressAlongPath(path: readonly LatLng[], point: LatLng): PathProgress {
  return progressOnPreparedPath(preparePath(path), point);
}

/** corridorMatch on a prepared path. */
export function corridorMatchPrepared(p: PreparedPath, point: LatLng, widthKm: number): PathProgress | null {
  const progress = progressOnPreparedPath(p, point);
  return progress.offsetKm <= widthKm ? progress : null;
}

/**
 * The point's progress along the path when it lies within widthKm of it, else null. The offset is
 * measured to the nearest point of the path, ends included, so a point that projects before the
 * start or after the end by more than widthKm is always outside: the corridor is the path
 * widened by widthKm on each side, with round ends.
 */
export function corridorMatch(path: readonly LatLng[], point: LatLng, widthKm: number): PathProgress | null {
  return corridorMatchPrepared(preparePath(path), point, widthKm);
}
