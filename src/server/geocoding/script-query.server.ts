import Sanscript from '@indic-transliteration/sanscript';
import type { GazetteerPlace } from './gazetteer-place.server.ts';

/**
 * Finding a place typed in its own script (issue 41): 'ಕೋರಮಂಗಲ', 'கிண்டி', 'అమీర్‌పేట్', 'कोथरूड',
 * 'সল্টলেক' find the place the English name finds. The data names places in Latin letters (and
 * towns and states in Devanagari too), so a query in another script is written in Latin letters by
 * @indic-transliteration/sanscript (to IAST, its accents then dropped) and matched loosely against
 * every Latin name: by its consonants ('koramaṃgala' and 'Koramangala' are both k-r-m-n-g-l), with
 * the sounds the Indian scripts and English spellings write differently folded together (Tamil has
 * one letter for k and g, t and d; English drops the inherent 'a' Devanagari writes: Kothrud). The
 * names whose vowels are closest come first, then the more important place. In memory, built on the
 * first such query from the gazetteer's own names (docs/place-search.md).
 */

/** Each Indian script's letters, and its scheme in sanscript. */
const SCRIPTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u0900-\u097F]/, 'devanagari'],
  [/[\u0980-\u09FF]/, 'bengali'],
  [/[\u0A80-\u0AFF]/, 'gujarati'],
  [/[\u0B80-\u0BFF]/, 'tamil'],
  [/[\u0C00-\u0C7F]/, 'telugu'],
  [/[\u0C80-\u0CFF]/, 'kannada'],
  [/[\u0D00-\u0D7F]/, 'malayalam'],
];

/**
 * The states whose own language a script writes: among names that read alike, a place there comes
 * first (ಹಾಸನ is Hassan, Karnataka before Asana, Uttar Pradesh). Devanagari is written across the
 * north, so it prefers no state.
 */
const HOME_STATES: Readonly<Record<string, readonly string[]>> = {
  bengali: ['West Bengal', 'Tripura'],
  gujarati: ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  tamil: ['Tamil Nadu', 'Puducherry'],
  telugu: ['Telangana', 'Andhra Pradesh'],
  kannada: ['Karnataka'],
  malayalam: ['Kerala', 'Lakshadweep'],
};

/** Letters a script's scheme reads as another sound than the language says: Bengali য is 'j', ব is 'b'. */
const SPOKEN: Readonly<Record<string, ReadonlyArray<readonly [RegExp, string]>>> = {
  bengali: [
    [/\u09AF(?!\u09BC)/g, '\u099C'],
    [/\u09AC/g, 'b'],
    // ড় and ঢ় are flapped r's (Howrah, Siliguri, Kharagpur).
    [/\u09DC|\u09A1\u09BC|\u09DD|\u09A2\u09BC/g, '\u09B0'],
  ],
  malayalam: [
    // The chillu letters (a consonant with no vowel: കണ്ണൂർ) as consonant + virama, which sanscript reads.
    [/\u0D7A/g, '\u0D23\u0D4D'],
    [/\u0D7B/g, '\u0D28\u0D4D'],
    [/\u0D7C/g, '\u0D30\u0D4D'],
    [/\u0D7D/g, '\u0D32\u0D4D'],
    [/\u0D7E/g, '\u0D33\u0D4D'],
    [/\u0D7F/g, '\u0D15\u0D4D'],
    // റ്റ is 'tt' (Vyttila, Muvattupuzha).
    [/\u0D31\u0D4D\u0D31/g, '\u0D1F\u0D4D\u0D1F'],
  ],
};

/** The scheme of the first Indian letter in `text`, or undefined for Latin text. */
export const schemeOf = (text: string): string | undefined => SCRIPTS.find(([letters]) => letters.test(text))?.[1];

/**
 * `text` in plain Latin letters: 'ಕೋರಮಂಗಲ' → 'koramangala', 'கிண்டி' → 'ghindhi'. The anusvara
 * (ṃ) reads as 'n', as English spellings mostly write it; joiners and accents go.
 */
export function latinOf(text: string): string {
  const scheme = schemeOf(text);
  let own = text.replace(/[\u200c\u200d]/g, '');
  for (const [letter, sound] of (scheme && SPOKEN[scheme]) || []) own = own.replace(letter, sound);
  // A Latin letter put in by SPOKEN passes through sanscript as it is.
  const iast = scheme
    ? own
        .split(/([a-z])/)
        .map((part) => (/^[a-z]$/.test(part) ? part : Sanscript.t(part, scheme, 'iast')))
        .join('')
    : text;
  return iast
    .replace(/ṃ|ṁ/g, 'n')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, '');
}

