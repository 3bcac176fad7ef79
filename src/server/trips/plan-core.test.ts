import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../domain/geo/geodesy.ts';
import type { LatLng } from '../../domain/geo/lat-lng.ts';
import { decodePolyline } from '../../domain/geo/polyline.ts';
import type { Station } from '../../domain/stations/station.ts';
import { ROAD_CIRCUITY } from '../../domain/trips/road-distance.ts';
import { testCar } from '../../domain/trips/test-vehicles.ts';
import { StationIndex } from '../stations/station-index.server.ts';
import type { PlanBody } from './plan-answer.server.ts';
import { PlanCore, planJson, type PlanJob } from './plan-core.server.ts';
import {
  estimatedTripRoute,
  routeCorridor,
  tripRouteBytes,
  TripRoutes,
  type RoadRouteParts,
} from './trip-route.server.ts';

/** A 200 km road north from (20°N, 77°E), chargers every 20 km beside it, a 200 km car leaving at 80%. */
const station = (n: number, lat = 20 + n * 0.18, lng = 77.01): Station => ({
  id: `s${n}`,
  source: 'ocm',
  sourceId: `s${n}`,
  name: `Station ${n}`,
  operator: '',
  address: '',
  city: '',
  state: '',
  postcode: '',
  lat,
  lng,
  maxKw: 60,
  connectors: ['CCS2'],
  levOnly: false,
});
const ORIGIN = { lat: 20, lng: 77 };
const DESTINATION = { lat: 21.8, lng: 77 };

const job = (path: PlanJob['path'], provider: PlanJob['provider'], start_pct = 80, profile = testCar()): PlanJob => ({
  origin: ORIGIN,
  destination: DESTINATION,
  path,
  provider,
  vehicle: { profile, topSpeedKmh: null },
  settings: { start_pct, reserve_pct: 15, target_pct: 80 },
  corridorKm: 5,
});

/**
 * What the road router answers for these ends, written by hand (the contract's RoadRoute): the
 * access stretch from the origin to the road 1 km east (estimated, × ROAD_CIRCUITY), then the road
 * due north with its middle third winding, then back to the destination. `minutes`: 3 h 20 min.
 */
function roadBetween(origin: LatLng, destination: LatLng): RoadRouteParts | null {
  if (origin.lat !== ORIGIN.lat || destination.lat !== DESTINATION.lat) return null;
  const east = 77.0095;
  const path: LatLng[] = [origin];
  for (let i = 0; i <= 180; i++) path.push({ lat: 20 + i * 0.01, lng: east + (i % 2 ? 0.0002 : 0) });
  path.push(destination);
  const cumKm = new Float64Array(path.length);
  const winding = new Uint8Array(path.length - 1);
  for (let i = 1; i < path.length; i++) {
    const straight = haversineKm(path[i - 1]!, path[i]!);
    const access = i === 1 || i === path.length - 1;
    cumKm[i] = cumKm[i - 1]! + (access ? straight * ROAD_CIRCUITY : straight);
    if (i - 1 >= 61 && i - 1 < 121) winding[i - 1] = 1;
  }
  let windingKm = 0;
  for (let i = 0; i < winding.length; i++) if (winding[i]) windingKm += cumKm[i + 1]! - cumKm[i]!;
  const startAccessKm = cumKm[1]!;
  const endAccessKm = cumKm[path.length - 1]! - cumKm[path.length - 2]!;
  const km = cumKm[path.length - 1]!;
  return { path, cumKm, km, startAccessKm, endAccessKm, linkKm: 0, minutes: 200, winding, windingKm };
}

/** Station 99 is 11 km due south of the start: behind it, on a road that leaves eastwards and turns north. */
const behind = station(99, 19.9, 77);
const stations = [...Array.from({ length: 10 }, (_, n) => station(n)), behind];
const body = (core: PlanCore, j: PlanJob) => JSON.parse(planJson(core.solve(j)).json) as PlanBody;

