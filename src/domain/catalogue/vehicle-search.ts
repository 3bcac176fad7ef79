import type { CatalogueEntry } from './catalogue-entry.ts';

/**
 * The vehicle search of spec section 4: typing matches a case-insensitive substring of
 * make + ' ' + model; suggestions list each make and model once; choosing one narrows the list
 * to that make and model, and an empty query keeps every row.
 */
export interface VehicleSuggestion {
  /** make + ' ' + model, as shown and as the chosen query. */
  label: string;
  make: string;
  model: string;
}

export const searchText = (entry: Pick<CatalogueEntry, 'make' | 'model'>): string => `${entry.make} ${entry.model}`;

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export function matchesQuery(entry: Pick<CatalogueEntry, 'make' | 'model'>, query: string): boolean {
  const needle = normalise(query);
  return needle === '' || searchText(entry).toLowerCase().includes(needle);
}

/** Suggestions for a query, each make and model once, in list order; none for an empty query. */
export function suggestionsFor(entries: readonly CatalogueEntry[], query: string, limit = 8): VehicleSuggestion[] {
  if (normalise(query) === '') return [];
  const seen = new Set<string>();
  const found: VehicleSuggestion[] = [];
  for (const entry of entries) {
    const label = searchText(entry);
    const key = label.toLowerCase();
    if (seen.has(key) || !matchesQuery(entry, query)) continue;
    seen.add(key);
    found.push({ label, make: entry.make, model: entry.model });
    if (found.length >= limit) break;
  }
  return found;
}

/** The rows a chosen query keeps (all of them for an empty query). */
export function searchCatalogue(entries: readonly CatalogueEntry[], query: string): CatalogueEntry[] {
  return normalise(query) === '' ? [...entries] : entries.filter((entry) => matchesQuery(entry, query));
}
