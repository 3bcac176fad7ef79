import type { ProductBody } from '../../../domain/catalogue/catalogue-api.schema.ts';
import type { VehicleDetail } from '../../../domain/catalogue/catalogue-entry.ts';
import { api, type ApiResult } from '../api-client.ts';

/** POST /ev/droom/mmty-by-product: one variant with its specification and provenance. */
export const getVehicleDetail = (productId: string): Promise<ApiResult<VehicleDetail>> =>
  api<VehicleDetail>('POST', '/ev/droom/mmty-by-product', { product_id: productId } satisfies ProductBody);
