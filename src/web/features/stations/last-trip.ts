import type { RouteStationsBody } from '../../../domain/stations/maps-api.schema.ts';
import type { StationResult, TripEnd } from '../../../domain/stations/maps-api.ts';
import type { TripPlan } from '../../../domain/trips/plan-answer.ts';
import type { TripPlanBody } from '../../../domain/trips/trip-plan.schema.ts';
import { resultKeys, storage } from '../../lib/storage.ts';

/**
 * The last trip search, kept locally (spec section 3): source, destination and results; with the
 * query as sent (picked place ids) and the places the server used, for 'Did you mean'; and, when a
 * vehicle was given, the charging plan and what it was asked with ('planFailed' when the stations
 * came but the plan did not). `savedAt` (ms) is when it was fetched: a screen showing it from the
 * phone says 'Saved · 2 h ago'.
 */
export interface LastTrip {
  source: string;
  destination: string;
  results: StationResult[];
  query?: RouteStationsBody;
  origin?: TripEnd;
  destination_place?: TripEnd;
  planQuery?: TripPlanBody;
  plan?: TripPlan;
  planFailed?: boolean;
  savedAt?: number;
}

export const LAST_TRIP_KEY = resultKeys.lastTrip;

export const lastTrip = {
  get(): LastTrip | null {
    try {
      const value = JSON.parse(storage.get(LAST_TRIP_KEY) ?? 'null') as LastTrip | null;
      return value && typeof value.source === 'string' && Array.isArray(value.results) ? value : null;
    } catch {
      return null;
    }
  },
  set(value: LastTrip) {
    storage.set(LAST_TRIP_KEY, JSON.stringify(value));
  },
};
