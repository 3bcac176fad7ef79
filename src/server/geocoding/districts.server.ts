import { compactName, normalizeName } from '../../domain/places/place-text.ts';
import { median } from '../../domain/geo/median.ts';
import type { GazetteerPlace } from './gazetteer-place.server.ts';

/**
 * The districts of the postal directory that no town or area of data/places already names
 * ('Kodagu' is a place; 'Bengaluru Urban' a district of data/places): found by name, placed at
 * the median of their localities' positions.
 */
export function districtsFromLocalities(
  localities: readonly GazetteerPlace[],
  existing: readonly GazetteerPlace[],
  stateNames: (code: string) => string | undefined,
  oldNames: (district: string, stateCode: string) => readonly string[] = () => [],
): GazetteerPlace[] {
  const named = new Set<string>();
  for (const p of existing) for (const n of p.names) named.add(`${p.stateCode}:${n.replace(/ /g, '')}`);
  const groups = new Map<string, GazetteerPlace[]>();
  const compactDistricts = new Map<string, string>();
  for (const loc of localities) {
    if (!loc.district) continue;
    let district = compactDistricts.get(loc.district);
    if (district === undefined) {
      district = compactName(loc.district);
      compactDistricts.set(loc.district, district);
    }
    const key = `${loc.stateCode}:${district}`;
    const list = groups.get(key);
    if (list) list.push(loc);
    else groups.set(key, [loc]);
  }
  const districts: GazetteerPlace[] = [];
  for (const [key, members] of groups) {
    if (named.has(key) || named.has(`${key}district`)) continue;
    const { stateCode, district } = members[0]!;
    const name = normalizeName(district);
    districts.push({
      key: `district:${key}`,
      kind: 'district',
      id: -1,
      name: district,
      native: '',
      district,
      state: stateNames(stateCode) ?? '',
      stateCode,
      lat: median(members.map((m) => m.lat)),
      lng: median(members.map((m) => m.lng)),
      approximate: true,
      pincode: '',
      admin: true,
      importance: 0,
      names: [name, `${name} district`, ...oldNames(district, stateCode)],
      suburb: false,
      typos: true,
    });
  }
  return districts;
}
