import Papa from 'papaparse';

/**
 * CSV text as the station and registry imports read it, with papaparse (RFC 4180: quoted fields,
 * "" inside quotes, newlines inside quotes). Unlike src/server/geocoding/csv-file.server.ts, fields
 * are kept as written (the imports tidy and count what they fix) and an unclosed quote is an error
 * the importer reports, not a row silently cut short.
 */

/**
 * Parses CSV text into rows of fields. A UTF-8 byte-order mark and a final newline are ignored;
 * CRLF, CR and LF may be mixed in one file (papaparse takes one kind per file, so all become LF,
 * inside quoted fields too).
 */
export function parseCsv(text: string): string[][] {
  const body = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(/\r\n?/g, '\n');
  // The delimiter and line end are named: papaparse would otherwise guess them from the first rows.
  const { data, errors } = Papa.parse<string[]>(body, { delimiter: ',', newline: '\n', quoteChar: '"' });
  if (errors.some((e) => e.code === 'MissingQuotes')) throw new Error('CSV: a quoted field is not closed');
  const last = data.at(-1);
  if (last && last.length === 1 && last[0] === '' && body.endsWith('\n')) data.pop();
  return data;
}

/** Rows as objects keyed by the header row; blank lines are skipped, missing cells read as ''. */
export function parseCsvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const rows = parseCsv(text);
  const header = (rows[0] ?? []).map((h) => h.trim());
  const records: Record<string, string>[] = [];
  for (const row of rows.slice(1)) {
    if (row.length === 1 && row[0] === '') continue;
    const record: Record<string, string> = {};
    header.forEach((h, k) => (record[h] = row[k] ?? ''));
    records.push(record);
  }
  return { header, records };
}
