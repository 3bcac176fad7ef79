import type { LatLng } from '../../domain/geo/lat-lng.ts';
import { sessionValues } from './storage.ts';

/** The user's location for this browser session (spec section 3): reused without re-detecting. */
export const sessionLocation = {
  get(): LatLng | null {
    try {
      const value = JSON.parse(sessionValues.get('location') ?? 'null') as LatLng | null;
      return value && Number.isFinite(value.lat) && Number.isFinite(value.lng) ? value : null;
    } catch {
      return null;
    }
  },
  set(value: LatLng | null) {
    sessionValues.set('location', value ? JSON.stringify(value) : null);
  },
};
