import { normalizeName } from '../../domain/places/place-text.ts';

/** A row of data/places/aliases.csv: the name the app shows, another name that finds it, and its state. */
export interface AliasRow {
  name: string;
  alias: string;
  /** ISO code of the state the pair applies to; '' for any. */
  stateCode: string;
  nameNorm: string;
  aliasNorm: string;
  nameKey: string;
  aliasKey: string;
}

export function aliasRows(records: Record<string, string>[]): AliasRow[] {
  return records
    .map((a) => {
      const name = a.name ?? '';
      const alias = a.alias ?? '';
      const nameNorm = normalizeName(name);
      const aliasNorm = normalizeName(alias);
      return {
        name,
        alias,
        stateCode: (a.state ?? '').toUpperCase(),
        nameNorm,
        aliasNorm,
        nameKey: nameNorm.replace(/ /g, ''),
        aliasKey: aliasNorm.replace(/ /g, ''),
      };
    })
    .filter((a) => a.nameKey && a.aliasKey);
}

/** The alias rows by either of their keys, and the word-level rewrites they imply. */
export class AliasBook {
  private readonly byKey = new Map<string, AliasRow[]>();
  /** Word-level rewrites, both ways ('bengaluru urban' ↔ 'bangalore urban'), by their first word. */
  private readonly rewrites = new Map<string, { from: string; to: string; stateCode: string; pattern: RegExp }[]>();

  constructor(readonly rows: AliasRow[]) {
    for (const a of rows) {
      for (const key of new Set([a.nameKey, a.aliasKey])) {
        const list = this.byKey.get(key);
        if (list) list.push(a);
        else this.byKey.set(key, [a]);
      }
      for (const [from, to] of [
        [a.nameNorm, a.aliasNorm],
        [a.aliasNorm, a.nameNorm],
      ] as const) {
        const first = from.split(' ')[0]!;
        const list = this.rewrites.get(first) ?? [];
        list.push({ from, to, stateCode: a.stateCode, pattern: new RegExp(`(^| )${from}( |$)`) });
        this.rewrites.set(first, list);
      }
    }
  }

  /** Rows naming `key` (as the shown name or the alias) that apply in this state. */
  of(key: string, stateCode: string): AliasRow[] {
    return (this.byKey.get(key) ?? []).filter((a) => !a.stateCode || a.stateCode === stateCode);
  }

  /** `names` with every word-level alias applied ('bengaluru urban' also as 'bangalore urban'). */
  withWordAliases(names: Set<string>, stateCode: string): void {
    for (const n of [...names]) {
      if (!n.includes(' ')) continue;
      for (const word of n.split(' ')) {
        for (const r of this.rewrites.get(word) ?? []) {
          if ((r.stateCode && r.stateCode !== stateCode) || n === r.from || !r.pattern.test(n)) continue;
          names.add(n.replace(r.pattern, `$1${r.to}$2`));
        }
      }
    }
  }
}
