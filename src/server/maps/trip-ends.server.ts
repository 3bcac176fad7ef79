import { isInIndia } from '../../domain/geo/lat-lng.ts';
import { ApiError } from '../api-error.server.ts';
import { boundedCache, type BoundedCache } from '../http/bounded-caches.server.ts';
import type { TripEnd } from '../../domain/stations/maps-api.ts';
import type { Geocoder } from './maps-provider.server.ts';

/**
 * The ends of trips as typed: a picked suggestion's id wins; a free text resolves to the place it
 * most likely names, and the answer says which place was used and which others it could have
 * been. 404 when nothing in India is found.
 *
 * Answers of the bundled data are kept (its places never change while the server runs): finding
 * 'Delhi' in 1.65 lakh places costs a few tenths of a millisecond of the event loop on every trip
 * and plan, more than the rest of a cached trip's answer. A maps service's are not (its terms
 * limit caching them).
 */
export class TripEnds {
  private readonly kept: BoundedCache<TripEnd> | undefined;

  constructor(
    private readonly geocoder: Geocoder,
    options: { cache: boolean; now: () => number },
  ) {
    this.kept = options.cache ? boundedCache<TripEnd>('tripEnds', { now: options.now }) : undefined;
  }

  async resolve(text: string, placeId: string | undefined): Promise<TripEnd> {
    const key = placeId ? `id:${placeId}` : `text:${text.trim().replace(/\s+/g, ' ').toLowerCase()}`;
    const known = this.kept?.get(key);
    if (known) return known;
    const found = (placeId ? await this.geocoder.place(placeId) : null) ?? (await this.geocoder.geocode(text));
    if (!found || !isInIndia(found)) throw new ApiError(404, 'errors.placeNotFound');
    this.kept?.set(key, found);
    return found;
  }
}
