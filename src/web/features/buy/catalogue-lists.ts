import type { CatalogueEntry, VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';
import { productsPath } from '../../../domain/catalogue/catalogue-paths.ts';
import { getProducts } from '../../lib/api/get-products.ts';
import { pageData } from '../../lib/prerender-snapshot.ts';

/**
 * The catalogue's lists (GET /ev/droom/products, spec section 7), cached per type for the page
 * view, so switching tabs back does not fetch again; the browser revalidates with the ETag.
 */
const lists = new Map<VehicleType, Promise<CatalogueEntry[]>>();

export class CatalogueLoadError extends Error {}

/**
 * One type's list as the page came with it (the prerendered finder embeds the list its first
 * cards were drawn from; prerender-snapshot's pageData), so the screen hydrates without asking.
 */
export function productsOfPage(type: VehicleType): CatalogueEntry[] | undefined {
  const answer = pageData(productsPath(type)) as { data?: { data?: { products?: unknown } } } | undefined;
  const products = answer?.data?.data?.products;
  return Array.isArray(products) ? (products as CatalogueEntry[]) : undefined;
}

/** One type's list, as the server orders it: the page's own, else kept from the first ask. */
export function loadProducts(type: VehicleType): Promise<CatalogueEntry[]> {
  const cached = lists.get(type);
  if (cached) return cached;
  const ofPage = productsOfPage(type);
  if (ofPage) {
    const given = Promise.resolve(ofPage);
    lists.set(type, given);
    return given;
  }
  // Without a token, exactly as the page HTML preloads it (pageDataPreloads), so the browser reuses that download.
  const loading = getProducts(type, { anonymous: true }).then((result) => {
    if (!result.success || !result.data) throw new CatalogueLoadError(result.message);
    return result.data.data.products;
  });
  lists.set(type, loading);
  // A failure is not cached, so Retry asks again.
  loading.catch(() => lists.delete(type));
  return loading;
}
