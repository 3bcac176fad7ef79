/** Text garbled by BEE's PDF: telling it apart and decoding it back to readable text. */

/**
 * Some BEE addresses were extracted from the PDF as font glyph numbers instead of characters.
 * Two fonts occur. The common one (Calibri) puts 'a' at U+0102, 'b' at U+010F, digits at U+03EC…,
 * capitals at ASCII codes (\x04 = A, ',' = H, 'D' = M) and the space at \x03. The other shifts
 * letters ('@' = a, \x05 = B) and digits ('«' = 0). Both tables were read off the data (street
 * names, 'Andhra Pradesh', 6-digit PINs) and decode the garbled rows back to readable text.
 */
const CALIBRI = new Map<number, string>();
const SHIFTED = new Map<number, string>();
{
  const upper: Array<[number, string]> = [
    [0x04, 'A'],
    [0x11, 'B'],
    [0x12, 'C'],
    [0x18, 'D'],
    [0x20, 'E'],
    [0x26, 'F'],
    [0x27, 'G'],
    [0x2c, 'H'],
    [0x2f, 'I'],
    [0x3a, 'J'],
    [0x3c, 'K'],
    [0x3e, 'L'],
    [0x44, 'M'],
    [0x45, 'N'],
    [0x4b, 'O'],
    [0x57, 'P'],
    [0x59, 'Q'],
    [0x5a, 'R'],
    [0x5e, 'S'],
    [0x64, 'T'],
    [0x68, 'U'],
    [0x73, 'V'],
    [0x74, 'W'],
    [0x79, 'X'],
    [0x7a, 'Y'],
    [0x7f, 'Z'],
  ];
  for (const [code, ch] of upper) CALIBRI.set(code, ch);
  const lower = [
    0x102, 0x10f, 0x110, 0x11a, 0x11e, 0x128, 0x150, 0x15a, 0x15d, 0x169, 0x16c, 0x16f, 0x175, 0x176, 0x17d, 0x189,
    0x18b, 0x18c, 0x190, 0x19a, 0x1b5, 0x1c0, 0x1c1, 0x1c6, 0x1c7, 0x1cc,
  ];
  lower.forEach((code, k) => CALIBRI.set(code, String.fromCharCode(97 + k)));
  for (let d = 0; d < 10; d += 1) CALIBRI.set(0x3ec + d, String(d));
  const punct: Array<[number, string]> = [
    [0x03, ' '],
    [0x355, ','],
    [0x356, ';'],
    [0x357, ':'],
    [0x358, '.'],
    [0x35a, "'"],
    [0x35b, "'"],
    [0x396, "'"],
    [0x36c, '/'],
    [0x372, '-'],
    [0x374, '-'],
    [0x37e, '('],
    [0x37f, ')'],
    [0x398, '&'],
    [0x3b7, '#'],
    [0x441, '='],
    [0x120, 'é'],
    [0x37a, ' '],
  ];
  for (const [code, ch] of punct) CALIBRI.set(code, ch);

  SHIFTED.set(0x03, ' ');
  SHIFTED.set(0x20, 'I');
  for (let c = 0x04; c <= 0x1d; c += 1) SHIFTED.set(c, String.fromCharCode(c + 0x3d));
  for (let c = 0x40; c <= 0x59; c += 1) SHIFTED.set(c, String.fromCharCode(c + 0x21));
  for (let d = 0; d < 10; d += 1) SHIFTED.set(0xab + d, String(d));
  SHIFTED.set(0x7e, ',');
  SHIFTED.set(0x7d, '-');
}

const GLYPH_RANGE = /[\u0100-\u04ff]/g;
// eslint-disable-next-line no-control-regex
const MAYBE_GARBLED = /[\x00-\x08\x0b-\x1f\u0100-\u04ff]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x08\x0b-\x1f]/g;

/** Which garbling a text shows, if any. */
export function garbleKind(text: string): 'calibri' | 'shifted' | null {
  if (!MAYBE_GARBLED.test(text)) return null;
  const glyphs = text.match(GLYPH_RANGE)?.length ?? 0;
  const controls = text.match(CONTROL)?.length ?? 0;
  const visible = text.replace(/\s/g, '').length || 1;
  // ALL-CAPS garbled text is mostly ASCII glyph codes and \x03/\x04 (space, A).
  if (glyphs >= 3 && (glyphs + controls) / visible >= 0.3) return 'calibri';
  if (controls >= 2) {
    const shifted = [...text].filter((ch) => SHIFTED.has(ch.charCodeAt(0))).length;
    if (shifted / text.length >= 0.5) return 'shifted';
  }
  return null;
}

/**
 * Decodes a garbled text (see garbleKind). In both fonts the ASCII space is also a letter (E in
 * Calibri, I in the other): read off the data, it is the letter before a lower-case letter or
 * inside an ALL-CAPS word, and a real space where the PDF joined two lines. Characters of neither
 * table (mostly mis-mapped Kannada or Tamil script) are dropped.
 */
export function decodeGarbled(text: string, kind: 'calibri' | 'shifted'): { text: string; dropped: boolean } {
  const table = kind === 'calibri' ? CALIBRI : SHIFTED;
  const chars = [...text].map((ch) => ch.codePointAt(0)!);
  const isLetter = (code: number | undefined, lower: boolean) => {
    const mapped = code === undefined || code === 0x20 ? undefined : table.get(code);
    return mapped !== undefined && (lower ? /[a-z]/ : /[A-Z]/).test(mapped);
  };
  let out = '';
  let dropped = false;
  chars.forEach((code, i) => {
    if (code === 0x20) {
      const prev = chars[i - 1];
      const next = chars[i + 1];
      const letter =
        kind === 'calibri'
          ? isLetter(next, true) || (isLetter(prev, false) && !(next !== undefined && next >= 0x3ec && next <= 0x3f5))
          : prev === undefined || prev === 0x03;
      out += letter ? table.get(0x20)! : ' ';
      return;
    }
    const mapped = table.get(code);
    if (mapped !== undefined) out += mapped;
    else if (code > 0x7f) dropped = true;
  });
  // The other flattening of the same PDF lost the glyph spaces: split 'SalesServices' again.
  if (!/\s/.test(out.trim()) && out.length >= 16)
    out = out.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/,(?=\S)/g, ', ');
  return { text: out, dropped };
}
