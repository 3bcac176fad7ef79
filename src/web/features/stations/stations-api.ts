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

/** Another place a free-text trip end may have meant. */
export interface PlaceChoice extends LatLng {
  place_id: string;
  label: string;
  short_label: string;
  /** The labels in the place's and state's Hindi names, where the data has them. */
  label_hi?: string;
  short_label_hi?: string;
}

/** A place's short label in the reader's language (Hindi names where the data has them). */
export const shortLabelIn = (place: { short_label?: string; short_label_hi?: string; name?: string }, language: string) =>
  (language === 'hi' && place.short_label_hi) || place.short_label || place.name || '';

/** A trip end as the server resolved it: which place was used, and which others it could have been. */
export interface TripEnd extends LatLng {
  name: string;
  label?: string;
  short_label?: string;
  label_hi?: string;
  short_label_hi?: string;
  place_id?: string;
  approximate?: boolean;
  alternatives?: PlaceChoice[];
}

export interface TripResult {
  data: StationResult[];
  origin: TripEnd;
  destination: TripEnd;
  distance_km: number;
}

/** The two ends as typed, and the suggestions picked for them (their ids win over the text). */
export interface TripQuery {
  origin: string;
  destination: string;
  origin_place_id?: string;
  destination_place_id?: string;
}

export const locationAddress = (body: { pincode: string } | LatLng) => mapsApi<AddressResult>('POST', '/googleservice/location-address', body);
export const evStations = (point: LatLng, filters: StationFilters) => mapsApi<{ results: StationResult[] }>('POST', '/googleservice/ev-stations', { ...point, ...filters });
export const routeStations = (query: TripQuery) => mapsApi<TripResult>('POST', '/googleservice/route-ev-stations', query);

