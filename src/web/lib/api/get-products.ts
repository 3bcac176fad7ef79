import type { CatalogueList, VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';
import { productsPath } from '../../../domain/catalogue/catalogue-paths.ts';
import { api, type ApiOptions, type ApiResult } from '../api-client.ts';

/** GET /ev/droom/products?bucket=…: one type's list, as the server orders it. */
export const getProducts = (type: VehicleType, options?: ApiOptions): Promise<ApiResult<CatalogueList>> =>
  api<CatalogueList>('GET', productsPath(type), undefined, options);
