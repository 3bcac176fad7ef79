// From a post office's name in the directory ('Infotech  Park (Hinjawadi) S.O', 'Manali SO Kullu',
// 'KORAMANGALA B.O') to the name people know the place by, with its other names. Pure.

export interface OfficeName {
  /** The display name: 'Infotech Park', 'Manali', 'Koramangala'. */
  name: string;
  /** Other names that should find it ('Hinjawadi'): a bracketed or trailing part that is not a disambiguator. */
  also: string[];
  /** What was changed, for the import's counts. */
  fixes: NameFixes;
}

export interface NameFixes {
  /** An office designation ('S.O', 'BO', 'NDC') was removed. */
  designation: boolean;
  /** Qualifiers dropped as disambiguators or parent offices ('Bengaluru', 'Alauli S.O'). */
  dropped: string[];
  /** The name was in capitals (or lower case) and was title-cased. */
  titleCased: boolean;
  /** Runs of spaces were collapsed. */
  spaces: boolean;
}

/**
 * True when a qualifier names what the office lies in (its district, town, division, head office
 * or state): 'Bengaluru' in 'Girinagar S.O (Bengaluru)', 'Kullu' in 'Manali SO Kullu'. Such a part
 * only tells two offices apart and is dropped.
 */
export type DisambiguatorTest = (qualifier: string) => boolean;

/**
 * Office designations, as whole words: S.O / SO / S O / S. O (sub office), B.O (branch), H.O (head),
 * NDC (non-delivery counter), ND (non-delivery), NDSO / NDS.O / NDTSO / ND TSO / TSO / DSO (town
 * and delivery sub offices),
 * LSG SO, 'GDS BO' and 'ED BO' (branch offices named by their staff grade), MDG and HPO (head post
 * office), PO / P.O (post office), H.Q. (the headquarters village of an Arunachal circle), and the
 * spelt-out 'Nodal Delivery Centre'. Upper case only, so the word 'Ho' in a name is kept.
 * 'GPO' is kept: 'Delhi GPO' is a landmark.
 */
const DESIGNATION =
  /(?<![\p{L}\p{N}.])(?:Nodal Delivery Cent(?:re|er)|(?:GDS|ED)\s+B\.?\s?O|LSG\s+S\.?\s?O|ND\s?TSO|NDS\.?\s?O|TSO|DSO|NDC|ND|MDG|HPO|(?:N\.\s?D\.\s?)?(?:[TD]\.\s?)?S\.\s?O|[BH]\.\s?O|[SBH]\s?O|P\.\s?O|PO|H\.\s?Q|HQ)\.?(?![\p{L}\p{N}])/gu;

/** Qualifiers that say nothing about the place: '(H.Q.)', '(Proper)', '(Parcel)'. */
const EMPTY_QUALIFIER = /^(h\.?\s?q\.?|proper|parcel|main|city|town|po)$/i;

/** One-word qualifiers that are part of the village's name ('Borgaon (Bazar)', 'Hokrana (Khurd)'): kept in brackets. */
const GENERIC_QUALIFIER =
  /^(bazar|bazaar|khurd|kalan|kalam|budruk|bk|kh|camp|colony|village|gaon|basti|mandi|station|rs|r\.s\.?|road|market|east|west|north|south|old|new|upper|lower|khas|mal|tarf)$/i;

/**
 * A qualifier that can be another name of the place: four letters or more, no digits ('15 PTD',
 * 'Tpo 1135'), not starting in lower case ('including Labour Camp', 'upto 7 Kilo').
 */
const looksLikeName = (text: string): boolean =>
  !/\d/.test(text) && !/^\p{Ll}/u.test(text) && text.replace(/[^\p{L}]/gu, '').length >= 4;

/** Upper-case words kept as they are when a name in capitals is title-cased. */
const ABBREVIATIONS = new Set(
  (
    'AGCR AIIMS AMU BARC BEL BEML BHEL BHU BITS BPSC BSF BTPP CDA CISF CMC COD CPRI CRPF CVD DDA DLF DLW DMC DPI DRDO ECIL ESI FCI GAIL ' +
    'GIDC GPO HAL HMT HPCL HUDA IAF IARI ICF IDA IFFCO IGI IGMC IICT IIIT IIM IIP IISC IIT IMA IOC IOCL ISI ISRO ITBP ITI JNU KGF KTPP ' +
    'LIC MES MIDC MIET MIT MUHS NALCO NAPP NATC NDA NEPZ NIT NMDC NSTL NTPC ONGC PAC PAU PGI PMCH RBI RCAO RGPV RIMS RMS SAIL SBI SHMC ' +
    'SIT SRPF SSB TIET TISCO VTPS'
  ).split(' '),
);
const ROMAN = /^(I{1,3}|IV|VI{0,3}|IX|XI{0,2})$/;

/** A word in capitals that is an abbreviation: 'R.S.', 'BK', 'CPC', 'NTPC', 'III' (no vowel, dotted, known, Roman). */
export function isAbbreviation(word: string): boolean {
  const letters = word.replace(/[^A-Z]/g, '');
  if (!letters) return false;
  if (/^([A-Z]\.)+[A-Z]?\.?$/.test(word)) return true;
  if (ROMAN.test(letters) || ABBREVIATIONS.has(letters)) return true;
  return letters.length >= 2 && !/[AEIOUY]/.test(letters);
}

/**
 * 'PIMPRI GAWALI' → 'Pimpri Gawali'; 'R.S. NAGAR' → 'R.S. Nagar'; 'DLF PhII' is kept (mixed case
 * is the directory's own spelling). Only text without lower-case letters (or without upper-case
 * ones) is changed.
 */
