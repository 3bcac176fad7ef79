import { describe, expect, it } from 'vitest';
import {
  corridorMatch,
  formatDistance,
  greatCirclePath,
  haversineKm,
  KM_PER_DEGREE,
  polylineLengthKm,
  preparePath,
  progressAlongPath,
  progressOnPreparedPath,
} from './geodesy.ts';
import type { LatLng } from './lat-lng.ts';
import { seededRandom as rng } from '../../../tests/support/seeded-random.ts';

const DELHI = { lat: 28.6139, lng: 77.209 };
const MUMBAI = { lat: 19.076, lng: 72.8777 };
const CHENNAI = { lat: 13.0827, lng: 80.2707 };
const BENGALURU = { lat: 12.9716, lng: 77.5946 };
const JAIPUR = { lat: 26.9124, lng: 75.7873 };

describe('haversineKm', () => {
  it('gives the known great-circle distances between Indian cities', () => {
    expect(haversineKm(DELHI, MUMBAI)).toBeGreaterThan(1140);
    expect(haversineKm(DELHI, MUMBAI)).toBeLessThan(1160);
    expect(haversineKm(CHENNAI, BENGALURU)).toBeGreaterThan(285);
    expect(haversineKm(CHENNAI, BENGALURU)).toBeLessThan(295);
    expect(haversineKm(DELHI, JAIPUR)).toBeCloseTo(235.3, 0);
  });

  it('is symmetric, zero for a point and one degree of latitude is ~111.2 km', () => {
    expect(haversineKm(MUMBAI, DELHI)).toBeCloseTo(haversineKm(DELHI, MUMBAI), 9);
    expect(haversineKm(DELHI, DELHI)).toBe(0);
    expect(haversineKm({ lat: 20, lng: 77 }, { lat: 21, lng: 77 })).toBeCloseTo(KM_PER_DEGREE, 6);
    expect(KM_PER_DEGREE).toBeCloseTo(111.195, 3);
  });
});

describe('formatDistance', () => {
  it.each([
    [0, '0 m'],
    [0.0004, '0 m'],
    [0.85, '850 m'],
    [0.9994, '999 m'],
    [0.9996, '1.0 km'],
    [1, '1.0 km'],
    [4.2, '4.2 km'],
    [4.249, '4.2 km'],
    [9.94, '9.9 km'],
    [9.96, '10 km'],
    [10, '10 km'],
    [123.4, '123 km'],
    [1148.09, '1148 km'],
    [-0.000001, '0 m'],
  ])('%s km → %s', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });

  it('refuses a value that is not a distance', () => {
    expect(() => formatDistance(Number.NaN)).toThrow(RangeError);
    expect(() => formatDistance(Infinity)).toThrow(RangeError);
  });
});

describe('greatCirclePath', () => {
  it('runs from a to b exactly, in steps of at most stepKm, along the great circle', () => {
    const path = greatCirclePath(DELHI, MUMBAI, 5);
    const total = haversineKm(DELHI, MUMBAI);
    expect(path[0]).toEqual(DELHI);
    expect(path.at(-1)).toEqual(MUMBAI);
    expect(path).toHaveLength(Math.ceil(total / 5) + 1);
    for (let i = 1; i < path.length; i++)
      expect(haversineKm(path[i - 1] as LatLng, path[i] as LatLng)).toBeLessThanOrEqual(5 + 1e-9);
    // Every point is on the great circle: the detour through it costs nothing.
    for (const p of path) expect(haversineKm(DELHI, p) + haversineKm(p, MUMBAI)).toBeCloseTo(total, 6);
    expect(polylineLengthKm(path)).toBeCloseTo(total, 6);
  });

  it('uses the default 5 km step, gives [a, b] for equal points, and refuses a bad step', () => {
    expect(greatCirclePath(CHENNAI, BENGALURU)).toHaveLength(Math.ceil(haversineKm(CHENNAI, BENGALURU) / 5) + 1);
    expect(greatCirclePath(DELHI, DELHI)).toEqual([DELHI, DELHI]);
    expect(greatCirclePath(DELHI, { lat: 28.614, lng: 77.209 }, 5)).toHaveLength(2);
    expect(() => greatCirclePath(DELHI, MUMBAI, 0)).toThrow(RangeError);
    expect(() => greatCirclePath(DELHI, MUMBAI, -1)).toThrow(RangeError);
  });

  it('bows towards the pole, as a great circle does (its middle lies north of the straight lat/lng line)', () => {
    const path = greatCirclePath({ lat: 20, lng: 70 }, { lat: 20, lng: 90 }, 1);
    const middle = path.reduce((a, b) => (b.lat > a.lat ? b : a));
    // The vertex of a great circle through (20°N, 70°E) and (20°N, 90°E): tan φ = tan 20° / cos 10°.
    const rad = Math.PI / 180;
    expect(middle.lat).toBeCloseTo(Math.atan(Math.tan(20 * rad) / Math.cos(10 * rad)) / rad, 3);
    expect(middle.lng).toBeCloseTo(80, 1);
  });
});

