// The whole import as one pure function: directory rows in, localities and the count of every fix
// out. The CLI (scripts/localities-import.ts) reads and writes the files.
import { isInIndia } from '../../src/domain/geo/lat-lng.ts';
import { haversineKm as km } from '../../src/domain/geo/geodesy.ts';
import type { LatLng } from '../../src/domain/geo/lat-lng.ts';
import { parseCoordinate } from './coordinates.ts';
import { groupOffices, type Locality } from './grouping.ts';
import { cleanOfficeName, nameKey, type OfficeName } from './office-names.ts';
import { checkPositions, type OfficeKind, type PincodeArea, type PositionReport } from './positions.ts';
import { districtName } from '../../src/domain/places/place-text.ts';
import { checkCentresByStations, correctOutliers, type OutlierReport } from './outliers.ts';
import { isMissing, PlaceNames, stateCoder } from './regions.ts';
import type { StationRecord } from './station-names.ts';

type Rows = readonly Record<string, string | undefined>[];

export interface BuildInput {
  /** post-offices.csv: office, office_type, pincode, division, region, circle, district, state, latitude, longitude. */
  offices: Rows;
  /** data/pincodes/pincodes.csv. */
  pincodes: Rows;
  /** data/places/states.csv (name, iso2). */
  states: Rows;
  /** data/places/places.csv (name, state_code): town names, to recognise '(Bengaluru)'. */
  places?: Rows;
  /** data/places/aliases.csv (name, alias): old town names, to recognise '(Ahmed Nagar)'. */
  placeAliases?: Rows;
  /** data/stations/stations.csv: addresses and positions, a second source of positions (outliers.ts). */
  stations?: readonly StationRecord[];
}

export interface BuildReport {
  rows: number;
  skippedBadPincode: number;
  skippedUnknownType: number;
  stateFromPincode: number;
  stateFromNeighbour: number;
  districtFromPincode: number;
  districtFromNeighbour: number;
  unresolved: number;
  coordinatesRewritten: number;
  positions: PositionReport;
  outliers: OutlierReport;
  names: {
    designations: number;
    qualifiersDropped: number;
    qualifiersToAlso: number;
    titleCased: number;
    spaces: number;
  };
  droppedNoPosition: number;
  localities: number;
  approximate: number;
  grouped: number;
}

const KINDS: Record<string, OfficeKind> = { HO: 'H', PO: 'S', SO: 'S', BO: 'B' };

interface Office {
  raw: string;
  kind: OfficeKind;
  pincode: string;
  stateCode: string;
  district: string;
  point?: LatLng;
  rec: Record<string, string | undefined>;
}

/** A pincode centre the import corrected (outliers.ts), for the app's pincode look-ups (data/localities/pincode-centres.csv). */
export interface MovedCentre {
  pincode: string;
  lat: number;
  lng: number;
  /** Moved to the stations of the pincode, or to its district's centre. */
  from: 'stations' | 'district';
}