export function titleCaseName(text: string): string {
  if (/\p{Ll}/u.test(text) && /\p{Lu}/u.test(text)) return text;
  return text
    .split(/([\s\-/]+)/)
    .map((word, i) => {
      if (i % 2) return word; // a separator
      const upper = word.toUpperCase();
      if (isAbbreviation(upper)) return upper;
      return word
        .toLowerCase()
        .replace(/(^|[.(&])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
    })
    .join('');
}

/** The grouping key: lower case, no diacritics, letters and digits only ('Bidhan Nagar' = 'BIDHANNAGAR'). */
export function nameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Drops punctuation left at either end ('- ', ', ', '/', a stray ')'), keeping a closing '.' of an abbreviation. */
const trimPunctuation = (text: string) =>
  collapse(text)
    .replace(/^[\s\-–,/.:;&)+]+/, '')
    .replace(/[\s\-–,/:;&(+]+$/, '')
    .trim();

/** True when text carries an office designation ('Alauli S.O'): a parent office, not a place name. */
export const hasDesignation = (text: string): boolean => new RegExp(DESIGNATION.source, 'u').test(text);

/**
 * Cleans one office name. Brackets and the text after the office designation ('Manali SO Kullu')
 * are qualifiers: a one- or two-letter code ('Hokrana (K)', Khurd) stays in the name; a parent
 * office ('(Alauli S.O)') or a place the office lies in (isDisambiguator) is dropped; anything else
 * is another name of the place and goes to `also`.
 */
export function cleanOfficeName(raw: string, isDisambiguator: DisambiguatorTest): OfficeName {
  let text = collapse(raw.normalize('NFC').replace(/[`"]/g, '').replace(/\|/g, ' '))
    .replace(/\bG\.\s?P\.\s?O\b\.?/g, 'GPO')
    .replace(/\bP&t\b/g, 'P&T')
    // 'DuppalliB.O', 'KANGARH.BO': a designation written onto the name
    .replace(/(\p{Ll})([SBH]\.\s?O\.?)(?=$|[\s(])/gu, '$1 $2')
    .replace(/(\p{L}{2})\.([SBH]\.?\s?O\.?)(?=$|[\s(])/gu, '$1 $2');
  const qualifiers: string[] = [];
  text = text.replace(/[([]([^()[\]]*)(?:[)\]]|$)/g, (_, inner: string) => {
    qualifiers.push(inner);
    return ' ';
  });
  // 'Nokha @ Daiya': the second name is another name of the place
  const at = text.split(/\s+@\s+/);
  text = collapse(at[0]!.replace(/[()[\]]/g, ' '));
  const alsoNamed = at.slice(1);
  const designation = hasDesignation(text);

  // The first designation after the name ends it: what follows qualifies it ('Manali SO Kullu').
  let base = text;
  let trailing = '';
  const pattern = new RegExp(DESIGNATION.source, 'gu');
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const before = trimPunctuation(text.slice(0, m.index));
    if (!before) continue; // a leading 'NDC Rajkot'
    base = text.slice(0, m.index);
    trailing = text.slice(m.index + m[0].length);
    break;
  }
  base = trimPunctuation(base.replace(pattern, ' '));
  // 'Kolkata Airport Po SO': a lower-case 'Po' left before the designation
  base = trimPunctuation(base.replace(/\s+P\.?o\.?$/i, ''));

  const codes: string[] = [];
  const also: string[] = [];
  const dropped: string[] = [];
  for (const q of qualifiers) {
    const part = trimPunctuation(q);
    // nothing but a designation ('Pasina Kalan BO B.O'): nothing to keep
    if (!trimPunctuation(part.replace(pattern, ' '))) continue;
    if (!part || EMPTY_QUALIFIER.test(part) || /^[\d\s.-]*$/.test(part)) continue;
    const letters = part.replace(/[^\p{L}]/gu, '');
    if (letters.length <= 2 && !/\s/.test(part)) {
      codes.push(letters.toUpperCase());
      continue;
    }
    if (GENERIC_QUALIFIER.test(part)) codes.push(titleCaseName(part));
    else if (hasDesignation(part) || /\s[SBH]\.?\s?O\.?$/i.test(part) || isDisambiguator(part) || !looksLikeName(part))
      dropped.push(part);
    else also.push(titleCaseName(part));
  }

  // After the designation: the district or account office that tells it apart ('Manali SO Kullu',
  // 'Kot BO Chachiot'), dropped; or a short code ('Gowravaram B.O-B'), kept.
  const tail = trimPunctuation(trailing.replace(pattern, ' '));
  if (tail) {
    const letters = tail.replace(/[^\p{L}]/gu, '');
    if (letters.length <= 2 && !/\s/.test(tail)) codes.push(letters.toUpperCase());
    else dropped.push(tail);
  }
  for (const a of alsoNamed) {
    const part = trimPunctuation(a.replace(pattern, ' '));
    if (part) also.push(titleCaseName(part));
  }
  let name = titleCaseName(base);
  if (!nameKey(name)) name = also.shift() ?? titleCaseName(trimPunctuation(raw));
  if (codes.length) name = `${name} ${codes.map((c) => `(${c})`).join(' ')}`;
  const key = nameKey(name);
  const seen = new Set([key]);
  const others = also.filter((a) => {
    const k = nameKey(a);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  const fixes: NameFixes = {
    designation,
    dropped,
    titleCased: titleCaseName(base) !== base,
    spaces: /\s{2}|^\s|\s$/.test(raw),
  };
  return { name, also: others, fixes };
}
