import type { TcoResult } from '../../../../domain/tco/tco-result.ts';
import type { EvTcoBody } from '../../../../domain/tco/tco-schema.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';

/** POST /ev/droom/ev-tco: the 5-year cost of ownership. */
export const getEvTco = (productId: string, kms: number): Promise<ApiResult<TcoResult>> =>
  api<TcoResult>('POST', '/ev/droom/ev-tco', { product_id: productId, kms } satisfies EvTcoBody);
