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

  it('says clearly when the graph file is missing', () => {
    expect(() => loadRoadRouter('/nonexistent')).toThrow(/npm run roads:import/);
  });
});
