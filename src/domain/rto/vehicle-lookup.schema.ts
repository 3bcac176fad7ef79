import * as z from 'zod/mini';
import { vehicleNumberSchema } from '../user/user-rules.ts';

/**
 * The body of POST /ev/vehicle-detail/info and POST /ev/e-challan/info (spec section 7). The
 * lookup forms validate with this same schema, so both sides normalise ('mh 12-ab 1234' →
 * 'MH12AB1234') and word a bad number as 'Please enter valid vehicle number'.
 */
export const vehicleLookupBody = z.object({ vehicleNumber: vehicleNumberSchema });
export type VehicleLookupBody = z.input<typeof vehicleLookupBody>;

/** Vehicle info result (spec section 3). Dates are DD/MM/YYYY; `type` is the fuel. */
export interface VehicleInfo {
  vehicleManufacturerName: string;
  regNo: string;
  model: string;
  regDate: string;
  type: string;
  owner: string;
  vehicleInsuranceCompanyName: string;
  engine: string;
  chassis: string;
  vehicleCategory: string;
  vehicleInsuranceUpto: string;
}

/** e-Challan record (spec section 3). `challanDate` is DD/MM/YYYY; `amount` is whole rupees. */
export interface Challan {
  challanStatus: string;
  offenseDetails: string;
  amount: number;
  challanNumber: string;
  state: string;
  challanDate: string;
  accusedName: string;
}

/** The lookups' envelope also says whether the owner's data in it is masked (it is not for the person's own vehicle). */
export interface LookupMasking {
  masked?: boolean;
}

/** Most lookups a person may make in a day (both kinds together) unless configured otherwise. */
export const DEFAULT_LOOKUPS_PER_DAY = 30;

/** The registration year the result screen shows, from regDate 'DD/MM/YYYY' (empty if unknown). */
export function registrationYear(regDate: string): string {
  return /^\d{2}\/\d{2}\/(\d{4})$/.exec(regDate)?.[1] ?? '';
}
