import { haversineKm, kmPerDegreeLng, KM_PER_DEGREE } from '../geo/geodesy.ts';
import type { LatLng } from '../geo/lat-lng.ts';
import { ASSIST_LIMITS } from './assistance-rules.ts';

/**
 * Where a stranded person is, in the words people use on a highway: 'NH-44, 12 km north of
 * Panipat' (issue 39). Pure: the server finds the nearest highway stretch (from the national-
 * highway tiles, data/roads) and the nearest town (the gazetteer), this says it.
 */

/** One highway line near the point: its reference(s) and its points as [lng, lat] pairs in degrees. */
export interface RoadLine {
  refs: readonly string[];
  /** lng0, lat0, lng1, lat1, … in degrees. */
  points: ArrayLike<number>;
}

export interface NearestRoad {
  ref: string;
  km: number;
}

export const COMPASS = [
  'north',
  'north_east',
  'east',
  'south_east',
  'south',
  'south_west',
  'west',
  'north_west',
] as const;
export type Compass = (typeof COMPASS)[number];

export interface PlaceWords {
  /** 'NH-44', or null when no highway is within ASSIST_LIMITS.roadKm. */
  road: string | null;
  /** The nearest town, or null when none is within ASSIST_LIMITS.townKm. */
  town: string | null;
  /** Its Hindi name where the gazetteer has one ('' otherwise). */
  town_hi: string;
  /** Whole km from the town (0: in or at the town). */
  km: number;
  /** Which way from the town the point lies. */
  direction: Compass | null;
}

/** Distance in km from p to the segment a–b (flat projection around p: exact enough within a few km). */
function segmentKm(p: LatLng, ax: number, ay: number, bx: number, by: number): number {
  const kx = kmPerDegreeLng(p.lat);
  const ky = KM_PER_DEGREE;
  const x1 = (ax - p.lng) * kx;
  const y1 = (ay - p.lat) * ky;
  const x2 = (bx - p.lng) * kx;
  const y2 = (by - p.lat) * ky;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(x1 * dx + y1 * dy) / len2));
  return Math.hypot(x1 + t * dx, y1 + t * dy);
}

/** The highway nearest to p within maxKm, by its nearest segment; ties go to the lower reference ('NH-44' before 'NH-544'). */
export function nearestRoad(
  lines: readonly RoadLine[],
  p: LatLng,
  maxKm: number = ASSIST_LIMITS.roadKm,
): NearestRoad | null {
  let best: NearestRoad | null = null;
  for (const line of lines) {
    const ref = mainRef(line.refs);
    if (!ref) continue;
    const pts = line.points;
    for (let i = 0; i + 3 < pts.length; i += 2) {
      const km = segmentKm(p, pts[i]!, pts[i + 1]!, pts[i + 2]!, pts[i + 3]!);
      if (km > maxKm) continue;
      if (!best || km < best.km || (km === best.km && compareRefs(ref, best.ref) < 0)) best = { ref, km };
    }
  }
  return best;
}

/** 'NH-44' sorts before 'NH-544' and 'NH-44A': the shorter number, then the text. */
export function compareRefs(a: string, b: string): number {
  const na = Number(/\d+/.exec(a)?.[0] ?? Infinity);
  const nb = Number(/\d+/.exec(b)?.[0] ?? Infinity);
  return na !== nb ? na - nb : a < b ? -1 : a > b ? 1 : 0;
}

/** Of a way's references ('NH-48 / NH-548A' split), the one people call it by: a national expressway, else the lowest NH. */
export function mainRef(refs: readonly string[]): string | null {
  const clean = refs.map((r) => r.trim()).filter((r) => /^(NH|NE)-?\d/i.test(r));
  if (clean.length === 0) return null;
  const normal = clean.map((r) => r.toUpperCase().replace(/^(NH|NE)-?/, '$1-'));
  return [...normal].sort(compareRefs)[0]!;
}

/** The 8-point compass direction of `to` seen from `from`. */
export function compassFrom(from: LatLng, to: LatLng): Compass {
  const dx = (to.lng - from.lng) * kmPerDegreeLng((from.lat + to.lat) / 2);
  const dy = (to.lat - from.lat) * KM_PER_DEGREE;
  const degrees = ((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360;
  return COMPASS[Math.round(degrees / 45) % 8]!;
}

export interface TownCandidate extends LatLng {
  name: string;
  native?: string;
  /** How much the town is known (the gazetteer's importance: post offices and pincodes around it; no population in the data). */
  importance: number;
}

/** Km added to a town's distance before weighing: keeps a village on the spot from outweighing a city a few km on. */
export const TOWN_KM_OFFSET = 5;

/**
 * The town people would give a position by: the one with the most importance for its distance,
 * importance ÷ (km + TOWN_KM_OFFSET)², so a city 11 km away (Panipat, 28.5) is named before a small
 * town 5 km away (Gharaunda, 5.5), while of equally known towns the nearest wins. The weighing is
 * assumed (docs/assistance.md), chosen on a few highway points, not measured.
 */
export function landmarkTown<T extends TownCandidate>(candidates: readonly T[], p: LatLng): T | null {
  let best: T | null = null;
  let bestScore = -Infinity;
  for (const town of candidates) {
    const km = haversineKm(town, p);
    const score = Math.max(town.importance, 0.01) / (km + TOWN_KM_OFFSET) ** 2;
    if (score > bestScore) {
      best = town;
      bestScore = score;
    }
  }
  return best;
}

/** The words for p: the road it is on (if any) and how far which way from the nearest town (if any). */
export function placeWords(
  p: LatLng,
  road: NearestRoad | null,
  town: (LatLng & { name: string; native?: string }) | null,
): PlaceWords {
  const townKm = town ? haversineKm(town, p) : Infinity;
  if (!town || townKm > ASSIST_LIMITS.townKm)
    return { road: road?.ref ?? null, town: null, town_hi: '', km: 0, direction: null };
  const km = Math.round(townKm);
  return {
    road: road?.ref ?? null,
    town: town.name,
    town_hi: town.native ?? '',
    km,
    direction: km === 0 ? null : compassFrom(town, p),
  };
}
