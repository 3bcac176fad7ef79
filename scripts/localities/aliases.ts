// data/localities/aliases.csv: names people type that the directory spells differently or lacks
// ('Hinjewadi', 'Electronic City', 'Salt Lake'), each pointing at a row of localities.csv. Pure.
import type { Locality } from './grouping.ts';
import { nameKey } from './office-names.ts';

export const ALIAS_COLUMNS = ['alias', 'name', 'district', 'state', 'lat', 'lng', 'source', 'note'] as const;

/**
 * A row of aliases.csv. With a `name`, another name of that locality ('Hinjewadi' → Infotech Park),
 * which with a `source` also moves it there (areas.ts); without, an area or road of its own,
 * placed by `lat`, `lng`, a pincode's centre or the stations. An alias may name an area.
 */
export interface LocalityAlias {
  alias: string;
  name: string;
  district: string;
  state: string;
  lat?: number;
  lng?: number;
  /** Where an area's position is from: 'stations', or the source of the given lat, lng. */
  source: string;
  note: string;
}

const coordinate = (value: string | undefined) => {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : undefined;
};

export function readAliases(records: readonly Record<string, string | undefined>[]): LocalityAlias[] {
  return records.map((r) => ({
    alias: (r.alias ?? '').trim(),
    name: (r.name ?? '').trim(),
    district: (r.district ?? '').trim(),
    state: (r.state ?? '').trim().toUpperCase(),
    lat: coordinate(r.lat),
    lng: coordinate(r.lng),
    source: (r.source ?? '').trim(),
    note: (r.note ?? '').trim(),
  }));
}

const targetKey = (name: string, district: string, state: string) =>
  `${state.toUpperCase()}\u0000${nameKey(district)}\u0000${nameKey(name)}`;

/**
 * The problems with the aliases, one line each: a missing field, an alias that is its target's own
 * name, a target that is not a row of the localities (name + district + state), or an alias given
 * twice. Empty when all is well.
 */
export function aliasProblems(aliases: readonly LocalityAlias[], localities: readonly Locality[]): string[] {
  const targets = new Set(localities.map((l) => targetKey(l.name, l.district, l.stateCode)));
  const problems: string[] = [];
  const seen = new Set<string>();
  aliases.forEach((a, i) => {
    const where = `aliases.csv row ${i + 2} ('${a.alias}')`;
    if (!a.alias || !a.district || !a.state) {
      problems.push(`${where}: alias, district and state are all required`);
      return;
    }
    const key = `${a.state}\u0000${nameKey(a.district)}\u0000${nameKey(a.alias)}`;
    if (seen.has(key)) problems.push(`${where}: given twice for ${a.district}, ${a.state}`);
    seen.add(key);
    // An area of its own (no name): placed by areas.ts, which reports its problems.
    if (!a.name) return;
    // With a source, a row may only move its office ('Tardeo': the directory placed it wrong).
    if (nameKey(a.alias) === nameKey(a.name) && !a.source)
      problems.push(`${where}: the alias is the locality's own name`);
    if (!targets.has(targetKey(a.name, a.district, a.state)))
      problems.push(`${where}: no locality '${a.name}' in ${a.district}, ${a.state}`);
  });
  return problems;
}
