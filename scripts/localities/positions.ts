// Checks each post office's position against its pincode's centre and district, and gives each
// pincode a centre made from the positions that pass. Pure.
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { isInIndia } from '../../src/domain/geo/lat-lng.ts';
import { haversineKm as km } from '../../src/domain/geo/geodesy.ts';
import type { LatLng } from '../../src/domain/geo/lat-lng.ts';
import { median, medianPoint } from '../../src/domain/geo/median.ts';

export type OfficeKind = 'H' | 'S' | 'B';

export interface OfficePosition {
  pincode: string;
  kind: OfficeKind;
  /** The office's district as a nameKey (after 'NA' is filled in). */
  district: string;
  /** The position as read from the file, if any. */
  point?: LatLng;
}

export interface PincodeArea {
  /** pincodes.csv's centre: the median of the pincode's offices inside India. */
  centre: LatLng;
  /** nameKeys of the districts the pincode's row and its offices name. */
  districts: ReadonlySet<string>;
}

export type Verdict =
  'kept' | 'swapped' | 'missing' | 'outside-india' | 'placeholder' | 'far' | 'other-district' | 'lone-other-district';

export const POSITION_RULES = {
  /** Never reject closer than this to the pincode centre. */
  farMinKm: 15,
  /** Always reject farther than this from a well-measured pincode centre. */
  farMaxKm: 40,
  /** Between the two: reject beyond this many times the pincode's median office distance. */
  spreadFactor: 4,
  /** A pincode centre is well measured when it is the median of at least this many positions. */
  wellMeasured: 3,
  /** One exact position shared by offices of this many pincodes is a placeholder, not theirs. */
  placeholderPincodes: 3,
  /** A swapped position must land this close to the pincode centre (then the checks below judge it like any other). */
  swapKm: 100,
  /** A checked centre counts as moved beyond this. */
  movedKm: 1,
} as const;

export interface PositionReport {
  offices: number;
  missing: number;
  outsideIndia: number;
  swapped: number;
  placeholder: number;
  far: number;
  otherDistrict: number;
  /**
   * The only positioned office of its pincode (so the centre is its own point), with the nearest
   * other pincode in another district and none of its own district within farMinKm.
   */
  loneOtherDistrict: number;
  /** Offices of poorly measured pincodes kept although far from the centre: the nearest other pincode is in their district. */
  keptInDistrict: number;
  /** Offices whose pincode has no centre, kept unchecked (inside India). */
  unchecked: number;
  kept: number;
  /** Pincodes whose centre, recomputed from their checked offices, moved more than movedKm. */
  centresMoved: number;
  /** Pincodes with a centre none of whose offices passed: pincodes.csv's centre is kept. */
  centresUnchecked: number;
}

export interface CheckedPositions {
  /** The checked position of each office (same order as the input), or undefined. */
  positions: (LatLng | undefined)[];
  verdicts: Verdict[];
  /** Each pincode's centre: the median of its checked office positions, else pincodes.csv's centre. */
  centres: Map<string, LatLng>;
  report: PositionReport;
}

const RANK: Record<OfficeKind, number> = { H: 0, S: 1, B: 2 };
const pointKey = (p: LatLng) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;

/**
 * The checks, in order (each office is counted under the first that fails):
 * 1. no position → missing;
 * 2. outside India → swapped when latitude and longitude exchanged land in India within 100 km of
 *    the pincode centre (and then checked like any other position), else rejected;
 * 3. one exact position used by offices of 3+ pincodes (a head office's position copied into its
 *    branches) → rejected, except for one owner: the head office there (else the sub office) within
 *    15 km of its own pincode's centre, nearest first;
 * 4. far from the pincode centre: beyond max(15 km, min(4 × the pincode's median office distance,
 *    40 km)). A centre made from one or two positions is their midpoint and proves nothing, so
 *    there a far office is kept only when the nearest other pincode centre is in its district;
 * 5. the only positioned office of its pincode (whose centre is then that very point): rejected
 *    when the nearest other pincode centre is another district's and none of its own district is
 *    within 15 km. Its pincode keeps that centre, so only the label changes (position=pincode).
 */
