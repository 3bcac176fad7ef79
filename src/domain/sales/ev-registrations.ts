/**
 * National EV registration totals from the Vahan monthly series (data/ev-sales).
 * Two-wheelers are TWO WHEELER(NT) + TWO WHEELER(T) + TWO WHEELER (INVALID CARRIAGE);
 * four-wheelers are LIGHT MOTOR VEHICLE + LIGHT PASSENGER VEHICLE (data/ev-sales/SOURCE.md).
 */
import { en } from '../i18n/en.ts';

export interface EvSalesTotals {
  twoWheeler: number;
  fourWheeler: number;
  /** The last month the figures include, as YYYY-MM. */
  asOf: string;
  source: string;
}

const TWO_WHEELER = ['TWO WHEELER(NT)', 'TWO WHEELER(T)', 'TWO WHEELER (INVALID CARRIAGE)'];
const FOUR_WHEELER = ['LIGHT MOTOR VEHICLE', 'LIGHT PASSENGER VEHICLE'];
/** The registry, worded in the catalogue (en.ts home.sales.registry) so the app can name it in Hindi. */
export const EV_SALES_SOURCE = en.home.sales.registry;

function splitCsvLine(line: string): string[] {
  return line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, ''));
}

/** Parses D/M/YYYY into YYYY-MM, or null for junk such as the file's leading '0' row. */
function monthOf(date: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(date);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}`;
}

export function totalEvRegistrations(csv: string): EvSalesTotals {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const header = splitCsvLine(lines[0] ?? '');
  const missing = [...TWO_WHEELER, ...FOUR_WHEELER].filter((name) => !header.includes(name));
  // A renamed column would silently shrink the totals: refuse the file instead.
  if (missing.length > 0) throw new Error(`EV registrations file lacks the columns: ${missing.join(', ')}`);
  const twoCols = TWO_WHEELER.map((name) => header.indexOf(name));
  const fourCols = FOUR_WHEELER.map((name) => header.indexOf(name));
  let twoWheeler = 0;
  let fourWheeler = 0;
  let asOf = '';
  for (const line of lines.slice(1)) {
    const cells = splitCsvLine(line);
    const month = monthOf(cells[0] ?? '');
    if (!month) continue;
    const sum = (cols: number[]) => cols.reduce((acc, c) => acc + (Number(cells[c]) || 0), 0);
    twoWheeler += sum(twoCols);
    fourWheeler += sum(fourCols);
    if (month > asOf) asOf = month;
  }
  return { twoWheeler, fourWheeler, asOf, source: EV_SALES_SOURCE };
}
