/**
 * Text order for lists (brands A to Z, models within a brand): case and accents ignored, and with
 * `numeric`, runs of digits compared as numbers ('S1 X 2kWh' before 'S1 X 10kWh').
 *
 * Written out rather than through Intl.Collator: the first collator costs a slow phone ~10–20 ms
 * of locale-data loading (~40–70 ms at 4× CPU throttling), on the critical path of the vehicle
 * list's first render. For the names in our catalogue it orders exactly as Intl.Collator('en',
 * { sensitivity: 'base' }) does (compare-text.test.ts checks every one).
 */

const ACCENTS = /[\u0300-\u036f]/g;
/** Any character past U+007F (so the text may carry accents to remove). */
const isAscii = (text: string) => {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
};

/** Lower case, accents removed: what a base-sensitivity comparison sees. */
function fold(text: string): string {
  const lower = text.toLowerCase();
  return !isAscii(lower) ? lower.normalize('NFD').replace(ACCENTS, '') : lower;
}

/**
 * The root collation order of ASCII: spaces, then punctuation and symbols in this order, then
 * digits, then letters. Anything else sorts after the symbols, by code point.
 */
const SYMBOL_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$';
const symbolRank = new Map([...SYMBOL_ORDER].map((char, index) => [char.charCodeAt(0), index]));
const OTHER = SYMBOL_ORDER.length;

function weight(code: number): number {
  if (code >= 48 && code <= 57) return 1_000_000 + code;
  if (code >= 97 && code <= 122) return 2_000_000 + code;
  if (code < 32) return -1;
  return symbolRank.get(code) ?? OTHER + code;
}

function compareChars(a: string, b: string, i: number, j: number): number {
  return weight(a.charCodeAt(i)) - weight(b.charCodeAt(j));
}

const isDigit = (code: number) => code >= 48 && code <= 57;

function compareFolded(a: string, b: string, numeric: boolean): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (numeric && isDigit(a.charCodeAt(i)) && isDigit(b.charCodeAt(j))) {
      let endA = i;
      let endB = j;
      while (endA < a.length && isDigit(a.charCodeAt(endA))) endA++;
      while (endB < b.length && isDigit(b.charCodeAt(endB))) endB++;
      // As numbers: without leading zeros, the longer run is larger; equal lengths compare digit by digit.
      const runA = a.slice(i, endA).replace(/^0+(?=\d)/, '');
      const runB = b.slice(j, endB).replace(/^0+(?=\d)/, '');
      const byValue = runA.length - runB.length || (runA < runB ? -1 : runA > runB ? 1 : 0);
      if (byValue) return byValue;
      i = endA;
      j = endB;
      continue;
    }
    const byChar = compareChars(a, b, i, j);
    if (byChar) return byChar;
    i++;
    j++;
  }
  return a.length - i - (b.length - j);
}

/** Negative, zero or positive, as Array.prototype.sort wants; 0 for texts that differ only in case or accents. */
export function compareText(a: string, b: string, options: { numeric?: boolean } = {}): number {
  return Math.sign(compareFolded(fold(a), fold(b), options.numeric ?? false));
}
