import { distance } from 'geokdbush';
import type { LatLng } from '../../domain/geo/lat-lng.ts';
import { compactName, MAX_KEY_CHARS, normalizeName } from '../../domain/places/place-text.ts';
import { canonicalWords, endingCompass, fullCompass } from '../../domain/places/place-words.ts';
import type { GazetteerPlace } from './gazetteer-place.server.ts';
import { MATCH_EXACT, MATCH_PREFIX, MATCH_TYPO, type NameIndex } from './name-index.server.ts';
import { shortLabel } from './place-labels.server.ts';
import { rankMatches } from './place-ranking.server.ts';
import { schemeOf, ScriptNameIndex } from './script-query.server.ts';
import type { StateNames } from './state-names.server.ts';

/** A place named after another ('Koramangala, Bengaluru') must lie this close to it. */
const ANCHOR_KM = 40;
/** Alternatives to a resolved place are other places of its name at least this far from it. */
const ALTERNATIVE_MIN_KM = 25;
const MAX_ALTERNATIVES = 3;
/** Shorter keys are not resolved by prefix or typo alone: too many places start 'sa'. */
const MIN_LOOSE_KEY = 4;

interface Found {
  place: number;
  rank: number;
}

/** Where a query narrows the search: states, or places the name must be near. */
interface Narrowing {
  states: Set<string>;
  anchors: GazetteerPlace[];
}

export interface Resolved {
  place: GazetteerPlace;
  alternatives: GazetteerPlace[];
}

const dropCountry = (words: string[]) => {
  while (words.length > 1 && (words.at(-1) === 'india' || words.at(-1) === 'bharat' || words.at(-1) === 'भारत'))
    words.pop();
  return words;
};

/**
 * Reads what a person typed into a place and its narrowing, and finds the places it names:
 * 'Koramangala', 'koramang', 'Koramangala, Bengaluru', 'Aurangabad, Bihar', 'Bilaspur HP',
 * 'Pune Maharashtra India', 'मनाली'. Suggestions (autocomplete) and free-text trip ends (resolve).
 */
export class PlaceSearch {
  /** The Latin names by their consonants, for queries in an Indian script: built on the first one. */
  private scriptNames: ScriptNameIndex | undefined;

  constructor(
    private readonly places: readonly GazetteerPlace[],
    private readonly index: NameIndex,
    private readonly states: StateNames,
  ) {}

  /**
   * A query typed in an Indian script (issue 41) as the Latin queries it most likely means, best
   * first ('ಕೋರಮಂಗಲ, ಬೆಂಗಳೂರು' → 'Koramangala, Bengaluru'); [] for Latin text, and for Devanagari the
   * data's own Hindi names already find (search() tries those first).
   */
  private latinQueries(text: string): string[] {
    if (!schemeOf(text)) return [];
    this.scriptNames ??= new ScriptNameIndex(this.places);
    const [first = '', ...rest] = text.split(',');
    const narrowing = rest.map((part) => (schemeOf(part) ? (this.scriptNames!.namesFor(part, 1)[0] ?? part) : part));
    return this.scriptNames.namesFor(first).map((name) => [name, ...narrowing].join(','));
  }

  /** `search`, and for text in an Indian script the Latin names it means when its own letters find too little. */
  private searchAnyScript(text: string, limit: number, near?: LatLng): Found[] {
    const own = this.search(text, limit, near);
    // A name the data has in the script itself (a Hindi name), exact or begun, is what was meant.
    if (own[0] && own[0].rank < MATCH_TYPO) return own;
    // One it only comes near (a typo) comes after the Latin names the text reads as.
    const seen = new Set<number>();
    const more = this.latinQueries(text).flatMap((query) => this.search(query, limit, near));
    return [...more, ...own].filter((f) => !seen.has(f.place) && seen.add(f.place)).slice(0, limit);
  }

  /** The best `limit` places for what is being typed, optionally preferring those near `near`. */
  suggest(text: string, limit: number, near?: LatLng): GazetteerPlace[] {
    return this.searchAnyScript(text, limit, near).map((f) => this.places[f.place]!);
  }

