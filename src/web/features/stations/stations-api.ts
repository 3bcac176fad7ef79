import type { LatLng } from '../../../domain/geo/lat-lng.ts';
import type { StationFilters } from '../../../domain/stations/station-filters.ts';
import { mapsApi } from '../../lib/maps-api.ts';

/** A station as the maps calls return it (see src/server/maps/station-result.server.ts). */
export interface StationResult {
  place_id: string;
  name: string;
  vicinity: string;
  distance?: string;
  distance_from_start?: string;
  distance_from_start_km?: number;
  opening_hours?: { open_now?: boolean };
  rating?: number;
  geometry: { location: LatLng };
  operator: string;
  connectors: string[];
  max_kw: number | null;
  lev_only: boolean;
}

export interface AddressResult {
  formatted_address: string;
  location: LatLng;
}

export interface Prediction {
  description: string;
  place_id: string;
  location: LatLng;
  kind: 'place' | 'pincode';
}

export interface TripResult {
  data: StationResult[];
  origin: LatLng & { name: string };
  destination: LatLng & { name: string };
  distance_km: number;
}

export const locationAddress = (body: { pincode: string } | LatLng) => mapsApi<AddressResult>('POST', '/googleservice/location-address', body);
export const evStations = (point: LatLng, filters: StationFilters) => mapsApi<{ results: StationResult[] }>('POST', '/googleservice/ev-stations', { ...point, ...filters });
export const routeStations = (origin: string, destination: string) => mapsApi<TripResult>('POST', '/googleservice/route-ev-stations', { origin, destination });
export const autocomplete = (input: string) => mapsApi<{ predictions: Prediction[] }>('GET', `/googleservice/autocomplete?input=${encodeURIComponent(input)}`);