export function buildLocalities(input: BuildInput): {
  localities: Locality[];
  report: BuildReport;
  centres: ReadonlyMap<string, LatLng>;
  movedCentres: MovedCentre[];
} {
  const codeOf = stateCoder(input.states.map((s) => ({ name: s.name ?? '', iso2: s.iso2 ?? '' })));
  const report: BuildReport = {
    rows: input.offices.length,
    skippedBadPincode: 0,
    skippedUnknownType: 0,
    stateFromPincode: 0,
    stateFromNeighbour: 0,
    districtFromPincode: 0,
    districtFromNeighbour: 0,
    unresolved: 0,
    coordinatesRewritten: 0,
    positions: undefined as never,
    outliers: undefined as never,
    names: { designations: 0, qualifiersDropped: 0, qualifiersToAlso: 0, titleCased: 0, spaces: 0 },
    droppedNoPosition: 0,
    localities: 0,
    approximate: 0,
    grouped: 0,
  };

  // Pincode rows: state, district and centre.
  const pins = new Map<string, { stateCode: string; district: string; centre?: LatLng }>();
  for (const r of input.pincodes) {
    const code = (r.pincode ?? '').trim();
    if (!/^\d{6}$/.test(code)) continue;
    const stateCode = isMissing(r.state) ? '' : (codeOf(r.state!) ?? '');
    const lat = Number.parseFloat(r.latitude ?? '');
    const lng = Number.parseFloat(r.longitude ?? '');
    const centre = Number.isFinite(lat) && Number.isFinite(lng) && isInIndia({ lat, lng }) ? { lat, lng } : undefined;
    pins.set(code, { stateCode, district: stateCode ? districtName(r.district ?? '', stateCode) : '', centre });
  }

  // Offices, with state and district where the row gives them.
  const offices: Office[] = [];
  for (const rec of input.offices) {
    const pincode = (rec.pincode ?? '').trim();
    if (!/^\d{6}$/.test(pincode)) {
      report.skippedBadPincode++;
      continue;
    }
    const kind = KINDS[(rec.office_type ?? '').trim().toUpperCase()];
    if (!kind) {
      report.skippedUnknownType++;
      continue;
    }
    const lat = parseCoordinate(rec.latitude);
    const lng = parseCoordinate(rec.longitude);
    if (lat && lng && (lat.rewritten || lng.rewritten)) report.coordinatesRewritten++;
    const stateCode = isMissing(rec.state) ? '' : (codeOf(rec.state!) ?? '');
    offices.push({
      raw: rec.office ?? '',
      kind,
      pincode,
      stateCode,
      district: stateCode ? districtName(rec.district ?? '', stateCode) : '',
      point: lat && lng ? { lat: lat.value, lng: lng.value } : undefined,
      rec,
    });
  }
  fillStatesAndDistricts(offices, pins, report);
  const placed = offices.filter((o) => o.stateCode && o.district);
  report.unresolved = offices.length - placed.length;

  // Positions.
  const areas = new Map<string, PincodeArea>();
  for (const [code, p] of pins)
    if (p.centre) areas.set(code, { centre: p.centre, districts: new Set(p.district ? [nameKey(p.district)] : []) });
  for (const o of placed) (areas.get(o.pincode)?.districts as Set<string> | undefined)?.add(nameKey(o.district));
  const checked = checkPositions(
    placed.map((o) => ({ pincode: o.pincode, kind: o.kind, district: nameKey(o.district), point: o.point })),
    areas,
  );
  report.positions = checked.report;

  // Names.
  const isPlace = placeNames(input, placed);
  // Another office of the same district named in brackets ('Tadwal (Hotagi)') is its account
  // office or neighbour; an upper-case code ('(VKD)', '(BKTL)') abbreviates a taluk. Both only disambiguate.
  const officesByDistrict = new Set(
    placed.map((o) => `${nameKey(o.district)}\u0000${nameKey(cleanOfficeName(o.raw, () => true).name)}`),
  );
  const names: OfficeName[] = placed.map((o) => {
    const district = nameKey(o.district);
    return cleanOfficeName(
      o.raw,
      (q) => /^[A-Z.]{3,5}$/.test(q) || isPlace.has(q) || officesByDistrict.has(`${district}\u0000${nameKey(q)}`),
    );
  });
  for (const n of names) {
    if (n.fixes.designation) report.names.designations++;
    if (n.fixes.titleCased) report.names.titleCased++;
    if (n.fixes.spaces) report.names.spaces++;
    report.names.qualifiersDropped += n.fixes.dropped.length;
    report.names.qualifiersToAlso += n.also.length;
  }

  // Outliers the position checks let through, corrected from the stations where they name the office.
  const towns = (input.places ?? []).flatMap((p) => {
    const lat = Number.parseFloat(p.latitude ?? '');
    const lng = Number.parseFloat(p.longitude ?? '');
    return Number.isFinite(lat) && Number.isFinite(lng)
      ? [{ name: (p.name ?? '').replace(/\s*\(.*\)\s*$/, ''), lat, lng }]
      : [];
  });
  const centres = checkCentresByStations(
    placed.map((o) => ({ pincode: o.pincode, kind: o.kind, district: `${o.stateCode}:${nameKey(o.district)}` })),
    checked.positions,
    checked.centres,
    input.stations ?? [],
  );
  const corrected = correctOutliers(
    placed.map((o, i) => ({ name: names[i]!.name, pincode: o.pincode, kind: o.kind, position: checked.positions[i] })),
    towns,
    input.stations ?? [],
  );
  report.outliers = {
    ...corrected.report,
    centresMovedToStations: centres.centresMoved,
    centresFarFromDistrict: centres.farFromDistrict,
    districtsByHeadOffice: centres.headDistricts,
    offCentreTakenOff: centres.officesTakenOff,
  };

  const { localities, unplaced } = groupOffices(
    placed.map((o, i) => ({
      name: names[i]!.name,
      also: names[i]!.also,
      kind: o.kind,
      pincode: o.pincode,
      stateCode: o.stateCode,
      district: o.district,
      position: corrected.positions[i],
      pincodeCentre: checked.centres.get(o.pincode),
      source: corrected.sources[i],
    })),
  );
  report.droppedNoPosition = unplaced;
  report.localities = localities.length;
  report.approximate = localities.filter((l) => l.position === 'pincode').length;
  report.grouped = localities.reduce((n, l) => n + (l.offices > 1 ? l.offices : 0), 0);
  const movedCentres = [...centres.moved].map(([pincode, from]) => ({
    pincode,
    ...checked.centres.get(pincode)!,
    from,
  }));
  return { localities, report, centres: checked.centres, movedCentres };
}