  /**
   * The place a free text most likely names, and up to 3 other places of the same name far from
   * it ('Manali' → the hill town; Manali, Chennai as an alternative). Undefined when nothing fits.
   */
  resolve(text: string): Resolved | undefined {
    const own = this.resolveText(text);
    if (own || !schemeOf(text)) return own;
    for (const query of this.latinQueries(text)) {
      const found = this.resolveText(query);
      if (found) return found;
    }
    return undefined;
  }

  private resolveText(text: string): Resolved | undefined {
    const input = text.slice(0, 4 * MAX_KEY_CHARS);
    const found = this.search(input, 12);
    const first = found[0];
    const key = compactName(input.split(',')[0] ?? '');
    // A prefix or a typo may name a town or a post office's locality, never a village by chance
    // ('London' is not Londonpada).
    const loose = (f: Found | undefined) => f && key.length >= MIN_LOOSE_KEY && this.places[f.place]!.office !== 'B';
    let chosen: Found | undefined;
    if (first && (first.rank === MATCH_EXACT || (first.rank < MATCH_TYPO && loose(first)))) chosen = first;
    // 'MG Road, Bengaluru': the first part that names a place exactly, narrowed by the rest.
    const parts = input.split(',');
    for (let i = 1; !chosen && i < parts.length; i++) {
      const [best] = this.search(parts.slice(i).join(','), 1);
      if (best?.rank === MATCH_EXACT) chosen = best;
    }
    // A prefix of a town's or an office's name before a typo that ranks higher only for its
    // importance: 'Chakala' is Chakala Midc (Mumbai), not Chakapara (Kolkata).
    chosen ??= found.find((f) => f.rank > MATCH_EXACT && f.rank < MATCH_TYPO && loose(f));
    if (!chosen && loose(first)) chosen = first;
    if (!chosen) return undefined;
    const place = this.places[chosen.place]!;
    const sameName = compactName(place.name);
    const alternatives = found
      .filter(
        (f) =>
          f !== chosen &&
          Math.floor(f.rank) === Math.floor(chosen.rank) &&
          compactName(this.places[f.place]!.name) === sameName,
      )
      .map((f) => this.places[f.place]!)
      // Villages of the same name (a branch office's) are too many to offer.
      .filter((p) => p.office !== 'B')
      // One per place a person would tell apart: far from the one used, and from each other, and not read the same.
      .filter(
        (p, i, all) =>
          distance(p.lng, p.lat, place.lng, place.lat) >= ALTERNATIVE_MIN_KM &&
          all.findIndex(
            (o) => distance(o.lng, o.lat, p.lng, p.lat) < ALTERNATIVE_MIN_KM || shortLabel(o) === shortLabel(p),
          ) === i,
      )
      .slice(0, MAX_ALTERNATIVES);
    return { place, alternatives };
  }

  private search(text: string, limit: number, near?: LatLng): Found[] {
    if (limit <= 0) return [];
    const [namePart = '', ...rest] = text.slice(0, 4 * MAX_KEY_CHARS).split(',');
    const words = fullCompass(dropCountry(canonicalWords(normalizeName(namePart)).split(' ').filter(Boolean)));
    const key = words.join('');
    if (!key || key.length > MAX_KEY_CHARS) return [];
    const narrowing = this.narrowing(rest);
    let found = this.ranked(key, limit, near, narrowing);
    const split = narrowing ? undefined : this.splitTail(words);
    if (split) {
      const within = this.ranked(split.name, limit, near, split.narrowing);
      // 'Navi Mumbai' names a place itself; 'Bilaspur HP' and 'Manali Kullu' do not.
      found = found[0]?.rank === MATCH_EXACT ? [...found, ...within] : [...within, ...found];
    }
    // 'Noida Sector 62' is 'Sector 62 Noida' (the directory and aliases.csv put the number first).
    if (found[0]?.rank !== MATCH_EXACT && words[1] === 'sector' && words.length >= 3) {
      const turned = this.ranked([...words.slice(1), words[0]].join(''), limit, near, narrowing).filter(
        (f) => f.rank === MATCH_EXACT,
      );
      found = [...turned, ...found];
    }
    // 'Kalyan West' where no place has that name: Kalyan, before misspellings of the whole.
    if (found[0]?.rank !== MATCH_EXACT)
      found = [...(this.withoutCompass(words, limit, near, narrowing) ?? []), ...found];
    if (narrowing && found.length === 0) found = this.ranked(key, limit, near);
    const seen = new Set<number>();
    return found.filter((f) => !seen.has(f.place) && seen.add(f.place)).slice(0, limit);
  }

