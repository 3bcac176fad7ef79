/** Recent vehicle searches (spec sections 3 and 9): newest first, de-duplicated, at most 3. */
export const RECENT_SEARCH_LIMIT = 3;

export function addRecentSearch(
  recent: readonly string[],
  vehicleNumber: string,
  limit: number = RECENT_SEARCH_LIMIT,
): string[] {
  return [vehicleNumber, ...recent.filter((n) => n !== vehicleNumber)].slice(0, limit);
}

/** Reads what was stored under recentVehicleSearch, tolerating anything else that might be there. */
export function parseRecentSearches(stored: string | null, limit: number = RECENT_SEARCH_LIMIT): string[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    const unique = [...new Set(parsed.filter((n): n is string => typeof n === 'string' && n !== ''))];
    return unique.slice(0, limit);
  } catch {
    return [];
  }
}
