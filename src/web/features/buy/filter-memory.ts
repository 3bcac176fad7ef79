import type { VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';
import {
  brandsOf,
  emptyFilter,
  withBrands,
  type CatalogueFilters,
  type TypeFilter,
} from '../../../domain/catalogue/catalogue-filter.ts';
import type { CatalogueEntry } from '../../../domain/catalogue/catalogue-entry.ts';
import { sessionValues } from '../../lib/storage.ts';

/**
 * The applied filters per type, kept for the browser session, so going to a detail page and
 * back finds the list as it was left.
 */
const KEY = 'buy.filters';

export function loadFilters(): Partial<CatalogueFilters> {
  try {
    const parsed: unknown = JSON.parse(sessionValues.get(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Partial<CatalogueFilters>) : {};
  } catch {
    return {};
  }
}

export function saveFilters(filters: Partial<CatalogueFilters>): void {
  sessionValues.set(KEY, JSON.stringify(filters));
}

/** The stored filter of a type brought in line with the brands of its loaded list. */
export function filterFor(
  filters: Partial<CatalogueFilters>,
  type: VehicleType,
  entries: readonly CatalogueEntry[],
): TypeFilter {
  const stored = filters[type];
  const brands = brandsOf(entries);
  return stored && Array.isArray(stored.brands) && stored.price
    ? withBrands(stored, brands)
    : emptyFilter(type, brands);
}
