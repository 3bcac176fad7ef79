/**
 * The newer monthly series (data/ev-sales/ev_counters_monthly.csv, from May 2024): one row a month,
 * each category a figure and the id of its source, in the layout of the shared update's
 * ev_counters_recommended_monthly file. An empty figure is a month with no complete figure (a gap),
 * and its source cell says why. Read for the card (ev-sales-totals.ts) and checked by
 * `npm run sales:import` (sales-import.ts) with the same rules.
 */
import { csvRows, csvText } from '../csv/csv.ts';
import { isEvSalesSourceId, type EvSalesSourceId } from './ev-sales-sources.ts';
import { dateOfMonth, monthOfDate } from './sales-month.ts';

export type CounterCategory = 'twoWheeler' | 'fourWheeler' | 'allEv';

/** Each category's figure and source columns, in file order after Date. */
export const COUNTER_COLUMNS: Readonly<Record<CounterCategory, readonly [figure: string, source: string]>> = {
  twoWheeler: ['E2W_TWO_WHEELER', 'E2W_source'],
  fourWheeler: ['E4W_CARS', 'E4W_source'],
  allEv: ['ALL_EV', 'ALL_EV_source'],
};
export const COUNTER_CATEGORIES = Object.keys(COUNTER_COLUMNS) as CounterCategory[];
export const COUNTER_HEADER = ['Date', ...COUNTER_CATEGORIES.flatMap((c) => COUNTER_COLUMNS[c])];

export interface CounterFigure {
  value: number;
  source: EvSalesSourceId;
  /** What the source cell says after the id ('Apr-26 possibly incomplete'), or ''. */
  remark: string;
}

export interface CounterMonth {
  /** YYYY-MM */
  month: string;
  /** The row's line in its file (the header is line 1), to name it in a refusal. */
  line: number;
  /** Each category's figure, or null for a month without one. */
  figures: Record<CounterCategory, CounterFigure | null>;
  /** The row's cells as written, so a rewrite keeps them. */
  cells: string[];
}

/** A row that cannot be taken, named by its line and date. */
export interface CounterProblem {
  line: number;
  message: string;
}

export interface CounterFile {
  months: CounterMonth[];
  problems: CounterProblem[];
}

const label = (line: number, date: string) => `line ${line} (${date || 'no date'})`;

/** A source cell's id: 'S1 (Apr-26 possibly incomplete)' → 'S1' and its remark. */
function sourceOf(cell: string): { id: string; remark: string } {
  const text = cell.trim();
  const id = /^[A-Za-z0-9-]+/.exec(text)?.[0] ?? '';
  return {
    id,
    remark: text
      .slice(id.length)
      .trim()
      .replace(/^\((.*)\)$/, '$1'),
  };
}

/**
 * Reads a file in the counters layout. Each row is checked on its own: a real D/M/YYYY date, each
 * figure a whole number that is not negative, and each figure with a known source. Rows with a
 * problem are left out of `months` and named in `problems`; a file with the wrong columns is one
 * problem on line 1.
 */
export function readCounterFile(text: string): CounterFile {
  const rows = csvRows(text);
  const header = (rows[0] ?? []).map((cell) => cell.trim());
  if (header.join() !== COUNTER_HEADER.join()) {
    return {
      months: [],
      problems: [
        {
          line: 1,
          message: `line 1: the columns must be ${COUNTER_HEADER.join(',')}; found ${header.join(',') || 'none'}`,
        },
      ],
    };
  }
  const months: CounterMonth[] = [];
  const problems: CounterProblem[] = [];
  rows.slice(1).forEach((cells, index) => {
    const line = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const date = (cells[0] ?? '').trim();
    const where = label(line, date);
    const month = monthOfDate(date);
    if (!month) {
      problems.push({ line, message: `${where}: the date must be D/M/YYYY, such as 1/7/2026 for July 2026` });
      return;
    }
    const figures = {} as Record<CounterCategory, CounterFigure | null>;
    const rowProblems: string[] = [];
    COUNTER_CATEGORIES.forEach((category, k) => {
      const [figureColumn] = COUNTER_COLUMNS[category];
      const raw = (cells[1 + 2 * k] ?? '').trim().replace(/,/g, '');
      const source = sourceOf(cells[2 + 2 * k] ?? '');
      figures[category] = null;
      if (raw === '') return;
      if (!/^-?\d+$/.test(raw)) rowProblems.push(`${figureColumn} is not a whole number (${raw})`);
      else if (Number(raw) < 0) rowProblems.push(`${figureColumn} is negative (${raw})`);
      else if (!isEvSalesSourceId(source.id))
        rowProblems.push(
          `${figureColumn} cites no known source (${source.id || 'none'}; see src/domain/sales/ev-sales-sources.ts)`,
        );
      else figures[category] = { value: Number(raw), source: source.id, remark: source.remark };
    });
    if (rowProblems.length > 0) problems.push({ line, message: `${where}: ${rowProblems.join('; ')}` });
    else months.push({ month, line, figures, cells: COUNTER_HEADER.map((_, i) => (cells[i] ?? '').trim()) });
  });
  return { months, problems };
}

/** The file's text for these months, in month order, each row as it was written (dates as 1/M/YYYY). */
export function counterFileText(months: readonly CounterMonth[]): string {
  const sorted = months.toSorted((a, b) => a.month.localeCompare(b.month));
  return csvText(
    COUNTER_HEADER,
    sorted.map((m) => [dateOfMonth(m.month), ...m.cells.slice(1)]),
  );
}
