import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';
import { compactName, isAdminName, normalizeName } from '../../domain/places/place-text.ts';
import type { GazetteerPlace } from './gazetteer-place.server.ts';
import type { AliasBook } from './place-aliases.server.ts';
import type { Pin, PincodeAreas } from './pincode-areas.server.ts';
import type { StateNames } from './state-names.server.ts';

/** Coarse place positions are moved to their town's centre (from the pincodes) only when it is this close. */
const COORD_FIX_MAX_KM = 80;
/** Rows of the same place under two names are merged when this close. */
const MERGE_MAX_KM = 25;

type TownRow = GazetteerPlace & { precision: number; current: boolean };

export interface Towns {
  places: GazetteerPlace[];
  /** Ids of rows merged into another row → the kept row's id. */
  mergedInto: Map<number, number>;
  renamed: number;
  coordsFixed: number;
  /** Keys of towns whose position is still a coarse one (no pincode cluster to move it to). */
  coarse: Set<string>;
}

function decimals(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.slice(dot + 1).replace(/0+$/, '').length;
}

/** A coordinate given to 2 decimals or to the whole minute (22.38333 = 22°23'): a rough position. */
function isCoarse(value: string): boolean {
  if (decimals(value) <= 2) return true;
  const minutes = (Math.abs(Number.parseFloat(value)) % 1) * 60;
  return Math.abs(minutes - Math.round(minutes)) < 0.01;
}

/**
 * Town centres by district, from the pincodes: a head office (ending in 01) and the codes that
 * follow it (641001–641049 are Coimbatore's delivery offices). Single offices can be far off
 * (577001 comes out 55 km from Davanagere), so the centre is the densest cluster of the group:
 * at least 3 codes within 5 km of one of them, averaged.
 */
function townCentreFinder(pincodes: PincodeAreas) {
  const headsByDistrict = new Map<string, Pin[]>();
  for (const head of pincodes.positioned) {
    if (!head.code.endsWith('01') || !head.district || head.inferred) continue;
    const key = `${head.stateCode}:${compactName(head.district)}`;
    const list = headsByDistrict.get(key) ?? [];
    list.push(head);
    headsByDistrict.set(key, list);
  }
  const clusterCentre = (head: Pin) => {
    const members: Pin[] = [];
    for (let n = Number(head.code); n < Number(head.code) + 49; n++) {
      const pin = pincodes.get(String(n));
      if (pin?.positioned && pin.district === head.district && !pin.inferred) members.push(pin);
    }
    let cluster: Pin[] = [];
    for (const m of members) {
      const near = members.filter((o) => distance(m.lng, m.lat, o.lng, o.lat) <= 5);
      if (near.length > cluster.length) cluster = near;
    }
    if (cluster.length < 3) return undefined;
    return {
      lat: cluster.reduce((sum, m) => sum + m.lat, 0) / cluster.length,
      lng: cluster.reduce((sum, m) => sum + m.lng, 0) / cluster.length,
      size: cluster.length,
    };
  };
  const cache = new Map<string, { lat: number; lng: number; size: number }[]>();
  return (key: string) => {
    let centres = cache.get(key);
    if (!centres) {
      let heads = headsByDistrict.get(key) ?? [];
      // A district with a 001 office has its main town there (626001, not 626101–626149).
      if (heads.some((h) => h.code.endsWith('001'))) heads = heads.filter((h) => h.code.endsWith('001'));
      centres = heads.map(clusterCentre).filter((c) => c !== undefined);
      cache.set(key, centres);
    }
    return centres;
  };
}

/** Every name a row of places.csv is found by, and the one it is shown under. */
function namesOf(raw: string, stateCode: string, aliases: AliasBook) {
  const names = new Set<string>();
  let display = raw;
  let current = true;
  // 'Prayagraj (Allahabad)', 'Hata (India)', 'Chikhli (Buldhana)': the part in brackets is an
  // old name (an alias), a needless 'India', or a qualifier to keep in the shown name.
  const bracket = /^(.*?)\s*\((.+)\)\s*$/.exec(raw);
  if (bracket) {
    const base = bracket[1]!.trim();
    const inner = bracket[2]!.trim();
    names.add(normalizeName(base));
    const innerKey = compactName(inner);
    if (
      innerKey === 'india' ||
      aliases.of(compactName(base), stateCode).some((a) => a.aliasKey === innerKey || a.nameKey === innerKey)
    ) {
      display = base;
      if (innerKey !== 'india') names.add(normalizeName(inner));
    }
  }
  for (const a of aliases.of(compactName(display), stateCode)) {
    // The file has the old name, or the current one spelt apart ('Naini Tal' for Nainital).
    if (a.aliasNorm === normalizeName(display) && a.nameNorm !== a.aliasNorm) {
      names.add(normalizeName(display));
      display = a.name;
      current = false;
      break;
    }
  }
  names.add(normalizeName(display));
  names.add(normalizeName(raw));
  for (const a of aliases.of(compactName(display), stateCode)) {
    names.add(a.nameNorm);
    names.add(a.aliasNorm);
  }
  aliases.withWordAliases(names, stateCode);
  // 'Hooghly district', 'Arambagh community development block': also findable without the suffix.
  for (const n of [...names]) {
    const stripped = n.replace(/ (district|community development block)$/, '');
    if (stripped && stripped !== n) names.add(stripped);
  }
  return { display, current, names };
}

/**
 * The towns and cities of data/places/places.csv, with the file's defects fixed
 * (data/places/SOURCE.md): old names shown under the current one, coarse positions moved to the
 * town's centre from the pincodes, the same place under two names merged.
 */
