import { describe, expect, it } from 'vitest';
import {
  corridorMatch,
  greatCirclePath,
  haversineKm,
  preparePath,
  corridorMatchPrepared,
} from '../../domain/geo/geodesy.ts';
import type { LatLng } from '../../domain/geo/lat-lng.ts';
import { prepareCorridor } from './prepared-corridor.server.ts';
import { StationIndex } from './station-index.server.ts';
import { seededRandom as rng } from '../../../tests/support/seeded-random.ts';

interface Point {
  id: number;
  lat: number;
  lng: number;
  fast: boolean;
}

/** Points spread over a box in north-west India (dense enough for full corridors). */
function randomPoints(n: number, seed: number): Point[] {
  const random = rng(seed);
  return Array.from({ length: n }, (_, id) => ({
    id,
    lat: 24 + random() * 6,
    lng: 72 + random() * 7,
    fast: random() < 0.3,
  }));
}

function bruteNearest(
  points: readonly Point[],
  at: LatLng,
  n: number,
  filter?: (p: Point) => boolean,
  maxKm = Infinity,
) {
  return points
    .filter((p) => !filter || filter(p))
    .map((p) => ({ item: p, distanceKm: haversineKm(at, p) }))
    .filter((r) => r.distanceKm <= maxKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.item.id - b.item.id)
    .slice(0, n);
}

function bruteAlong(
  points: readonly Point[],
  path: readonly LatLng[],
  widthKm: number,
  filter?: (p: Point) => boolean,
) {
  const prepared = preparePath(path);
  return points
    .filter((p) => !filter || filter(p))
    .flatMap((p) => {
      const m = corridorMatchPrepared(prepared, p, widthKm);
      return m ? [{ item: p, distanceFromStartKm: m.distanceFromStartKm, offsetKm: m.offsetKm }] : [];
    })
    .sort((a, b) => a.distanceFromStartKm - b.distanceFromStartKm || a.offsetKm - b.offsetKm || a.item.id - b.item.id);
}

const POINTS = randomPoints(20_000, 42);
const INDEX = new StationIndex(POINTS);
const fast = (p: Point) => p.fast;
const FAST_MASK = Uint8Array.from(POINTS, (p) => (fast(p) ? 1 : 0));

describe('StationIndex.nearest', () => {
  const random = rng(1);
  const queries = Array.from({ length: 60 }, () => ({ lat: 23 + random() * 8, lng: 71 + random() * 9 }));

  it('equals a brute-force sort on random points', () => {
    expect(INDEX.size).toBe(20_000);
    for (const q of queries) expect(INDEX.nearest(q, 20)).toEqual(bruteNearest(POINTS, q, 20));
  });

  it('respects the filter and the distance limit', () => {
    for (const q of queries.slice(0, 20)) {
      const found = INDEX.nearest(q, 25, fast);
      expect(found).toEqual(bruteNearest(POINTS, q, 25, fast));
      expect(found.every((r) => r.item.fast)).toBe(true);
      expect(INDEX.nearest(q, 50, undefined, 8)).toEqual(bruteNearest(POINTS, q, 50, undefined, 8));
      expect(INDEX.nearest(q, 50, fast, 8)).toEqual(bruteNearest(POINTS, q, 50, fast, 8));
    }
  });

  it('returns everything in order when n exceeds the size, and nothing for n ≤ 0 or an empty index', () => {
    const few = POINTS.slice(0, 50);
    const index = new StationIndex(few);
    const q = { lat: 26, lng: 75 };
    expect(index.nearest(q, 1000)).toEqual(bruteNearest(few, q, 1000));
    expect(index.nearest(q, 0)).toEqual([]);
    expect(new StationIndex<Point>([]).nearest(q, 5)).toEqual([]);
    expect(new StationIndex<Point>([]).size).toBe(0);
  });

  it('orders equal positions by input order', () => {
    const same = [0, 1, 2, 3].map((id) => ({ id, lat: 26, lng: 75, fast: false }));
    const index = new StationIndex([...same].reverse());
    expect(index.nearest({ lat: 26.1, lng: 75 }, 4).map((r) => r.item.id)).toEqual([3, 2, 1, 0]);
  });

  it('refuses an item with no position', () => {
    expect(() => new StationIndex([{ lat: Number.NaN, lng: 75 }])).toThrow(RangeError);
  });
});

