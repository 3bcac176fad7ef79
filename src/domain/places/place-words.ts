/**
 * Words of a place name that carry meaning beyond their letters (docs/place-search.md, "Reading a
 * query"): numbered sectors and phases, and the compass points that tell Andheri West from
 * Andheri East. Pure; applied alike to the names the index holds and to what a person types.
 */

const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10 };
/** Words a number follows, and the form they are written in: 'Ph-II', 'Phase 2', 'Sec 62', 'Sector-62'. */
const NUMBERED: Record<string, string> = {
  ph: 'phase',
  phase: 'phase',
  sec: 'sector',
  sector: 'sector',
  stage: 'stage',
  stg: 'stage',
  block: 'block',
  blk: 'block',
};
/** A numbered word and its number written together: 'phii', 'phasei', 'sector43', 'sec62', 'sector21d'. */
const JOINED = /^(ph|phase|sec|sector|stage)(\d+[a-z]?|i{1,3}|iv|vi{0,3}|ix|x)$/;
const NUMBER = /^(\d+[a-z]?|i{1,3}|iv|vi{0,3}|ix|x)$/;
/** A number written onto the word after it: '27chandigarh' ('Sector 27ChandigarhSO' in the directory). */
const NUMBER_THEN_WORD = /^(\d+)([a-z]{3,})$/;
/** Whether a name may have one: a digit, or a numbered word alone or with a Roman numeral ('phii'), not 'phulpur'. */
const HAS_NUMBERED = /\d|\b(ph|phase|sec|sector|stage|stg|block|blk)(i{1,3}|iv|vi{0,3}|ix|x)?\b/;

const arabic = (n: string) => (ROMAN[n] !== undefined ? String(ROMAN[n]) : n);

/**
 * A normalised name (normalizeName's output) with its numbered words in one form: 'mayur vihar phi'
 * → 'mayur vihar phase 1', 'sec 62 noida' → 'sector 62 noida', 'dlf ph 3' → 'dlf phase 3',
 * 'sector43 chandigarh' → 'sector 43 chandigarh'. Other names come back unchanged (the same string).
 */
export function canonicalWords(normalized: string): string {
  if (!HAS_NUMBERED.test(normalized)) return normalized;
  const words = normalized.split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const joined = JOINED.exec(word);
    const next = words[i + 1];
    if (joined) out.push(NUMBERED[joined[1]!]!, arabic(joined[2]!));
    else if (NUMBERED[word] && next !== undefined && NUMBER.test(next)) {
      out.push(NUMBERED[word]!, arabic(next));
      i++;
    } else if (out.length > 0 && NUMBER_THEN_WORD.test(word) && /^(phase|sector|stage|block)$/.test(out.at(-1)!)) {
      const [, n, rest] = NUMBER_THEN_WORD.exec(word)!;
      out.push(n!, rest!);
    } else out.push(word);
  }
  const result = out.join(' ');
  return result === normalized ? normalized : result;
}

/** The compass words that are part of a name in Mumbai, Thane, Delhi and Kolkata ('Andheri West'). */
const COMPASS = ['east', 'west', 'north', 'south'] as const;
export type Compass = (typeof COMPASS)[number];
const SHORT_COMPASS: Record<string, Compass> = {
  e: 'east',
  w: 'west',
  n: 'north',
  s: 'south',
  purba: 'east',
  paschim: 'west',
  purab: 'east',
  uttar: 'north',
  dakshin: 'south',
};

/** The compass word a name or query ends with ('andheri west', 'andheri w', 'bandra e'), if any. */
export function endingCompass(words: readonly string[]): Compass | undefined {
  if (words.length < 2) return undefined;
  const last = words.at(-1)!;
  return (COMPASS as readonly string[]).includes(last)
    ? (last as Compass)
    : last.length === 1
      ? SHORT_COMPASS[last]
      : undefined;
}

/** 'andheri w' → 'andheri west': a one-letter compass point at the end written in full. */
export function fullCompass(words: string[]): string[] {
  const compass = endingCompass(words);
  return compass && words.at(-1) !== compass ? [...words.slice(0, -1), compass] : words;
}

/**
 * Whether a compact name may be a misspelling of a compact query as far as compass points go: a
 * query that ends in one must not find a name with another ('andheriwest' is not 'andherieast',
 * two letters apart).
 */
export function compassAgrees(queryKey: string, nameKey: string): boolean {
  const wanted = COMPASS.find((c) => queryKey.endsWith(c));
  if (!wanted) return true;
  return !COMPASS.some((c) => c !== wanted && nameKey.includes(c) && !queryKey.includes(c));
}

const DIGITS = /\d+/g;

/**
 * Whether the numbers of a query and of the name it may misspell agree: a typo never changes a
 * number ('sector62' is not 'sector63'), and a prefix never stops inside one ('sector1' is not
 * 'sector12'). `name` is the part of the name the query was compared with (or the whole name).
 */
export function numbersAgree(queryKey: string, name: string): boolean {
  const wanted = queryKey.match(DIGITS);
  if (!wanted) return true;
  const found = name.match(DIGITS) ?? [];
  return wanted.every((n, i) => found[i] === n);
}

/** A prefix match that ends inside a number ('sector1' in 'sector12noida') is no match. */
export function splitsNumber(key: string, name: string): boolean {
  const last = key.charCodeAt(key.length - 1);
  const next = name.charCodeAt(key.length);
  return last >= 48 && last <= 57 && next >= 48 && next <= 57;
}
