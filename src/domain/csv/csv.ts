import Papa from 'papaparse';

/**
 * The project's one CSV module (papaparse underneath: RFC 4180 quoted fields, "" inside quotes,
 * newlines inside quotes), for the server's imports and bundled data, the scripts and the benches.
 * Pure: callers read the file. Three shapes, three names:
 * - `csvRows`: every row as its fields, as written (string[][]);
 * - `csvRecords`: the rows after the header as objects keyed by it;
 * - `csvRowStream`: a large clean file's rows one at a time, none kept.
 * `csvText` writes one.
 */

const BOM = 0xfeff;
const withoutBom = (text: string) => (text.charCodeAt(0) === BOM ? text.slice(1) : text);

/**
 * CSV text as rows of fields, kept as written. A UTF-8 byte-order mark and a final newline are
 * ignored; CRLF, CR and LF may be mixed in one file (papaparse takes one kind per file, so all
 * become LF, inside quoted fields too). An unclosed quote is an error (a row silently cut short
 * would lose data), with the row it starts on.
 */
export function csvRows(text: string): string[][] {
  const body = withoutBom(text).replace(/\r\n?/g, '\n');
  // The delimiter and line end are named: papaparse would otherwise guess them from the first rows.
  const { data, errors } = Papa.parse<string[]>(body, { delimiter: ',', newline: '\n', quoteChar: '"' });
  const unclosed = errors.find((e) => e.code === 'MissingQuotes');
  if (unclosed) throw new Error(`CSV: a quoted field is not closed (row ${(unclosed.row ?? 0) + 1})`);
  const last = data.at(-1);
  if (last && last.length === 1 && last[0] === '' && body.endsWith('\n')) data.pop();
  return data;
}

/** A CSV file's rows after the header, as objects keyed by the header's names. */
export interface CsvRecords {
  /** The header row, each name trimmed. */
  header: string[];
  records: Record<string, string>[];
}

export interface CsvRecordOptions {
  /** Trim every value (the bundled data files); by default values are kept as written (imports tidy and count what they fix). */
  trim?: boolean;
}

/**
 * csvRows' rows as records keyed by the (trimmed) header: blank lines are skipped, a missing cell
 * reads as '', a cell past the header is dropped, and a name given twice keeps its last cell.
 */
export function csvRecords(text: string, options: CsvRecordOptions = {}): CsvRecords {
  const rows = csvRows(text);
  const header = (rows[0] ?? []).map((h) => h.trim());
  const records: Record<string, string>[] = [];
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.length === 1 && row[0] === '') continue;
    const record: Record<string, string> = {};
    header.forEach((h, k) => (record[h] = options.trim ? (row[k] ?? '').trim() : (row[k] ?? '')));
    records.push(record);
  }
  return { header, records };
}

/** The first row's names, trimmed: what a file holds, read without parsing the rest. */
export function csvHeader(text: string): string[] {
  const body = withoutBom(text);
  const end = body.search(/\r\n?|\n/);
  return (csvRows(end < 0 ? body : body.slice(0, end))[0] ?? []).map((h) => h.trim());
}

/** A large CSV file's header, an upper bound on its rows, and its rows one at a time. */
export interface CsvRowStream {
  header: string[];
  /** The number of lines after the header: at least the number of rows. */
  size: number;
  each(visit: (row: string[]) => void): void;
}

/**
 * A large, clean CSV text (one the project's own import wrote), row by row: no record objects, no
 * trimming, and no array of all its rows, so each row is garbage as soon as it is read (a whole
 * table of data/localities' 1.8 million field strings kept the start busy collecting for seconds).
 * Blank lines are skipped.
 */
export function csvRowStream(raw: string): CsvRowStream {
  const text = withoutBom(raw);
  let size = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) size++;
  return {
    header: csvHeader(text),
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

/** CSV text of a header and rows: '\n' line ends, one after the last row too, quotes only where needed. */
export function csvText(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${Papa.unparse([header, ...rows] as string[][], { newline: '\n' })}\n`;
}
