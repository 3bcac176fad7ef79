// The road graph of data/roads, read from disk as the server reads it, against published road distances and
// times, and the search against a plain Dijkstra.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineKm } from '../geo/geodesy.ts';
import { GRAPH_FILE_NAME } from './graph-file.ts';
import { DRIVING_TIMES, ROAD_GRAPH_CALIBRATION } from './road-graph-calibration.ts';
import { RoadGraph } from './road-graph.ts';
import { createRoadRouter } from './road-router.ts';
import { assertOnEnough } from '../../../tests/support/property-coverage.ts';

const bytes = fs.readFileSync(path.resolve(import.meta.dirname, '../../../data/roads', GRAPH_FILE_NAME));
const graph = RoadGraph.fromBytes(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
const router = createRoadRouter(graph);

/** A plain Dijkstra over the graph's adjacency, written apart from the engine (an array scan, no heap). */
function plainDijkstra(sources: Map<number, number>, targets: Map<number, number>): number {
  const { adjStart, adjEdge, edgeFrom, edgeTo, edgeDm } = graph.a;
  const dist = new Float64Array(graph.nodeCount).fill(Infinity);
  const done = new Uint8Array(graph.nodeCount);
  const open = new Set<number>();
  for (const [n, d] of sources) {
    dist[n] = Math.min(dist[n]!, d);
    open.add(n);
  }
  let best = Infinity;
  while (open.size) {
    let u = -1;
    for (const n of open) if (u < 0 || dist[n]! < dist[u]!) u = n;
    open.delete(u);
    if (dist[u]! >= best) break;
    done[u] = 1;
    const out = targets.get(u);
    if (out !== undefined) best = Math.min(best, dist[u]! + out);
    for (let i = adjStart[u]!; i < adjStart[u + 1]!; i++) {
      const e = adjEdge[i]!;
      const v = edgeFrom[e] === u ? edgeTo[e]! : edgeFrom[e]!;
      const dv = dist[u]! + edgeDm[e]! / 10;
      if (!done[v] && dv < dist[v]!) {
        dist[v] = dv;
        open.add(v);
      }
    }
  }
  return best;
}

describe('the calibration table', () => {
  it('has at least 40 pairs, 15 of them through the hills, each with its source and date', () => {
    expect(ROAD_GRAPH_CALIBRATION.length).toBeGreaterThanOrEqual(40);
    expect(ROAD_GRAPH_CALIBRATION.filter((p) => p.hills).length).toBeGreaterThanOrEqual(15);
    for (const pair of ROAD_GRAPH_CALIBRATION) {
      expect(pair.source).toMatch(/^https?:\/\//);
      expect(pair.asOf).not.toBe('');
      expect(pair.publisher).not.toBe('');
    }
  });

  it.each(ROAD_GRAPH_CALIBRATION.map((p) => [`${p.from} → ${p.to}`, p] as const))(
    '%s is within ±10% of its published distance, or a listed miss',
    (_name, pair) => {
      const route = router.route(pair.fromAt, pair.toAt);
      expect(route).not.toBeNull();
      const error = route!.km / pair.publishedKm - 1;
      if (pair.graphMiss)
        expect(
          Math.abs(error),
          `${pair.from} → ${pair.to} is listed as a miss but is within 10%: remove it from GRAPH_MISSES`,
        ).toBeGreaterThan(0.1);
      else
        expect(
          Math.abs(error),
          `${pair.from} → ${pair.to}: ${route!.km.toFixed(0)} km against ${pair.publishedKm}`,
        ).toBeLessThanOrEqual(0.1);
    },
  );

  // The issue allows three misses; GRAPH_MISSES says which and why.
  it('misses at most three pairs', () => {
    expect(ROAD_GRAPH_CALIBRATION.filter((p) => p.graphMiss).length).toBeLessThanOrEqual(3);
  });

  it("matches the issue's hill examples", () => {
    const km = (from: string, to: string) =>
      router.route(
        ROAD_GRAPH_CALIBRATION.find((p) => p.from === from && p.to === to)!.fromAt,
        ROAD_GRAPH_CALIBRATION.find((p) => p.from === from && p.to === to)!.toAt,
      )!.km;
    expect(km('Chandigarh', 'Shimla')).toBeGreaterThan(113 * 0.9);
    expect(km('Chandigarh', 'Shimla')).toBeLessThan(113 * 1.1);
    expect(km('Leh', 'Manali')).toBeGreaterThan(428 * 0.9);
    expect(km('Leh', 'Manali')).toBeLessThan(428 * 1.1);
    // Never the straight line's undershoot: Shimla → Manali was planned at 153 km.
    expect(km('Shimla', 'Manali')).toBeGreaterThan(245 * 0.9);
  });
});

describe('driving time', () => {
  it('has at least 10 pairs with a published time', () => {
    expect(DRIVING_TIMES.length).toBeGreaterThanOrEqual(10);
  });

  it.each(DRIVING_TIMES.map((t) => [`${t.from} → ${t.to}`, t] as const))(
    '%s is within ±20% of its published time, or a listed miss',
    (_name, timed) => {
      const error = router.route(timed.fromAt, timed.toAt)!.minutes / timed.publishedMinutes - 1;
      if (timed.timeMiss) expect(Math.abs(error)).toBeGreaterThan(0.2);
      else expect(Math.abs(error)).toBeLessThanOrEqual(0.2);
    },
  );
});

/** A point near the graph: a node's position moved by up to about 20 km. */
const nearGraph = fc
  .record({
    node: fc.integer({ min: 0, max: graph.nodeCount - 1 }),
    dLat: fc.double({ min: -0.2, max: 0.2, noNaN: true }),
    dLng: fc.double({ min: -0.2, max: 0.2, noNaN: true }),
  })
  .map(({ node, dLat, dLng }) => ({
    lat: graph.a.nodeY[node]! / 1e5 + dLat,
    lng: graph.a.nodeX[node]! / 1e5 + dLng,
  }));

describe('routes', () => {
  it('are never shorter than the great circle between their ends', () => {
    // A pair with no route (an end over 60 km from the graph, or too near) says nothing: most must have one.
    assertOnEnough(
      fc.tuple(nearGraph, nearGraph),
      ([a, b]) => {
        const route = router.route(a, b);
        if (!route) return false;
        expect(route.km).toBeGreaterThanOrEqual(haversineKm(a, b) - 1e-9);
        return true;
      },
      { runs: 60, atLeast: 30 },
    );
  });

  it('agree both ways within 3%', () => {
    assertOnEnough(
      fc.tuple(nearGraph, nearGraph),
      ([a, b]) => {
        const there = router.route(a, b);
        const back = router.route(b, a);
        expect(there === null).toBe(back === null);
        if (!there || !back) return false;
        expect(Math.abs(there.km - back.km)).toBeLessThanOrEqual(0.03 * Math.max(there.km, back.km) + 1e-9);
        return true;
      },
      { runs: 60, atLeast: 30 },
    );
  });

  it('climb what they descend on a closed loop (there and back), and end as high as their climbs say', () => {
    assertOnEnough(
      fc.tuple(nearGraph, nearGraph),
      ([a, b]) => {
        const there = router.route(a, b);
        const back = router.route(b, a);
        if (!there || !back || there.noHeightKm > 0 || back.noHeightKm > 0) return false;
        if (there.graphKm === 0) return false; // both ends at one point: no road between
        const z = there.heightM;
        // Each edge's heights start from its node's, rounded to the metre; climbs are kept in decimetres.
        expect(Math.abs(there.climbM - there.descentM - (z[z.length - 1]! - z[0]!))).toBeLessThanOrEqual(
          5 + 0.02 * (there.climbM + there.descentM),
        );
        const loop = there.climbM + back.climbM - (there.descentM + back.descentM);
        expect(Math.abs(loop)).toBeLessThanOrEqual(5 + 0.01 * (there.climbM + back.climbM));
        return true;
      },
      { runs: 60, atLeast: 25 },
    );
  });

  it('hold together: cumKm starts at 0, ends at km, never falls, and there is one winding flag per segment', () => {
    const route = router.route({ lat: 31.0987, lng: 77.1584 }, { lat: 32.2574, lng: 77.1748 })!;
    expect(route.cumKm[0]).toBe(0);
    expect(route.cumKm[route.cumKm.length - 1]).toBeCloseTo(route.km, 6);
    expect(route.cumKm.length).toBe(route.path.length);
    expect(route.winding.length).toBe(route.path.length - 1);
    for (let i = 1; i < route.cumKm.length; i++) expect(route.cumKm[i]!).toBeGreaterThanOrEqual(route.cumKm[i - 1]!);
    expect(route.km).toBeCloseTo(route.graphKm + route.startAccessKm + route.endAccessKm, 6);
    expect(route.windingKm).toBeGreaterThan(100);
  });

  it('are null for an end more than 60 km from the graph, or between islands the roads do not join', () => {
    expect(router.route({ lat: 20.0, lng: 65.0 }, { lat: 28.6, lng: 77.2 })).toBeNull();
    expect(router.route({ lat: 11.6234, lng: 92.7265 }, { lat: 28.6, lng: 77.2 })).toBeNull(); // Port Blair → Delhi
  });

  it('are null for ends so near that going out to the highway and back is longer than the estimate', () => {
    const chandigarh = { lat: 30.7363, lng: 76.7884 };
    expect(router.route(chandigarh, chandigarh)).toBeNull();
    expect(router.route(chandigarh, { lat: 30.74, lng: 76.79 })).toBeNull();
  });
});

describe('the search', () => {
  it('finds the same length as a plain Dijkstra between random nodes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: graph.nodeCount - 1 }),
        fc.integer({ min: 0, max: graph.nodeCount - 1 }),
        (s, t) => {
          const found = router.search.search(
            [{ node: s, metres: 0, id: 0 }],
            [{ node: t, metres: 0, id: 0 }],
            graph.nodeUnit.subarray(3 * t, 3 * t + 3) as unknown as [number, number, number],
          );
          const expected = plainDijkstra(new Map([[s, 0]]), new Map([[t, 0]]));
          if (expected === Infinity) expect(found).toBeNull();
          else expect(found!.metres).toBeCloseTo(expected, 3);
        },
      ),
      { numRuns: 25, seed: 29 },
    );
  });
});
