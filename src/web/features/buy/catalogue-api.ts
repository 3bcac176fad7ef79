import type { CatalogueEntry, CatalogueList, OtherVariant, VehicleDetail, VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';
import type { OtherVariantBody, ProductBody } from '../../../domain/catalogue/catalogue-api.schema.ts';
import type { TcoResult } from '../../../domain/tco/tco-result.ts';
import type { EvTcoBody } from '../../../domain/tco/tco-schema.ts';
import { productsPath } from '../../../domain/catalogue/catalogue-paths.ts';
import { api, type ApiResult } from '../../lib/api-client.ts';
import { pageData } from '../../lib/prerender-snapshot.ts';

/**
 * The /ev/droom calls of spec section 7 (plain JSON). The lists are cached per type for the page
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

/** GET /ev/droom/products?bucket=…: one type's list, as the server orders it. */
export function getProducts(type: VehicleType): Promise<CatalogueEntry[]> {
  const cached = lists.get(type);
  if (cached) return cached;
  const ofPage = productsOfPage(type);
  if (ofPage) {
    const given = Promise.resolve(ofPage);
    lists.set(type, given);
    return given;
  }
  // Without a token, exactly as the page HTML preloads it (pageDataPreloads), so the browser reuses that download.
  const loading = api<CatalogueList>('GET', productsPath(type), undefined, { anonymous: true }).then((result) => {
    if (!result.success || !result.data) throw new CatalogueLoadError(result.message);
    return result.data.data.products;
  });
  lists.set(type, loading);
  // A failure is not cached, so Retry asks again.
  loading.catch(() => lists.delete(type));
  return loading;
}

/** POST /ev/droom/other-variant: every variant of a make and model. */
export const otherVariants = (bucket: VehicleType, make: string, model: string): Promise<ApiResult<OtherVariant[]>> =>
  api<OtherVariant[]>('POST', '/ev/droom/other-variant', { bucket, make, model } satisfies OtherVariantBody);

/** POST /ev/droom/mmty-by-product: one variant with its specification and provenance. */
export const vehicleDetail = (productId: string): Promise<ApiResult<VehicleDetail>> =>
  api<VehicleDetail>('POST', '/ev/droom/mmty-by-product', { product_id: productId } satisfies ProductBody);

/** POST /ev/droom/ev-tco: the 5-year cost of ownership. */
export const evTco = (productId: string, kms: number): Promise<ApiResult<TcoResult>> =>
  api<TcoResult>('POST', '/ev/droom/ev-tco', { product_id: productId, kms } satisfies EvTcoBody);