describe('StationIndex.alongRoute', () => {
  const random = rng(2);
  const routes: { name: string; path: LatLng[] }[] = [
    {
      name: 'Delhi → Jaipur great circle',
      path: greatCirclePath({ lat: 28.6139, lng: 77.209 }, { lat: 26.9124, lng: 75.7873 }),
    },
    {
      name: 'Ahmedabad → Jaipur great circle',
      path: greatCirclePath({ lat: 23.0225, lng: 72.5714 }, { lat: 26.9124, lng: 75.7873 }, 5),
    },
    // A few long straight segments (cut into pieces by the index).
    {
      name: 'zig-zag of long segments',
      path: [
        { lat: 24.5, lng: 72.5 },
        { lat: 27.5, lng: 74 },
        { lat: 25, lng: 76.5 },
        { lat: 29.5, lng: 78.5 },
      ],
    },
    // Dense road-like geometry: 200 m steps with jitter.
    {
      name: 'dense wiggly road',
      path: Array.from({ length: 1500 }, (_, i) => ({
        lat: 26 + i * 0.0018 + (random() - 0.5) * 0.002,
        lng: 74 + i * 0.001 + (random() - 0.5) * 0.002,
      })),
    },
    // Out and back: the route passes every point twice, so ties between segments must go the scan's way.
    {
      name: 'out and back',
      path: [
        ...greatCirclePath({ lat: 26, lng: 73 }, { lat: 27, lng: 76 }, 5),
        ...greatCirclePath({ lat: 27, lng: 76 }, { lat: 26, lng: 73 }, 7).slice(1),
      ],
    },
    // There and back on the very same vertices: segments i and 2n-1-i coincide, so offsets tie
    // and the earlier segment must win, as in the scan.
    {
      name: 'there and back on the same vertices',
      path: (() => {
        const there = greatCirclePath({ lat: 25, lng: 73.5 }, { lat: 28, lng: 77 }, 5);
        return [...there, ...[...there].reverse().slice(1)];
      })(),
    },
    { name: 'a single point', path: [{ lat: 27, lng: 75 }] },
  ];

  for (const { name, path } of routes) {
    it(`equals a brute-force filter and sort: ${name}`, () => {
      for (const width of [0.5, 5, 15, 40]) {
        const found = INDEX.alongRoute(path, width);
        expect(found).toEqual(bruteAlong(POINTS, path, width));
        if (name !== 'a single point') expect(found.length).toBeGreaterThan(0);
        // The same route prepared once for this width (a popular trip's) answers the same.
        expect(INDEX.alongRoute(prepareCorridor(path, width), width)).toEqual(found);
      }
      expect(INDEX.alongRoute(path, 15, fast)).toEqual(bruteAlong(POINTS, path, 15, fast));
    });
  }

  it('matches corridorMatch on the raw path and keeps only items passing the filter', () => {
    const path = routes[0]!.path;
    const found = INDEX.alongRoute(path, 15, fast);
    expect(found.length).toBeGreaterThan(50);
    for (const r of found) {
      expect(r.item.fast).toBe(true);
      expect(corridorMatch(path, r.item, 15)).toEqual({
        distanceFromStartKm: r.distanceFromStartKm,
        offsetKm: r.offsetKm,
      });
    }
  });

  it('answers repeated queries the same (scratch space reused between queries)', () => {
    const path = routes[1]!.path;
    const first = INDEX.alongRoute(path, 15);
    INDEX.alongRoute(routes[2]!.path, 30, fast);
    expect(INDEX.alongRoute(path, 15)).toEqual(first);
  });

  it('refuses a bad width or an empty path, and finds nothing in an empty index', () => {
    expect(() => INDEX.alongRoute(routes[0]!.path, -1)).toThrow(RangeError);
    expect(() => INDEX.alongRoute(routes[0]!.path, Number.NaN)).toThrow(RangeError);
    expect(() => INDEX.alongRoute([], 15)).toThrow(RangeError);
    expect(() => INDEX.alongRoute(prepareCorridor(routes[0]!.path, 15), 5)).toThrow(/prepared for 15 km/);
    expect(new StationIndex<Point>([]).alongRoute(routes[0]!.path, 15)).toEqual([]);
  });

  it('lists Delhi → Jaipur stations in route order, and leaves off-route towns out', () => {
    const towns = [
      ['Shahpura', 27.3897, 75.9597],
      ['Agra', 27.1767, 78.0081],
      ['Gurugram', 28.4595, 77.0266],
      ['Kotputli', 27.7025, 76.1993],
      ['Jaipur', 26.9124, 75.7873],
      ['Dharuhera', 28.2056, 76.7966],
      ['Chandigarh', 30.7333, 76.7794],
      ['Behror', 27.8886, 76.2859],
      ['Ajmer', 26.4499, 74.6399],
      ['Manesar', 28.3515, 76.9428],
      ['Neemrana', 27.9858, 76.3846],
      ['Rewari', 28.1989, 76.6189],
    ] as const;
    const index = new StationIndex(towns.map(([name, lat, lng]) => ({ name, lat, lng })));
    const path = greatCirclePath({ lat: 28.6139, lng: 77.209 }, { lat: 26.9124, lng: 75.7873 });
    const names = (width: number) => index.alongRoute(path, width).map((r) => r.item.name);
    // NH48 runs up to ~25 km off the great circle in the middle (Behror, Neemrana).
    expect(names(30)).toEqual([
      'Gurugram',
      'Manesar',
      'Dharuhera',
      'Rewari',
      'Neemrana',
      'Behror',
      'Kotputli',
      'Shahpura',
      'Jaipur',
    ]);
    expect(names(15)).toEqual(['Gurugram', 'Manesar', 'Dharuhera', 'Jaipur']);
    const found = index.alongRoute(path, 30);
    const distances = found.map((r) => r.distanceFromStartKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(found.at(-1)).toMatchObject({
      distanceFromStartKm: expect.closeTo(haversineKm(path[0]!, path.at(-1)!), 6),
      offsetKm: 0,
    });
  });
});

describe('StationIndex.bestAlongRoute', () => {
  /** alongRoute's answer, each stretch cut to its best few (rank, offset, then arrival), in route order. */
  function bruteBest(
    path: readonly LatLng[],
    widthKm: number,
    stretchKm: number,
    perStretch: number,
    rank: (p: Point) => number,
    filter?: (p: Point) => boolean,
  ) {
    const all = bruteAlong(POINTS, path, widthKm, filter);
    const stretches = new Map<number, typeof all>();
    for (const m of all) {
      const key = Math.floor(m.distanceFromStartKm / stretchKm);
      stretches.set(key, [...(stretches.get(key) ?? []), m]);
    }
    const kept = [...stretches.values()].flatMap((list) =>
      [...list].sort((a, b) => rank(a.item) - rank(b.item) || a.offsetKm - b.offsetKm).slice(0, perStretch),
    );
    // Each with its place in the input (POINTS[i].id is i).
    return {
      matches: kept
        .sort((a, b) => a.distanceFromStartKm - b.distanceFromStartKm)
        .map((m) => ({ ...m, index: m.item.id })),
      inCorridor: all.length,
    };
  }
  // Few distinct ranks, so ties on rank are everywhere and offsets and arrival decide.
  const byFast = (p: Point) => (p.fast ? 0 : 1);
  const byBand = (p: Point) => p.id % 3;
  const random = rng(9);
  const paths: LatLng[][] = [
    greatCirclePath({ lat: 28.6139, lng: 77.209 }, { lat: 26.9124, lng: 75.7873 }),
    greatCirclePath({ lat: 23.0225, lng: 72.5714 }, { lat: 26.9124, lng: 75.7873 }, 5),
    Array.from({ length: 800 }, (_, i) => ({
      lat: 26 + i * 0.0018 + (random() - 0.5) * 0.002,
      lng: 74 + i * 0.001 + (random() - 0.5) * 0.002,
    })),
    (() => {
      const there = greatCirclePath({ lat: 25, lng: 73.5 }, { lat: 28, lng: 77 }, 5);
      return [...there, ...[...there].reverse().slice(1)];
    })(),
    [{ lat: 27, lng: 75 }],
  ];

  it('equals cutting alongRoute to the best few of each stretch, ties included', () => {
    for (const path of paths) {
      for (const [width, stretchKm, perStretch] of [
        [15, 4, 3],
        [5, 2, 1],
        [40, 25, 5],
      ] as const) {
        for (const rank of [byFast, byBand]) {
          const found = INDEX.bestAlongRoute(path, width, { stretchKm, perStretch, rank });
          expect(found).toEqual(bruteBest(path, width, stretchKm, perStretch, rank));
          expect(INDEX.bestAlongRoute(prepareCorridor(path, width), width, { stretchKm, perStretch, rank })).toEqual(
            found,
          );
        }
      }
      expect(INDEX.bestAlongRoute(path, 15, { stretchKm: 3, perStretch: 2, rank: byBand, filter: fast })).toEqual(
        bruteBest(path, 15, 3, 2, byBand, fast),
      );
      // A mask by place in the list leaves out what the same filter does.
      expect(INDEX.bestAlongRoute(path, 15, { stretchKm: 3, perStretch: 2, rank: byBand, mask: FAST_MASK })).toEqual(
        bruteBest(path, 15, 3, 2, byBand, fast),
      );
    }
  });

  it('answers a prepared corridor searched again (its hits kept) as a first search does, whatever the mask', () => {
    const masks = [undefined, FAST_MASK, Uint8Array.from(POINTS, (p) => (p.id % 2 === 0 ? 1 : 0)), undefined];
    for (const path of paths) {
      const prepared = prepareCorridor(path, 15);
      for (const mask of masks) {
        // A corridor prepared afresh has nothing kept: the search runs; on `prepared` after the first, it replays.
        const fresh = INDEX.bestAlongRoute(prepareCorridor(path, 15), 15, {
          stretchKm: 3,
          perStretch: 2,
          rank: byBand,
          mask,
        });
        expect(INDEX.bestAlongRoute(prepared, 15, { stretchKm: 3, perStretch: 2, rank: byBand, mask })).toEqual(fresh);
        if (mask === FAST_MASK) expect(fresh).toEqual(bruteBest(path, 15, 3, 2, byBand, fast));
      }
      // A filter is never served from the kept hits.
      expect(INDEX.bestAlongRoute(prepared, 15, { stretchKm: 3, perStretch: 2, rank: byBand, filter: fast })).toEqual(
        bruteBest(path, 15, 3, 2, byBand, fast),
      );
    }
  });

  it('keeps at most perStretch per stretch, and counts the whole corridor', () => {
    const path = paths[0]!;
    const { matches, inCorridor } = INDEX.bestAlongRoute(path, 15, { stretchKm: 10, perStretch: 2, rank: byFast });
    expect(inCorridor).toBe(INDEX.alongRoute(path, 15).length);
    expect(inCorridor).toBeGreaterThan(matches.length);
    const perKey = new Map<number, number>();
    for (const m of matches)
      perKey.set(Math.floor(m.distanceFromStartKm / 10), (perKey.get(Math.floor(m.distanceFromStartKm / 10)) ?? 0) + 1);
    expect(Math.max(...perKey.values())).toBe(2);
  });

  it('refuses a bad stretch or rank, and finds nothing in an empty index', () => {
    const path = paths[0]!;
    expect(() => INDEX.bestAlongRoute(path, 15, { stretchKm: 0, perStretch: 3, rank: byFast })).toThrow(RangeError);
    expect(() => INDEX.bestAlongRoute(path, 15, { stretchKm: 5, perStretch: 3, rank: () => Number.NaN })).toThrow(
      RangeError,
    );
    expect(new StationIndex<Point>([]).bestAlongRoute(path, 15, { stretchKm: 5, perStretch: 3, rank: byFast })).toEqual(
      { matches: [], inCorridor: 0 },
    );
  });
});
