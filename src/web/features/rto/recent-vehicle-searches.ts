import { addRecentSearch, parseRecentSearches } from '../../../domain/rto/recent-searches.ts';
import { storage, storageKeys } from '../../lib/storage.ts';

/**
 * Recent vehicle searches, kept in the browser under recentVehicleSearch (spec section 3): shared
 * by the vehicle-info and e-challan screens, newest first, at most 3, no repeats. Sign-out and a
 * 401 clear them with the other keys (src/web/lib/storage.ts).
 */
export function readRecentSearches(): string[] {
  return parseRecentSearches(storage.get(storageKeys.recentVehicleSearch));
}

export function rememberSearch(vehicleNumber: string): string[] {
  const next = addRecentSearch(readRecentSearches(), vehicleNumber);
  storage.set(storageKeys.recentVehicleSearch, JSON.stringify(next));
  return next;
}
