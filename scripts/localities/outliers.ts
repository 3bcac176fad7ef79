// Offices the directory placed wrong although their position passed the checks of positions.ts
// (issue 32): on a town's centre point, on one point with other offices, or far from the charging
// stations whose addresses name them. Pure.
import { haversineKm as km } from '../../src/domain/geo/geodesy.ts';
import type { LatLng } from '../../src/domain/geo/lat-lng.ts';
import { medianPoint } from '../../src/domain/geo/median.ts';
import type { OfficeKind } from './positions.ts';
import { nameKeyOf, stationPincode, stationsNaming, stationsPosition, type StationRecord } from './station-names.ts';

export interface PlacedOffice {
  name: string;
  pincode: string;
  kind: OfficeKind;
  /** The checked position (positions.ts), if any. */
  position?: LatLng;
}

export const OUTLIER_RULES = {
  /** An office this close to a town's centre point (data/places) of another name sits on it. */
  townPointKm: 0.25,
  /** …and is taken off it when its pincode's other offices are farther than this. */
  townPointFarKm: 10,
  /** Positions equal to 4 decimals (about 11 m) are one point. */
  cellDecimals: 4,
  /** A point held by this many offices is shared: one keeps it. */
  sharedOffices: 3,
  /** Stations naming an office: the median of those within this of their first median… */
  stationTrimKm: 2,
  /** …at least this many of them… */
  stationMin: 3,
  /** …and the office moves to it when farther than this. */
  stationMoveKm: 2,
} as const;

export interface OutlierReport {
  /** Pincode centres over 15 km from the stations of that pincode: moved to them. */
  centresMovedToStations: number;
  /** Pincode centres far from their district's (and no stations): moved to the district's median centre. */
  centresFarFromDistrict: number;
  /** Districts whose head offices lie far from the median of their centres: the head offices' point is their centre. */
  districtsByHeadOffice: string[];
  /** Offices of those pincodes over 15 km from the new centre: taken off. */
  offCentreTakenOff: number;
  /** Positions on a town's centre point of another name, far from the pincode's other offices: taken off. */
  townPoint: number;
  /** Offices on a point shared by 3 or more (a head or sub office's point given to its villages): all but one taken off. */
  sharedPoint: number;
  /** Offices moved to the stations whose addresses name them (their position was over 2 km away). */
  movedToStations: number;
  /** Offices without a checked position placed at the stations whose addresses name them. */
  placedByStations: number;
}

export type PositionSource = 'office' | 'stations';

/** A pincode's stations: their median, then again within this of it; at least `stationMin` of them. */
const PINCODE_TRIM_KM = 5;
/** A pincode centre this far from its stations' is wrong (201301, Noida, was given at 23.5 N in Madhya Pradesh). */
const CENTRE_OFF_KM = 15;
/** A pincode centre farther than max(100 km, 4 × the district's median) from its district's median centre is wrong. */
const DISTRICT_FAR_KM = 100;
const DISTRICT_SPREADS = 4;

/**
 * Pincode centres checked against the stations of that pincode (postcode column, else the pincode
 * in the address): a centre over 15 km from theirs takes it, and the pincode's offices over 15 km
 * from the new centre lose their position (they made the wrong centre). A centre farther than
 * max(100 km, 4 × the district's median) from its district's median centre, with no stations to
 * say, takes that median. Where the district's head offices (their own checked positions) lie
 * farther than that from the district's median, the directory placed the rest of the district
 * wrong, consistently (Pratapgarh, UP: 40 pincodes given in Chhattisgarh, 480 km south, its head
 * office at Pratapgarh): the head offices' median is the district's centre instead. Changes
 * `centres` and `positions` in place; returns how many of each, and the centres moved.
 */
