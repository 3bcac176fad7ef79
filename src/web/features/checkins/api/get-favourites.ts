import type { FavouriteList } from '../../../../domain/checkins/checkin-api.ts';
import { api, type ApiResult } from '../../../lib/api-client.ts';

/** GET /ev/favourites: the person's saved stations, 'My stations'. */
export const getFavourites = (): Promise<ApiResult<FavouriteList>> => api<FavouriteList>('GET', '/ev/favourites');
