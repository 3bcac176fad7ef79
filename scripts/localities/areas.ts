// Areas and roads people use as places but that have no post office of their name (issue 32):
// rows of data/localities/aliases.csv without a `name`. Each is placed from a source its row names:
// the charging stations whose addresses name it (`source` = stations), or a position given in the
// row (`lat`, `lng`, with `source` saying where it is from), or a pincode's centre (`source` =
// 'pincode NNNNNN'). A row with a `name` and a source moves that office there instead (the
// directory placed it wrong). Pure but for moving those offices.
import { haversineKm as km } from '../../src/domain/geo/geodesy.ts';
import type { LatLng } from '../../src/domain/geo/lat-lng.ts';
import { medianPoint } from '../../src/domain/geo/median.ts';
import type { LocalityAlias } from './aliases.ts';
import type { Locality } from './grouping.ts';
import { nameKey } from './office-names.ts';
import { nameKeyOf, stationPincode, stationsNaming, stationsPosition, type StationRecord } from './station-names.ts';

export const AREA_RULES = {
  /**
   * Stations naming an area count when within this of its district's centre (the median of its
   * offices); where fewer than `minStations` are, also those whose pincode is one of the district's
   * (Virar West is 40 km from Palghar's centre).
   */
  districtKm: 35,
  /** The median of those stations, then again without those farther than this from it (a road: roadTrimKm). */
  trimKm: 3,
  roadTrimKm: 12,
  /** At least this many stations must name it. */
  minStations: 3,
  /** A given position must lie this close to its district's centre. */
  givenKm: 60,
} as const;

export interface AreaReport {
  alias: string;
  district: string;
  state: string;
  source: string;
  stations?: number;
  spreadKm?: number;
}

/** 'Sector 62 Noida' is looked for as 'sector 62' in its district: addresses write 'Sector-62, Gautam Buddh Nagar' as often as 'Noida'. */
const SECTOR_OF_CITY = /^(sector \S+) (\S+)$/i;
const matchKey = (alias: string) => nameKeyOf(SECTOR_OF_CITY.exec(alias.trim())?.[1] ?? alias);
/** …with the city's name somewhere in the address or the station's city ('Rohini', 'Noida', 'Gurugram'). */
const cityOf = (alias: string) => SECTOR_OF_CITY.exec(alias.trim())?.[2]?.toLowerCase();

const isRoad = (alias: string) => /\b(road|rd|marg|highway|drive|expressway)$/i.test(alias.trim());

/**
 * The areas as rows of localities.csv (kind 'A': no office; position 'stations' or 'given'),
 * with each one's pincode taken from the nearest office of its district, and the problems
 * (one line each) that stop the import.
 */
export function placeAreas(
  aliases: readonly LocalityAlias[],
  localities: Locality[],
  stations: readonly StationRecord[],
  centres: ReadonlyMap<string, LatLng>,
) {
  const areas = aliases.filter((a) => !a.name || a.source);
  const problems: string[] = [];
  const reports: AreaReport[] = [];
  const out: Locality[] = [];
  let moved = 0;
  const byDistrict = new Map<string, Locality[]>();
  const districtPins = new Map<string, Set<string>>();
  for (const l of localities) {
    const key = `${l.stateCode}\u0000${nameKey(l.district)}`;
    const pins = districtPins.get(key) ?? new Set<string>();
    for (const pin of [l.pincode, ...l.pincodes]) pins.add(pin);
    districtPins.set(key, pins);
    if (l.position === 'pincode') continue;
    const list = byDistrict.get(key);
    if (list) list.push(l);
    else byDistrict.set(key, [l]);
  }
  const hits = stationsNaming(stations, new Set(areas.map((a) => matchKey(a.alias))));
  for (const a of areas) {
    const where = `aliases.csv area '${a.alias}' (${a.district}, ${a.state})`;
    const offices = byDistrict.get(`${a.state}\u0000${nameKey(a.district)}`) ?? [];
    const pins = districtPins.get(`${a.state}\u0000${nameKey(a.district)}`);
    const centre = medianPoint(offices.map((o) => ({ lat: o.lat, lng: o.lng })));
    if (!centre) {
      problems.push(`${where}: no district '${a.district}' in ${a.state}`);
      continue;
    }
    let point: LatLng | undefined;
    const report: AreaReport = { alias: a.alias, district: a.district, state: a.state, source: a.source };
    const pincode = /^pincode (\d{6})$/.exec(a.source)?.[1];
    if (pincode) {
      point = centres.get(pincode);
      if (!point) problems.push(`${where}: pincode ${pincode} has no centre`);
    } else if (a.lat !== undefined && a.lng !== undefined) {
      point = { lat: a.lat, lng: a.lng };
      if (!a.source) problems.push(`${where}: a given position needs its source`);
      if (km(point, centre) > AREA_RULES.givenKm)
        problems.push(`${where}: ${a.lat}, ${a.lng} is ${km(point, centre).toFixed(0)} km from the district's centre`);
    } else if (a.source === 'stations') {
      const city = cityOf(a.alias);
      const naming = (hits.get(matchKey(a.alias)) ?? [])
        .map((s) => stations[s]!)
        .filter((s) => !city || `${s.address} ${s.city ?? ''}`.toLowerCase().includes(city));
      let named = naming.filter((s) => km(s, centre) <= AREA_RULES.districtKm);
      if (named.length < AREA_RULES.minStations)
        named = naming.filter((s) => km(s, centre) <= AREA_RULES.districtKm || pins?.has(stationPincode(s)));
      const found = stationsPosition(
        named,
        isRoad(a.alias) ? AREA_RULES.roadTrimKm : AREA_RULES.trimKm,
        AREA_RULES.minStations,
      );
      if (!found) {
        problems.push(
          `${where}: ${named.length} station address(es) name it in the district, fewer than ${AREA_RULES.minStations} together`,
        );
        continue;
      }
      point = found.point;
      report.stations = found.stations;
      report.spreadKm = found.spreadKm;
    } else problems.push(`${where}: give lat, lng and their source, or source 'stations'`);
    if (!point) continue;
    if (point && km(point, centre) > AREA_RULES.givenKm)
      problems.push(`${where}: placed ${km(point, centre).toFixed(0)} km from the district's centre`);
    reports.push(report);
    // An alias of an office with a position: the office was placed wrong, and moves there.
    if (a.name) {
      const target = localities.find(
        (l) =>
          l.stateCode === a.state && nameKey(l.district) === nameKey(a.district) && nameKey(l.name) === nameKey(a.name),
      );
      if (target) {
        target.lat = point.lat;
        target.lng = point.lng;
        target.position = a.source === 'stations' ? 'stations' : 'given';
        moved++;
      }
      continue;
    }
    const nearest = offices.reduce((best, o) => (km(o, point) < km(best, point) ? o : best), offices[0]!);
    out.push({
      name: a.alias,
      also: [],
      kind: 'A',
      pincode: nearest.pincode,
      pincodes: [],
      offices: 0,
      district: a.district,
      stateCode: a.state,
      lat: point.lat,
      lng: point.lng,
      position: a.source === 'stations' ? 'stations' : 'given',
    });
  }
  return { areas: out, reports, problems, moved };
}
