/**
 * Months of the EV sales series as 'YYYY-MM' (they sort as text), read from and written to the
 * D/M/YYYY dates of the Vahan files (data/ev-sales: '1/7/2024' is July 2024, never 7 January).
 */

/** 'D/M/YYYY' → 'YYYY-MM', or null for anything else (the category file's junk '0' row, '13/13/2024'). */
export function monthOfDate(date: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(date.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}`;
}

/** 'YYYY-MM' → '1/M/YYYY', the files' way of writing a month. */
export function dateOfMonth(month: string): string {
  const [year, m] = month.split('-');
  return `1/${Number(m)}/${year}`;
}

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** Every month from `first` to `last`, both included (empty when last is before first). */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let m = first; m <= last; m = nextMonth(m)) out.push(m);
  return out;
}
