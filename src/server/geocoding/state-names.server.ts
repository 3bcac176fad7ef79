import { compactName } from '../../domain/places/place-text.ts';

/** A state or union territory of data/places/states.csv. */
export interface StateRow {
  code: string;
  name: string;
  /** The Hindi name (states.csv `native`). */
  native: string;
  id: number;
  lat: number;
  lng: number;
}

/**
 * The 36 states and union territories: names, ISO codes, Hindi names and old names (Orissa,
 * Uttaranchal, Pondicherry from aliases.csv) → ISO code, and code → current name.
 */
export class StateNames {
  readonly rows: StateRow[] = [];
  /** Compact names, old names, Hindi names and lower-case ISO codes → ISO code. */
  readonly keys = new Map<string, string>();
  private readonly names = new Map<string, string>();
  private readonly partKeys: Map<string, string>;

  constructor(records: Record<string, string>[], aliases: { nameKey: string; aliasKey: string }[]) {
    for (const s of records) {
      const code = s.iso2 ?? '';
      const name = s.name ?? '';
      if (!code || !name) continue;
      this.rows.push({
        code,
        name,
        native: s.native ?? '',
        id: Number.parseInt(s.id ?? '', 10),
        lat: Number.parseFloat(s.latitude ?? ''),
        lng: Number.parseFloat(s.longitude ?? ''),
      });
      this.names.set(code, name);
      this.keys.set(compactName(name), code);
      this.keys.set(code.toLowerCase(), code);
      if (s.native) this.keys.set(compactName(s.native), code);
    }
    // How the postal directory and people write some of them ('CG' on number plates and in addresses).
    for (const [key, code] of [
      ['cg', 'CT'],
      ['uk', 'UK'],
      ['orissa', 'OR'],
      ['pondy', 'PY'],
      ['nctofdelhi', 'DL'],
      ['jandk', 'JK'],
      ['ts', 'TG'],
      ['dadraandnagarhaveli', 'DH'],
      ['damananddiu', 'DH'],
      ['thedadraandnagarhavelianddamananddiu', 'DH'],
    ] as const) {
      this.keys.set(key, code);
    }
    for (const a of aliases) {
      const code = this.keys.get(a.nameKey);
      if (code && !this.keys.has(a.aliasKey)) this.keys.set(a.aliasKey, code);
    }
    this.partKeys = partsOfNames(this.rows);
  }

  /**
   * A state as written after a place ('Bilaspur Himachal', 'Bilaspur H.P.', 'Bilaspur CG',
   * 'बिलासपुर हिमाचल'): any of its keys, or one word of its name that no other state's name has
   * ('himachal', 'andhra', 'bengal'; not 'pradesh'), in English or Hindi. '' when none.
   */
  tailCode(compact: string): string {
    return this.keys.get(compact) ?? this.partKeys.get(compact) ?? '';
  }

  /** The ISO code of a state written any known way ('KARNATAKA', 'Orissa', 'ka'), or ''. */
  codeOf(name: string): string {
    return this.keys.get(compactName(name.replace(/^the\s+/i, ''))) ?? '';
  }

  nameOf(code: string): string | undefined {
    return this.names.get(code);
  }

  /** The Hindi name of a state written any known way, where states.csv has one. */
  nativeOf(name: string): string | undefined {
    const code = this.codeOf(name);
    return (code && this.rows.find((row) => row.code === code)?.native) || undefined;
  }
}

/** Words too common to name a state alone, and compass points (a part of place names: 'Andheri West'). */
const NOT_A_STATE = new Set([
  'pradesh',
  'and',
  'islands',
  'nadu',
  'west',
  'east',
  'north',
  'south',
  'the',
  'dadra',
  'nagar',
  'daman',
  'diu',
  'प्रदेश',
  'और',
]);

/** One word of a state's English or Hindi name that no other state's name shares → its code. */
function partsOfNames(rows: readonly StateRow[]): Map<string, string> {
  const owners = new Map<string, Set<string>>();
  for (const row of rows) {
    for (const name of [row.name, row.native]) {
      const words = name
        .toLowerCase()
        .split(/[\s-]+/)
        .filter(Boolean);
      if (words.length < 2) continue;
      for (const word of words) {
        const key = compactName(word);
        if (key.length < 4 && !/[^a-z]/.test(key)) continue;
        if (NOT_A_STATE.has(key)) continue;
        owners.set(key, (owners.get(key) ?? new Set()).add(row.code));
      }
    }
  }
  const parts = new Map<string, string>();
  for (const [key, codes] of owners) if (codes.size === 1) parts.set(key, [...codes][0]!);
  return parts;
}
