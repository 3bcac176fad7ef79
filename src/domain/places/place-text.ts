/**
 * How place names are compared: folded to a search form, written without spaces for matching,
 * and compared with a bounded typo distance. Pure; shared by the gazetteer's loading, its index
 * and its query reading.
 */

/** Devanagari letters, marks and digits (U+0900–U+097F) are kept: 'मनाली' finds Manali. */
const NOT_SEARCHABLE = /[^a-z0-9\p{Script=Devanagari}]+/gu;

/**
 * The search form of a name: lower case, no Latin diacritics, '&' → 'and', Devanagari kept
 * (without the joiners ZWJ/ZWNJ, which only change how a conjunct is drawn, and without the
 * nukta, which people and data sets often leave out: states.csv writes छत्तीसगढ, people type
 * छत्तीसगढ़, precomposed U+095D or ढ + U+093C), every run of other characters → one space.
 */
const PLAIN = /^[a-z0-9 ]*$/;
const SPACES = / {2,}/g;

export function normalizeName(text: string): string {
  // Most names are plain ASCII: no Unicode normalisation needed (a third of the start-up time).
  const lower = text.toLowerCase();
  if (PLAIN.test(lower)) return lower.replace(SPACES, ' ').trim();
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\u200c|\u200d|\u093c/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(NOT_SEARCHABLE, ' ')
    .trim();
}

/** The matching key: normalised and without spaces, so 'Naini Tal' = 'Nainital'. */
export const compactName = (text: string): string => normalizeName(text).replace(/ /g, '');

const SMALL_WORDS = new Set(['and', 'of', 'the']);

/** 'BENGALURU URBAN' → 'Bengaluru Urban', 'LAHUL AND SPITI' → 'Lahul and Spiti'; names already in mixed case are kept. */
export function titleCase(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t !== t.toUpperCase()) return t;
  return t
    .toLowerCase()
    .replace(/\p{Ll}+/gu, (word, offset: number) =>
      offset > 0 && SMALL_WORDS.has(word) ? word : word[0]!.toUpperCase() + word.slice(1),
    );
}

const DELHI_COMPASS = /^(north|south|east|west|central)( east| west)?$/i;

/**
 * A district as the postal directory writes it ('BENGALURU URBAN', 'CENTRAL'), as the app shows
 * it: title case, and Delhi's compass-point districts in full ('Central Delhi'). Empty for 'NA'.
 * The localities import and the pincodes' loading both name districts this way.
 */
export function districtName(raw: string, stateCode: string): string {
  if (!raw.trim() || raw.trim().toUpperCase() === 'NA') return '';
  const name = titleCase(raw);
  return stateCode === 'DL' && DELHI_COMPASS.test(name) ? `${name} Delhi` : name;
}

/** How many typos a key of this length forgives: none under 4 characters, 2 from 8. */
export const typoBudget = (length: number): number => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/** Longest query the typo distance handles; longer text is cut by the callers first. */
export const MAX_KEY_CHARS = 100;

const ROWS = [new Int32Array(MAX_KEY_CHARS + 8), new Int32Array(MAX_KEY_CHARS + 8), new Int32Array(MAX_KEY_CHARS + 8)];

/**
 * Damerau-Levenshtein (optimal string alignment) distance between `query` and the closest prefix
 * of `text`, or max + 1 as soon as it must exceed `max`. Buffers are reused: no allocation.
 * A query longer than MAX_KEY_CHARS is never within any budget.
 */
export function prefixDistance(query: string, text: string, max: number): number {
  const n = query.length;
  if (n > MAX_KEY_CHARS) return max + 1;
  const m = Math.min(text.length, n + max);
  let before = ROWS[0]!;
  let prev = ROWS[1]!;
  let cur = ROWS[2]!;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = i;
    const qc = query.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const tc = text.charCodeAt(j - 1);
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (qc === tc ? 0 : 1));
      if (i > 1 && j > 1 && qc === text.charCodeAt(j - 2) && query.charCodeAt(i - 2) === tc)
        d = Math.min(d, before[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    const t = before;
    before = prev;
    prev = cur;
    cur = t;
  }
  let best = max + 1;
  for (let j = Math.max(0, n - max); j <= m; j++) if (prev[j]! < best) best = prev[j]!;
  return best;
}

/** First index in a sorted array whose key is >= key. */
export function lowerBound(keys: readonly string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const ADMIN_SUFFIX = /\b(district|division|taluka|community development block|rural|urban|suburban|hills|godavari)$/;
const ADMIN_COMPASS =
  /^(north|south|east|west|central)( east| west)? (delhi|goa|district|tripura|andaman|kameng|siang|sikkim)$|^imphal (east|west)$/;

/** A normalised name that reads as a district or other administrative area rather than a town. */
export const isAdminName = (normalized: string): boolean =>
  ADMIN_SUFFIX.test(normalized) || ADMIN_COMPASS.test(normalized);
