import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Station } from '../../domain/stations/station.ts';
import { NO_SIGNALS, type StationSignals } from '../../domain/trips/check-in-signals.ts';
import { testCar } from '../../domain/trips/test-vehicles.ts';
import { InProcessTripSearch, TripSearchPool, type TripSearch } from './trip-search.server.ts';
import { StationIndex } from '../stations/station-index.server.ts';
import type { PlanBody } from './plan-answer.server.ts';
import type { PlanJob } from './plan-core.server.ts';

/**
 * The planner and drivers' check-ins (issue 17; docs/trip-model.md, "Check-ins"), on a straight
 * 200 km road north from (20°N, 77°E) with a 200 km car leaving at 80%: one stop is needed between
 * about km 70 and km 130.
 */

const station = (id: string, lat: number, lng = 77.001, maxKw = 60): Station => ({
  id,
  source: 'ocm',
  sourceId: id,
  name: id,
  operator: '',
  address: '',
  city: '',
  state: '',
  postcode: '',
  lat,
  lng,
  maxKw,
  connectors: ['CCS2'],
  levOnly: false,
});

const job = (): PlanJob => ({
  origin: { lat: 20, lng: 77 },
  destination: { lat: 21.8, lng: 77 },
  path: Array.from({ length: 19 }, (_, i) => ({ lat: 20 + i * 0.1, lng: 77 })),
  provider: 'osrm',
  vehicle: { profile: testCar(), topSpeedKmh: null },
  settings: { start_pct: 80, reserve_pct: 15, target_pct: 80 },
  corridorKm: 5,
});

const searches: TripSearch[] = [];
afterEach(async () => {
  await Promise.all(searches.splice(0).map((s) => s.close()));
});

async function plan(search: TripSearch, signals: StationSignals = NO_SIGNALS): Promise<PlanBody> {
  search.setStationSignals(signals);
  const { json } = await search.plan(job());
  return JSON.parse(json) as PlanBody;
}

const stopIds = (answer: PlanBody) => answer.stops.map((s) => s.station.place_id);
const inProcess = (stations: Station[]) => {
  const search = new InProcessTripSearch(new StationIndex(stations), null);
  searches.push(search);
  return search;
};

describe('stations reported not working in the last 48 h', () => {
  const A = station('ocm:1', 20.9);
  const B = station('ocm:2', 20.95);

  it('are left out of the candidates when the trip works without them', async () => {
    const search = inProcess([A, B]);
    const chosen = stopIds(await plan(search));
    expect(chosen).toHaveLength(1);
    const other = chosen[0] === A.id ? B.id : A.id;
    const avoiding = await plan(search, { avoid: [chosen[0]!], prefer: [] });
    expect(avoiding.feasible).toBe(true);
    expect(stopIds(avoiding)).toEqual([other]);
    expect(JSON.stringify(avoiding)).not.toContain(`"${chosen[0]}"`);
    // The sets apply to the plans after them only: back to the first plan.
    expect(stopIds(await plan(search))).toEqual(chosen);
  });

  it('are used when there is no alternative, rather than no plan', async () => {
    const search = inProcess([A, B]);
    const answer = await plan(search, { avoid: [A.id, B.id], prefer: [] });
    expect(answer.feasible).toBe(true);
    expect([A.id, B.id]).toContain(stopIds(answer)[0]);
    // Unknown ids (another import's) change nothing.
    expect((await plan(search, { avoid: ['ocm:999'], prefer: ['ocm:998'] })).feasible).toBe(true);
  });

  it('are avoided by plans made on a trip search thread too', { timeout: 30_000 }, async () => {
    const stations = [A, B];
    const reference = inProcess(stations);
    const pool = new TripSearchPool(
      stations,
      1,
      new InProcessTripSearch(new StationIndex(stations), null),
      { warn: vi.fn(), error: vi.fn() },
      null,
    );
    searches.push(pool);
    const chosen = stopIds(await plan(reference))[0]!;
    const signals = { avoid: [chosen], prefer: [] };
    const onThread = await plan(pool, signals);
    expect(pool.threads).toBe(1);
    expect(onThread).toEqual(await plan(reference, signals));
    expect(stopIds(onThread)).not.toContain(chosen);
  });
});

describe('stations with a recent good check-in', () => {
  // Four DC points in one stretch of the route (2 km, from km 102.1): the planner considers three
  // per stretch, nearest the road first among equals, so P (0.5 km off the road) is left out
  // unless drivers charged there lately.
  const Q = [station('ocm:11', 20.924), station('ocm:12', 20.925), station('ocm:13', 20.926)];
  const P = station('ocm:14', 20.927, 77.005);

  it('are among the candidates ahead of equal stations without one', async () => {
    const search = inProcess([...Q, P]);
    const without = await plan(search);
    expect(without.feasible).toBe(true);
    expect(JSON.stringify(without)).not.toContain(`"${P.id}"`);
    const preferring = await plan(search, { avoid: [], prefer: [P.id] });
    expect(preferring.feasible).toBe(true);
    expect(JSON.stringify(preferring)).toContain(`"${P.id}"`);
  });
});