  /**
   * 'Kalyan West' where no place has that name: the place the rest names ('Kalyan'), as the
   * compass point is a part of it. Undefined when the query has no compass point at its end.
   */
  private withoutCompass(words: string[], limit: number, near?: LatLng, narrowing?: Narrowing): Found[] | undefined {
    if (!endingCompass(words)) return undefined;
    const exact = this.ranked(words.slice(0, -1).join(''), limit, near, narrowing).filter(
      (f) => f.rank === MATCH_EXACT,
    );
    return exact.length > 0 ? exact : undefined;
  }

  private ranked(key: string, limit: number, near?: LatLng, narrowing?: Narrowing): Found[] {
    const accept = narrowing ? (p: GazetteerPlace) => this.fits(p, narrowing) : undefined;
    const matches = this.index.match(key, limit, accept);
    return rankMatches(this.places, matches, limit, near).map((place) => ({ place, rank: matches.get(place)! }));
  }

  private fits(p: GazetteerPlace, narrowing: Narrowing): boolean {
    if (narrowing.states.has(p.stateCode)) return true;
    return narrowing.anchors.some(
      (a) =>
        a !== p &&
        a.stateCode === p.stateCode &&
        (compactName(p.district) === compactName(a.name) || distance(a.lng, a.lat, p.lng, p.lat) <= ANCHOR_KM),
    );
  }

  /** The parts after the first comma: states ('Pune, Ma' → states starting 'ma'), or places to be near. */
  private narrowing(parts: string[]): Narrowing | undefined {
    const states = new Set<string>();
    const anchors: GazetteerPlace[] = [];
    parts.forEach((part, i) => {
      const hint = compactName(part).replace(/india$|bharat$/, '');
      if (!hint) return;
      const last = i === parts.length - 1;
      const exactState = this.states.keys.get(hint);
      if (exactState) states.add(exactState);
      else if (last) for (const [k, code] of this.states.keys) if (k.length > 2 && k.startsWith(hint)) states.add(code);
      if (exactState) return;
      const matches = this.index.match(hint, 3, (p) => p.kind !== 'locality');
      for (const place of rankMatches(this.places, matches, 3))
        if (matches.get(place)! <= MATCH_PREFIX) anchors.push(this.places[place]!);
    });
    // A part that named a state narrows to it alone; anchors elsewhere in the country would widen it.
    if (states.size > 0 && anchors.length > 0)
      return { states, anchors: anchors.filter((a) => states.has(a.stateCode)) };
    return states.size > 0 || anchors.length > 0 ? { states, anchors } : undefined;
  }

  /** 'Bilaspur HP', 'Pune Maharashtra', 'Manali Kullu': the last words as a state or a town. */
  private splitTail(words: string[]): { name: string; narrowing: Narrowing } | undefined {
    // A compass point at the end is a part of the name ('Andheri West'), not a place to be near.
    const last = endingCompass(words) ? words.length - 1 : words.length;
    for (let i = 1; i < last; i++) {
      const tail = words.slice(i).join('');
      const name = words.slice(0, i).join('');
      const state = this.states.tailCode(tail);
      if (state) return { name, narrowing: { states: new Set([state]), anchors: [] } };
      const anchors = this.index
        .exact(tail)
        .map((k) => this.places[k]!)
        .filter((p) => p.kind === 'town' || p.kind === 'district');
      if (anchors.length > 0) return { name, narrowing: { states: new Set(), anchors } };
    }
    return undefined;
  }
}
