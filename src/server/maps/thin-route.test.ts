import { describe, expect, it } from 'vitest';
import type { Station } from '../../domain/stations/station.ts';
import { seededRandom } from '../../../tests/support/seeded-random.ts';
import { haversineKm } from '../../domain/geo/geodesy.ts';
import { realTrips } from '../../../tests/support/real-trips.ts';
import { stationFilter } from './station-result.server.ts';
import { shortlistAlongRoute, thinRouteMatches, type RouteMatch } from './thin-route.server.ts';

/** Along a route, a usable list: the best few stations of each stretch, in route order. */

let next = 0;
function match(distanceFromStartKm: number, overrides: Partial<Station> = {}, offsetKm = 1): RouteMatch {
  next += 1;
  const item: Station = {
    id: `s${next}`,
    source: 'bee',
    sourceId: String(next),
    name: `Station ${next}`,
    operator: '',
    address: '',
    city: '',
    state: '',
    postcode: '',
    lat: 28,
    lng: 77,
    maxKw: 30,
    connectors: ['CCS2'],
    levOnly: false,
    ...overrides,
  };
  return { item, distanceFromStartKm, offsetKm };
}

describe('thinRouteMatches', () => {
  it('keeps everything on a sparse route, ordered from the start', () => {
    const matches = [match(100), match(5), match(230), match(60)];
    const shown = thinRouteMatches(matches, 240);
    expect(shown.map((m) => m.distanceFromStartKm)).toEqual([5, 60, 100, 230]);
  });

  it('keeps at most 3 per stretch (route / 60, at least 2 km) and drops the rest', () => {
    // A 240 km route: 4 km stretches. Ten stations within the first stretch, one in the next.
    const crowded = Array.from({ length: 10 }, (_, i) => match(i * 0.3));
    const shown = thinRouteMatches([...crowded, match(5)], 240);
    expect(shown).toHaveLength(4);
    expect(shown.at(-1)?.distanceFromStartKm).toBe(5);
    // A short route still uses 2 km stretches.
    const short = Array.from({ length: 10 }, (_, i) => match(i * 0.5));
    expect(thinRouteMatches(short, 10).length).toBe(3 + 3 + 2);
  });

  it('prefers car chargers, then the most powerful, then the closest to the road', () => {
    const levFast = match(1, { levOnly: true, maxKw: 200, connectors: ['LEV DC'] });
    const slow = match(1.1, { maxKw: 7.4 }, 0.1);
    const fast = match(1.2, { maxKw: 120 }, 9);
    const mid = match(1.3, { maxKw: 60 }, 3);
    const midCloser = match(1.4, { maxKw: 60 }, 0.5);
    const shown = thinRouteMatches([levFast, slow, fast, mid, midCloser], 240);
    expect(shown.map((m) => m.item.id).sort()).toEqual([fast, mid, midCloser].map((m) => m.item.id).sort());
    // Still in route order, whatever the ranking.
    expect(shown.map((m) => m.distanceFromStartKm)).toEqual([1.2, 1.3, 1.4]);
  });

  it('shows two/three-wheeler points where nothing else is near', () => {
    const only = match(50, { levOnly: true, maxKw: 3.3, connectors: ['LEV AC'] });
    expect(thinRouteMatches([only], 240)).toEqual([only]);
  });

  it('keeps exactly what sorting each whole stretch and taking its best three would keep, ties included', () => {
    const random = seededRandom(7);
    const better = (a: RouteMatch, b: RouteMatch) =>
      Number(a.item.levOnly) - Number(b.item.levOnly) ||
      (b.item.maxKw ?? 0) - (a.item.maxKw ?? 0) ||
      a.offsetKm - b.offsetKm;
    for (let round = 0; round < 20; round++) {
      const matches = Array.from({ length: 500 }, () =>
        match(
          Math.floor(random() * 2400) / 10,
          { levOnly: random() < 0.2, maxKw: [3.3, 7.4, 30, 60][Math.floor(random() * 4)]! },
          Math.floor(random() * 4),
        ),
      );
      const stretches = new Map<number, RouteMatch[]>();
      for (const m of matches)
        stretches.set(Math.floor(m.distanceFromStartKm / 4), [
          ...(stretches.get(Math.floor(m.distanceFromStartKm / 4)) ?? []),
          m,
        ]);
      const reference = [...stretches.values()]
        .flatMap((list) => [...list].sort(better).slice(0, 3))
        .sort((a, b) => a.distanceFromStartKm - b.distanceFromStartKm);
      expect(thinRouteMatches(matches, 240)).toEqual(reference);
    }
  });

  it('handles an empty corridor and a zero-length route', () => {
    expect(thinRouteMatches([], 240)).toEqual([]);
    const here = [match(0), match(0.1), match(0.2), match(0.3)];
    expect(thinRouteMatches(here, 0)).toHaveLength(3);
  });
});

describe('shortlistAlongRoute', () => {
  it('equals thinRouteMatches of the whole corridor on real trips and filters, and counts the corridor', () => {
    const { index, trips } = realTrips();
    expect(trips.length).toBeGreaterThan(50);
    let thinned = 0;
    for (const { origin, destination, path, widthKm, filters } of trips) {
      const routeKm = haversineKm(origin, destination);
      const all = index.alongRoute(path, widthKm, stationFilter(filters));
      const { matches, inCorridor } = shortlistAlongRoute(index, path, widthKm, routeKm, stationFilter(filters));
      expect(matches).toEqual(
        thinRouteMatches(all, routeKm).map((m) => ({ ...m, index: index.items.indexOf(m.item) })),
      );
      expect(inCorridor).toBe(all.length);
      if (matches.length < all.length) thinned++;
    }
    // Most trips have crowded stretches, where the shortlist must choose.
    expect(thinned).toBeGreaterThan(trips.length / 2);
  });
});
