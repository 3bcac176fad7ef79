import type { FavouriteRemoved } from '../../../../domain/checkins/checkin-api.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';
import { favouritePath } from './station-paths.ts';

/** DELETE /ev/favourites/:placeId: takes the station off 'My stations'. */
export const unsaveStation = (placeId: string): Promise<ApiResult<FavouriteRemoved>> =>
  api<FavouriteRemoved>('DELETE', favouritePath(placeId));
