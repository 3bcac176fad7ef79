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
  const stretches = new Map<number, RouteMatch[]>();
  for (const match of matches) {
    const key = Math.floor(match.distanceFromStartKm / stretchKm);
    const list = stretches.get(key);
    if (list) list.push(match);
    else stretches.set(key, [match]);
  }
  const better = (a: RouteMatch, b: RouteMatch) =>
    Number(a.item.levOnly) - Number(b.item.levOnly) || (b.item.maxKw ?? 0) - (a.item.maxKw ?? 0) || a.offsetKm - b.offsetKm;
  return [...stretches.values()]
    .flatMap((list) => list.sort(better).slice(0, perStretch))
    .sort((a, b) => a.distanceFromStartKm - b.distanceFromStartKm);
}
