import { distance } from 'geokdbush';
import KDBush from 'kdbush';
import { KM_PER_DEGREE, kmPerDegreeLng } from '../../domain/geo/geodesy.ts';
import type { LatLng } from '../../domain/geo/lat-lng.ts';
import { compactName } from '../../domain/places/place-text.ts';
import type { GazetteerPlace } from './gazetteer-place.server.ts';
import type { PincodeAreas } from './pincode-areas.server.ts';

/**
 * How likely a person means a place, among places whose names match their text equally well.
 * There is no population in the data (docs/place-search.md, "Importance"), so:
 * - a town or city: the pincodes, head and sub post offices and charging stations within 10 km
 *   that are nearer to it than to any other town: a pincode counts 1, a town delivery code
 *   (4th digit 0: 313001–313099 is Udaipur town) 3, an office 1 (a city has one in every
 *   neighbourhood, a hill town two or three), a station 0.25;
 * - a district or other administrative area of data/places: 0.3 × the pincodes within 10 km;
 * - a state: half its biggest place ('kar' → Karnataka before Karaikudi);
 * - a district made from the postal directory: 0.3 of its biggest town, or of its pincode count;
 * - a post-office locality: its office's rank (head 6, sub 3, branch 1), half a point per office
 *   grouped under its name, and a quarter point per station within 2 km; an area of aliases.csv
 *   as a head office, but a road named after a place nearby at most 0.9 of that place.
 */
const TOWN_RADIUS_KM = 10;
const LOCALITY_RADIUS_KM = 2;
/** An area of aliases.csv (no office: Sarjapur Road, Kharadi) is one people name: weighed as a head office. */
const OFFICE_WEIGHT = { H: 6, S: 3, B: 1, A: 6 } as const;

/**
 * A town whose district is named after another, more important town within SUBURB_KM is a part of
 * that city (Manali in Chennai district; Raipur in Dehradun district): at least twice as important: it ranks with the
 * localities, after a town of the same name, and is labelled by its city.
 */
const SUBURB_KM = 15;
const SUBURB_RATIO = 2;

/** Ids of the indexed points in the box `km` around a point (a quarter more area than the circle). */
function inBox(index: KDBush, point: LatLng, km: number): number[] {
  const dLat = km / KM_PER_DEGREE;
  const dLng = km / Math.max(kmPerDegreeLng(point.lat), 0.05 * KM_PER_DEGREE);
  return index.range(point.lng - dLng, point.lat - dLat, point.lng + dLng, point.lat + dLat);
}

function withinKm(index: KDBush, points: readonly LatLng[], point: LatLng, km: number): number[] {
  return inBox(index, point, km).filter((k) => distance(point.lng, point.lat, points[k]!.lng, points[k]!.lat) <= km);
}

/**
 * Each pincode, head or sub office and station within 10 km of a town counts for the nearest town
 * only, so a town inside a city (Raipur, 2 km from Dehradun's centre) does not take the city's
 * weight as its own.
 */
function townShares(towns: GazetteerPlace[], items: { point: LatLng; weight: number }[]): Map<GazetteerPlace, number> {
  const index = pointIndex(towns);
  const shares = new Map<GazetteerPlace, number>();
  for (const { point, weight } of items) {
    // The nearest town in the 10 km box, by flat distance (exact enough at 10 km, and 70,000
    // box searches cost a fifth of as many nearest-neighbour walks).
    const cos = Math.cos((point.lat * Math.PI) / 180);
    let nearest: GazetteerPlace | undefined;
    let best = (TOWN_RADIUS_KM / KM_PER_DEGREE) ** 2;
    for (const k of inBox(index, point, TOWN_RADIUS_KM)) {
      const town = towns[k]!;
      const d = (town.lat - point.lat) ** 2 + ((town.lng - point.lng) * cos) ** 2;
      if (d <= best) {
        best = d;
        nearest = town;
      }
    }
    if (nearest) shares.set(nearest, (shares.get(nearest) ?? 0) + weight);
  }
  return shares;
}

/**
 * Stations within 2 km of each locality, counted from the stations' side: 28,000 searches rather
 * than 160,000, most of them in cities. A box is near enough a circle at 2 km.
 */
function stationsAroundLocalities(
  localities: GazetteerPlace[],
  stations: readonly LatLng[],
): Map<GazetteerPlace, number> {
  const index = pointIndex(localities);
  const counts = new Map<GazetteerPlace, number>();
  for (const s of stations)
    for (const k of inBox(index, s, LOCALITY_RADIUS_KM))
      counts.set(localities[k]!, (counts.get(localities[k]!) ?? 0) + 1);
  return counts;
}

export function pointIndex(points: readonly LatLng[]): KDBush {
  const index = new KDBush(points.length);
  for (const p of points) index.add(p.lng, p.lat);
  index.finish();
  return index;
}

