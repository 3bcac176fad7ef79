// Reading the directory's coordinates and measuring between points. Pure.
import { distance } from 'geokdbush';
import type { LatLng } from '../../src/domain/geo/lat-lng.ts';

export type { LatLng };

/** How a coordinate text was read: a plain number, or degrees written with a sign ('17°57'17.7"'). */
export interface ParsedCoordinate {
  value: number;
  /** True when the text was not a plain decimal number (a degree sign, minutes, N/E). */
  rewritten: boolean;
}

const PLAIN = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
// 17°57'17.7"  ·  28.430354° N  ·  78°35'48.3 E  ·  17° 57.5'
const DEGREES = /^([+-]?\d+(?:\.\d+)?)\s*°\s*(?:(\d+(?:\.\d+)?)\s*['′]\s*)?(?:(\d+(?:\.\d+)?)\s*(?:["″]|'')?\s*)?([NSEW])?$/i;

/** One coordinate of the file: a decimal number or degrees-minutes-seconds; undefined when empty or unreadable. */
export function parseCoordinate(text: string | undefined): ParsedCoordinate | undefined {
  const t = (text ?? '').trim();
  if (!t) return undefined;
  if (PLAIN.test(t)) return { value: Number.parseFloat(t), rewritten: false };
  const m = DEGREES.exec(t);
  if (!m) return undefined;
  const degrees = Number.parseFloat(m[1]!);
  const minutes = m[2] ? Number.parseFloat(m[2]) : 0;
  const seconds = m[3] ? Number.parseFloat(m[3]) : 0;
  if (minutes >= 60 || seconds >= 60) return undefined;
  const sign = degrees < 0 || /[SW]/i.test(m[4] ?? '') ? -1 : 1;
  return { value: sign * (Math.abs(degrees) + minutes / 60 + seconds / 3600), rewritten: true };
}

/** Great-circle distance in kilometres. */
export function km(a: LatLng, b: LatLng): number {
  return distance(a.lng, a.lat, b.lng, b.lat);
}

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
