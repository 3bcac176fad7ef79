/**
 * Public charging stations per state, counted from the Bureau of Energy Efficiency's list "EV Public
 * Charging Stations Data till 26 October 2025" (data/ev-sales/operational_public_chargers_by_state_2025-10.csv,
 * data/ev-sales/SOURCE.md). The state policy pages show each state's count with that date.
 */
import { csvRecords } from '../csv/csv.ts';

/** The date BEE's list runs to (YYYY-MM-DD). */
export const PUBLIC_CHARGERS_AS_OF = '2025-10-26';

export interface PublicChargers {
  /** Stations per state, by the file's state names ('Tamil Nadu', 'Delhi'). */
  byState: ReadonlyMap<string, number>;
  /** All the file's states together. */
  total: number;
}

/** The file's rows (State, No. of Operational PCS); a row without a whole, non-negative count is refused. */
export function readPublicChargers(csv: string): PublicChargers {
  const { header, records } = csvRecords(csv, { trim: true });
  if (!header.includes('State') || !header.includes('No. of Operational PCS')) {
    throw new Error('public chargers file: the columns must include State and No. of Operational PCS');
  }
  const byState = new Map<string, number>();
  for (const record of records) {
    const count = record['No. of Operational PCS'] ?? '';
    if (!/^\d+$/.test(count)) throw new Error(`public chargers file: ${record.State} has no count (${count})`);
    byState.set(record.State ?? '', Number(count));
  }
  return { byState, total: [...byState.values()].reduce((a, b) => a + b, 0) };
}
