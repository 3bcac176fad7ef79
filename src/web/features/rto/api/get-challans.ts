import type { Challan, LookupMasking, VehicleLookupBody } from '../../../../domain/rto/vehicle-lookup.schema.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';

/** POST /ev/e-challan/info: the vehicle's challans, pending and paid together. */
export function getChallans(body: VehicleLookupBody): Promise<ApiResult<Challan[]> & LookupMasking> {
  return api<Challan[]>('POST', '/ev/e-challan/info', body);
}
