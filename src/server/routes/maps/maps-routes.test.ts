import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDistance, haversineKm, progressAlongPath } from '../../../domain/geo/geodesy.ts';
import type { LatLng } from '../../../domain/geo/lat-lng.ts';
import { en } from '../../../domain/i18n/en.ts';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { dataPath } from '../../data-dir.server.ts';
import { loadRoadRouter } from '../../roads/road-router.server.ts';
import { MapsTokens } from '../../services/maps-token.server.ts';

/**
 * The maps calls of spec section 7 ({host}/googleservice/*) over real HTTP, on the bundled
 * station, pincode and place data: tokens, geocoding, nearest stations, stations along a route,
 * autocomplete, bad input and rate limits. Seeding the stations takes a couple of seconds, so
 * each describe shares one app.
 */

interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data?: T;
}
interface Station {
  place_id: string;
  name: string;
  vicinity: string;
  distance?: string;
  distance_km?: number;
  distance_from_start?: string;
  distance_from_start_km?: number;
  geometry: { location: LatLng };
  operator: string;
  connectors: string[];
  max_kw: number | null;
  lev_only: boolean;
  source: string;
}
interface Address {
  formatted_address: string;
  locality?: string;
  district?: string;
  state?: string;
  pincode?: string;
  location: LatLng;
}
interface TripEnd extends LatLng {
  name: string;
  label?: string;
  short_label?: string;
  place_id?: string;
  alternatives?: Array<LatLng & { place_id: string; label: string; short_label: string }>;
}
interface Trip {
  data: Station[];
  origin: TripEnd;
  destination: TripEnd;
  distance_km: number;
  total_in_corridor: number;
}
interface Prediction {
  description: string;
  place_id: string;
  location: LatLng;
  kind: string;
}

const UNAUTHORIZED = { success: false, message: 'Un-Authorized' };
const TOO_MANY = { success: false, message: en.errors.tooManyRequests };
const PLACE_NOT_FOUND = 'We could not find that place. Please check the name or try a pincode.';
const PINCODE_NOT_FOUND = en.errors.pincodeNotFound;
const V = en.validation;
/** Every message a 400 from these calls may carry: the catalogue's validation wording. */
const VALIDATION_MESSAGES: string[] = Object.values(en.validation);

const PUNE: LatLng = { lat: 18.5204, lng: 73.8567 };
const BENGALURU: LatLng = { lat: 12.9716, lng: 77.5946 };
const LONDON: LatLng = { lat: 51.5074, lng: -0.1278 };
/** The widest a station may sit from the route line: ROUTE_CORRIDOR_KM (15) plus sampling slack. */
const CORRIDOR_KM = 15;

const sorted = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] as number) <= v);

