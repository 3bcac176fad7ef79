/** A point on the earth in decimal degrees (WGS84). */
export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * A generous box around India (mainland, Andaman & Nicobar, Lakshadweep). Points outside are
 * refused by the maps endpoints: this app knows nothing useful about them.
 */
export const INDIA_BOUNDS = { minLat: 6.0, maxLat: 37.6, minLng: 67.0, maxLng: 97.8 } as const;

export function isInIndia(point: LatLng): boolean {
  return (
    point.lat >= INDIA_BOUNDS.minLat &&
    point.lat <= INDIA_BOUNDS.maxLat &&
    point.lng >= INDIA_BOUNDS.minLng &&
    point.lng <= INDIA_BOUNDS.maxLng
  );
}
