// States and districts as the directory writes them ('TAMIL NADU', 'BENGALURU URBAN', 'NA'), mapped
// to ISO codes and the names the app shows. Pure.
import { nameKey } from './office-names.ts';

export interface StateRow {
  name: string;
  iso2: string;
}

/**
 * The ISO code for a state name in any case, with or without a leading 'The' ('THE DADRA AND NAGAR
 * HAVELI AND DAMAN AND DIU' → 'DH'); undefined for 'NA' or an unknown name.
 */
export function stateCoder(states: readonly StateRow[]): (name: string) => string | undefined {
  const byKey = new Map<string, string>();
  for (const s of states)
    if (s.name && s.iso2) byKey.set(nameKey(s.name.replace(/^the\s+/i, '')), s.iso2.toUpperCase());
  return (name) => byKey.get(nameKey(name.trim().replace(/^the\s+/i, '')));
}

/** True when the directory leaves a value out ('NA' or empty). */
export const isMissing = (value: string | undefined): boolean =>
  !value || !value.trim() || value.trim().toUpperCase() === 'NA';

/**
 * A set of place names (districts, towns, divisions, states, head offices) compared by nameKey,
 * also without a trailing 'District', 'Dist', 'Dt', 'City', 'Town' or 'Division' or a state's code
 * ('Bilaspur HP'), or cut short to 8 letters or more ('Chhatrapati Sambhajinaga'). Districts also
 * match misspelt by one letter (two from 8 letters: 'Khorda' for Khordha, 'Jhujhunu' for Jhunjhunu). Used to tell a
 * disambiguating qualifier ('(Bengaluru)') from another name of the place.
 */
export class PlaceNames {
  private readonly keys = new Set<string>();
  private readonly districtKeys = new Set<string>();

  add(name: string, options: { district?: boolean } = {}): void {
    const key = nameKey(stripAdministrative(name));
    if (key.length < 3) return;
    this.keys.add(key);
    if (options.district) this.districtKeys.add(key);
  }

  has(text: string): boolean {
    const stripped = stripAdministrative(text);
    const withoutState = stripped.replace(/\s*[A-Z]{2}$/, '');
    for (const candidate of withoutState !== stripped ? [stripped, withoutState] : [stripped]) {
      const key = nameKey(candidate);
      if (key.length === 0) continue;
      if (this.keys.has(key)) return true;
      if (key.length >= 8) for (const k of this.keys) if (k.startsWith(key)) return true;
      if (key.length >= 5) for (const d of this.districtKeys) if (nearly(key, d)) return true;
    }
    return false;
  }

  get size(): number {
    return this.keys.size;
  }
}

/** Within one edit (two from 8 letters). */
function nearly(key: string, target: string): boolean {
  const budget = Math.min(key.length, target.length) >= 8 ? 2 : 1;
  if (Math.abs(key.length - target.length) > budget) return false;
  return editDistance(key, target, budget) <= budget;
}

/** Levenshtein distance with early exit once it must exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]!);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

function stripAdministrative(name: string): string {
  return name
    .trim()
    .replace(/\s+(district|dist\.?|dt\.?|city|town|division|region|circle|h\.?\s?o\.?)$/i, '')
    .replace(/^(the)\s+/i, '');
}
