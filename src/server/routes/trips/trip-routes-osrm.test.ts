import { describe, expect, it, onTestFinished } from 'vitest';
import { haversineKm, polylineLengthKm } from '../../../domain/geo/geodesy.ts';
import { decodePolyline } from '../../../domain/geo/polyline.ts';
import type { LatLng } from '../../../domain/geo/lat-lng.ts';
import { json, startFakeSmsServer } from '../../../../tests/support/fake-sms-server.ts';
import { startTestApp } from '../../../../tests/support/test-app.ts';
import type { TripPlan } from '../../../domain/trips/plan-answer.ts';

/**
 * With a routing engine configured (ROUTE_PROVIDER=osrm, here a local fake OSRM server), a plan's
 * road distance is the engine's path, not the great-circle estimate, and it says so.
 */
describe('POST /ev/trip/plan with ROUTE_PROVIDER=osrm', () => {
  it(
    'measures the road on the engine’s path, not estimated, and places stops along it',
    { timeout: 90_000 },
    async () => {
      // Delhi → Jaipur by way of Rewari and Behror, as NH48 runs, in OSRM's GeoJSON [lng, lat] order.
      const road: LatLng[] = [
        { lat: 28.6139, lng: 77.209 },
        { lat: 28.4595, lng: 77.0266 },
        { lat: 28.1973, lng: 76.6174 },
        { lat: 27.8883, lng: 76.2838 },
        { lat: 27.5594, lng: 76.0154 },
        { lat: 26.9124, lng: 75.7873 },
      ];
      const osrm = await startFakeSmsServer();
      onTestFinished(() => osrm.close());
      osrm.answer(() =>
        json(200, {
          code: 'Ok',
          routes: [{ geometry: { type: 'LineString', coordinates: road.map((p) => [p.lng, p.lat]) } }],
        }),
      );
      const t = await startTestApp({
        STATIONS_SEED: 'true',
        MAPS_RATE_PER_MINUTE: '100000',
        API_PER_TOKEN: '100000',
        ROUTE_PROVIDER: 'osrm',
        OSRM_URL: osrm.url,
      });
      onTestFinished(() => t.close());
      const token = (await t.call<{ data: { token: string } }>('POST', '/googleservice/auth', {})).body.data.token;
      const reply = await t.call<{ data: TripPlan }>(
        'POST',
        '/ev/trip/plan',
        {
          origin: 'Delhi',
          destination: 'Jaipur',
          vehicle_id: 'tata-nexon-ev-creative-plus-mr',
          start_pct: 80,
          reserve_pct: 15,
          target_pct: 80,
        },
        token,
      );
      expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(200);
      const plan = reply.body.data;
      expect(plan.route).toMatchObject({
        estimated: false,
        provider: 'osrm',
        source: 'provider',
        circuity: null,
        winding_km: 0,
        hill_energy_factor: null,
      });
      // The map draws the engine's path as it gave it.
      const drawn = decodePolyline(plan.route.polyline);
      expect(drawn).toHaveLength(road.length);
      drawn.forEach((p, i) => expect(haversineKm(p, road[i]!)).toBeLessThan(0.01));
      expect(osrm.received.length).toBeGreaterThan(0);
      // The ends are the gazetteer's, the path between them the engine's.
      expect(plan.route.distance_km).toBeGreaterThanOrEqual(Math.round(polylineLengthKm(road)) - 15);
      expect(plan.route.distance_km).toBeLessThanOrEqual(Math.round(polylineLengthKm(road)) + 15);
      expect(plan.feasible).toBe(true);
      for (const stop of plan.stops) expect(stop.along_km).toBeLessThanOrEqual(plan.route.distance_km);
    },
  );
});
