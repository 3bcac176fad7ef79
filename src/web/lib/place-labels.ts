import type { Prediction } from '../../domain/stations/maps-api.ts';

/** What a reader sees of a suggestion: the Hindi label for a Hindi reader, where there is one. */
export const predictionText = (prediction: Prediction, language: string) =>
  (language === 'hi' && prediction.description_hi) || prediction.description;

/** A place's short label in the reader's language (Hindi names where the data has them). */
export const shortLabelIn = (
  place: { short_label?: string; short_label_hi?: string; name?: string },
  language: string,
) => (language === 'hi' && place.short_label_hi) || place.short_label || place.name || '';
