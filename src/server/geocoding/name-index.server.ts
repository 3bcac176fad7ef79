import { lowerBound, prefixDistance, typoBudget } from '../../domain/places/place-text.ts';
import type { GazetteerPlace } from './gazetteer-place.server.ts';

/** How well a key matched a name: the lower the better. A typo match adds its distance / 10. */
export const MATCH_EXACT = 0;
export const MATCH_PREFIX = 1;
export const MATCH_WORD_PREFIX = 2;
export const MATCH_TYPO = 3;

type Entry = { key: string; place: number };

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
  private readonly typoBuckets = new Map<string, Entry[]>();
  private readonly exactKeys = new Map<string, number[]>();

  constructor(private readonly places: readonly GazetteerPlace[]) {
    // Parallel arrays rather than an object per entry: 250,000 entries are built at every start.
    const names: string[] = [];
    const nameOwners: number[] = [];
    const words: string[] = [];
    const wordOwners: number[] = [];
    places.forEach((p, i) => {
      for (const name of p.names) {
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
          const bucket = this.typoBuckets.get(key[0]!);
          if (bucket) bucket.push({ key, place: i });
          else this.typoBuckets.set(key[0]!, [{ key, place: i }]);
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
      consider(this.namePlaces[i]!, this.nameKeys[i] === key ? MATCH_EXACT : MATCH_PREFIX);
    }
    if (best.size < enough) {
      for (let i = lowerBound(this.wordKeys, key); i < this.wordKeys.length && this.wordKeys[i]!.startsWith(key); i++) {
        consider(this.wordPlaces[i]!, MATCH_WORD_PREFIX);
      }
    }
    const budget = typoBudget(key.length);
    if (best.size < enough && budget > 0) {
      for (const e of this.typoBuckets.get(key[0]!) ?? []) {
        if (best.has(e.place)) continue;
        const d = prefixDistance(key, e.key, budget);
        if (d <= budget) consider(e.place, MATCH_TYPO + d / 10);
      }
    }
    return best;
  }
}
