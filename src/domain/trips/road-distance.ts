import { haversineKm } from '../geo/geodesy.ts';
import type { LatLng } from '../geo/lat-lng.ts';

/**
 * Road km per great-circle km, for trips planned without a routing engine: the median of published
 * road distance ÷ great-circle distance over the plain and mixed city pairs of road-calibration.ts
 * (25 pairs, 60 to 1,300 km apart), rounded to two decimals. How it was fitted, its worst pairs and why it
 * is one number and not a function of distance: docs/trip-model.md, "Road distance".
 *
 * It holds ±15% on 23 of those 25 pairs. It undershoots roads that run mostly in the mountains
 * (Jammu–Srinagar, Siliguri–Gangtok, Chandigarh–Shimla) by 18–44%, which is one reason a plan made
 * with it calls its distance 'estimated'.
 */
export const ROAD_CIRCUITY = 1.19;

/** The road distance for a great-circle distance, both in km. */
export function estimateRoadKm(greatCircleKm: number): number {
  if (!(greatCircleKm >= 0) || !Number.isFinite(greatCircleKm))
    throw new RangeError(`estimateRoadKm: not a distance: ${greatCircleKm}`);
  return greatCircleKm * ROAD_CIRCUITY;
}

/** The estimated road distance between two points, in km. */
export function estimateRoadKmBetween(a: LatLng, b: LatLng): number {
  return estimateRoadKm(haversineKm(a, b));
}
