import { compactName, normalizeName } from '../../domain/places/place-text.ts';

/**
 * The one table of district display names (data/localities/districts.csv): the postal directory's
 * spelling ('24 Paraganas North', 'Visakhapatanam') → the name people use ('North 24 Parganas',
 * 'Visakhapatnam'). Localities, pincodes and the directory's districts are all shown through it;
 * the directory's spelling stays a search key of the district (oldNames).
 */
export class DistrictNames {
  private readonly shown = new Map<string, string>();
  private readonly old = new Map<string, string[]>();

  constructor(records: readonly Record<string, string>[] = []) {
    for (const r of records) {
      const state = (r.state ?? '').toUpperCase();
      const directory = r.directory ?? '';
      const name = r.name ?? '';
      if (!state || !directory || !name) continue;
      this.shown.set(`${state}:${compactName(directory)}`, name);
      const key = `${state}:${compactName(name)}`;
      this.old.set(key, [...(this.old.get(key) ?? []), normalizeName(directory)]);
    }
  }

  get size(): number {
    return this.shown.size;
  }

  /** The name a district is shown under. */
  display(district: string, stateCode: string): string {
    return (district && this.shown.get(`${stateCode}:${compactName(district)}`)) || district;
  }

  /** The directory's spellings of a shown district name, in search form. */
  oldNames(district: string, stateCode: string): readonly string[] {
    return this.old.get(`${stateCode}:${compactName(district)}`) ?? [];
  }
}