describe('PlanCore', () => {
  const index = new StationIndex(stations);

  it('plans a local trip on the road route: its km, its time, its source, and the line the map draws', () => {
    const core = new PlanCore(index, new TripRoutes(roadBetween, 1));
    const road = roadBetween(ORIGIN, DESTINATION)!;
    const data = body(core, job(null, 'local'));
    expect(data.route).toMatchObject({
      source: 'roads',
      estimated: false,
      provider: 'local',
      distance_km: Math.round(road.km),
      winding_km: 0,
      hill_energy_factor: null,
    });
    expect(data.route.access_km).toEqual({ start: 1, end: 1 });
    expect(data.feasible).toBe(true);
    // The road's own time, 200 minutes for the route.
    expect(data.summary!.drive_minutes).toBe(200);
    // Every point drawn is one of the road's (to the polyline's 1e-5°).
    const drawn = decodePolyline(data.route.polyline);
    expect(drawn.length).toBeGreaterThan(2);
    for (const p of drawn)
      expect(road.path.some((q) => Math.abs(q.lat - p.lat) < 1e-5 && Math.abs(q.lng - p.lng) < 1e-5)).toBe(true);
    // Stops along the road, in road km; the card says the same distance.
    for (const stop of data.stops) expect(stop.station.distance_from_start_km).toBeCloseTo(stop.along_km, -0.5);
  });

  it('weighs a kept route by its arrays, then again with its corridor and the hits the corridor keeps', () => {
    const routes = new TripRoutes(roadBetween, 1);
    const route = routes.local(ORIGIN, DESTINATION);
    const bare = routes.keptBytes;
    expect(bare).toBe(tripRouteBytes(route));
    // The path's points and its two arrays at least.
    expect(bare).toBeGreaterThan(route.path.length * 16 + route.pathKm.byteLength + route.roadKm.byteLength);
    const planIndex = new StationIndex(stations);
    const solved = new PlanCore(planIndex, routes).solve(job(null, 'local', 30));
    const hits = planIndex.keptHitBytes(routeCorridor(route, 5));
    expect(hits).toBeGreaterThan(0);
    expect(routes.keptBytes).toBe(tripRouteBytes(route, hits));
    expect(routes.keptBytes).toBeGreaterThan(bare + hits);
    expect(routes.peakBytes).toBe(routes.keptBytes);
    expect((JSON.parse(planJson(solved).json) as PlanBody).stops.length).toBeGreaterThan(0);
  });

  it('raises the energy of winding km by the hill factor, and says so', () => {
    // A 60 kWh car (0.25% a km) goes the whole way on its battery: the arrival tells the energy used.
    const big = testCar({ usableKwh: 60 });
    const flat = body(new PlanCore(index, new TripRoutes(roadBetween, 1)), job(null, 'local', 100, big));
    const hills = body(new PlanCore(index, new TripRoutes(roadBetween, 1.5)), job(null, 'local', 100, big));
    expect(hills.route.winding_km).toBeGreaterThan(60);
    expect(hills.route.hill_energy_factor).toBe(1.5);
    // The same road and time; less battery at the end.
    expect(hills.route.distance_km).toBe(flat.route.distance_km);
    expect(flat.stops).toHaveLength(0);
    expect(hills.stops).toHaveLength(0);
    // 0.25% × (1.5 − 1) × the winding km less at the end.
    expect(flat.summary!.arrive_pct - hills.summary!.arrive_pct).toBeCloseTo(0.25 * 0.5 * hills.route.winding_km, -0.5);
  });

  it('falls back to the estimate where the road router has no route, and says so', () => {
    const core = new PlanCore(index, new TripRoutes(() => null, 1.25));
    const data = body(core, job(null, 'local'));
    expect(data.route).toMatchObject({
      source: 'estimate',
      estimated: true,
      circuity: ROAD_CIRCUITY,
      access_km: { start: 0, end: 0 },
    });
    // The answer it gives with the great-circle line handed over as the route.
    const estimate = estimatedTripRoute(ORIGIN, DESTINATION);
    expect(data.route.distance_km).toBe(Math.round(estimate.km));
  });

  it('follows the path a routing service gives: a road that bends far from the stations finds none of them', () => {
    const core = new PlanCore(index, new TripRoutes(roadBetween, 1.25));
    const bend = [
      { lat: 20, lng: 77 },
      { lat: 20.9, lng: 78 },
      { lat: 21.8, lng: 77 },
    ];
    const data = body(core, job(bend, 'osrm'));
    expect(data.feasible).toBe(false);
    expect(data.route).toMatchObject({ source: 'provider', estimated: false, circuity: null });
  });

  it('puts a station behind the start at its distance from the start, not at 0 m', () => {
    // Nearly empty at the start: the plan must charge at once, and the nearest charger is 11 km behind.
    const core = new PlanCore(new StationIndex([behind, station(5)]), new TripRoutes(roadBetween, 1));
    const data = body(core, { ...job(null, 'local', 25), corridorKm: 15 });
    expect(data.feasible).toBe(true);
    const stop = data.stops.find((s) => s.station.place_id === 's99');
    expect(stop).toBeDefined();
    // Left at the start, and 11.1 km away from it: its estimated road km (× ROAD_CIRCUITY).
    expect(stop!.along_km).toBe(0);
    expect(stop!.station.distance_from_start_km).toBeCloseTo(haversineKm(ORIGIN, behind) * ROAD_CIRCUITY, 1);
  });
});