export function checkPositions(
  offices: readonly OfficePosition[],
  areas: ReadonlyMap<string, PincodeArea>,
): CheckedPositions {
  const R = POSITION_RULES;
  const report: PositionReport = {
    offices: offices.length,
    missing: 0,
    outsideIndia: 0,
    swapped: 0,
    placeholder: 0,
    far: 0,
    otherDistrict: 0,
    loneOtherDistrict: 0,
    keptInDistrict: 0,
    unchecked: 0,
    kept: 0,
    centresMoved: 0,
    centresUnchecked: 0,
  };
  const positions: (LatLng | undefined)[] = new Array(offices.length);
  const verdicts: Verdict[] = new Array(offices.length);

  // 1–2: read, swap or reject.
  offices.forEach((o, i) => {
    const p = o.point;
    if (!p || !Number.isFinite(p.lat) || !Number.isFinite(p.lng)) {
      verdicts[i] = 'missing';
      return;
    }
    if (isInIndia(p)) {
      positions[i] = p;
      verdicts[i] = 'kept';
      return;
    }
    const swapped = { lat: p.lng, lng: p.lat };
    const centre = areas.get(o.pincode)?.centre;
    if (isInIndia(swapped) && (!centre || km(swapped, centre) <= R.swapKm)) {
      positions[i] = swapped;
      verdicts[i] = 'swapped';
    } else verdicts[i] = 'outside-india';
  });

  // 3: placeholders.
  const pincodesAt = new Map<string, Set<string>>();
  offices.forEach((o, i) => {
    const p = positions[i];
    if (!p) return;
    const key = pointKey(p);
    let set = pincodesAt.get(key);
    if (!set) pincodesAt.set(key, (set = new Set()));
    set.add(o.pincode);
  });
  // The one office a shared point is kept for: the best head or sub office there within farMinKm of its own centre.
  const owners = new Map<string, number>();
  offices.forEach((o, i) => {
    const p = positions[i];
    const centre = areas.get(o.pincode)?.centre;
    if (!p || o.kind === 'B' || !centre || pincodesAt.get(pointKey(p))!.size < R.placeholderPincodes) return;
    const d = km(p, centre);
    if (d > R.farMinKm) return;
    const key = pointKey(p);
    const j = owners.get(key);
    const dj = j === undefined ? Infinity : km(p, areas.get(offices[j]!.pincode)!.centre);
    if (j === undefined || RANK[o.kind] < RANK[offices[j]!.kind] || (o.kind === offices[j]!.kind && d < dj))
      owners.set(key, i);
  });
  offices.forEach((o, i) => {
    const p = positions[i];
    if (!p || pincodesAt.get(pointKey(p))!.size < R.placeholderPincodes || owners.get(pointKey(p)) === i) return;
    positions[i] = undefined;
    verdicts[i] = 'placeholder';
  });

  // 4: distance from the pincode centre, with the pincode's own spread.
  const distances = new Map<string, number[]>();
  const distanceOf: number[] = new Array(offices.length);
  offices.forEach((o, i) => {
    const p = positions[i];
    const centre = areas.get(o.pincode)?.centre;
    if (!p || !centre) return;
    const d = km(p, centre);
    distanceOf[i] = d;
    const list = distances.get(o.pincode);
    if (list) list.push(d);
    else distances.set(o.pincode, [d]);
  });
  const { nearest, ownDistrictWithin } = areaIndex(areas);
  offices.forEach((o, i) => {
    const p = positions[i];
    if (!p) return;
    const area = areas.get(o.pincode);
    if (!area) {
      report.unchecked++;
      return;
    }
    const list = distances.get(o.pincode)!;
    if (list.length === 1) {
      // The pincode's centre is this very point: check it against the districts around instead.
      const other = nearest(p, o.pincode);
      if (!other || other.districts.has(o.district) || ownDistrictWithin(p, o.pincode, o.district, R.farMinKm)) return;
      positions[i] = undefined;
      verdicts[i] = 'lone-other-district';
      return;
    }
    const wellMeasured = list.length >= R.wellMeasured;
    const limit = wellMeasured ? Math.max(R.farMinKm, Math.min(R.spreadFactor * median(list), R.farMaxKm)) : R.farMinKm;
    if (distanceOf[i]! <= limit) return;
    if (wellMeasured) {
      positions[i] = undefined;
      verdicts[i] = 'far';
      return;
    }
    if (nearest(p, o.pincode)?.districts.has(o.district)) {
      report.keptInDistrict++;
      return;
    }
    positions[i] = undefined;
    verdicts[i] = 'other-district';
  });

  for (const v of verdicts) {
    if (v === 'missing') report.missing++;
    else if (v === 'outside-india') report.outsideIndia++;
    else if (v === 'swapped') report.swapped++;
    else if (v === 'placeholder') report.placeholder++;
    else if (v === 'far') report.far++;
    else if (v === 'other-district') report.otherDistrict++;
    else if (v === 'lone-other-district') report.loneOtherDistrict++;
  }
  report.kept = positions.filter(Boolean).length;

  // Centres from the checked positions.
  const checked = new Map<string, LatLng[]>();
  offices.forEach((o, i) => {
    const p = positions[i];
    if (!p) return;
    const list = checked.get(o.pincode);
    if (list) list.push(p);
    else checked.set(o.pincode, [p]);
  });
  const centres = new Map<string, LatLng>();
  for (const [code, area] of areas) {
    const own = medianPoint(checked.get(code) ?? []);
    if (!own) report.centresUnchecked++;
    else if (km(own, area.centre) > R.movedKm) report.centresMoved++;
    centres.set(code, own ?? area.centre);
  }
  for (const [code, list] of checked) if (!centres.has(code)) centres.set(code, medianPoint(list)!);
  return { positions, verdicts, centres, report };
}

/**
 * nearest: the nearest pincode area to a point, other than the given pincode's. ownDistrictWithin:
 * whether another pincode centre of the given district lies within the distance.
 */
function areaIndex(areas: ReadonlyMap<string, PincodeArea>) {
  const list = [...areas.entries()];
  const index = new KDBush(Math.max(1, list.length));
  for (const [, a] of list) index.add(a.centre.lng, a.centre.lat);
  if (list.length === 0) index.add(0, 0);
  index.finish();
  const found = (ids: number[]) => (ids[0] === undefined || !list[ids[0]] ? undefined : list[ids[0]]![1]);
  return {
    nearest: (p: LatLng, except: string) =>
      found(around(index, p.lng, p.lat, 1, Infinity, (k) => list[k]?.[0] !== except)),
    ownDistrictWithin: (p: LatLng, except: string, district: string, maxKm: number) =>
      found(
        around(
          index,
          p.lng,
          p.lat,
          1,
          maxKm,
          (k) => list[k] !== undefined && list[k][0] !== except && list[k][1].districts.has(district),
        ),
      ) !== undefined,
  };
}
