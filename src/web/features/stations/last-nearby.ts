import type { LatLng } from '../../../domain/geo/lat-lng.ts';
import type { StationResult } from '../../../domain/stations/maps-api.ts';
import { resultKeys, storage } from '../../lib/storage.ts';

/**
 * The last nearby search's stations (with no filter chosen), kept on the phone so they open
 * offline, marked 'Saved · 2 h ago': where it was (the place as shown in the field, and the
 * point), the stations, and when they were fetched. Sign-out clears it (storage.ts resultKeys).
 */
export interface LastNearby {
  place: string;
  centre: LatLng;
  stations: StationResult[];
  savedAt: number;
}

export const lastNearby = {
  get(): LastNearby | null {
    try {
      const value = JSON.parse(storage.get(resultKeys.lastNearby) ?? 'null') as LastNearby | null;
      return value && typeof value.savedAt === 'number' && Array.isArray(value.stations) && value.centre ? value : null;
    } catch {
      return null;
    }
  },
  set(value: LastNearby) {
    storage.set(resultKeys.lastNearby, JSON.stringify(value));
  },
};
