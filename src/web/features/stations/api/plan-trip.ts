import type { TripPlan } from '../../../../domain/trips/plan-answer.ts';
import type { TripPlanBody } from '../../../../domain/trips/trip-plan.schema.ts';
import type { ApiResult } from '../../../lib/api-client.ts';
import { mapsApi } from '../../../lib/maps-client.ts';

/** POST /ev/trip/plan: a charging plan for the trip and vehicle (a maps call: it takes the maps token). */
export const planTrip = (query: TripPlanBody): Promise<ApiResult<TripPlan>> =>
  mapsApi<TripPlan>('POST', '/ev/trip/plan', query);
