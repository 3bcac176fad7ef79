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

/** A large CSV file's header, an upper bound on its rows, and its rows one at a time. */
export interface CsvRows {
  header: string[];
  /** The number of lines after the header: at least the number of rows. */
  size: number;
  each(visit: (row: string[]) => void): void;
}

/**
 * A large, clean CSV file (one the project's own import wrote), row by row: no record objects, no
 * trimming, and no array of all its rows, so each row is garbage as soon as it is read (a whole
 * table of data/localities' 1.8 million field strings kept the start busy collecting for seconds).
 */
export function readCsvRows(file: string): CsvRows {
  const raw = fs.readFileSync(file, 'utf8');
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  const firstLine = text.slice(0, Math.max(0, text.indexOf('\n')) || text.length);
  const header = (Papa.parse<string[]>(firstLine).data[0] ?? []).map((h) => h.trim());
  let size = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) size++;
  return {
    header,
    size,
    each(visit) {
      let first = true;
      Papa.parse<string[]>(text, {
        skipEmptyLines: true,
        step: (result) => {
          if (first) first = false;
          else visit(result.data);
        },
      });
    },
  };
}