describe('polylineLengthKm', () => {
  it('sums the segments; a path of one point or none has length 0', () => {
    expect(polylineLengthKm([DELHI, JAIPUR, MUMBAI])).toBeCloseTo(
      haversineKm(DELHI, JAIPUR) + haversineKm(JAIPUR, MUMBAI),
      9,
    );
    expect(polylineLengthKm([DELHI])).toBe(0);
    expect(polylineLengthKm([])).toBe(0);
  });
});

describe('progressAlongPath', () => {
  // Along the 77°E meridian, from 20°N to 22°N, then east along 22°N to 78°E.
  const bent = [
    { lat: 20, lng: 77 },
    { lat: 22, lng: 77 },
    { lat: 22, lng: 78 },
  ];
  const firstLeg = 2 * KM_PER_DEGREE;

  it('measures a point beside a segment: distance to its foot along the path, and the perpendicular offset', () => {
    const p = progressAlongPath(bent, { lat: 21, lng: 77.1 });
    expect(p.distanceFromStartKm).toBeCloseTo(KM_PER_DEGREE, 1);
    expect(p.offsetKm).toBeCloseTo(haversineKm({ lat: 21, lng: 77 }, { lat: 21, lng: 77.1 }), 2);
    expect(p.offsetKm).toBeCloseTo(10.38, 1);
  });

  it('puts a point on the path at offset 0 and its own distance from the start', () => {
    const path = greatCirclePath(DELHI, MUMBAI, 5);
    const on = path[100] as LatLng;
    const p = progressAlongPath(path, on);
    expect(p.offsetKm).toBeLessThan(1e-9);
    expect(p.distanceFromStartKm).toBeCloseTo(polylineLengthKm(path.slice(0, 101)), 6);
    expect(progressAlongPath(path, DELHI)).toEqual({ distanceFromStartKm: 0, offsetKm: 0 });
    expect(progressAlongPath(path, MUMBAI).distanceFromStartKm).toBeCloseTo(polylineLengthKm(path), 9);
  });

  it('follows the bend: a point beside the second leg counts the whole first leg', () => {
    const p = progressAlongPath(bent, { lat: 22.05, lng: 77.5 });
    const east = haversineKm({ lat: 22, lng: 77 }, { lat: 22, lng: 77.5 });
    expect(p.distanceFromStartKm).toBeCloseTo(firstLeg + east, 0);
    expect(p.offsetKm).toBeCloseTo(0.05 * KM_PER_DEGREE, 2);
  });

  it('measures a point outside a bend from the corner', () => {
    const p = progressAlongPath(bent, { lat: 22.1, lng: 76.9 });
    expect(p.distanceFromStartKm).toBeCloseTo(firstLeg, 6);
    expect(p.offsetKm).toBeCloseTo(haversineKm({ lat: 22, lng: 77 }, { lat: 22.1, lng: 76.9 }), 1);
  });

  it('clamps a point before the start or after the end to that end', () => {
    const before = progressAlongPath(bent, { lat: 19.9, lng: 77 });
    expect(before.distanceFromStartKm).toBe(0);
    expect(before.offsetKm).toBeCloseTo(0.1 * KM_PER_DEGREE, 6);
    const after = progressAlongPath(bent, { lat: 22, lng: 78.2 });
    expect(after.distanceFromStartKm).toBeCloseTo(polylineLengthKm(bent), 9);
    expect(after.offsetKm).toBeCloseTo(haversineKm({ lat: 22, lng: 78 }, { lat: 22, lng: 78.2 }), 2);
  });

  it('is within 0.5% of the true geodesic offset for 50 km segments (the local approximation)', () => {
    const random = rng(7);
    const path = greatCirclePath(DELHI, MUMBAI, 50);
    // The same great circle at 50 m spacing: the nearest of these points is the true foot, to ±25 m.
    const fine = greatCirclePath(DELHI, MUMBAI, 0.05);
    const prepared = preparePath(path);
    for (let i = 0; i < 50; i++) {
      const base = fine[Math.floor(50 + random() * (fine.length - 100))] as LatLng;
      const point = { lat: base.lat + (random() - 0.5) * 0.5, lng: base.lng + (random() - 0.5) * 0.5 };
      const got = progressOnPreparedPath(prepared, point);
      let best = Infinity;
      let along = 0;
      for (let j = 0; j < fine.length; j++) {
        const d = haversineKm(point, fine[j] as LatLng);
        if (d < best) [best, along] = [d, j * (polylineLengthKm(path) / (fine.length - 1))];
      }
      expect(Math.abs(got.offsetKm - best)).toBeLessThan(Math.max(0.005 * best, 0.05));
      expect(Math.abs(got.distanceFromStartKm - along)).toBeLessThan(Math.max(0.005 * along, 0.1));
    }
  });

  it('handles a one-point path (distance from that point) and refuses an empty one', () => {
    const p = progressAlongPath([DELHI], { lat: 28.7, lng: 77.209 });
    expect(p.distanceFromStartKm).toBe(0);
    expect(p.offsetKm).toBeCloseTo(haversineKm(DELHI, { lat: 28.7, lng: 77.209 }), 6);
    expect(() => progressAlongPath([], DELHI)).toThrow(RangeError);
  });
});

