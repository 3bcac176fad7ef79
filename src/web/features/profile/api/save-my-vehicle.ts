import type { MyVehicle } from '../../../../domain/trips/plan-answer.ts';
import type { MyVehicleBody } from '../../../../domain/trips/trip-plan.schema.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';

/** PUT /ev/trip/my-vehicle: keeps (or with null, forgets) the person's vehicle for planning. */
export const saveMyVehicle = (vehicleId: string | null): Promise<ApiResult<MyVehicle>> =>
  api<MyVehicle>('PUT', '/ev/trip/my-vehicle', { vehicle_id: vehicleId } satisfies MyVehicleBody);
