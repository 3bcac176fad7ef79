import type { LookupMasking, VehicleInfo, VehicleLookupBody } from '../../../../domain/rto/vehicle-lookup.schema.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';

/** POST /ev/vehicle-detail/info: the registration record (masked unless it is the person's own vehicle). */
export function getVehicleInfo(body: VehicleLookupBody): Promise<ApiResult<VehicleInfo> & LookupMasking> {
  return api<VehicleInfo>('POST', '/ev/vehicle-detail/info', body);
}
