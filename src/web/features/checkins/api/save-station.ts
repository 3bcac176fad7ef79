import type { FavouriteSaved } from '../../../../domain/checkins/checkin-api.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';
import { favouritePath } from './station-paths.ts';

/** PUT /ev/favourites/:placeId: adds the station to 'My stations'. */
export const saveStation = (placeId: string): Promise<ApiResult<FavouriteSaved>> =>
  api<FavouriteSaved>('PUT', favouritePath(placeId));