describe('maps API on the bundled data', () => {
  let t: TestApp;
  let token: string;

  /** `as`: the token header to send; null sends none. */
  const post = <T>(path: string, body?: unknown, as: string | null = token, headers: Record<string, string> = {}) =>
    t.call<Envelope<T>>('POST', `/googleservice/${path}`, body, as ?? undefined, headers);
  const suggest = (input: string, as: string | null = token) =>
    t.call<Envelope<{ predictions: Prediction[] }>>(
      'GET',
      `/googleservice/autocomplete?input=${encodeURIComponent(input)}`,
      undefined,
      as ?? undefined,
    );
  const nearest = async (body: object) => {
    const reply = await post<{ results: Station[] }>('ev-stations', body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data?.results ?? [];
  };
  const route = async (origin: string, destination: string, extra: Record<string, unknown> = {}) => {
    const reply = await post<Trip>('route-ev-stations', { origin, destination, ...extra });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as Trip;
  };

  beforeAll(async () => {
    // A high maps budget: this suite makes far more than 60 calls a minute from one address.
    t = await startTestApp({ STATIONS_SEED: 'true', MAPS_RATE_PER_MINUTE: '100000', API_PER_TOKEN: '100000' });
    const auth = await t.call<Envelope<{ token: string; expiresAt: number }>>('POST', '/googleservice/auth', {});
    token = auth.body.data?.token ?? '';
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /googleservice/auth and the token header', () => {
    it('issues a short-lived signed maps token that opens every maps call', async () => {
      const before = t.clock.now;
      const auth = await t.call<Envelope<{ token: string; expiresAt: number }>>('POST', '/googleservice/auth', {});
      expect(auth.status).toBe(200);
      expect(auth.body).toMatchObject({ success: true, message: 'Success' });
      const issued = auth.body.data!;
      expect(issued.token).toMatch(/^m1\.\d{13}\.[\w-]{16}\.[\w-]{43}$/);
      // MAPS_TOKEN_TTL_SECONDS defaults to one hour.
      expect(issued.expiresAt).toBe(before + 3600 * 1000);

      expect((await post('location-address', { pincode: '411001' }, issued.token)).status).toBe(200);
      expect((await post('ev-stations', PUNE, issued.token)).status).toBe(200);
      expect((await post('route-ev-stations', { origin: 'Pune', destination: 'Mumbai' }, issued.token)).status).toBe(
        200,
      );
      expect((await suggest('pune', issued.token)).status).toBe(200);
      // Two tokens are never the same.
      const again = await t.call<Envelope<{ token: string }>>('POST', '/googleservice/auth', {});
      expect(again.body.data?.token).not.toBe(issued.token);
    });

    it('answers 401 Un-Authorized without a token, with an empty one and with forged ones', async () => {
      const good = token;
      const [, expiry, nonce] = good.split('.') as [string, string, string, string];
      const forged = [
        null,
        '',
        '   ',
        'not-a-token',
        `Bearer ${good}`,
        good.slice(0, -1) + (good.endsWith('A') ? 'B' : 'A'),
        // The expiry moved a year on, with the old signature.
        good.replace(`m1.${expiry}.`, `m1.${Number(expiry) + 365 * 24 * 3600 * 1000}.`),
        `m1.${expiry}.${nonce}.${'A'.repeat(43)}`,
        // Well formed and current, but signed with another secret.
        new MapsTokens('some-other-secret', 3_600_000, () => t.clock.now).issue().token,
      ];
      for (const candidate of forged) {
        const label = JSON.stringify(candidate);
        const replies = [
          await post('ev-stations', PUNE, candidate),
          await post('location-address', { pincode: '411001' }, candidate),
          await post('route-ev-stations', { origin: 'Delhi', destination: 'Jaipur' }, candidate),
          await suggest('beng', candidate),
        ];
        for (const reply of replies)
          expect({ token: label, status: reply.status, body: reply.body }).toEqual({
            token: label,
            status: 401,
            body: UNAUTHORIZED,
          });
      }
      // The token goes in the `token` header; an Authorization header is not read.
      const viaAuthorization = await post('ev-stations', PUNE, null, { authorization: `Bearer ${good}` });
      expect(viaAuthorization).toMatchObject({ status: 401, body: UNAUTHORIZED });
    });

    it("accepts a signed-in user's session token, and refuses it once the person logs out", async () => {
      const session = await t.signIn('9876501234');
      const reply = await post<{ results: Station[] }>('ev-stations', PUNE, session);
      expect(reply.status).toBe(200);
      expect(reply.body.data?.results).toHaveLength(20);
      expect((await suggest('bengaluru', session)).status).toBe(200);

      expect((await t.call('PUT', '/ev/user/logout', {}, session)).status).toBe(200);
      expect(await post('ev-stations', PUNE, session)).toMatchObject({ status: 401, body: UNAUTHORIZED });
    });
  });

  describe('POST /googleservice/location-address', () => {
    it('turns pincode 411001 into Pune, Maharashtra with the area centre', async () => {
      const reply = await post<Address>('location-address', { pincode: '411001' });
      expect(reply.status).toBe(200);
      expect(reply.body.success).toBe(true);
      const address = reply.body.data!;
      expect(address.formatted_address).toMatch(/Pune/);
      expect(address.formatted_address).toMatch(/Maharashtra/);
      // Named by the area's own post office, with its pincode.
      expect(address).toMatchObject({ district: 'Pune', state: 'Maharashtra', pincode: '411001' });
      expect(address.formatted_address).toBe(`${address.locality}, Pune, Maharashtra 411001`);
      // The centre of the 411001 area is in central Pune, well within 5 km of the city centre.
      expect(Number.isFinite(address.location.lat) && Number.isFinite(address.location.lng)).toBe(true);
      expect(haversineKm(address.location, PUNE)).toBeLessThan(5);
      // Spaces around the pincode are forgiven.
      const padded = await post<Address>('location-address', { pincode: ' 411001 ' });
      expect(padded.status).toBe(200);
      expect(padded.body.data?.location).toEqual(address.location);
    });

    it('reverse geocodes {lat,lng} to a formatted address and echoes the location', async () => {
      const reply = await post<Address>('location-address', BENGALURU);
      expect(reply.status).toBe(200);
      const address = reply.body.data!;
      expect(address.formatted_address).toMatch(/Bengaluru/);
      expect(address.formatted_address).toMatch(/Karnataka/);
      expect(address.formatted_address).toMatch(/\b5600\d\d\b/);
      expect(address.location).toEqual(BENGALURU);

      const pune = await post<Address>('location-address', PUNE);
      expect(pune.body.data?.formatted_address).toMatch(/Pune, Maharashtra/);
    });

    it('answers an unknown pincode with 404 and the catalogue message', async () => {
      for (const pincode of ['999999', '100001']) {
        const reply = await post('location-address', { pincode });
        expect(reply, pincode).toMatchObject({ status: 404, body: { success: false, message: PINCODE_NOT_FOUND } });
      }
    });
  });

  describe('POST /googleservice/ev-stations', () => {
    it('lists the 20 stations nearest to Pune, nearest first, in the spec result shape', async () => {
      const results = await nearest(PUNE);
      expect(results).toHaveLength(20);
      const km = results.map((s) => s.distance_km as number);
      expect(sorted(km), km.join(', ')).toBe(true);
      // The nearest really is near: central Pune is dense with chargers.
      expect(km[0]).toBeLessThan(2);
      for (const station of results) {
        const label = station.place_id;
        expect(typeof station.name, label).toBe('string');
        expect(station.name.length, label).toBeGreaterThan(0);
        expect(typeof station.vicinity, label).toBe('string');
        expect(station.vicinity.length, label).toBeGreaterThan(0);
        expect(station.place_id, label).toMatch(/^(bee|ocm|bee\+ocm)?[:\w+-]+/);
        const { lat, lng } = station.geometry.location;
        expect(Number.isFinite(lat) && Number.isFinite(lng), label).toBe(true);
        // The distance is true to the station's position and written as people read it.
        const actual = haversineKm(PUNE, station.geometry.location);
        expect(station.distance_km, label).toBeCloseTo(actual, 1);
        expect(station.distance, label).toBe(formatDistance(actual));
        expect(station.distance, label).toMatch(/^(\d+ m|\d+\.\d km|\d+ km)$/);
        // The bundled data has no hours or ratings: none are made up.
        expect(station, label).not.toHaveProperty('opening_hours');
        expect(station, label).not.toHaveProperty('rating');
        expect(Array.isArray(station.connectors), label).toBe(true);
        expect(typeof station.lev_only, label).toBe('boolean');
      }
      // No station is listed twice.
      expect(new Set(results.map((s) => s.place_id)).size).toBe(results.length);
    });

    it('takes a limit of up to 50', async () => {
      expect(await nearest({ ...PUNE, limit: 5 })).toHaveLength(5);
      expect(await nearest({ ...PUNE, limit: 50 })).toHaveLength(50);
    });

    it('filters by connector family, fast DC and two/three-wheeler points, still nearest first', async () => {
      const all = await nearest(PUNE);

      const ccs2 = await nearest({ ...PUNE, connectors: ['CCS2'] });
      expect(ccs2).toHaveLength(20);
      for (const s of ccs2) expect(s.connectors, s.place_id).toContain('CCS2');
      expect(sorted(ccs2.map((s) => s.distance_km as number))).toBe(true);
      // The filter searches on until it has 20, rather than thinning the unfiltered 20.
      expect(ccs2.at(-1)!.distance_km!).toBeGreaterThanOrEqual(all.at(-1)!.distance_km!);

      const fast = await nearest({ ...PUNE, fastOnly: true });
      expect(fast).toHaveLength(20);
      for (const s of fast) expect(s.max_kw ?? 0, s.place_id).toBeGreaterThanOrEqual(25);

      const lev = await nearest({ ...PUNE, connectors: ['LEV'] });
      expect(lev).toHaveLength(20);
      for (const s of lev)
        expect(
          s.connectors.some((c) => /^LEV\b/.test(c)),
          `${s.place_id} ${s.connectors.join('/')}`,
        ).toBe(true);

      const fastCcs2 = await nearest({ ...PUNE, connectors: ['CCS2'], fastOnly: true });
      for (const s of fastCcs2) {
        expect(s.connectors).toContain('CCS2');
        expect(s.max_kw ?? 0).toBeGreaterThanOrEqual(25);
        expect(s.lev_only).toBe(false);
      }

      // Two families: a station with either one passes.
      const either = await nearest({ ...PUNE, connectors: ['CHAdeMO', 'Type 2'] });
      for (const s of either)
        expect(s.connectors.includes('CHAdeMO') || s.connectors.includes('Type 2'), s.place_id).toBe(true);

      const byOperator = await nearest({ ...PUNE, operator: 'tata' });
      for (const s of byOperator) expect(s.operator.toLowerCase(), s.place_id).toContain('tata');
      expect(await nearest({ ...PUNE, operator: 'No Such Operator Anywhere' })).toEqual([]);
    });
  });

  describe('POST /googleservice/route-ev-stations', () => {
    it('lists stations from Delhi to Jaipur in route order, all within the corridor', async () => {
      const trip = await route('Delhi', 'Jaipur');
      expect(trip.origin.name).toMatch(/Delhi/);
      expect(trip.destination.name).toMatch(/Jaipur/);
      // About 240 km as the crow flies, 270 km by NH48: the route's road km (issue 29).
      expect(trip.distance_km).toBeGreaterThan(240);
      expect(trip.distance_km).toBeLessThan(330);

      const stations = trip.data;
      expect(stations.length).toBeGreaterThan(20);
      expect(trip.total_in_corridor).toBeGreaterThanOrEqual(stations.length);
      const fromStart = stations.map((s) => s.distance_from_start_km as number);
      expect(sorted(fromStart), fromStart.join(', ')).toBe(true);
      for (const s of stations) {
        expect(s.distance_from_start, s.place_id).toBe(formatDistance(s.distance_from_start_km as number));
        expect(s.distance_from_start_km!, s.place_id).toBeLessThanOrEqual(trip.distance_km + CORRIDOR_KM);
      }

      const first = stations[0]!;
      const last = stations.at(-1)!;
      expect(haversineKm(first.geometry.location, trip.origin)).toBeLessThan(CORRIDOR_KM);
      expect(haversineKm(last.geometry.location, trip.destination)).toBeLessThan(CORRIDOR_KM);
      // Cities along NH48 are covered, not only the two ends.
      expect(stations.some((s) => s.distance_from_start_km! > 80 && s.distance_from_start_km! < 160)).toBe(true);

      // The corridor follows the road the national-highway graph gives (its path thinned by at most 200 m).
      const road = loadRoadRouter(dataPath('roads')).route(trip.origin, trip.destination)!.path;
      for (const s of stations)
        expect(progressAlongPath(road, s.geometry.location).offsetKm, s.place_id).toBeLessThanOrEqual(
          CORRIDOR_KM + 0.25,
        );
      expect(new Set(stations.map((s) => s.place_id)).size).toBe(stations.length);
    });

    it('runs the other way from Jaipur to Delhi, and takes old names and pincodes', async () => {
      const back = await route('Jaipur', 'Delhi');
      expect(haversineKm(back.data[0]!.geometry.location, back.origin)).toBeLessThan(CORRIDOR_KM);
      expect(haversineKm(back.data.at(-1)!.geometry.location, back.destination)).toBeLessThan(CORRIDOR_KM);
      expect(sorted(back.data.map((s) => s.distance_from_start_km as number))).toBe(true);

      const gurgaon = await route('Gurgaon', 'Jaipur');
      const gurugram = await route('Gurugram', 'Jaipur');
      expect(gurgaon.origin).toMatchObject({
        name: 'Gurugram',
        place_id: gurugram.origin.place_id,
        lat: gurugram.origin.lat,
        lng: gurugram.origin.lng,
      });
      expect(gurgaon.data.map((s) => s.place_id)).toEqual(gurugram.data.map((s) => s.place_id));

      const pins = await route('110001', '302001');
      expect(haversineKm(pins.origin, { lat: 28.63, lng: 77.22 })).toBeLessThan(10);
      expect(haversineKm(pins.destination, { lat: 26.91, lng: 75.79 })).toBeLessThan(15);
      expect(pins.data.length).toBeGreaterThan(10);
    });

    it('applies the same filters along the route', async () => {
      const trip = await route('Delhi', 'Jaipur', { connectors: ['CCS2'], fastOnly: true });
      expect(trip.data.length).toBeGreaterThan(0);
      for (const s of trip.data) {
        expect(s.connectors, s.place_id).toContain('CCS2');
        expect(s.max_kw ?? 0, s.place_id).toBeGreaterThanOrEqual(25);
      }
      expect(sorted(trip.data.map((s) => s.distance_from_start_km as number))).toBe(true);
    });

    it('answers a place it cannot find with 404, for either end', async () => {
      for (const [origin, destination] of [
        ['Xyzzyqwv', 'Jaipur'],
        ['Delhi', 'Qwzzyxplk'],
        ['London', 'Jaipur'],
      ]) {
        const reply = await post('route-ev-stations', { origin, destination });
        expect(reply, `${origin} → ${destination}`).toMatchObject({
          status: 404,
          body: { success: false, message: PLACE_NOT_FOUND },
        });
      }
    });
  });

  describe('trip ends by locality (issue 15)', () => {
    it("resolves a free-text 'Manali' to the hill town, says so, and offers Manali, Chennai", async () => {
      const trip = await route('Delhi', 'Manali');
      expect(trip.destination).toMatchObject({
        name: 'Manali',
        label: 'Manali, Kullu, Himachal Pradesh',
        short_label: 'Manali, Himachal Pradesh',
      });
      expect(trip.destination.lat).toBeGreaterThan(32);
      const chennai = trip.destination.alternatives?.find((a) => a.short_label === 'Manali, Chennai');
      expect(chennai).toBeDefined();
      expect(trip.destination.alternatives!.length).toBeLessThanOrEqual(3);
      // Stations north of Delhi, towards Himachal Pradesh, in route order.
      expect(trip.data.length).toBeGreaterThan(0);
      for (const station of trip.data) expect(station.geometry.location.lat).toBeGreaterThan(28.4);
      // Picking the other place searches again with it.
      const other = await route('Delhi', chennai!.label, { destination_place_id: chennai!.place_id });
      expect(other.destination.lat).toBeLessThan(14);
      expect(other.distance_km).toBeGreaterThan(1500);
    });

    it('takes a picked suggestion by its id, over the text, and a locality as either end', async () => {
      const [koramangala] = (await suggest('Koramangala')).body.data!.predictions;
      expect(koramangala).toMatchObject({ description: 'Koramangala, Bengaluru Urban, Karnataka', kind: 'locality' });
      const trip = await route('my office', 'Mysuru', { origin_place_id: koramangala!.place_id });
      expect(trip.origin).toMatchObject({ name: 'Koramangala', place_id: koramangala!.place_id });
      // An id that names nothing falls back to the text.
      const fallback = await route('Whitefield', 'Mysuru', { origin_place_id: 'loc:999999:nowhere' });
      expect(fallback.origin.name).toBe('Whitefield');
    });

    it('ranks places near the person first when the position is given', async () => {
      const near = await t.call<Envelope<{ predictions: Prediction[] }>>(
        'GET',
        '/googleservice/autocomplete?input=Raipur&lat=30.32&lng=78.03',
        undefined,
        token,
      );
      expect(near.body.data!.predictions[0]?.description).toBe('Raipur, Dehradun, Uttarakhand');
      expect((await suggest('Raipur')).body.data!.predictions[0]?.description).toBe('Raipur, Chhattisgarh');
    });
  });

  describe('GET /googleservice/autocomplete', () => {
    it("finds Bengaluru first for 'beng', 'bangalore', 'bengaluru' and the typo 'banglore'", async () => {
      for (const input of ['beng', 'bangalore', 'bengaluru', 'Bengaluru', 'BANGALORE', 'banglore']) {
        const reply = await suggest(input);
        expect(reply.status, input).toBe(200);
        const first = reply.body.data?.predictions[0];
        expect(first?.description, input).toMatch(/^Bengaluru\b/);
        expect(first?.description, input).not.toMatch(/Urban|Rural/);
        expect(haversineKm(first!.location, BENGALURU), input).toBeLessThan(10);
      }
    });

    it('suggests pincodes by prefix and current names for old ones, within India only', async () => {
      const pins = (await suggest('5600')).body.data!.predictions;
      expect(pins.length).toBeGreaterThan(0);
      for (const p of pins) {
        expect(p.kind).toBe('pincode');
        expect(p.description).toMatch(/^5600\d\d\b/);
      }
      expect((await suggest('cochin')).body.data!.predictions[0]?.description).toMatch(/^Kochi\b/);
      expect((await suggest('gurgaon')).body.data!.predictions[0]?.description).toMatch(/^Gurugram\b/);
      expect((await suggest('bombay')).body.data!.predictions[0]?.description).toMatch(/^Mumbai\b/);
      for (const p of (await suggest('London')).body.data!.predictions)
        expect(p.description).not.toMatch(/United Kingdom|England/);
      expect((await suggest('')).body.data!.predictions).toEqual([]);
      expect((await suggest('   ')).body.data!.predictions).toEqual([]);
      // At most a handful, so the list fits a phone screen.
      expect((await suggest('ra')).body.data!.predictions.length).toBeLessThanOrEqual(10);
    });
  });

  describe('bad input', () => {
    const five000 = 'x'.repeat(5000);
    const cases: Array<[path: string, body: unknown, message: string]> = [
      // Missing fields
      ['ev-stations', {}, V.coordinates],
      ['ev-stations', { lat: PUNE.lat }, V.coordinates],
      ['ev-stations', { lng: PUNE.lng }, V.coordinates],
      ['location-address', {}, V.locationAddress],
      ['route-ev-stations', {}, V.placeText],
      ['route-ev-stations', { origin: 'Delhi' }, V.placeText],
      ['route-ev-stations', { destination: 'Jaipur' }, V.placeText],
      ['route-ev-stations', { origin: '   ', destination: 'Jaipur' }, V.placeText],
      ['route-ev-stations', { origin: '', destination: '' }, V.placeText],
      // Strings, NaN-like values, objects and arrays for numbers
      ['ev-stations', { lat: '18.52', lng: '73.85' }, V.coordinates],
      ['ev-stations', { lat: 'NaN', lng: 73.85 }, V.coordinates],
      ['ev-stations', { lat: 'Infinity', lng: 73.85 }, V.coordinates],
      ['ev-stations', { lat: '', lng: '' }, V.coordinates],
      ['ev-stations', { lat: {}, lng: 73.85 }, V.coordinates],
      ['ev-stations', { lat: [18.52], lng: [73.85] }, V.coordinates],
      ['ev-stations', { lat: true, lng: false }, V.coordinates],
      ['ev-stations', { lat: null, lng: null }, V.coordinates],
      ['ev-stations', { lat: 91, lng: 73.85 }, V.coordinates],
      ['ev-stations', { lat: 18.52, lng: 181 }, V.coordinates],
      ['location-address', { lat: '12.97', lng: '77.59' }, V.locationAddress],
      ['location-address', { pincode: 411001 }, V.locationAddress],
      ['location-address', { pincode: null }, V.locationAddress],
      ['location-address', { pincode: ['411001'] }, V.locationAddress],
      ['location-address', { pincode: '41100' }, V.pincode],
      ['location-address', { pincode: '011001' }, V.pincode],
      ['location-address', { pincode: 'abcdef' }, V.pincode],
      ['route-ev-stations', { origin: 110001, destination: 302001 }, V.placeText],
      ['route-ev-stations', { origin: null, destination: 'Jaipur' }, V.placeText],
      ['route-ev-stations', { origin: ['Delhi'], destination: 'Jaipur' }, V.placeText],
      ['route-ev-stations', { origin: { name: 'Delhi' }, destination: 'Jaipur' }, V.placeText],
      // Points outside India
      ['ev-stations', LONDON, V.outsideIndia],
      ['ev-stations', { lat: 0, lng: 0 }, V.outsideIndia],
      ['ev-stations', { lat: -18.52, lng: 73.85 }, V.outsideIndia],
      ['location-address', LONDON, V.outsideIndia],
      // 5,000-character strings
      ['route-ev-stations', { origin: five000, destination: 'Jaipur' }, V.tooLong],
      ['route-ev-stations', { origin: 'Delhi', destination: five000 }, V.tooLong],
      ['location-address', { pincode: '4'.repeat(5000) }, V.pincode],
      ['ev-stations', { ...PUNE, operator: five000 }, V.tooLong],
      // Filters of the wrong kind
      ['ev-stations', { ...PUNE, connectors: 'CCS2' }, V.invalidBody],
      ['ev-stations', { ...PUNE, connectors: ['Tesla Supercharger'] }, V.invalidBody],
      ['ev-stations', { ...PUNE, fastOnly: 'yes' }, V.invalidBody],
      ['ev-stations', { ...PUNE, limit: 0 }, V.invalidBody],
      ['ev-stations', { ...PUNE, limit: 1000 }, V.invalidBody],
      ['ev-stations', { ...PUNE, limit: 2.5 }, V.invalidBody],
      ['route-ev-stations', { origin: 'Delhi', destination: 'Jaipur', connectors: [null] }, V.invalidBody],
      // Arrays and nulls for the whole body
      ['ev-stations', [PUNE.lat, PUNE.lng], V.invalidBody],
      ['location-address', [{ pincode: '411001' }], V.locationAddress],
      ['route-ev-stations', ['Delhi', 'Jaipur'], V.invalidBody],
      ['ev-stations', 'null', V.coordinates],
      ['location-address', 'null', V.locationAddress],
    ];

    it.each(cases)('%s %j → 400 with a clear message', async (path, body, message) => {
      const reply = await post(path, body);
      expect(reply.status).toBe(400);
      expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
      expect(reply.body).toEqual({ success: false, message });
    });

    it.each([
      ['only punctuation', '...,,,---', V.placeText],
      ['emoji', '🚗⚡ Pune', V.placeCharacters],
      ['mixed scripts', 'Manali मनाली', V.placeScripts],
      ['an SQL fragment', "Pune'; DROP TABLE users;--", V.placeCharacters],
      ['an HTML fragment', '<img src=x onerror=alert(1)>', V.placeCharacters],
      ['another script', 'Москва', V.placeCharacters],
    ])('refuses %s in a place field with 400 and says why, in autocomplete and in a trip', async (_, text, message) => {
      expect(await suggest(text)).toMatchObject({ status: 400, body: { success: false, message } });
      expect(await post('route-ev-stations', { origin: text, destination: 'Jaipur' })).toMatchObject({
        status: 400,
        body: { success: false, message },
      });
    });

    it('refuses a malformed place id or position with 400', async () => {
      expect(
        await post('route-ev-stations', { origin: 'Delhi', destination: 'Jaipur', origin_place_id: 'place:1; DROP' }),
      ).toMatchObject({ status: 400 });
      for (const query of ['lat=abc&lng=77', 'lat=12.9', 'lat=95&lng=77'])
        expect(
          await t.call('GET', `/googleservice/autocomplete?input=kora&${query}`, undefined, token),
          query,
        ).toMatchObject({ status: 400, body: { message: V.coordinates } });
    });

    it('refuses a 5,000-character autocomplete input and a missing or repeated one with 400', async () => {
      expect(await suggest(five000)).toMatchObject({ status: 400, body: { success: false, message: V.tooLong } });
      const missing = await t.call('GET', '/googleservice/autocomplete', undefined, token);
      expect(missing).toMatchObject({ status: 400, body: { success: false, message: V.placeText } });
      const repeated = await t.call('GET', '/googleservice/autocomplete?input=a&input=b', undefined, token);
      expect(repeated).toMatchObject({ status: 400, body: { success: false, message: V.placeText } });
      const asArray = await t.call('GET', '/googleservice/autocomplete?input[]=pune', undefined, token);
      expect(asArray.status).toBe(400);
    });

    it('refuses broken JSON, poisoned keys and odd bodies with 400, never 5xx', async () => {
      const raw = [
        '{"lat": NaN, "lng": 73.85}',
        '{"lat": 18.52, "lng": 73.85',
        "{'lat': 18.52, 'lng': 73.85}",
        '{"__proto__": {"lat": 18.52}, "lat": 18.52, "lng": 73.85}',
        '{"constructor": {"prototype": {"polluted": true}}, "lat": 18.52, "lng": 73.85}',
        '"hello"',
        '42',
        'true',
        '[]',
      ];
      for (const path of ['ev-stations', 'location-address', 'route-ev-stations']) {
        for (const body of raw) {
          const reply = await post(path, body);
          expect(reply.status, `${path} ${body}`).toBe(400);
          expect(reply.body?.success, `${path} ${body}`).toBe(false);
          expect(VALIDATION_MESSAGES, `${path} ${body}`).toContain(reply.body?.message);
        }
      }
      // Nothing leaked onto Object.prototype in this process's view of the server's objects.
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      // A number so large it parses as Infinity.
      expect(await post('ev-stations', '{"lat": 1e400, "lng": 73.85}')).toMatchObject({
        status: 400,
        body: { message: V.coordinates },
      });
    });

    it('answers a body that is too large with 413 and a non-JSON body with 4xx, never 5xx', async () => {
      const huge = await post('ev-stations', JSON.stringify({ ...PUNE, pad: 'x'.repeat(2_000_000) }));
      expect(huge).toMatchObject({ status: 413, body: { success: false, message: en.errors.bodyTooLarge } });
      const form = await post('ev-stations', 'lat=18.52&lng=73.85', token, {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(form.status).toBeGreaterThanOrEqual(400);
      expect(form.status).toBeLessThan(500);
    });

    it('survives a burst of random junk on every maps call without a single 5xx', async () => {
      const junk: unknown[] = [
        {},
        { lat: -0, lng: -0 },
        { lat: 1e-320, lng: 77 },
        { lat: 18.5, lng: 73.8, extra: { deep: { deeper: [1, 2, 3] } } },
        { pincode: '\u0000\u0000\u0000\u0000\u0000\u0000' },
        { pincode: '४११००१' },
        { origin: '\u202e\u0000', destination: '😀😀😀' },
        { origin: 'Delhi'.repeat(40), destination: 'Jaipur' },
        { origin: '%00', destination: '../../etc/passwd' },
        { origin: '<script>alert(1)</script>', destination: "' OR 1=1 --" },
        { lat: 18.5, lng: 73.8, connectors: [], fastOnly: false, operator: '' },
        { lat: 18.5, lng: 73.8, connectors: Array(11).fill('CCS2') },
      ];
      for (const path of ['ev-stations', 'location-address', 'route-ev-stations']) {
        for (const body of junk) {
          const reply = await post(path, body);
          expect(reply.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (reply.status >= 400) expect(reply.body?.success, `${path} ${JSON.stringify(body)}`).toBe(false);
        }
      }
      for (const input of ['%', '\u0000', '😀', '<>', '..', '5', '0000000', 'a'.repeat(100), 'a'.repeat(101)]) {
        const reply = await suggest(input);
        expect(reply.status, JSON.stringify(input)).toBeLessThan(500);
      }
    });
  });
});

describe('maps API limits and token expiry', () => {
  let t: TestApp;
  /** Each test speaks from its own addresses (TRUST_PROXY is on), so their windows never mix. */
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const issue = async (ip: string) => {
    const auth = await t.call<Envelope<{ token: string }>>('POST', '/googleservice/auth', {}, undefined, from(ip));
    expect(auth.status).toBe(200);
    return auth.body.data!.token;
  };
  const lookUp = (as: string, ip: string) =>
    t.call<Envelope>('POST', '/googleservice/location-address', { pincode: '411001' }, as, from(ip));

  beforeAll(async () => {
    t = await startTestApp({
      STATIONS_SEED: 'true',
      MAPS_RATE_PER_MINUTE: '5',
      MAPS_RATE_PER_IP_PER_MINUTE: '5',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a maps token once MAPS_TOKEN_TTL_SECONDS have passed', async () => {
    const token = await issue('10.1.0.1');
    expect((await lookUp(token, '10.1.0.1')).status).toBe(200);
    t.clock.advance(3600 * 1000 - 1000);
    expect((await lookUp(token, '10.1.0.2')).status).toBe(200);
    t.clock.advance(2000);
    expect(await lookUp(token, '10.1.0.3')).toMatchObject({ status: 401, body: UNAUTHORIZED });
    // A fresh one works again.
    expect((await lookUp(await issue('10.1.0.4'), '10.1.0.4')).status).toBe(200);
  });

  it('allows 5 calls a minute per address: the 6th gets 429, whatever token it carries', async () => {
    const ip = '10.2.0.1';
    const first = await issue(ip);
    for (let i = 1; i <= 5; i++) expect((await lookUp(first, ip)).status, `call ${i}`).toBe(200);
    const limited = await lookUp(first, ip);
    expect(limited).toMatchObject({ status: 429, body: TOO_MANY });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another token from the same address is limited too.
    const second = await issue(ip);
    expect(await lookUp(second, ip)).toMatchObject({ status: 429, body: TOO_MANY });
    // Calls without a valid token count against the address as well: no free probing.
    expect((await t.call('POST', '/googleservice/ev-stations', PUNE, 'forged', from(ip))).status).toBe(429);
    // Another address is not affected.
    expect((await lookUp(second, '10.2.0.2')).status).toBe(200);
  });

  it('allows 5 calls a minute per token: the 6th gets 429 from any address', async () => {
    const token = await issue('10.3.0.100');
    for (let i = 1; i <= 5; i++) expect((await lookUp(token, `10.3.0.${i}`)).status, `call ${i}`).toBe(200);
    expect(await lookUp(token, '10.3.0.6')).toMatchObject({ status: 429, body: TOO_MANY });
    // The limit covers every maps call, not only the one that used it up.
    expect((await t.call('POST', '/googleservice/ev-stations', PUNE, token, from('10.3.0.7'))).status).toBe(429);
    expect(
      (await t.call('GET', '/googleservice/autocomplete?input=pune', undefined, token, from('10.3.0.8'))).status,
    ).toBe(429);
  });

  it('opens a fresh window after 60 s', async () => {
    const ip = '10.4.0.1';
    const token = await issue(ip);
    for (let i = 1; i <= 5; i++) await lookUp(token, ip);
    expect((await lookUp(token, ip)).status).toBe(429);
    t.clock.advance(59_000);
    expect((await lookUp(token, ip)).status).toBe(429);
    t.clock.advance(1_000);
    expect((await lookUp(token, ip)).status).toBe(200);
  });
});
