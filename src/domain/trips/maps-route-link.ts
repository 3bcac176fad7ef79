import type { LatLng } from '../geo/lat-lng.ts';

/**
 * Google Maps takes up to nine waypoints in a directions URL, and a mobile browser without the Maps
 * app only three (developers.google.com/maps/documentation/urls/get-started, "Directions action").
 */
export const MAX_WAYPOINTS = 9;

const point = (p: LatLng) => `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;

/**
 * A Google Maps directions link through the stops, by its public URL API
 * (https://www.google.com/maps/dir/?api=1&origin=…&destination=…&waypoints=a|b&travelmode=driving):
 * no key, opens the app on a phone that has it. Stops past MAX_WAYPOINTS are left out.
 */
export function googleMapsRouteUrl(origin: LatLng, destination: LatLng, stops: readonly LatLng[]): string {
  const params = new URLSearchParams({
    api: '1',
    origin: point(origin),
    destination: point(destination),
    travelmode: 'driving',
  });
  if (stops.length > 0) params.set('waypoints', stops.slice(0, MAX_WAYPOINTS).map(point).join('|'));
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
