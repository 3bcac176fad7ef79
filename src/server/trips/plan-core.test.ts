import { describe, expect, it } from 'vitest';
import type { Station } from '../../domain/stations/station.ts';
import { testCar } from '../../domain/trips/test-vehicles.ts';
import { localRoute } from '../maps/maps-provider.server.ts';
import { StationIndex } from '../stations/station-index.server.ts';
import type { PlanBody } from './plan-answer.server.ts';
import { PlanCore, planJson, type PlanJob } from './plan-core.server.ts';

/** A 200 km road north from (20°N, 77°E), chargers every 20 km beside it, a 200 km car leaving at 80%. */
const station = (n: number): Station => ({
  id: `s${n}`, source: 'ocm', sourceId: `s${n}`, name: `Station ${n}`, operator: '', address: '', city: '', state: '', postcode: '',
  lat: 20 + n * 0.18, lng: 77.01, maxKw: 60, connectors: ['CCS2'], levOnly: false,
});

const job = (path: PlanJob['path'], provider: PlanJob['provider']): PlanJob => ({
  origin: { lat: 20, lng: 77 },
  destination: { lat: 21.8, lng: 77 },
  path,
  provider,
  vehicle: { profile: testCar(), topSpeedKmh: null },
  settings: { start_pct: 80, reserve_pct: 15, target_pct: 80 },
  corridorKm: 5,
});

describe('PlanCore', () => {
  const core = new PlanCore(new StationIndex(Array.from({ length: 10 }, (_, n) => station(n))));

  it('plans a job without a path along the local route: the answer it gives with that path handed over', () => {
    const drawn = planJson(core.solve(job(null, 'local')));
    expect(drawn).toEqual(planJson(core.solve(job(localRoute({ lat: 20, lng: 77 }, { lat: 21.8, lng: 77 }), 'local'))));
    const data = JSON.parse(drawn.json) as PlanBody;
    expect(data.feasible).toBe(true);
    expect(data.stops.length).toBeGreaterThan(0);
    expect(data.route.estimated).toBe(true);
  });

  it('follows the path it is given: a road that bends far from the stations finds none of them', () => {
    const bend = [{ lat: 20, lng: 77 }, { lat: 20.9, lng: 78 }, { lat: 21.8, lng: 77 }];
    const data = JSON.parse(planJson(core.solve(job(bend, 'osrm'))).json) as PlanBody;
    expect(data.feasible).toBe(false);
  });
});
