// Groups post offices into localities: offices of one district with the same name (ignoring case,
// punctuation and spaces) within 10 km of each other are one place ('Kakkanad SO' and 'Kakkanad
// NDC'; a sub office and the branch offices of its village). Pure.
import { haversineKm as km } from '../../src/domain/geo/geodesy.ts';
import type { LatLng } from '../../src/domain/geo/lat-lng.ts';
import { medianPoint } from '../../src/domain/geo/median.ts';
import { nameKey } from './office-names.ts';
import type { OfficeKind } from './positions.ts';

export interface GroupableOffice {
  name: string;
  also: readonly string[];
  kind: OfficeKind;
  pincode: string;
  stateCode: string;
  district: string;
  /** The office's own checked position. */
  position?: LatLng;
  /** Its pincode's centre, for an office without a checked position. */
  pincodeCentre?: LatLng;
  /** Where the position is from: the directory's own ('office', the default) or the stations naming it (outliers.ts). */
  source?: 'office' | 'stations';
}

export interface Locality {
  name: string;
  also: string[];
  /** The best office's kind, or 'A' for an area of aliases.csv with no office (areas.ts). */
  kind: OfficeKind | 'A';
  pincode: string;
  /** The group's other pincodes, sorted. */
  pincodes: string[];
  offices: number;
  district: string;
  stateCode: string;
  lat: number;
  lng: number;
  /**
   * 'office': a checked office position (the best office's, else the group's median); 'pincode': the
   * pincode centre; 'stations': the stations whose addresses name it (outliers.ts, areas.ts);
   * 'given': an area's position given in aliases.csv with its source.
   */
  position: 'office' | 'pincode' | 'stations' | 'given';
}

export const GROUP_KM = 10;

const RANK: Record<OfficeKind, number> = { H: 0, S: 1, B: 2 };

/** Head offices first, then sub, then branch; positioned before unpositioned; then by pincode and input order. */
function better(a: { o: GroupableOffice; i: number }, b: { o: GroupableOffice; i: number }): number {
  return (
    RANK[a.o.kind] - RANK[b.o.kind] ||
    Number(!a.o.position) - Number(!b.o.position) ||
    (a.o.pincode < b.o.pincode ? -1 : a.o.pincode > b.o.pincode ? 1 : 0) ||
    a.i - b.i
  );
}

/**
 * Offices join the group of the same state, district and name key whose best office (its seed) is
 * within GROUP_KM of them, comparing checked positions or, for an office without one, its pincode
 * centre; an office of a pincode already in the group always joins it, and an office with neither
 * position joins the first group of its name. The group is named and placed by its best office
 * (H > S > B); without a checked position there, by the median of the group's checked positions,
 * else by the best office's pincode centre. Groups with no position at all are returned in
 * `unplaced` (their office count).
 */
export function groupOffices(offices: readonly GroupableOffice[]): { localities: Locality[]; unplaced: number } {
  const buckets = new Map<string, { o: GroupableOffice; i: number }[]>();
  offices.forEach((o, i) => {
    const key = `${o.stateCode}\u0000${nameKey(o.district)}\u0000${nameKey(o.name)}`;
    const list = buckets.get(key);
    if (list) list.push({ o, i });
    else buckets.set(key, [{ o, i }]);
  });

  const localities: Locality[] = [];
  let unplaced = 0;
  for (const members of buckets.values()) {
    members.sort(better);
    const groups: { seed: LatLng | undefined; pincodes: Set<string>; members: GroupableOffice[] }[] = [];
    for (const { o } of members) {
      const at = o.position ?? o.pincodeCentre;
      const group = groups.find(
        (g) => g.pincodes.has(o.pincode) || !at || (g.seed !== undefined && km(g.seed, at) <= GROUP_KM),
      );
      if (group) {
        group.members.push(o);
        group.pincodes.add(o.pincode);
        group.seed ??= at;
      } else groups.push({ seed: at, pincodes: new Set([o.pincode]), members: [o] });
    }
    for (const g of groups) {
      const locality = toLocality(g.members);
      if (locality) localities.push(locality);
      else unplaced += g.members.length;
    }
  }
  return { localities, unplaced };
}

function toLocality(members: readonly GroupableOffice[]): Locality | undefined {
  const best = members[0]!;
  let point: LatLng | undefined = best.position;
  let position: Locality['position'] = best.position ? (best.source ?? 'office') : 'office';
  if (!point) point = medianPoint(members.flatMap((m) => (m.position ? [m.position] : [])));
  if (!point) {
    point = best.pincodeCentre ?? members.find((m) => m.pincodeCentre)?.pincodeCentre;
    position = 'pincode';
  }
  if (!point) return undefined;
  const seen = new Set([nameKey(best.name)]);
  const also: string[] = [];
  for (const m of members) {
    for (const a of m.also) {
      const k = nameKey(a);
      if (!k || seen.has(k)) continue;
      seen.add(k);
      also.push(a);
    }
  }
  const pincodes = [...new Set(members.map((m) => m.pincode))].filter((p) => p !== best.pincode).sort();
  return {
    name: best.name,
    also,
    kind: best.kind,
    pincode: best.pincode,
    pincodes,
    offices: members.length,
    district: best.district,
    stateCode: best.stateCode,
    lat: point.lat,
    lng: point.lng,
    position,
  };
}
