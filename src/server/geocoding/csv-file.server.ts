import fs from 'node:fs';
import Papa from 'papaparse';

/**
 * A CSV file's rows as records keyed by its (trimmed) header, values trimmed; blank lines skipped.
 * Read with papaparse (RFC 4180: quotes, doubled quotes, CRLF, a leading BOM).
 */
export function parseCsv(text: string): Record<string, string>[] {
  const result = Papa.parse<Record<string, string>>(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, {
    header: true,
    skipEmptyLines: true,
    transformHeader: (header) => header.trim(),
    transform: (value) => value.trim(),
  });
  return result.data;
}

export const readCsv = (file: string): Record<string, string>[] => parseCsv(fs.readFileSync(file, 'utf8'));

/**
 * A large, clean CSV file (one the project's own import wrote) as its header and rows of fields,
 * values as they are: no record objects and no trimming, which cost a second at start on
 * data/localities.
 */
export function readCsvTable(file: string): { header: string[]; rows: string[][] } {
  const text = fs.readFileSync(file, 'utf8');
  const rows = Papa.parse<string[]>(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, { skipEmptyLines: true }).data;
  const header = (rows.shift() ?? []).map((h) => h.trim());
  return { header, rows };
}
