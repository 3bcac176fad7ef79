import type { StationPricePage } from '../../../domain/ocpi/station-price.ts';
import { api, type ApiResult } from '../api-client.ts';

/** GET /ev/stations/prices: up to 100 stations' prices from the networks' Tariffs. Public, so sent without the token. */
export const getStationPrices = (placeIds: readonly string[]): Promise<ApiResult<StationPricePage>> =>
  api<StationPricePage>('GET', `/ev/stations/prices?ids=${placeIds.map(encodeURIComponent).join(',')}`, undefined, {
    anonymous: true,
  });
