import type { LatLng } from '../../../domain/geo/lat-lng.ts';
import type { EvStationsBody, LocationAddressBody, RouteStationsBody } from '../../../domain/stations/maps-api.schema.ts';
import type { LocationAddress, StationList, TripStations } from '../../../domain/stations/maps-api.ts';
import type { StationFilters } from '../../../domain/stations/station-filters.ts';
import { mapsApi } from '../../lib/maps-api.ts';

/** A place's short label in the reader's language (Hindi names where the data has them). */
export const shortLabelIn = (place: { short_label?: string; short_label_hi?: string; name?: string }, language: string) =>
  (language === 'hi' && place.short_label_hi) || place.short_label || place.name || '';

export const locationAddress = (body: LocationAddressBody) => mapsApi<LocationAddress>('POST', '/googleservice/location-address', body);
export const evStations = (point: LatLng, filters: StationFilters) =>
  mapsApi<StationList>('POST', '/googleservice/ev-stations', { ...point, ...filters } satisfies EvStationsBody);
export const routeStations = (query: RouteStationsBody) => mapsApi<TripStations>('POST', '/googleservice/route-ev-stations', query);
