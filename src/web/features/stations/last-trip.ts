import { storage } from '../../lib/storage.ts';
import type { StationResult } from './stations-api.ts';

/** The last trip search, kept locally (spec section 3): source, destination and results. */
export interface LastTrip {
  source: string;
  destination: string;
  results: StationResult[];
}

export const LAST_TRIP_KEY = 'lastTrip';

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
