/**
 * The paths of a station's calls. Station ids go into paths percent-encoded ('ocm:307286', BEE's
 * ids carry commas).
 */
export const stationCallPath = (placeId: string) => `/ev/stations/${encodeURIComponent(placeId)}`;

export const favouritePath = (placeId: string) => `/ev/favourites/${encodeURIComponent(placeId)}`;
