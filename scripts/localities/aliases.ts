// data/localities/aliases.csv: names people type that the directory spells differently or lacks
// ('Hinjewadi', 'Electronic City', 'Salt Lake'), each pointing at a row of localities.csv. Pure.
import type { Locality } from './grouping.ts';
import { nameKey } from './office-names.ts';

export const ALIAS_COLUMNS = ['alias', 'name', 'district', 'state', 'note'] as const;

export interface LocalityAlias {
  alias: string;
  name: string;
  district: string;
  state: string;
  note: string;
}

export function readAliases(records: readonly Record<string, string | undefined>[]): LocalityAlias[] {
  return records.map((r) => ({
    alias: (r.alias ?? '').trim(),
    name: (r.name ?? '').trim(),
    district: (r.district ?? '').trim(),
    state: (r.state ?? '').trim().toUpperCase(),
    note: (r.note ?? '').trim(),
  }));
}

const targetKey = (name: string, district: string, state: string) => `${state.toUpperCase()}\u0000${nameKey(district)}\u0000${nameKey(name)}`;

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
    if (!a.alias || !a.name || !a.district || !a.state) {
      problems.push(`${where}: alias, name, district and state are all required`);
      return;
    }
    if (nameKey(a.alias) === nameKey(a.name)) problems.push(`${where}: the alias is the locality's own name`);
    const key = `${a.state}\u0000${nameKey(a.alias)}`;
    if (seen.has(key)) problems.push(`${where}: given twice for ${a.state}`);
    seen.add(key);
    if (!targets.has(targetKey(a.name, a.district, a.state))) problems.push(`${where}: no locality '${a.name}' in ${a.district}, ${a.state}`);
  });
  return problems;
}