export function loadTowns(
  rows: Record<string, string>[],
  aliases: AliasBook,
  pincodes: PincodeAreas,
  states: StateNames,
): Towns {
  const townCentres = townCentreFinder(pincodes);
  let renamed = 0;
  const all: TownRow[] = [];
  const coarse = new Set<number>();
  for (const r of rows) {
    const id = Number.parseInt(r.id ?? '', 10);
    const stateCode = (r.state_code ?? '').toUpperCase();
    const lat = Number.parseFloat(r.latitude ?? '');
    const lng = Number.parseFloat(r.longitude ?? '');
    const raw = (r.name ?? '').trim();
    if (!Number.isFinite(id) || !raw || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    const { display, current, names } = namesOf(raw, stateCode, aliases);
    if (!current) renamed++;
    const native = (r.native ?? '').trim();
    if (native) names.add(normalizeName(native));
    if (isCoarse(r.latitude ?? '') && isCoarse(r.longitude ?? '')) coarse.add(all.length);
    const admin = isAdminName(normalizeName(display));
    all.push({
      key: `place:${id}`,
      kind: admin ? 'district' : 'town',
      id,
      name: display,
      native,
      district: '',
      state: states.nameOf(stateCode) ?? (r.state_name ?? '').trim(),
      stateCode,
      lat,
      lng,
      approximate: false,
      pincode: '',
      admin,
      importance: 0,
      names: [...names].filter(Boolean),
      suburb: false,
      typos: true,
      precision: Math.min(decimals(r.latitude ?? ''), decimals(r.longitude ?? ''), 5),
      current,
    });
  }
  const coordsFixed = fixCoarsePositions(all, coarse, townCentres);
  const { dropped, mergedInto } = mergeDuplicates(all);
  const places = all.filter((_, i) => !dropped.has(i)).map(({ precision: _p, current: _c, ...place }) => place);
  const stillCoarse = new Set(
    [...coarse].filter((i) => all[i]!.precision < 5 && !dropped.has(i)).map((i) => all[i]!.key),
  );
  return { places, mergedInto, renamed, coordsFixed, coarse: stillCoarse };
}

/**
 * Coarse positions (2 decimals or whole minutes: often a district's centre, up to 60 km from the
 * town) of a place named like its district → the district's main town centre from the pincodes:
 * within 80 km, the biggest group first, skipping a centre that sits in another town of the
 * gazetteer (612001–612004 are Kumbakonam's, not Thanjavur's). Measured on 60 district towns:
 * ~2 km from the true centre after, against ~20 km before.
 */
function fixCoarsePositions(
  all: TownRow[],
  coarse: Set<number>,
  townCentres: ReturnType<typeof townCentreFinder>,
): number {
  let fixed = 0;
  const towns = all.map((_, i) => i).filter((i) => !all[i]!.admin);
  const townIndex = new KDBush(towns.length);
  for (const i of towns) townIndex.add(all[i]!.lng, all[i]!.lat);
  townIndex.finish();
  for (const i of coarse) {
    const place = all[i]!;
    const keys = new Set(place.names.map((n) => n.replace(/ /g, '')));
    const candidates = [...keys]
      .flatMap((k) => townCentres(`${place.stateCode}:${k}`))
      .map((c) => ({ ...c, km: distance(place.lng, place.lat, c.lng, c.lat) }))
      .filter((c) => c.km <= COORD_FIX_MAX_KM)
      .sort((a, b) => b.size - a.size || a.km - b.km);
    const centre = candidates.find((c) => {
      const [j] = around(townIndex, c.lng, c.lat, 1, 3, (k) => towns[k] !== i);
      return j === undefined || all[towns[j]!]!.names.some((n) => keys.has(n.replace(/ /g, '')));
    });
    if (!centre) continue;
    place.lat = centre.lat;
    place.lng = centre.lng;
    place.precision = 5;
    fixed++;
  }
  return fixed;
}

/**
 * The same place under an old and a current name (Allahabad / Prayagraj (Allahabad), Tanjore /
 * Thanjavur, Balasore / Baleshwar, Saugor / Sagar): one entry, the more precise position.
 */
function mergeDuplicates(all: TownRow[]) {
  const mergedInto = new Map<number, number>();
  const byName = new Map<string, number[]>();
  all.forEach((p, i) => {
    const key = `${p.stateCode}:${compactName(p.name)}`;
    const list = byName.get(key);
    if (list) list.push(i);
    else byName.set(key, [i]);
  });
  const dropped = new Set<number>();
  for (const list of byName.values()) {
    if (list.length < 2) continue;
    const ordered = [...list].sort(
      (a, b) => all[b]!.precision - all[a]!.precision || Number(all[b]!.current) - Number(all[a]!.current),
    );
    for (let x = 0; x < ordered.length; x++) {
      const keep = all[ordered[x]!]!;
      if (dropped.has(ordered[x]!)) continue;
      for (let y = x + 1; y < ordered.length; y++) {
        const other = all[ordered[y]!]!;
        if (dropped.has(ordered[y]!) || distance(keep.lng, keep.lat, other.lng, other.lat) > MERGE_MAX_KM) continue;
        dropped.add(ordered[y]!);
        mergedInto.set(other.id, keep.id);
        keep.names = [...new Set([...keep.names, ...other.names])];
        if (!keep.native) keep.native = other.native;
      }
    }
  }
  return { dropped, mergedInto };
}
