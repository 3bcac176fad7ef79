import type { OtherVariantBody } from '../../../../domain/catalogue/catalogue-api.schema.ts';
import type { OtherVariant, VehicleType } from '../../../../domain/catalogue/catalogue-entry.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';

/** POST /ev/droom/other-variant: every variant of a make and model. */
export const getOtherVariants = (
  bucket: VehicleType,
  make: string,
  model: string,
): Promise<ApiResult<OtherVariant[]>> =>
  api<OtherVariant[]>('POST', '/ev/droom/other-variant', { bucket, make, model } satisfies OtherVariantBody);
