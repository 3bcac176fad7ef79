import type { PlannerVehicleList } from '../../../domain/trips/plan-answer.ts';
import { api, type ApiResult } from '../api-client.ts';

/** GET /ev/trip/vehicles: the catalogue's vehicles for the trip form. Public, so sent without the token. */
export const getPlannerVehicles = (): Promise<ApiResult<PlannerVehicleList>> =>
  api<PlannerVehicleList>('GET', '/ev/trip/vehicles', undefined, { anonymous: true });
