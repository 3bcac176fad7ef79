import { describe, expect, it, vi } from 'vitest';
import { testCar } from '../../domain/trips/test-vehicles.ts';
import { ok } from '../http/api-envelope.server.ts';
import { gapNames, PlanAnswerJson, vehicleJson, withGapNames, withRoutePolyline } from './plan-answer.server.ts';

const trip = { origin: 'Mumbai', destination: 'Goa' };

describe('gapNames', () => {
  it('names the ends after their towns, and the trip’s own ends after the start and destination', () => {
    expect(gapNames(trip, { town: 'Hubballi', station: 'A' }, { town: 'Belagavi', station: 'B' })).toEqual({
      from_name: 'Hubballi',
      to_name: 'Belagavi',
    });
    expect(gapNames(trip, null, { town: 'Belagavi', station: 'B' })).toEqual({
      from_name: 'Mumbai',
      to_name: 'Belagavi',
    });
    expect(gapNames(trip, { town: 'Hubballi', station: 'A' }, null)).toEqual({ from_name: 'Hubballi', to_name: 'Goa' });
  });

  it('names two ends near one town after their stations', () => {
    expect(
      gapNames(trip, { town: 'Jaisalmer', station: 'Fort Road EV' }, { town: 'jaisalmer', station: 'Sam Dunes Hub' }),
    ).toEqual({
      from_name: 'Fort Road EV',
      to_name: 'Sam Dunes Hub',
    });
  });
});

describe('withGapNames', () => {
  // A label holding the placeholder's own text: JSON escapes its quotes, so it can't be taken for the gap.
  const answer = (gap: object | null) =>
    JSON.stringify({
      success: true,
      data: { origin: { label: '"gap":{"from_name":"","to_name":""' }, gap, maps_url: null },
    });

  it('splices the names into the JSON where planBody left them empty, the rest as it was', () => {
    const json = answer({ from_name: '', to_name: '', from_km: 10, length_km: 182 });
    const named = withGapNames(json, { from_name: 'हुब्बली "Hub"', to_name: 'Belagavi\\' });
    expect(JSON.parse(named)).toEqual({
      success: true,
      data: {
        origin: { label: '"gap":{"from_name":"","to_name":""' },
        gap: { from_name: 'हुब्बली "Hub"', to_name: 'Belagavi\\', from_km: 10, length_km: 182 },
        maps_url: null,
      },
    });
  });

  it('refuses an answer with no gap, or one whose gap is named already', () => {
    expect(() => withGapNames(answer(null), { from_name: 'a', to_name: 'b' })).toThrow(/no unnamed gap/);
    expect(() => withGapNames(answer({ from_name: 'x', to_name: '' }), { from_name: 'a', to_name: 'b' })).toThrow(
      /no unnamed gap/,
    );
  });
});

describe('withRoutePolyline', () => {
  it('puts the route’s polyline JSON where planBody left it empty, and only there', () => {
    // A polyline may hold a backslash, which its JSON escapes; a station name may hold the placeholder's text.
    const body = { stops: [{ name: '"polyline":""' }], route: { distance_km: 5, polyline: '' }, maps_url: null };
    const line = 'a\\b_p~iF';
    const json = withRoutePolyline(JSON.stringify(body), JSON.stringify(line));
    expect(JSON.parse(json)).toEqual({ ...body, route: { distance_km: 5, polyline: line } });
  });

  it('refuses a body with no empty route line', () => {
    expect(() => withRoutePolyline(JSON.stringify({ route: { polyline: 'x' } }), '"y"')).toThrow(/no route to draw/);
  });
});

describe('PlanAnswerJson', () => {
  const origin = {
    lat: 19.07,
    lng: 72.88,
    name: 'Mumbai',
    label: 'Mumbai, Maharashtra',
    short_label: 'Mumbai',
    label_hi: 'मुंबई, महाराष्ट्र',
    place_id: 'place:1',
  };
  const destination = { lat: 15.49, lng: 73.82, name: 'Goa "North"', label: 'Goa', short_label: 'Goa' };
  const vehicle = {
    profile: testCar({ connectors: ['CCS2', 'Type 2'] }),
    title: 'Tata Punch EV',
    id: 'tata-punch-ev',
    source: 'Autocar India, 2024',
    topSpeedKmh: null,
  };
  const body = {
    settings: { start_pct: 80, reserve_pct: 15, target_pct: 80, allow_ac: false },
    route: { distance_km: 590, estimated: true, provider: 'local', circuity: 1.19 },
    feasible: false,
    summary: null,
    stops: [],
    gap: null,
    maps_url: null,
  };

  it('writes what JSON.stringify(ok(answer)) writes, the ends and vehicle put in by the event loop', () => {
    const bytes = new PlanAnswerJson().write(origin, destination, vehicle, JSON.stringify(body));
    expect(bytes.toString()).toBe(JSON.stringify(ok({ origin, destination, vehicle: vehicleJson(vehicle), ...body })));
  });

  it('keeps the JSON of ends and vehicles it has written, by the object', () => {
    const writer = new PlanAnswerJson();
    const first = writer.write(origin, destination, vehicle, JSON.stringify(body));
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      expect(writer.write(origin, destination, vehicle, JSON.stringify(body))).toEqual(first);
      // Only the test's own body was written again.
      expect(stringify).toHaveBeenCalledTimes(1);
    } finally {
      stringify.mockRestore();
    }
  });

  it('refuses anything but a plan body', () => {
    expect(() => new PlanAnswerJson().write(origin, destination, vehicle, JSON.stringify({ data: body }))).toThrow(
      /not a plan body/,
    );
  });
});
