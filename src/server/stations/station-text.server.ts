import { decodeGarbled, garbleKind } from './garbled-text.server.ts';
import type { ImportReport } from './import-report.server.ts';

/**
 * The clean-up of a station's text fields (name, operator, address, city): garbled text decoded,
 * odd characters and spaces tidied, BEE's address labels and split operator names repaired,
 * ALL-CAPS cities title-cased. Each fix is counted in the ImportReport.
 */

// eslint-disable-next-line no-control-regex
const ODD_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\ufffd`]/g;

/** Control characters, backticks and U+FFFD removed; runs of spaces collapsed; ends trimmed. */
const basicTidy = (text: string) => text.replace(ODD_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();

/** basicTidy, then spaces around commas and brackets, and leading/trailing commas. */
export function tidyText(text: string): string {
  return basicTidy(text)
    .replace(/\s+([,.)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/,(?=[A-Za-z])/g, ', ')
    .replace(/^[\s,;]+|[\s,;]+$/g, '');
}

/** A field decoded if garbled, then tidied; returns the text and whether it was garbled. */
export function cleanField(
  value: string,
  report: ImportReport,
  garbledKey: 'garbledAddress' | 'garbledCity' | 'garbledOther',
): string {
  const kind = garbleKind(value);
  if (kind) {
    const decoded = decodeGarbled(value, kind);
    report.fixes[garbledKey] += 1;
    if (decoded.dropped) report.fixes.garbledIndicRemoved += 1;
    return tidyText(decoded.text);
  }
  const tidy = tidyText(value);
  if (garbledKey !== 'garbledAddress' && tidy !== value) report.fixes.textTidied += 1;
  if (garbledKey === 'garbledAddress' && basicTidy(value) !== value) report.fixes.textTidied += 1;
  return tidy;
}

/** BEE's 'City=X, District=Y, State=Z' labels, empty parts and repeated parts. */
export function tidyAddress(address: string): string {
  const withoutLabels = address.replace(/\b(City|District|Distt|State|Post)\s*=\s*/gi, '');
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const raw of withoutLabels.split(',')) {
    const part = raw.trim();
    const key = part.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (!part || part === '#' || (key && seen.has(key))) continue;
    if (key) seen.add(key);
    parts.push(part);
  }
  return parts.join(', ');
}

/** Title Case for an ALL-CAPS place name; words without vowels (HSR, DLF, MG) stay capitals. */
export function titleCase(text: string): string {
  return text
    .split(/([\s\-/().,]+)/)
    .map((word) => (/[aeiou]/i.test(word) ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word))
    .join('');
}

const isAllCaps = (text: string) =>
  /[A-Z]{2}/.test(text) && text === text.toUpperCase() && text.replace(/[^A-Za-z]/g, '').length > 3;

const OPERATOR_FIXES: Array<[RegExp, string]> = [
  [/^surat municipal corporatio n$/i, 'Surat Municipal Corporation'],
  [/^corporat ion of chennai$/i, 'Corporation of Chennai'],
  [/^hyderabad metro corporatio n ltd$/i, 'Hyderabad Metro Corporation Ltd'],
  [/\bcorporatio n\b/i, 'Corporation'],
  [/\bcorporat ion\b/i, 'Corporation'],
];

export function cleanOperator(value: string, report: ImportReport): string {
  const operator = cleanField(value, report, 'garbledOther');
  for (const [pattern, replacement] of OPERATOR_FIXES) {
    if (pattern.test(operator)) {
      report.fixes.operatorRejoined += 1;
      return operator.replace(pattern, replacement);
    }
  }
  return operator;
}

export function cleanCity(value: string, report: ImportReport): string {
  const city = cleanField(value, report, 'garbledCity');
  if (isAllCaps(city)) {
    report.fixes.cityTitleCased += 1;
    return titleCase(city);
  }
  return city;
}

export function cleanAddress(value: string, report: ImportReport): string {
  const cleaned = tidyAddress(cleanField(value, report, 'garbledAddress'));
  if (!garbleKind(value) && cleaned !== basicTidy(value)) report.fixes.addressLabels += 1;
  return cleaned;
}
