import type { MyVehicle } from '../../../domain/trips/plan-answer.ts';
import { api, type ApiResult } from '../api-client.ts';

/** GET /ev/trip/my-vehicle: the vehicle a signed-in person keeps on the server for planning. */
export const getMyVehicle = (): Promise<ApiResult<MyVehicle>> => api<MyVehicle>('GET', '/ev/trip/my-vehicle');