/**
 * 'NA' states and districts: from the pincode's row in pincodes.csv, else from the nearest office
 * of the same 3-digit prefix (the postal sorting district) that has them, by position (its own or
 * its pincode's centre), else by pincode number.
 */
function fillStatesAndDistricts(
  offices: Office[],
  pins: Map<string, { stateCode: string; district: string; centre?: LatLng }>,
  report: BuildReport,
) {
  const pointOf = (o: Office) => (o.point && isInIndia(o.point) ? o.point : pins.get(o.pincode)?.centre);
  const known = new Map<string, Office[]>();
  for (const o of offices) {
    if (!o.stateCode || !o.district) continue;
    const list = known.get(o.pincode.slice(0, 3));
    if (list) list.push(o);
    else known.set(o.pincode.slice(0, 3), [o]);
  }
  for (const o of offices) {
    if (o.stateCode && o.district) continue;
    const pin = pins.get(o.pincode);
    if (!o.stateCode && pin?.stateCode) {
      o.stateCode = pin.stateCode;
      report.stateFromPincode++;
    }
    if (!o.district && pin?.district && pin.stateCode === o.stateCode) {
      o.district = pin.district;
      report.districtFromPincode++;
    }
    if (o.stateCode && o.district) continue;
    const candidates = (known.get(o.pincode.slice(0, 3)) ?? []).filter(
      (k) => !o.stateCode || k.stateCode === o.stateCode,
    );
    const here = pointOf(o);
    let best: Office | undefined;
    let bestScore = Infinity;
    for (const k of candidates) {
      const there = pointOf(k);
      const score = here && there ? km(here, there) : 1e6 + Math.abs(Number(k.pincode) - Number(o.pincode));
      if (score < bestScore) [best, bestScore] = [k, score];
    }
    if (!best) continue;
    if (!o.stateCode) {
      o.stateCode = best.stateCode;
      report.stateFromNeighbour++;
    }
    if (!o.district) {
      o.district = best.district;
      report.districtFromNeighbour++;
    }
  }
}

/** Districts, divisions, regions, states, towns, old town names and head-office towns: what a qualifier that only disambiguates names. */
function placeNames(input: BuildInput, offices: readonly Office[]): PlaceNames {
  const names = new PlaceNames();
  for (const s of input.states) if (s.name) names.add(s.name);
  for (const p of input.places ?? []) if (p.name) names.add(p.name.replace(/\s*\(.*\)\s*$/, ''));
  for (const a of input.placeAliases ?? []) {
    if (a.name) names.add(a.name);
    if (a.alias) names.add(a.alias);
  }
  for (const o of offices) {
    names.add(o.district, { district: true });
    if (!isMissing(o.rec.district)) names.add(o.rec.district!, { district: true });
    for (const field of ['division', 'region'] as const) {
      const v = o.rec[field] ?? '';
      if (v && !/^DivReporting/i.test(v)) names.add(v.replace(/\s+(division|region|h\.?o\.?)$/i, ''));
    }
    if (o.kind === 'H') names.add(cleanOfficeName(o.raw, () => true).name);
  }
  return names;
}
