import { describe, expect, it } from 'vitest';
import { dataPath } from '../data-dir.server.ts';
import { loadRoadRouter, roadGraphBuffers, roadRouterFromBuffers } from './road-router.server.ts';

describe('the road router from data/roads', () => {
  const router = loadRoadRouter(dataPath('roads'));
  const chandigarh = { lat: 30.7363, lng: 76.7884 };
  const shimla = { lat: 31.0987, lng: 77.1584 };

  it('routes Chandigarh → Shimla on the road, not the straight line (64 km)', () => {
    const route = router.route(chandigarh, shimla)!;
    expect(route.km).toBeGreaterThan(100);
    expect(route.km).toBeLessThan(125);
    expect(route.windingKm).toBeGreaterThan(0);
  });

  it('shares its graph: a router over the same SharedArrayBuffer gives the same route', () => {
    const buffers = roadGraphBuffers(router);
    expect(buffers.graph).toBeInstanceOf(SharedArrayBuffer);
    const second = roadRouterFromBuffers(buffers);
    expect(roadGraphBuffers(second).graph).toBe(buffers.graph);
    expect(second.route(chandigarh, shimla)!.km).toBe(router.route(chandigarh, shimla)!.km);
  });

  it('carries the heights: Chandigarh (about 330 m) → Shimla (about 2,000 m) climbs what the reverse descends', () => {
    const up = router.route(chandigarh, shimla)!;
    const down = router.route(shimla, chandigarh)!;
    expect(up.noHeightKm).toBe(0);
    expect(up.climbM - up.descentM).toBeGreaterThan(1_200);
    expect(up.climbM - up.descentM).toBeLessThan(2_000);
    expect(down.climbM).toBeCloseTo(up.descentM, -1);
    expect(down.descentM).toBeCloseTo(up.climbM, -1);
    expect(up.heightM.length).toBe(up.path.length);
    expect(up.upM.length).toBe(up.path.length - 1);
    // The profile's ends differ by the climb less the descent.
    expect(up.heightM[up.heightM.length - 1]! - up.heightM[0]!).toBeCloseTo(up.climbM - up.descentM, -1);
  });

  it('has no heights south of 10 °N (Kochi → Kanyakumari): the grid does not reach there', () => {
    const route = router.route({ lat: 9.9312, lng: 76.2673 }, { lat: 8.0883, lng: 77.5385 })!;
    expect(route.noHeightKm).toBeGreaterThan(0.9 * route.km);
    expect(route.climbM).toBe(0);
  });

  it('says clearly when the graph file is missing', () => {
    expect(() => loadRoadRouter('/nonexistent')).toThrow(/npm run roads:import/);
  });
});
