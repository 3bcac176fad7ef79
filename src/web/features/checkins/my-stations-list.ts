import type { FavouriteView } from '../../../domain/checkins/checkin-api.ts';

/** The list without one station (removed on the server). */
export const withoutStation = (favourites: readonly FavouriteView[], placeId: string): FavouriteView[] =>
  favourites.filter((favourite) => favourite.station.place_id !== placeId);

/**
 * The list with a removed station put back where it was (Undo), clamped to the list's length;
 * never twice, should it be there already.
 */
export function putBack(
  favourites: readonly FavouriteView[],
  favourite: FavouriteView,
  index: number,
): FavouriteView[] {
  const rest = withoutStation(favourites, favourite.station.place_id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), favourite, ...rest.slice(at)];
}
