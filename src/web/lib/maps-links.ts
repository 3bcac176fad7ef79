import type { LatLng } from '../../domain/geo/lat-lng.ts';

/**
 * The two Google Maps links a station shows (spec: "the maps links"): a search for its name and
 * place, and directions to its coordinates. Shared by the station cards and the station page.
 */
export const mapsSearchUrl = (name: string, vicinity: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name} ${vicinity}`)}`;

export const mapsDirectionsUrl = ({ lat, lng }: LatLng): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