export function checkCentresByStations(
  offices: readonly { pincode: string; district: string; kind?: OfficeKind }[],
  positions: (LatLng | undefined)[],
  centres: Map<string, LatLng>,
  stations: readonly StationRecord[],
) {
  // Each district's median centre and spread: a centre farther than max(100 km, 4 × the spread)
  // from it is wrong (201303 and 201309, Noida, were given 280 km south), and so is a stations'
  // centre there (824101's stations are geocoded in Aurangabad, Maharashtra, not Bihar).
  const districtOf = new Map<string, string>();
  for (const o of offices) districtOf.set(o.pincode, o.district);
  const byDistrict = new Map<string, string[]>();
  for (const [pin, district] of districtOf) byDistrict.set(district, [...(byDistrict.get(district) ?? []), pin]);
  const districtArea = new Map<string, { middle: LatLng; limitKm: number }>();
  // Only centres made from checked offices count: the others are pincodes.csv's, which for a
  // whole district can be one geocoder's point (Aurangabad, Bihar: Aurangabad, Maharashtra's).
  const checkedPins = new Set(offices.flatMap((o, i) => (positions[i] ? [o.pincode] : [])));
  const heads = new Map<string, LatLng[]>();
  offices.forEach((o, i) => {
    if (o.kind === 'H' && positions[i]) heads.set(o.district, [...(heads.get(o.district) ?? []), positions[i]]);
  });
  const headDistricts: string[] = [];
  for (const [district, pins] of byDistrict) {
    const points = pins.flatMap((pin) => (centres.has(pin) && checkedPins.has(pin) ? [centres.get(pin)!] : []));
    const median = medianPoint(points);
    if (!median || points.length < 3) continue;
    const spread = points.map((p) => km(p, median)).sort((a, b) => a - b)[points.length >> 1]!;
    const limitKm = Math.max(DISTRICT_FAR_KM, DISTRICT_SPREADS * spread);
    const head = medianPoint(heads.get(district) ?? []);
    const middle = head && km(head, median) > limitKm ? head : median;
    if (middle === head) headDistricts.push(district);
    districtArea.set(district, { middle, limitKm });
  }
  const inDistrict = (pin: string, p: LatLng) => {
    const area = districtArea.get(districtOf.get(pin) ?? '');
    return !area || km(p, area.middle) <= area.limitKm;
  };

  const byPin = new Map<string, LatLng[]>();
  for (const s of stations) {
    const pin = stationPincode(s);
    if (pin) byPin.set(pin, [...(byPin.get(pin) ?? []), s]);
  }
  /** The centres moved, and what they were moved to: their stations or their district's centre. */
  const moved = new Map<string, 'stations' | 'district'>();
  for (const [pin, points] of byPin) {
    const centre = centres.get(pin);
    const found = stationsPosition(points, PINCODE_TRIM_KM, OUTLIER_RULES.stationMin);
    if (!centre || !found || km(centre, found.point) <= CENTRE_OFF_KM || !inDistrict(pin, found.point)) continue;
    centres.set(pin, found.point);
    moved.set(pin, 'stations');
  }
  let farFromDistrict = 0;
  for (const [pin, centre] of centres) {
    if (moved.has(pin) || inDistrict(pin, centre)) continue;
    centres.set(pin, districtArea.get(districtOf.get(pin)!)!.middle);
    moved.set(pin, 'district');
    farFromDistrict++;
  }
  let officesTakenOff = 0;
  offices.forEach((o, i) => {
    const p = positions[i];
    if (!p || !moved.has(o.pincode) || km(p, centres.get(o.pincode)!) <= CENTRE_OFF_KM) return;
    positions[i] = undefined;
    officesTakenOff++;
  });
  return { centresMoved: moved.size - farFromDistrict, farFromDistrict, officesTakenOff, headDistricts, moved };
}

const RANK: Record<OfficeKind, number> = { H: 0, S: 1, B: 2 };

/**
 * The checks, in order; an office taken off its position gets its pincode's centre later (marked
 * 'pincode'). The stations' check runs last and may place any office, taken off or not:
 * 1. town point: within 250 m of a data/places town centre of another name, and more than 10 km
 *    from the median of its pincode's other checked offices (Morave, 410406, on Pune's centre);
 * 2. shared point: 3 or more offices on one point (to 4 decimals): the best office (H > S > B)
 *    keeps it, the others are taken off (a sub office's point given to its villages);
 * 3. stations: 3 or more stations of the office's pincode (postcode column, else the pincode in
 *    the address) whose addresses name the office, within 2 km of their median: an office over
 *    2 km from that median, or without a position, moves to it (Indiranagar, 560038, was 7 km
 *    west, in Basavanagudi).
 */
