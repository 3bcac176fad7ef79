import { lowerBound, prefixDistance, typoBudget } from '../../domain/places/place-text.ts';
import { canonicalWords, compassAgrees, numbersAgree, splitsNumber } from '../../domain/places/place-words.ts';
import type { GazetteerPlace } from './gazetteer-place.server.ts';

/** How well a key matched a name: the lower the better. A typo match adds its distance / 10. */
export const MATCH_EXACT = 0;
export const MATCH_PREFIX = 1;
export const MATCH_WORD_PREFIX = 2;
export const MATCH_TYPO = 3;

/** Prefix lengths whose letter sets are kept for the typo pass; longer queries use the whole key's. */
const MASK_LENGTHS = 24;

/** One bit per letter a–z, two for digits, four for other characters (Devanagari). */
function letterBit(code: number): number {
  if (code >= 97 && code <= 122) return 1 << (code - 97);
  if (code >= 48 && code <= 57) return 1 << (26 + (code % 2));
  return 1 << (28 + (code % 4));
}

function popcount(bits: number): number {
  let n = 0;
  for (let b = bits; b !== 0; b &= b - 1) n++;
  return n;
}

/**
 * The keys a misspelling may find, by first character, each with the letter set of its first
 * 1…24 characters (slot 0: the whole key). A query's letters missing from a key's prefix each
 * cost an edit, so one AND and a bit count turn most keys away before the edit distance runs.
 */
class TypoBucket {
  readonly keys: string[] = [];
  readonly places: number[] = [];
  private readonly masks: number[] = [];

  add(key: string, place: number): void {
    this.keys.push(key);
    this.places.push(place);
    let mask = 0;
    const prefixes = new Array<number>(MASK_LENGTHS + 1);
    for (let i = 0; i < key.length; i++) {
      mask |= letterBit(key.charCodeAt(i));
      if (i < MASK_LENGTHS) prefixes[i + 1] = mask;
    }
    for (let l = key.length + 1; l <= MASK_LENGTHS; l++) prefixes[l] = mask;
    prefixes[0] = mask;
    this.masks.push(...prefixes);
  }

  /** Whether key number k could be within `budget` edits of a query with letter set `query` and `length` characters. */
  mayMatch(k: number, query: number, length: number, budget: number): boolean {
    const slot = length + budget > MASK_LENGTHS ? 0 : length + budget;
    return popcount(query & ~this.masks[k * (MASK_LENGTHS + 1) + slot]!) <= budget;
  }
}

export function lettersOf(key: string): number {
  let mask = 0;
  for (let i = 0; i < key.length; i++) mask |= letterBit(key.charCodeAt(i));
  return mask;
}

/** The keys in code-unit order, with their owners in the same order. */
function sortedBy(keys: string[], owners: number[]): [string[], Int32Array] {
  const order = Array.from(keys, (_, i) => i).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
  return [order.map((i) => keys[i]!), Int32Array.from(order, (i) => owners[i]!)];
}

/**
 * Every name of every place as a compact key (no spaces), sorted, so a prefix is a range found by
 * binary search; the same for each name from its second word on ('city' finds 'Electronics City');
 * and, for the places that may be found by a misspelling, the keys by first character for a
 * bounded typo pass. Measured against MiniSearch in bench/place-search.ts (docs/place-search.md).
 */
export class NameIndex {
  private readonly nameKeys: string[];
  private readonly namePlaces: Int32Array;
  private readonly wordKeys: string[];
  private readonly wordPlaces: Int32Array;
  private readonly typoBuckets = new Map<string, TypoBucket>();
  private readonly exactKeys = new Map<string, number[]>();

  constructor(private readonly places: readonly GazetteerPlace[]) {
    // Parallel arrays rather than an object per entry: 250,000 entries are built at every start.
    const names: string[] = [];
    const nameOwners: number[] = [];
    const words: string[] = [];
    const wordOwners: number[] = [];
    places.forEach((p, i) => {
      for (const written of p.names) {
        // 'Mayur Vihar PhI' is found as 'mayur vihar phase 1' (place-words.ts).
        const name = canonicalWords(written);
        const key = name.replace(/ /g, '');
        if (!key) continue;
        names.push(key);
        nameOwners.push(i);
        if (p.kind !== 'locality') {
          const list = this.exactKeys.get(key);
          if (list) list.push(i);
          else this.exactKeys.set(key, [i]);
        }
        if (name.includes(' ')) {
          const parts = name.split(' ');
          for (let w = 1; w < parts.length; w++) {
            words.push(parts.slice(w).join(''));
            wordOwners.push(i);
          }
        }
        if (p.typos) {
          let bucket = this.typoBuckets.get(key[0]!);
          if (!bucket) this.typoBuckets.set(key[0]!, (bucket = new TypoBucket()));
          bucket.add(key, i);
        }
      }
    });
    [this.nameKeys, this.namePlaces] = sortedBy(names, nameOwners);
    [this.wordKeys, this.wordPlaces] = sortedBy(words, wordOwners);
  }

  get size(): number {
    return this.nameKeys.length;
  }

  /** Towns, districts and states with a name equal to the compact key. */
  exact(key: string): readonly number[] {
    return this.exactKeys.get(key) ?? [];
  }

  /**
   * Places matching a compact key, with their best match (MATCH_*). Word prefixes and typos are
   * looked for only while fewer than `enough` places have matched; `accept` filters places.
   */
  match(key: string, enough: number, accept?: (place: GazetteerPlace) => boolean): Map<number, number> {
    const best = new Map<number, number>();
    if (!key) return best;
    const consider = (place: number, rank: number) => {
      if (accept && !accept(this.places[place]!)) return;
      const seen = best.get(place);
      if (seen === undefined || rank < seen) best.set(place, rank);
    };
    for (let i = lowerBound(this.nameKeys, key); i < this.nameKeys.length && this.nameKeys[i]!.startsWith(key); i++) {
      if (this.nameKeys[i] === key) consider(this.namePlaces[i]!, MATCH_EXACT);
      else if (!splitsNumber(key, this.nameKeys[i]!)) consider(this.namePlaces[i]!, MATCH_PREFIX);
    }
    if (best.size < enough) {
      for (let i = lowerBound(this.wordKeys, key); i < this.wordKeys.length && this.wordKeys[i]!.startsWith(key); i++) {
        if (!splitsNumber(key, this.wordKeys[i]!)) consider(this.wordPlaces[i]!, MATCH_WORD_PREFIX);
      }
    }
    const budget = typoBudget(key.length);
    const bucket = this.typoBuckets.get(key[0]!);
    if (best.size < enough && budget > 0 && bucket) {
      const letters = lettersOf(key);
      for (let k = 0; k < bucket.keys.length; k++) {
        const place = bucket.places[k]!;
        if (best.has(place) || !bucket.mayMatch(k, letters, key.length, budget)) continue;
        const name = bucket.keys[k]!;
        const d = prefixDistance(key, name, budget);
        // A misspelling never changes a number or a compass point: 'Sector 63' is not 'Sector 62', 'Andheri West' not 'Andheri East'.
        if (d <= budget && numbersAgree(key, name) && compassAgrees(key, name)) consider(place, MATCH_TYPO + d / 10);
      }
    }
    return best;
  }
}
