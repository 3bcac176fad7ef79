/**
 * The Vahan monthly file by vehicle category (data/ev-sales/ev_registrations_by_category_monthly.csv,
 * Jan 2001 – Aug 2024) read into the card's two groups, month by month:
 * two-wheelers are TWO WHEELER(NT) + TWO WHEELER(T) + TWO WHEELER (INVALID CARRIAGE);
 * four-wheelers are LIGHT MOTOR VEHICLE + LIGHT PASSENGER VEHICLE (data/ev-sales/SOURCE.md).
 * From May 2024 on the file undercounts; ev-sales-totals.ts takes those months from the newer series.
 */
import { csvRows } from '../csv/csv.ts';
import { monthOfDate } from './sales-month.ts';

export interface CategoryMonth {
  /** YYYY-MM */
  month: string;
  twoWheeler: number;
  fourWheeler: number;
}

const TWO_WHEELER = ['TWO WHEELER(NT)', 'TWO WHEELER(T)', 'TWO WHEELER (INVALID CARRIAGE)'];
const FOUR_WHEELER = ['LIGHT MOTOR VEHICLE', 'LIGHT PASSENGER VEHICLE'];

/**
 * The file's months with their two-wheeler and four-wheeler sums, in file order. Rows without a
 * real D/M/YYYY date (the leading '0' row, a 'Total' row) are skipped; an empty cell counts as zero.
 * A file missing any of the five columns is refused: a renamed column would silently shrink the totals.
 */
export function readCategoryFile(csv: string): CategoryMonth[] {
  const rows = csvRows(csv).filter((row) => row.some((cell) => cell.trim() !== ''));
  const header = (rows[0] ?? []).map((cell) => cell.trim());
  const missing = [...TWO_WHEELER, ...FOUR_WHEELER].filter((name) => !header.includes(name));
  if (missing.length > 0) throw new Error(`EV registrations file lacks the columns: ${missing.join(', ')}`);
  const twoCols = TWO_WHEELER.map((name) => header.indexOf(name));
  const fourCols = FOUR_WHEELER.map((name) => header.indexOf(name));
  const months: CategoryMonth[] = [];
  for (const cells of rows.slice(1)) {
    const month = monthOfDate(cells[0] ?? '');
    if (!month) continue;
    const sum = (cols: number[]) => cols.reduce((acc, c) => acc + (Number(cells[c]?.trim()) || 0), 0);
    months.push({ month, twoWheeler: sum(twoCols), fourWheeler: sum(fourCols) });
  }
  return months;
}