export function correctOutliers(
  offices: readonly PlacedOffice[],
  towns: readonly { name: string; lat: number; lng: number }[],
  stations: readonly StationRecord[],
) {
  const R = OUTLIER_RULES;
  const report: OutlierReport = {
    centresMovedToStations: 0,
    centresFarFromDistrict: 0,
    districtsByHeadOffice: [],
    offCentreTakenOff: 0,
    townPoint: 0,
    sharedPoint: 0,
    movedToStations: 0,
    placedByStations: 0,
  };
  const positions = offices.map((o) => o.position);
  const sources: (PositionSource | undefined)[] = offices.map((o) => (o.position ? 'office' : undefined));
  const cell = (p: LatLng) => `${p.lat.toFixed(R.cellDecimals)},${p.lng.toFixed(R.cellDecimals)}`;

  // 1. Town centre points, by cell of 0.01° (about 1 km) for the look-up.
  const townCells = new Map<string, { key: string; point: LatLng }[]>();
  const coarse = (lat: number, lng: number) => `${Math.floor(lat * 100)},${Math.floor(lng * 100)}`;
  for (const t of towns) {
    const key = coarse(t.lat, t.lng);
    townCells.set(key, [...(townCells.get(key) ?? []), { key: nameKeyOf(t.name), point: t }]);
  }
  const byPincode = new Map<string, number[]>();
  offices.forEach((o, i) => byPincode.set(o.pincode, [...(byPincode.get(o.pincode) ?? []), i]));
  offices.forEach((o, i) => {
    const p = positions[i];
    if (!p) return;
    const near: { key: string; point: LatLng }[] = [];
    for (const dLat of [-1, 0, 1])
      for (const dLng of [-1, 0, 1])
        near.push(...(townCells.get(coarse(p.lat + dLat / 100, p.lng + dLng / 100)) ?? []));
    const own = nameKeyOf(o.name);
    if (!near.some((t) => t.key !== own && !own.startsWith(t.key) && km(t.point, p) <= R.townPointKm)) return;
    const others = medianPoint(
      (byPincode.get(o.pincode) ?? []).filter((j) => j !== i && positions[j]).map((j) => positions[j]!),
    );
    if (!others || km(others, p) <= R.townPointFarKm) return;
    positions[i] = undefined;
    sources[i] = undefined;
    report.townPoint++;
  });

  // 2. Shared points.
  const cells = new Map<string, number[]>();
  offices.forEach((_, i) => {
    const p = positions[i];
    if (p) cells.set(cell(p), [...(cells.get(cell(p)) ?? []), i]);
  });
  for (const members of cells.values()) {
    if (members.length < R.sharedOffices) continue;
    const owner = [...members].sort((a, b) => RANK[offices[a]!.kind] - RANK[offices[b]!.kind] || a - b)[0]!;
    for (const i of members) {
      if (i === owner) continue;
      positions[i] = undefined;
      sources[i] = undefined;
      report.sharedPoint++;
    }
  }

  // 3. Stations whose addresses name the office, in its pincode.
  const keys = offices.map((o) => nameKeyOf(o.name));
  const hits = stationsNaming(stations, new Set(keys.filter((k) => k.length >= 4)));
  const pins = stations.map(stationPincode);
  offices.forEach((o, i) => {
    const named = (hits.get(keys[i]!) ?? []).filter((s) => pins[s] === o.pincode);
    if (named.length < R.stationMin) return;
    const found = stationsPosition(
      named.map((s) => stations[s]!),
      R.stationTrimKm,
      R.stationMin,
    );
    if (!found) return;
    const p = positions[i];
    if (p && km(p, found.point) <= R.stationMoveKm) return;
    if (p) report.movedToStations++;
    else report.placedByStations++;
    positions[i] = found.point;
    sources[i] = 'stations';
  });
  return { positions, sources, report };
}
