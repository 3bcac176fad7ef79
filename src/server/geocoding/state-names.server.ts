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
    // How the postal directory and people write some of them.
    for (const [key, code] of [
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