describe('corridorMatch', () => {
  const path = [
    { lat: 20, lng: 77 },
    { lat: 22, lng: 77 },
  ];
  const length = 2 * KM_PER_DEGREE;

  it('keeps a point within the width, with its progress', () => {
    const inside = { lat: 21, lng: 77.1 }; // ~10.4 km east
    expect(corridorMatch(path, inside, 15)).toEqual(progressAlongPath(path, inside));
    expect(corridorMatch(path, inside, 15)?.distanceFromStartKm).toBeCloseTo(KM_PER_DEGREE, 1);
  });

  it('drops a point farther than the width from the path', () => {
    expect(corridorMatch(path, { lat: 21, lng: 77.2 }, 15)).toBeNull(); // ~20.8 km east
    expect(corridorMatch(path, { lat: 21, lng: 77.1 }, 10)).toBeNull();
  });

  it('keeps the edge itself (offset equal to the width)', () => {
    const point = { lat: 21, lng: 77.1 };
    const offset = progressAlongPath(path, point).offsetKm;
    expect(corridorMatch(path, point, offset)).not.toBeNull();
  });

  it('keeps a point just before the start or after the end, at distance 0 or the full length', () => {
    expect(corridorMatch(path, { lat: 19.95, lng: 77 }, 15)).toEqual({
      distanceFromStartKm: 0,
      offsetKm: expect.closeTo(5.56, 2),
    });
    expect(corridorMatch(path, { lat: 22.1, lng: 77.05 }, 15)).toMatchObject({
      distanceFromStartKm: expect.closeTo(length, 9),
    });
  });

  it('drops a point that projects more than the width before the start or after the end', () => {
    expect(corridorMatch(path, { lat: 19.85, lng: 77 }, 15)).toBeNull(); // 16.7 km before
    expect(corridorMatch(path, { lat: 22.15, lng: 77 }, 15)).toBeNull(); // 16.7 km after
    // Within the width sideways but beyond the end: outside the rounded end.
    expect(corridorMatch(path, { lat: 22.12, lng: 77.1 }, 15)).toBeNull();
  });

  it('finds Jaipur-side and Delhi-side towns on the Delhi → Jaipur corridor, not Agra', () => {
    const route = greatCirclePath(DELHI, JAIPUR);
    const gurugram = corridorMatch(route, { lat: 28.4595, lng: 77.0266 }, 15);
    const dharuhera = corridorMatch(route, { lat: 28.2056, lng: 76.7966 }, 15);
    expect(gurugram).not.toBeNull();
    expect(dharuhera).not.toBeNull();
    expect(gurugram!.distanceFromStartKm).toBeLessThan(dharuhera!.distanceFromStartKm);
    expect(corridorMatch(route, { lat: 27.1767, lng: 78.0081 }, 15)).toBeNull();
  });
});
