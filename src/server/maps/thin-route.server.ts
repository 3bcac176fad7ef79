import type { Station } from '../../domain/stations/station.ts';

export interface RouteMatch {
  item: Station;
  distanceFromStartKm: number;
  offsetKm: number;
}

/**
 * Along a route, a city end can hold hundreds of chargers within the corridor. A driver needs
 * a usable list: split the route into about 60 equal stretches (at least 2 km each) and keep the
 * best few stations of each (car-capable first, then the most powerful, then the closest to the
 * road), still ordered from the start.
 */
export function thinRouteMatches(matches: RouteMatch[], routeKm: number, perStretch = 3): RouteMatch[] {
  const stretchKm = Math.max(2, routeKm / 60);
  const better = (a: RouteMatch, b: RouteMatch) =>
    Number(a.item.levOnly) - Number(b.item.levOnly) || (b.item.maxKw ?? 0) - (a.item.maxKw ?? 0) || a.offsetKm - b.offsetKm;
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
