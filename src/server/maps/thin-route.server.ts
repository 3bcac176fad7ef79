import type { LatLng } from '../../domain/geo/lat-lng.ts';
import type { Station } from '../../domain/stations/station.ts';
import type { PreparedCorridor } from '../stations/prepared-corridor.server.ts';
import type { StationIndex } from '../stations/station-index.server.ts';

export interface RouteMatch {
  item: Station;
  distanceFromStartKm: number;
  offsetKm: number;
}

/** How many stations each stretch of a route keeps. */
export const STATIONS_PER_STRETCH = 3;

/** The length of the stretches a route of routeKm is split into: about 60, at least 2 km each. */
export const stretchKmFor = (routeKm: number) => Math.max(2, routeKm / 60);

/**
 * A station's own rank along a route, smaller first: car-capable first, then the most powerful
 * (no power given counts as 0). The import keeps powers up to 400 kW, far below the step between
 * the two groups.
 */
export const stationRank = (s: Station) => (s.levOnly ? 1_000_000 : 0) - (s.maxKw ?? 0);

/**
 * Along a route, a city end can hold hundreds of chargers within the corridor. A driver needs
 * a usable list: split the route into about 60 equal stretches (at least 2 km each) and keep the
 * best few stations of each (car-capable first, then the most powerful, then the closest to the
 * road), still ordered from the start.
 *
 * This is the rule written plainly, on a whole corridor's matches. Trips are answered by
 * shortlistAlongRoute, which gets the same list in one pass over the index; the tests hold the two
 * equal on every real trip, so this stays the reference the fast path is checked against.
 */
export function thinRouteMatches(
  matches: RouteMatch[],
  routeKm: number,
  perStretch = STATIONS_PER_STRETCH,
): RouteMatch[] {
  const stretchKm = stretchKmFor(routeKm);
  const better = (a: RouteMatch, b: RouteMatch) => stationRank(a.item) - stationRank(b.item) || a.offsetKm - b.offsetKm;
  // Each stretch keeps only its best few, in order, as matches arrive: a city end holds thousands
  // of matches, and sorting them all to keep three cost a millisecond per trip search.
  const stretches = new Map<number, RouteMatch[]>();
  for (const match of matches) {
    const key = Math.floor(match.distanceFromStartKm / stretchKm);
    let best = stretches.get(key);
    if (!best) stretches.set(key, (best = []));
    // After every kept match that is as good or better: ties keep their arrival order.
    let at = best.length;
    while (at > 0 && better(match, best[at - 1]!) < 0) at -= 1;
    if (at < perStretch) {
      best.splice(at, 0, match);
      if (best.length > perStretch) best.pop();
    }
  }
  return [...stretches.values()].flat().sort((a, b) => a.distanceFromStartKm - b.distanceFromStartKm);
}

/**
 * The stations a trip shows: thinRouteMatches of every station within widthKm of the route
 * (passing `filter`), computed by the index in one pass without ordering the whole corridor (a
 * city end puts thousands of stations in it), and how many stations the corridor holds.
 */
export function shortlistAlongRoute(
  index: StationIndex<Station>,
  path: readonly LatLng[] | PreparedCorridor,
  widthKm: number,
  routeKm: number,
  filter?: (station: Station) => boolean,
): { matches: Array<RouteMatch & { index: number }>; inCorridor: number } {
  return index.bestAlongRoute(path, widthKm, {
    stretchKm: stretchKmFor(routeKm),
    perStretch: STATIONS_PER_STRETCH,
    rank: stationRank,
    filter,
  });
}
