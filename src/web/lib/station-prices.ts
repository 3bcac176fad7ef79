import type { StationPrice } from '../../domain/ocpi/station-price.ts';
import { pricesEn } from '../../domain/i18n/areas/prices.en.ts';
import { getStationPrices } from './api/get-station-prices.ts';
import { registerStrings } from './i18n.ts';
import { stationBatches } from './station-batches.ts';

registerStrings(pricesEn, 'prices');

/**
 * Station cards' prices from the networks' Tariffs: GET /ev/stations/prices for a screen of cards
 * at once (station-batches.ts), kept a minute. Public, so sent without the token.
 */
const prices = stationBatches<StationPrice>(
  async (ids) => {
    const answer = await getStationPrices(ids);
    return answer.success && answer.data ? answer.data.prices : undefined;
  },
  (price) => price.place_id,
  60_000,
);

/** The station's prices; null when no network prices it, undefined while it loads or offline. */
export const useStationPrice = (placeId: string): StationPrice | null | undefined => prices.useStation(placeId);

/** The prices known so far of a list's stations, for sorting it by price (the nearby screen). */
export const useStationPriceLookup = (placeIds: readonly string[]) => prices.useLookup(placeIds);
