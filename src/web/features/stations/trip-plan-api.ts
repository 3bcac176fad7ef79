import type { PlanAnswer, PlanStopJson } from '../../../domain/trips/plan-answer.ts';
import type { TripPlanBody } from '../../../domain/trips/trip-plan.schema.ts';
import type { FigureBasis } from '../../../domain/trips/vehicle-profile.ts';
import { mapsApi } from '../../lib/maps-api.ts';
import type { StationResult, TripEnd } from './stations-api.ts';

export type PlanStop = PlanStopJson<StationResult>;
/** The answer of POST /ev/trip/plan (src/server/trips/plan-answer.server.ts). */
export type TripPlan = PlanAnswer<StationResult, TripEnd>;
export type { FigureBasis };

export type PlanQuery = TripPlanBody;

export const planTrip = (query: PlanQuery) => mapsApi<TripPlan>('POST', '/ev/trip/plan', query);