/** Scores every place in place; returns the towns found to be parts of a bigger city. */
export function scoreImportance(
  places: GazetteerPlace[],
  pincodes: PincodeAreas,
  stations: readonly LatLng[],
): GazetteerPlace[] {
  const localities = places.filter((p) => p.kind === 'locality');
  const offices = localities.filter((p) => !p.approximate && p.office !== 'B');
  const stationsAround = stationsAroundLocalities(localities, stations);
  const towns = places.filter((p) => p.kind === 'town');
  const share = townShares(towns, [
    ...pincodes.positioned.map((pin) => ({ point: pin, weight: pin.code[3] === '0' ? 3 : 1 })),
    ...offices.map((office) => ({ point: office, weight: 1 })),
    ...stations.map((station) => ({ point: station, weight: 0.25 })),
  ]);
  for (const place of places) {
    if (place.kind === 'town') {
      // A city's centre shares its pincodes with the towns of data/places inside it (Mumbai with
      // Andheri, Kurla, …): half of all within 10 km is its floor.
      let all = 0;
      for (const k of withinKm(pincodes.index, pincodes.positioned, place, TOWN_RADIUS_KM))
        all += pincodes.positioned[k]!.code[3] === '0' ? 3 : 1;
      place.importance = Math.max(share.get(place) ?? 0, 0.5 * all);
    } else if (place.kind === 'district' && place.id >= 0) {
      // An area of data/places: what lies within 10 km of its centre, at 0.3.
      let pins = 0;
      for (const k of withinKm(pincodes.index, pincodes.positioned, place, TOWN_RADIUS_KM))
        pins += pincodes.positioned[k]!.code[3] === '0' ? 3 : 1;
      place.importance = 0.3 * pins;
    } else if (place.kind === 'locality') {
      place.importance =
        OFFICE_WEIGHT[place.office ?? 'B'] + 0.5 * (place.offices ?? 1) + (stationsAround.get(place) ?? 0) / 4;
    }
  }
  const biggest = new Map<string, number>();
  for (const p of places)
    if (p.kind === 'town') biggest.set(p.stateCode, Math.max(biggest.get(p.stateCode) ?? 0, p.importance));
  const districtPins = new Map<string, number>();
  for (const pin of pincodes.pins)
    districtPins.set(
      `${pin.stateCode}:${pin.district}`,
      (districtPins.get(`${pin.stateCode}:${pin.district}`) ?? 0) + 1,
    );
  for (const p of places) {
    if (p.kind === 'state') p.importance = 0.5 * (biggest.get(p.stateCode) ?? 0);
    else if (p.kind === 'district' && p.id < 0)
      p.importance = 0.3 * (districtPins.get(`${p.stateCode}:${p.name}`) ?? 1);
  }
  roadsAfterTheirPlace(places);
  return findSuburbs(places);
}

/** An area that is a road named after a place ('Whitefield Main Road'): the name without the road. */
const ROAD_OF = /^(.+?)\s+(?:main\s+)?(?:road|rd|marg|highway)$/i;
/** …ranks after that place when it lies this close (a road of that place). */
const ROAD_OF_PLACE_KM = 15;

/**
 * A road named after a place within 15 km ranks after it: 'whitef' is Whitefield before
 * Whitefield Main Road, which as an area would weigh as a head office (OFFICE_WEIGHT) and the
 * office of Whitefield as a sub office. Its importance is at most 0.9 × that place's.
 */
function roadsAfterTheirPlace(places: GazetteerPlace[]): void {
  const roads = new Map<string, GazetteerPlace[]>();
  for (const p of places) {
    const base = p.kind === 'locality' && p.office === 'A' ? ROAD_OF.exec(p.name)?.[1] : undefined;
    if (!base) continue;
    const key = `${p.stateCode}:${compactName(base)}`;
    roads.set(key, [...(roads.get(key) ?? []), p]);
  }
  if (roads.size === 0) return;
  // Only names that may be one of the roads' places are folded (172,000 names at every start).
  const firsts = new Set([...roads.keys()].map((k) => k.split(':')[1]![0]));
  for (const p of places) {
    if ((p.kind !== 'town' && p.kind !== 'locality') || !firsts.has(p.name[0]?.toLowerCase())) continue;
    for (const road of roads.get(`${p.stateCode}:${compactName(p.name)}`) ?? []) {
      if (road !== p && distance(road.lng, road.lat, p.lng, p.lat) <= ROAD_OF_PLACE_KM)
        road.importance = Math.min(road.importance, 0.9 * p.importance);
    }
  }
}

function findSuburbs(places: GazetteerPlace[]): GazetteerPlace[] {
  const byName = new Map<string, GazetteerPlace[]>();
  for (const p of places) {
    if (p.kind !== 'town') continue;
    const key = `${p.stateCode}:${compactName(p.name)}`;
    byName.set(key, [...(byName.get(key) ?? []), p]);
  }
  const suburbs: GazetteerPlace[] = [];
  for (const town of places) {
    if (town.kind !== 'town' || !town.district || compactName(town.district) === compactName(town.name)) continue;
    const city = (byName.get(`${town.stateCode}:${compactName(town.district)}`) ?? []).find(
      (c) => c.importance >= SUBURB_RATIO * town.importance && distance(c.lng, c.lat, town.lng, town.lat) <= SUBURB_KM,
    );
    if (!city) continue;
    town.suburb = true;
    suburbs.push(town);
  }
  return suburbs;
}
