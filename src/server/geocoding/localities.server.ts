import { distance } from 'geokdbush';
import type { CsvRowStream } from '../../domain/csv/csv.ts';
import { compactName, normalizeName } from '../../domain/places/place-text.ts';
import type { GazetteerPlace } from './gazetteer-place.server.ts';
import { LocalityPlace, LocalityTable, OFFICES, ownCopy } from './locality-table.server.ts';
import type { StateNames } from './state-names.server.ts';

/**
 * The post-office localities of data/localities/localities.csv (made by `npm run
 * localities:import` from the Department of Posts directory; data/localities/SOURCE.md), with
 * the names people type that the directory lacks (data/localities/aliases.csv).
 */
export interface Localities {
  places: LocalityPlace[];
  /** Localities whose position is their pincode's centre. */
  approximate: number;
  aliases: number;
}

const COLUMNS = ['name', 'also', 'kind', 'pincode', 'offices', 'district', 'state', 'lat', 'lng', 'position'] as const;

/** FNV-1a of a string, as a 31-bit integer (a small integer to V8: no allocation). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 1;
}

export function loadLocalities(
  table: CsvRowStream,
  aliasRecords: Record<string, string>[],
  states: StateNames,
): Localities {
  const columns = new LocalityTable(table.size);
  const places: LocalityPlace[] = [];
  // Keys must be unique: a second locality of one name in one pincode gets ':2'. Counted by a hash
  // of the key, not the key (165,000 strings kept to the end of loading cost the start a collection):
  // two keys whose hashes collide get a needless but harmless suffix.
  const seen = new Map<number, number>();
  let approximate = 0;
  const [cName, cAlso, cKind, cPincode, cOffices, cDistrict, cState, cLat, cLng, cPosition] = COLUMNS.map((c) =>
    table.header.indexOf(c),
  );
  if (table.size > 0 && [cName, cPincode, cState, cLat, cLng].some((c) => c! < 0))
    throw new Error(`data/localities/localities.csv: expected the columns ${COLUMNS.join(', ')}`);
  table.each((r) => {
    const name = r[cName!] ?? '';
    const stateCode = r[cState!] ?? '';
    const lat = Number(r[cLat!]);
    const lng = Number(r[cLng!]);
    const pincode = r[cPincode!] ?? '';
    const stateName = states.nameOf(stateCode);
    if (!name || !stateName || !/^[1-9]\d{5}$/.test(pincode) || !Number.isFinite(lat) || !Number.isFinite(lng)) return;
    const kind = r[cKind!] ?? '';
    const isApproximate = r[cPosition!] === 'pincode';
    if (isApproximate) approximate++;
    const row = columns.add({
      name: ownCopy(name),
      lat,
      lng,
      pincode: Number(pincode),
      office: OFFICES.find((o) => o === kind) ?? 'B',
      offices: Number(r[cOffices!]) || 1,
      approximate: isApproximate,
      district: ownCopy(r[cDistrict!] ?? ''),
      stateCode,
      stateName,
    });
    const place = new LocalityPlace(columns, row);
    const base = `${pincode}:${normalizeName(name).replace(/ /g, '')}`;
    const hash = fnv1a(base);
    const before = seen.get(hash) ?? 0;
    seen.set(hash, before + 1);
    if (before > 0) columns.keySuffix[row] = Math.min(before + 1, 255);
    const also = r[cAlso!] ?? '';
    if (also) for (const other of also.split('|')) place.addName(other);
    places.push(place);
  });
  const aliases = applyAliases(places, aliasRecords);
  return { places, approximate, aliases };
}

/** Adds each alias ('Hinjewadi') to the names of the locality it points at; throws on a dangling one. */
function applyAliases(places: LocalityPlace[], records: Record<string, string>[]): number {
  const wanted = new Map<string, Record<string, string>[]>();
  for (const a of records) {
    // A row without a name is an area of its own: the import wrote it into localities.csv (kind 'A').
    if (!a.name) continue;
    const key = `${(a.state ?? '').toUpperCase()}:${compactName(a.name ?? '')}`;
    wanted.set(key, [...(wanted.get(key) ?? []), a]);
  }
  const found = new Set<Record<string, string>>();
  if (wanted.size === 0) return 0;
  for (const p of places) {
    const records = wanted.get(`${p.stateCode}:${compactName(p.name)}`);
    for (const a of records ?? []) {
      if (found.has(a) || compactName(p.district) !== compactName(a.district ?? '')) continue;
      p.addName(a.alias ?? '');
      found.add(a);
    }
  }
  const missing = records.find((a) => a.name && !found.has(a));
  if (missing)
    throw new Error(
      `data/localities/aliases.csv: no locality '${missing.name}' in ${missing.district}, ${missing.state} for '${missing.alias}'`,
    );
  return found.size;
}

