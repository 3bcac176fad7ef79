import type { LatLng } from '../../domain/geo/lat-lng.ts';
import type { PlaceSuggestions, Prediction } from '../../domain/stations/maps-api.ts';
import { mapsApi } from './maps-api.ts';

/** What a reader sees of a suggestion: the Hindi label for a Hindi reader, where there is one. */
export const predictionText = (prediction: Prediction, language: string) => (language === 'hi' && prediction.description_hi) || prediction.description;

/** Rounded to about 1 km: enough to rank places near the person, no more of their position than that. */
const roughly = (value: number) => value.toFixed(2);

export const autocomplete = (input: string, near?: LatLng | null) =>
  mapsApi<PlaceSuggestions>(
    'GET',
    `/googleservice/autocomplete?input=${encodeURIComponent(input)}${near ? `&lat=${roughly(near.lat)}&lng=${roughly(near.lng)}` : ''}`,
  );