/** Sounds written alike in a loose match: aspirates, voicing, sibilants, and English's own spellings. */
function folded(latin: string): string {
  return (
    latin
      .replace(/[^a-z]/g, '')
      .replace(/zh/g, 'l')
      .replace(/ksh|x/g, 'ks')
      .replace(/([kgcjtdpb])h/g, '$1')
      .replace(/sh/g, 's')
      .replace(/ph|f/g, 'p')
      .replace(/q/g, 'k')
      .replace(/w/g, 'v')
      .replace(/g/g, 'k')
      .replace(/[jzs]/g, 'c')
      .replace(/d/g, 't')
      .replace(/[bv]/g, 'p')
      .replace(/m/g, 'n')
      .replace(/y/g, 'i')
      .replace(/ee/g, 'i')
      .replace(/oo/g, 'u')
      // What is left of an 'h' inside a word is a breath the scripts write in the vowel.
      .replace(/(?!^)h/g, '')
      .replace(/(.)\1+/g, '$1')
  );
}

/** The consonants of a name, folded: what a name and a transliterated query must share. */
export const skeletonOf = (latin: string): string =>
  folded(latin)
    .replace(/[aeiou]/g, '')
    // 'nj' and 'ng' (Tollygunge, টালিগঞ্জ) read alike, and a final 'ng' is an anusvara (Darjeeling, দার্জিলিং).
    .replace(/nc/g, 'nk')
    .replace(/nk$/, 'n');
/** The folded name with its vowels, one of each run: what orders the names of one skeleton. */
const vowelFormOf = (latin: string): string => folded(latin).replace(/[aeiou]+/g, (run) => run[0]!);

/** Optimal string alignment distance, small strings only. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  return rows[a.length]![b.length]!;
}

interface Entry {
  skeleton: string;
  vowels: string;
  name: string;
  importance: number;
  /** The states with a place of this name. */
  states: Set<string>;
}

const LATIN_NAME = /^[a-z0-9 .,'()&/-]+$/i;

/** The Latin names of every place by skeleton, sorted, so a typed prefix is a range too. */
export class ScriptNameIndex {
  private readonly entries: Entry[];

  constructor(places: readonly GazetteerPlace[]) {
    const best = new Map<string, Entry>();
    for (const place of places)
      for (const name of place.names) {
        if (!LATIN_NAME.test(name)) continue;
        const latin = name.toLowerCase();
        const seen = best.get(latin);
        if (seen) {
          seen.states.add(place.state);
          if (seen.importance < place.importance) seen.importance = place.importance;
          continue;
        }
        best.set(latin, {
          skeleton: skeletonOf(latin),
          vowels: vowelFormOf(latin),
          name,
          importance: place.importance,
          states: new Set([place.state]),
        });
      }
    this.entries = [...best.values()].sort((a, b) => (a.skeleton < b.skeleton ? -1 : a.skeleton > b.skeleton ? 1 : 0));
  }

  private firstAtLeast(skeleton: string): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.entries[mid]!.skeleton < skeleton) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * The Latin names a query in an Indian script most likely means, best first: the names of the
   * same skeleton (or, while it is being typed, those it begins), by how close their vowels are,
   * then by the place's importance.
   */
  namesFor(query: string, limit = 3): string[] {
    const latin = latinOf(query);
    const home = HOME_STATES[schemeOf(query) ?? ''] ?? [];
    const atHome = (entry: Entry) => (home.some((state) => entry.states.has(state)) ? 0 : 1);
    const skeleton = skeletonOf(latin);
    if (skeleton.length < 2) return [];
    const vowels = vowelFormOf(latin);
    const from = this.firstAtLeast(skeleton);
    const exact: Entry[] = [];
    const prefixed: Entry[] = [];
    for (let i = from; i < this.entries.length && this.entries[i]!.skeleton.startsWith(skeleton); i++) {
      const entry = this.entries[i]!;
      (entry.skeleton === skeleton ? exact : prefixed).push(entry);
      if (prefixed.length > 2000) break;
    }
    const score = (entry: Entry) => editDistance(vowels, entry.vowels.slice(0, vowels.length + 2));
    // Names within one edit of the closest read alike: among them the more important place wins
    // (Vellore, the city, before Velur, a village), a place in the script's own state first.
    const ordered = (list: Entry[]) => {
      const scored = list.map((entry) => ({ entry, distance: score(entry) }));
      const closest = Math.min(...scored.map((s) => s.distance));
      return scored
        .map((s) => ({ entry: s.entry, distance: s.distance <= closest + 1 ? closest : s.distance }))
        .sort(
          (a, b) =>
            atHome(a.entry) - atHome(b.entry) || a.distance - b.distance || b.entry.importance - a.entry.importance,
        )
        .map(({ entry }) => entry.name);
    };
    return [...new Set([...ordered(exact), ...ordered(prefixed)])].slice(0, limit);
  }
}