/** A locality this close to a town of the same name in the same state is that town's post office. */
const SAME_PLACE_KM = 15;
/** …this close, for a head office (named as its town: Salem H.O is 17 km from data/places' Salem). */
const SAME_PLACE_HEAD_KM = 25;
/** …this close, for a head or sub office and a town whose position in data/places is a coarse one. */
const SAME_PLACE_COARSE_KM = 50;
/** A town farther than this from its head office of the same name moves to the office. */
const MOVE_TO_HEAD_KM = 5;

/**
 * Localities that are a town's own post office (Leh H.O is Leh; Manali SO Kullu is Manali) are
 * dropped and their pincode given to the town; their ids keep resolving (`mergedInto`). A town
 * placed on a coarse grid takes its head or sub office's position (Bilaspur, Chhattisgarh is
 * 22.38333, 82.13333 in data/places, 33 km north of its head office); returns how many did.
 */
export function mergeIntoTowns(towns: GazetteerPlace[], localities: GazetteerPlace[], coarse: Set<string>) {
  const townsByName = new Map<string, GazetteerPlace[]>();
  for (const t of towns) {
    for (const n of t.names) {
      const key = `${t.stateCode}:${n.replace(/ /g, '')}`;
      const list = townsByName.get(key);
      if (list) list.push(t);
      else townsByName.set(key, [t]);
    }
  }
  const mergedInto = new Map<string, GazetteerPlace>();
  const kept: GazetteerPlace[] = [];
  const moved = new Set<string>();
  for (const loc of localities) {
    const office = loc.office ?? 'B';
    const town = (townsByName.get(`${loc.stateCode}:${compactName(loc.name)}`) ?? []).find((t) => {
      const km = distance(t.lng, t.lat, loc.lng, loc.lat);
      if (km <= SAME_PLACE_KM || (office === 'H' && km <= SAME_PLACE_HEAD_KM)) return true;
      return office !== 'B' && !loc.approximate && coarse.has(t.key) && km <= SAME_PLACE_COARSE_KM;
    });
    if (!town) {
      kept.push(loc);
      continue;
    }
    // A head office named as its town is in that town: a town placed more than MOVE_TO_HEAD_KM from
    // it is placed wrong in data/places (Jaisalmer is 13 km out in the desert there).
    const headFarOff = office === 'H' && distance(town.lng, town.lat, loc.lng, loc.lat) > MOVE_TO_HEAD_KM;
    if (((coarse.has(town.key) && office !== 'B') || headFarOff) && !loc.approximate && !moved.has(town.key)) {
      town.lat = loc.lat;
      town.lng = loc.lng;
      moved.add(town.key);
    }
    mergedInto.set(loc.key, town);
    if (!town.pincode) town.pincode = loc.pincode;
    if (!town.district) town.district = loc.district;
    for (const n of loc.names) if (!town.names.includes(n)) town.names.push(n);
  }
  return { kept, mergedInto, moved: moved.size };
}
