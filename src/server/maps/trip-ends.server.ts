import { isInIndia } from '../../domain/geo/lat-lng.ts';
import { ApiError } from '../api-error.server.ts';
import type { Geocoder, PlaceLocation } from './maps-provider.server.ts';

/**
 * One end of a trip as typed: a picked suggestion's id wins; a free text resolves to the place it
 * most likely names, and the answer says which place was used and which others it could have
 * been. 404 when nothing in India is found.
 */
export async function resolveTripEnd(geocoder: Geocoder, text: string, placeId: string | undefined): Promise<PlaceLocation> {
  const found = (placeId ? await geocoder.place(placeId) : null) ?? (await geocoder.geocode(text));
  if (!found || !isInIndia(found)) throw new ApiError(404, 'errors.placeNotFound');
  return found;
}
