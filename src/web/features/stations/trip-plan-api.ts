import type { TripPlan } from '../../../domain/trips/plan-answer.ts';
import type { TripPlanBody } from '../../../domain/trips/trip-plan.schema.ts';
import { mapsApi } from '../../lib/maps-api.ts';

export const planTrip = (query: TripPlanBody) => mapsApi<TripPlan>('POST', '/ev/trip/plan', query);
