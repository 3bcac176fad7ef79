import { compactName, normalizeName, prefixDistance, typoBudget } from '../../domain/places/place-text.ts';
import { canonicalWords } from '../../domain/places/place-words.ts';
import type { GazetteerPlace } from './gazetteer-place.server.ts';

/** How far a name's key is from the query's (0: one is the other's start), or Infinity. */
function nameDistance(nameKey: string, queryKey: string): number {
  if (!nameKey || !queryKey) return Infinity;
  if (queryKey.startsWith(nameKey) || nameKey.startsWith(queryKey)) return 0;
  const budget = typoBudget(Math.min(nameKey.length, queryKey.length));
  const d = Math.min(prefixDistance(queryKey, nameKey, budget), prefixDistance(nameKey, queryKey, budget));
  return d <= budget ? d : Infinity;
}

const queryKeyOf = (query: string) => canonicalWords(normalizeName(query.split(',')[0] ?? '')).replace(/ /g, '');

/**
 * The name a locality is shown under for a query: its own, or, when the person typed another of
 * its names (an alias: 'Hinjewadi' for Infotech Park (Hinjawadi) S.O), that name with the
 * office's as detail: 'Hinjewadi (Infotech Park)'. Towns and the rest keep their current name
 * ('Bombay' shows Mumbai).
 */
export function shownName(p: GazetteerPlace, query: string): string {
  const written = p.kind === 'locality' ? (p.writtenNames ?? []) : [];
  if (written.length === 0) return p.name;
  const key = queryKeyOf(query);
  const names = p.names;
  let best = nameDistance(canonicalWords(names[0]!).replace(/ /g, ''), key);
  let shown = p.name;
  for (let i = 0; i < written.length && best > 0; i++) {
    const d = nameDistance(canonicalWords(names[i + 1] ?? '').replace(/ /g, ''), key);
    if (d < best) [best, shown] = [d, `${written[i]} (${p.name})`];
  }
  return shown;
}

/**
 * 'Name, District, State' without a part that repeats another: 'Manali, Kullu, Himachal Pradesh',
 * 'Bengaluru, Karnataka' (district Bengaluru Urban), 'Delhi, India', 'Goa, India'.
 */
export function placeLabel(p: Pick<GazetteerPlace, 'name' | 'district' | 'state'>): string {
  const name = compactName(p.name);
  const state = compactName(p.state);
  if (name === state) return `${p.name}, India`;
  const district = compactName(p.district);
  const showDistrict = p.district && district !== state && !district.startsWith(name) && !name.startsWith(district);
  return [p.name, showDistrict ? p.district : '', p.state].filter(Boolean).join(', ');
}

/**
 * A label of placeLabel's or shortLabel's for a Hindi reader (issue 18): the place's and the
 * state's Hindi names where the data has them ('मनाली, Kullu, हिमाचल प्रदेश'); a district keeps
 * its name (the data has no Hindi for districts). Undefined when nothing changes: the English serves.
 */
export function hindiLabel(
  label: string,
  p: Pick<GazetteerPlace, 'name' | 'state' | 'native'>,
  stateNative: string | undefined,
): string | undefined {
  const parts = label.split(', ');
  if (parts[0] === p.name && p.native) parts[0] = p.native;
  const last = parts.length - 1;
  if (last > 0 && parts[last] === 'India') parts[last] = 'भारत';
  else if (last > 0 && parts[last] === p.state && stateNative) parts[last] = stateNative;
  const hindi = parts.join(', ');
  return hindi === label ? undefined : hindi;
}

/**
 * 'Manali, Himachal Pradesh' or 'Manali, Chennai': the name and the one part that tells it apart,
 * the state for a town, the district (or city) for a locality or a town's suburb.
 */
export function shortLabel(p: Pick<GazetteerPlace, 'name' | 'district' | 'state' | 'kind' | 'suburb'>): string {
  if (compactName(p.name) === compactName(p.state)) return `${p.name}, India`;
  const byDistrict =
    (p.kind === 'locality' || p.suburb) && p.district && compactName(p.district) !== compactName(p.name);
  return `${p.name}, ${byDistrict ? p.district : p.state}`;
}

/**
 * The labels of a list of suggestions: where two would read the same (two localities called
 * Rampur in one district), the pincode tells them apart.
 */
export function distinctLabels(places: readonly GazetteerPlace[], names?: readonly string[]): string[] {
  const labels = places.map((p, i) => placeLabel({ name: names?.[i] ?? p.name, district: p.district, state: p.state }));
  return labels.map((label, i) =>
    labels.indexOf(label) !== labels.lastIndexOf(label) && places[i]!.pincode
      ? `${label} ${places[i]!.pincode}`
      : label,
  );
}

/** 'Locality, District, State PIN', dropping a district or locality that repeats another part. */
export function addressLabel(locality: string, district: string, state: string, pincode: string): string {
  const loc = compactName(locality);
  const dist = compactName(district);
  const st = compactName(state);
  const parts: string[] = [];
  if (locality && loc !== st) parts.push(locality);
  if (district && dist !== loc && !dist.startsWith(loc) && dist !== st) parts.push(district);
  if (state) parts.push(state);
  return `${parts.join(', ')} ${pincode}`.trim();
}
