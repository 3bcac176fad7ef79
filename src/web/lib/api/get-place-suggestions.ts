import type { LatLng } from '../../../domain/geo/lat-lng.ts';
import type { PlaceSuggestions } from '../../../domain/stations/maps-api.ts';
import type { ApiResult } from '../api-client.ts';
import { mapsApi } from '../maps-client.ts';

/** Rounded to about 1 km: enough to rank places near the person, no more of their position than that. */
const roughly = (value: number) => value.toFixed(2);

/** GET /googleservice/autocomplete: suggestions for what is typed in a place field, those near `near` first. */
export const getPlaceSuggestions = (input: string, near?: LatLng | null): Promise<ApiResult<PlaceSuggestions>> =>
  mapsApi<PlaceSuggestions>(
    'GET',
    `/googleservice/autocomplete?input=${encodeURIComponent(input)}${near ? `&lat=${roughly(near.lat)}&lng=${roughly(near.lng)}` : ''}`,
  );
