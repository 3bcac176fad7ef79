import type { CheckInView, StationDetails } from '../../../domain/checkins/checkin-api.ts';

/** Small pure helpers of the station page: figures, the address, and the history's list. */

/** A figure as the page writes it: at most two decimals, no trailing zeros, Western digits ('18.5', '7.4', '30'). */
export const formatFigure = (value: number): string => String(Number(value.toFixed(2)));

/**
 * The station's address in one line: the street address, then the city, state and pincode that it
 * does not already name; the short `vicinity` when the record has no address.
 */
export function addressOf(
  station: Pick<StationDetails, 'address' | 'city' | 'state' | 'postcode' | 'vicinity'>,
): string {
  const parts: string[] = [];
  const said = () => parts.join(', ').toLowerCase();
  for (const part of [station.address, station.city, station.state, station.postcode]) {
    const text = part.trim();
    if (text && !said().includes(text.toLowerCase())) parts.push(text);
  }
  return parts.length ? parts.join(', ') : station.vicinity;
}

/** The check-ins just added on this page first (newest first), then the loaded pages without them. */
export function mergeCheckIns(added: readonly CheckInView[], loaded: readonly CheckInView[]): CheckInView[] {
  const ids = new Set(added.map((c) => c.id));
  return [...added, ...loaded.filter((c) => !ids.has(c.id))];
}
