import { compareText } from '../text/compare-text.ts';
import type { CatalogueEntry } from './catalogue-entry.ts';

/**
 * The list's sort orders (spec section 4 "Sort"): price low to high (the default), high to low,
 * and A to Z / Z to A by brand. A row without a price always goes last, whichever way prices run,
 * so 'NA' never heads a list.
 */
export type SortOrder = 'LtoH' | 'HtoL' | 'atoz' | 'ztoa';
export const sortOrders: readonly SortOrder[] = ['LtoH', 'HtoL', 'atoz', 'ztoa'];
export const DEFAULT_SORT: SortOrder = 'LtoH';

export function isSortOrder(value: unknown): value is SortOrder {
  return typeof value === 'string' && (sortOrders as readonly string[]).includes(value);
}

const naturally = (a: string, b: string) => compareText(a, b, { numeric: true });

/** Ascending price, nulls last. */
function byPrice(a: CatalogueEntry, b: CatalogueEntry, direction: 1 | -1): number {
  const pa = a.ex_showroom_price;
  const pb = b.ex_showroom_price;
  if (pa === null || pb === null) return pa === pb ? 0 : pa === null ? 1 : -1;
  return (pa - pb) * direction;
}

/** Brand first (the spec's 'A to Z sorts by brand'), then model and trim so a brand's rows read in order. */
function byName(a: CatalogueEntry, b: CatalogueEntry, direction: 1 | -1): number {
  return (naturally(a.make, b.make) || naturally(a.model, b.model) || naturally(a.trim, b.trim)) * direction;
}

/** A new, sorted array; the input is left as it was. Ties keep their order (Array.prototype.sort is stable). */
export function sortCatalogue(entries: readonly CatalogueEntry[], order: SortOrder): CatalogueEntry[] {
  const copy = [...entries];
  switch (order) {
    case 'LtoH':
      return copy.sort((a, b) => byPrice(a, b, 1));
    case 'HtoL':
      return copy.sort((a, b) => byPrice(a, b, -1));
    case 'atoz':
      return copy.sort((a, b) => byName(a, b, 1) || byPrice(a, b, 1));
    case 'ztoa':
      return copy.sort((a, b) => byName(a, b, -1) || byPrice(a, b, 1));
  }
}
