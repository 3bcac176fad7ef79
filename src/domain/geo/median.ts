import type { LatLng } from './lat-lng.ts';

/** The median of numbers (the mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The point whose latitude and longitude are the medians of the points' (as pincodes.csv makes its centres). */
export function medianPoint(points: readonly LatLng[]): LatLng | undefined {
  if (points.length === 0) return undefined;
  return { lat: median(points.map((p) => p.lat)), lng: median(points.map((p) => p.lng)) };
}
