import { distance } from 'geokdbush';
import type { LatLng } from '../../domain/geo/lat-lng.ts';
import type { GazetteerPlace } from './gazetteer-place.server.ts';

/**
 * The order of places that matched a query (docs/place-search.md, "Ranking"): by importance,
 * raised for a place near the person's current or last location if known (× up to 4, halving
 * about every 28 km), and weighed by how well the text matched: an exact name counts in full, a
 * prefix for 0.4, a later word for 0.25, a typo for 0.15 (less with two). So an exact match comes
 * first among places of like importance, but 'Hydrabad' is Hyderabad before the village of
 * Hydrabad, and 'jai' is Jaipur before the village of Jai. Ties: the better match, a shorter
 * name, then the id, so the order never depends on the data's row order. Then, among places of
 * the same name matched equally well, a town, district or state comes before a post-office
 * locality or a town's suburb ('Manali' is the hill town before Manali, Chennai).
 */
const NEAR_WEIGHT = 3;
const NEAR_SCALE_KM = 40;
const MATCH_WEIGHT = [1, 0.4, 0.25, 0.15];

const matchWeight = (rank: number) => {
  const tier = Math.floor(rank);
  return tier < 3 ? MATCH_WEIGHT[tier]! : MATCH_WEIGHT[3]! / (1 + 10 * (rank - 3));
};

interface Scored {
  place: number;
  rank: number;
  score: number;
}

export function rankMatches(
  places: readonly GazetteerPlace[],
  matches: Map<number, number>,
  limit: number,
  near?: LatLng,
): number[] {
  if (limit <= 0 || matches.size === 0) return [];
  const better = (a: Scored, b: Scored) => {
    if (a.score !== b.score) return a.score > b.score;
    if (a.rank !== b.rank) return a.rank < b.rank;
    const pa = places[a.place]!;
    const pb = places[b.place]!;
    if (pa.name.length !== pb.name.length) return pa.name.length < pb.name.length;
    return pa.key < pb.key;
  };
  // The best few, kept sorted: a short query can match thousands of places, and sorting them all is wasted.
  const keep = limit * 3;
  const top: Scored[] = [];
  for (const [place, rank] of matches) {
    const p = places[place]!;
    const nearFactor = near
      ? 1 + NEAR_WEIGHT * Math.exp(-distance(near.lng, near.lat, p.lng, p.lat) / NEAR_SCALE_KM)
      : 1;
    const candidate = { place, rank, score: p.importance * nearFactor * matchWeight(rank) };
    if (top.length === keep && !better(candidate, top[keep - 1]!)) continue;
    let at = top.length === keep ? keep - 1 : top.length;
    while (at > 0 && better(candidate, top[at - 1]!)) at--;
    top.splice(at, 0, candidate);
    if (top.length > keep) top.pop();
  }
  return townsFirst(places, top, near)
    .slice(0, limit)
    .map((s) => s.place);
}

/**
 * Within each group of equally matched places of the same name, towns take the group's first
 * slots; a locality or suburb near the person (within NEAR_TOWN_KM) counts as one of them.
 */
const NEAR_TOWN_KM = 30;

function townsFirst(places: readonly GazetteerPlace[], sorted: Scored[], near?: LatLng): Scored[] {
  const townLike = (p: GazetteerPlace) =>
    (p.kind !== 'locality' && !p.suburb) ||
    (near !== undefined && distance(near.lng, near.lat, p.lng, p.lat) <= NEAR_TOWN_KM);
  const groups = new Map<string, number[]>();
  sorted.forEach((s, i) => {
    const key = `${Math.floor(s.rank)}:${places[s.place]!.name.toLowerCase()}`;
    const slots = groups.get(key);
    if (slots) slots.push(i);
    else groups.set(key, [i]);
  });
  const out = [...sorted];
  for (const slots of groups.values()) {
    if (slots.length < 2) continue;
    const members = slots.map((i) => sorted[i]!);
    const ordered = [
      ...members.filter((s) => townLike(places[s.place]!)),
      ...members.filter((s) => !townLike(places[s.place]!)),
    ];
    slots.forEach((slot, k) => (out[slot] = ordered[k]!));
  }
  return out;
}
