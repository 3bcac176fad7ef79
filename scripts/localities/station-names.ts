// The places charging stations' addresses name (data/stations/stations.csv, BEE and Open Charge
// Map): which stations' addresses name a locality, an area or a road, and where those stations are.
// A second, independent source of positions for the directory's offices. Pure.
import { haversineKm as km } from '../../src/domain/geo/geodesy.ts';
import type { LatLng } from '../../src/domain/geo/lat-lng.ts';
import { medianPoint } from '../../src/domain/geo/median.ts';
import { normalizeName } from '../../src/domain/places/place-text.ts';
import { canonicalWords } from '../../src/domain/places/place-words.ts';

export interface StationRecord {
  address: string;
  /** The data's city column ('Gurugram' where the address writes only 'Sector 29'); may be empty. */
  city?: string;
  postcode: string;
  lat: number;
  lng: number;
}

/** The pincode written in an address ('Bengaluru, Karnataka 560038'), when the postcode column is empty. */
const PIN_IN_ADDRESS = /(?<!\d)([1-9]\d{2})\s?(\d{3})(?!\d)/;

/** A station's pincode: the postcode column, else the pincode in its address; '' when neither. */
export const stationPincode = (s: StationRecord) =>
  /^\d{6}$/.test(s.postcode.trim()) ? s.postcode.trim() : (PIN_IN_ADDRESS.exec(s.address)?.slice(1, 3).join('') ?? '');

/** Names are looked for as runs of up to this many words of an address. */
const MAX_WORDS = 5;
/** Short forms of addresses: 'Sarjapur Rd', 'Hosur Main Rd', 'M G Road'. */
const WORD_FORMS: Record<string, string> = {
  rd: 'road',
  marg: 'road',
  ngr: 'nagar',
  lyt: 'layout',
  sec: 'sector',
  ext: 'extension',
};

/** An address or a name as the words it is compared by: normalised, numbered words in one form, short forms expanded. */
export function addressWords(text: string): string[] {
  const words = canonicalWords(normalizeName(text))
    .split(' ')
    .filter(Boolean)
    .map((w) => WORD_FORMS[w] ?? w);
  // 'M G Road' → 'mg road', 'J P Nagar' → 'jp nagar': single letters written apart are one abbreviation.
  const out: string[] = [];
  let letters = false;
  for (const w of words) {
    const letter = w.length === 1 && w >= 'a' && w <= 'z';
    if (letter && letters) out[out.length - 1] += w;
    else out.push(w);
    letters = letter;
  }
  return out;
}

/** The compact key a name is looked for by ('indira nagar' and 'indiranagar' alike). */
export const nameKeyOf = (text: string) => addressWords(text).join('');

/**
 * For each wanted key, the stations whose address names it (as a run of whole words). Only wanted
 * keys are recorded, so the 27,000 addresses' runs are not all kept.
 */
export function stationsNaming(stations: readonly StationRecord[], wanted: ReadonlySet<string>): Map<string, number[]> {
  const found = new Map<string, number[]>();
  stations.forEach((s, i) => {
    const words = addressWords(s.address);
    const seen = new Set<string>();
    for (let a = 0; a < words.length; a++) {
      let key = '';
      for (let b = a; b < Math.min(words.length, a + MAX_WORDS); b++) {
        key += words[b];
        if (!wanted.has(key) || seen.has(key)) continue;
        seen.add(key);
        const list = found.get(key);
        if (list) list.push(i);
        else found.set(key, [i]);
      }
    }
  });
  return found;
}

export interface StationPosition {
  point: LatLng;
  /** Stations whose positions made it (after the far ones were dropped). */
  stations: number;
  /** Their median distance from the point, km. */
  spreadKm: number;
}

/**
 * Where a set of stations that name one place are: the median of their positions, then again
 * without those farther than `trimKm` from it. Undefined when fewer than `min` stay, or fewer
 * than half of them (the name then means more than one place).
 */
export function stationsPosition(points: readonly LatLng[], trimKm: number, min: number): StationPosition | undefined {
  const first = medianPoint(points);
  if (!first) return undefined;
  const near = points.filter((p) => km(p, first) <= trimKm);
  if (near.length < min || near.length * 2 < points.length) return undefined;
  const point = medianPoint(near)!;
  const distances = near.map((p) => km(p, point)).sort((x, y) => x - y);
  return { point, stations: near.length, spreadKm: distances[distances.length >> 1]! };
}
