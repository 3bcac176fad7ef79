import { describe, expect, it, onTestFinished } from 'vitest';
import { greatCirclePath, haversineKm } from '../../domain/geo/geodesy.ts';
import type { LatLng } from '../../domain/geo/lat-lng.ts';
import { en } from '../../domain/i18n/en.ts';
import { appForTest } from '../../../tests/support/api-helpers.ts';
import {
  closedPortUrl,
  json,
  neverAnswers,
  startFakeSmsServer,
  type FakeAnswer,
  type FakeSmsServer,
  type ReceivedRequest,
} from '../../../tests/support/fake-sms-server.ts';
import { ConfigError, loadConfig } from '../config.server.ts';
import {
  GoogleDirections,
  GoogleGeocoder,
  GoogleNearbyStations,
  type GoogleMapsOptions,
} from './google-maps.server.ts';
import { MapsProviderError } from './maps-provider.server.ts';
import { OsrmRoute } from './osrm-route.server.ts';
import { decodePolyline } from '../../domain/geo/polyline.ts';

/**
 * The Google and OSRM adapters against a local fake HTTP server (one per test) that answers in
 * each service's own format, including its error and quota answers; then the API end to end with
 * those adapters chosen by configuration.
 */

const KEY = 'AIzaSyTEST-not-a-real-key-0123456789';

/** A fake maps service for this test only, closed when the test ends. */
async function fakeService(answer?: FakeAnswer | ((request: ReceivedRequest) => FakeAnswer)): Promise<FakeSmsServer> {
  const fake = await startFakeSmsServer();
  onTestFinished(() => fake.close());
  if (answer) fake.answer(answer);
  return fake;
}

/** A time-out no answer of the fake reaches however busy the machine; the tests of a hang give a short one. */
const SLOW_ENOUGH_MS = 60_000;
const googleOptions = (fake: FakeSmsServer, timeoutMs = SLOW_ENOUGH_MS): GoogleMapsOptions => ({
  apiKey: KEY,
  baseUrl: fake.url,
  timeoutMs,
});

/** Resolves with the error the call rejected with (failing the test if it did not), and how long it took. */
async function failure(call: () => Promise<unknown>): Promise<{ error: Error; ms: number }> {
  const started = performance.now();
  const error = await call().then(
    () => expect.fail('the call should have failed'),
    (e: unknown) => e as Error,
  );
  return { error, ms: performance.now() - started };
}

// ---- Google's answers, as the web services send them (trimmed of fields we do not read only where long) ----

const viewport = (lat: number, lng: number) => ({
  northeast: { lat: lat + 0.0013, lng: lng + 0.0013 },
  southwest: { lat: lat - 0.0013, lng: lng - 0.0013 },
});

const PUNE_GEOCODE = {
  results: [
    {
      address_components: [
        { long_name: 'Pune', short_name: 'Pune', types: ['locality', 'political'] },
        { long_name: 'Pune', short_name: 'Pune', types: ['administrative_area_level_3', 'political'] },
        {
          long_name: 'Pune Division',
          short_name: 'Pune Division',
          types: ['administrative_area_level_2', 'political'],
        },
        { long_name: 'Maharashtra', short_name: 'MH', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'India', short_name: 'IN', types: ['country', 'political'] },
      ],
      formatted_address: 'Pune, Maharashtra, India',
      geometry: {
        bounds: { northeast: { lat: 18.6357545, lng: 73.9864986 }, southwest: { lat: 18.4134784, lng: 73.7394779 } },
        location: { lat: 18.5204303, lng: 73.8567437 },
        location_type: 'APPROXIMATE',
        viewport: { northeast: { lat: 18.6357545, lng: 73.9864986 }, southwest: { lat: 18.4134784, lng: 73.7394779 } },
      },
      place_id: 'ChIJARFGZy6_wjsRQ-Oenb9DjYI',
      types: ['locality', 'political'],
    },
  ],
  status: 'OK',
};

const PINCODE_411001 = {
  results: [
    {
      address_components: [
        { long_name: '411001', short_name: '411001', types: ['postal_code'] },
        { long_name: 'Pune', short_name: 'Pune', types: ['locality', 'political'] },
        { long_name: 'Pune', short_name: 'Pune', types: ['administrative_area_level_3', 'political'] },
        {
          long_name: 'Pune Division',
          short_name: 'Pune Division',
          types: ['administrative_area_level_2', 'political'],
        },
        { long_name: 'Maharashtra', short_name: 'MH', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'India', short_name: 'IN', types: ['country', 'political'] },
      ],
      formatted_address: 'Pune, Maharashtra 411001, India',
      geometry: {
        location: { lat: 18.5246091, lng: 73.8786239 },
        location_type: 'APPROXIMATE',
        viewport: viewport(18.5246091, 73.8786239),
      },
      place_id: 'ChIJ0Rk1o2fAwjsRnS9vwJ0SbIQ',
      postcode_localities: ['Camp', 'Pune Station', 'Shivajinagar'],
      types: ['postal_code'],
    },
  ],
  status: 'OK',
};

const MG_ROAD_REVERSE = {
  plus_code: { compound_code: 'XJGX+6X Bengaluru, Karnataka, India', global_code: '7J4VXJGX+6X' },
  results: [
    {
      address_components: [
        { long_name: '29', short_name: '29', types: ['street_number'] },
        { long_name: 'Mahatma Gandhi Road', short_name: 'MG Road', types: ['route'] },
        {
          long_name: 'Shanthala Nagar',
          short_name: 'Shanthala Nagar',
          types: ['political', 'sublocality', 'sublocality_level_2'],
        },
        {
          long_name: 'Ashok Nagar',
          short_name: 'Ashok Nagar',
          types: ['political', 'sublocality', 'sublocality_level_1'],
        },
        { long_name: 'Bengaluru', short_name: 'Bengaluru', types: ['locality', 'political'] },
        {
          long_name: 'Bangalore Division',
          short_name: 'Bangalore Division',
          types: ['administrative_area_level_2', 'political'],
        },
        { long_name: 'Karnataka', short_name: 'KA', types: ['administrative_area_level_1', 'political'] },
        { long_name: 'India', short_name: 'IN', types: ['country', 'political'] },
        { long_name: '560001', short_name: '560001', types: ['postal_code'] },
      ],
      formatted_address: '29, MG Road, Shanthala Nagar, Ashok Nagar, Bengaluru, Karnataka 560001, India',
      geometry: {
        location: { lat: 12.9755264, lng: 77.6050136 },
        location_type: 'ROOFTOP',
        viewport: viewport(12.9755264, 77.6050136),
      },
      place_id: 'ChIJbU60yXAWrjsR4E9-UejD3_g',
      plus_code: { compound_code: 'XJGX+6X Bengaluru, Karnataka, India', global_code: '7J4VXJGX+6X' },
      types: ['street_address'],
    },
  ],
  status: 'OK',
};

const PUN_AUTOCOMPLETE = {
  predictions: [
    {
      description: 'Pune, Maharashtra, India',
      matched_substrings: [{ length: 3, offset: 0 }],
      place_id: 'ChIJARFGZy6_wjsRQ-Oenb9DjYI',
      reference: 'ChIJARFGZy6_wjsRQ-Oenb9DjYI',
      structured_formatting: {
        main_text: 'Pune',
        main_text_matched_substrings: [{ length: 3, offset: 0 }],
        secondary_text: 'Maharashtra, India',
      },
      terms: [
        { offset: 0, value: 'Pune' },
        { offset: 6, value: 'Maharashtra' },
        { offset: 19, value: 'India' },
      ],
      types: ['locality', 'political', 'geocode'],
    },
    {
      description: 'Punjab, India',
      matched_substrings: [{ length: 3, offset: 0 }],
      place_id: 'ChIJA6-vIzZpGTkRvH0uRXBk5Cw',
      reference: 'ChIJA6-vIzZpGTkRvH0uRXBk5Cw',
      structured_formatting: {
        main_text: 'Punjab',
        main_text_matched_substrings: [{ length: 3, offset: 0 }],
        secondary_text: 'India',
      },
      terms: [
        { offset: 0, value: 'Punjab' },
        { offset: 8, value: 'India' },
      ],
      types: ['administrative_area_level_1', 'political', 'geocode'],
    },
    {
      description: 'Pune, Maharashtra 411001, India',
      matched_substrings: [{ length: 3, offset: 0 }],
      place_id: 'ChIJ0Rk1o2fAwjsRnS9vwJ0SbIQ',
      reference: 'ChIJ0Rk1o2fAwjsRnS9vwJ0SbIQ',
      structured_formatting: { main_text: '411001', secondary_text: 'Pune, Maharashtra, India' },
      terms: [
        { offset: 0, value: 'Pune' },
        { offset: 6, value: 'Maharashtra 411001' },
        { offset: 26, value: 'India' },
      ],
      types: ['postal_code', 'geocode'],
    },
  ],
  status: 'OK',
};

const DETAILS: Record<string, LatLng> = {
  'ChIJARFGZy6_wjsRQ-Oenb9DjYI': { lat: 18.5204303, lng: 73.8567437 },
  'ChIJA6-vIzZpGTkRvH0uRXBk5Cw': { lat: 31.1471305, lng: 75.34121789999999 },
  ChIJ0Rk1o2fAwjsRnS9vwJ0SbIQ: { lat: 18.5246091, lng: 73.8786239 },
};

const detailsAnswer = (placeId: string | null): FakeAnswer => {
  const location = placeId ? DETAILS[placeId] : undefined;
  return location
    ? json(200, {
        html_attributions: [],
        result: { geometry: { location, viewport: viewport(location.lat, location.lng) } },
        status: 'OK',
      })
    : json(200, { html_attributions: [], status: 'NOT_FOUND' });
};

const PUNE = { lat: 18.5204, lng: 73.8567 };

const nearbyPlace = (name: string, vicinity: string, location: LatLng, extra: Record<string, unknown> = {}) => ({
  business_status: 'OPERATIONAL',
  geometry: { location, viewport: viewport(location.lat, location.lng) },
  icon: 'https://maps.gstatic.com/mapfiles/place_api/icons/v1/png_71/generic_business-71.png',
  icon_background_color: '#7B9EB0',
  icon_mask_base_uri: 'https://maps.gstatic.com/mapfiles/place_api/icons/v2/generic_pinlet',
  name,
  place_id: `ChIJ${name.replace(/\W/g, '').slice(0, 12)}x0123456789`,
  reference: `ChIJ${name.replace(/\W/g, '').slice(0, 12)}x0123456789`,
  scope: 'GOOGLE',
  types: ['point_of_interest', 'establishment'],
  vicinity,
  ...extra,
});

const PUNE_NEARBY = {
  html_attributions: [],
  next_page_token: 'AVzFdbm6-next-page-token',
  results: [
    nearbyPlace(
      'Tata Power EZ Charge',
      'JM Road, Shivajinagar, Pune',
      { lat: 18.5232, lng: 73.852 },
      { opening_hours: { open_now: true }, rating: 4.1, user_ratings_total: 23 },
    ),
    nearbyPlace(
      'Statiq Charging Station',
      'FC Road, Deccan Gymkhana, Pune',
      { lat: 18.5196, lng: 73.8415 },
      { opening_hours: { open_now: false }, rating: 3.6, user_ratings_total: 9 },
    ),
    nearbyPlace(
      'Old EV Point',
      'Camp, Pune',
      { lat: 18.5158, lng: 73.8777 },
      { business_status: 'CLOSED_PERMANENTLY', permanently_closed: true },
    ),
    nearbyPlace(
      'ChargeZone Koregaon Park',
      'North Main Road, Koregaon Park, Pune',
      { lat: 18.5362, lng: 73.894 },
      { opening_hours: {} },
    ),
  ],
  status: 'OK',
};

const quota = (status: string, error_message?: string) =>
  json(200, { ...(error_message ? { error_message } : {}), results: [], status });

// ---- OSRM's answers ----

const osrmAnswer = (path: LatLng[]) =>
  json(200, {
    code: 'Ok',
    routes: [
      {
        geometry: { coordinates: path.map((p) => [p.lng, p.lat]), type: 'LineString' },
        legs: [{ steps: [], summary: '', weight: 17210.3, duration: 17210.3, distance: 281203.4 }],
        weight_name: 'routability',
        weight: 17210.3,
        duration: 17210.3,
        distance: 281203.4,
      },
    ],
    waypoints: [
      { hint: 'Xw4AgP___38AAAAA', distance: 3.1, name: 'Janpath', location: [path[0]!.lng, path[0]!.lat] },
      { hint: 'y3QBgP___38AAAAA', distance: 12.7, name: 'MI Road', location: [path.at(-1)!.lng, path.at(-1)!.lat] },
    ],
  });

// ------------------------------------------------------------------------------------------

describe('configuration of the maps providers', () => {
  const base = { NODE_ENV: 'test' };
  const message = (env: Record<string, string>) => {
    try {
      loadConfig({ ...base, ...env });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    return expect.fail('the configuration should have been refused');
  };

  it('defaults to the local providers, Google at maps.googleapis.com and a 5 s time-out', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      MAPS_PROVIDER: 'local',
      ROUTE_PROVIDER: 'local',
      GOOGLE_MAPS_BASE_URL: 'https://maps.googleapis.com',
      MAPS_TIMEOUT_MS: 5000,
    });
    expect(config.GOOGLE_MAPS_API_KEY).toBeUndefined();
    expect(config.OSRM_URL).toBeUndefined();
  });

  it('accepts google and osrm with what they need', () => {
    expect(
      loadConfig({ ...base, MAPS_PROVIDER: 'google', ROUTE_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: KEY }),
    ).toMatchObject({ MAPS_PROVIDER: 'google', ROUTE_PROVIDER: 'google' });
    expect(
      loadConfig({ ...base, ROUTE_PROVIDER: 'osrm', OSRM_URL: 'http://osrm:5000', MAPS_TIMEOUT_MS: '800' }),
    ).toMatchObject({
      ROUTE_PROVIDER: 'osrm',
      OSRM_URL: 'http://osrm:5000',
      MAPS_TIMEOUT_MS: 800,
    });
  });

  it('stops start-up, naming the variable, when a provider lacks its key or URL', () => {
    expect(message({ MAPS_PROVIDER: 'google' })).toBe(
      'Invalid environment variable GOOGLE_MAPS_API_KEY: is required when MAPS_PROVIDER=google',
    );
    expect(message({ ROUTE_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: '' })).toBe(
      'Invalid environment variable GOOGLE_MAPS_API_KEY: is required when ROUTE_PROVIDER=google',
    );
    expect(message({ MAPS_PROVIDER: 'google', ROUTE_PROVIDER: 'google' })).toMatch(
      /GOOGLE_MAPS_API_KEY: is required when MAPS_PROVIDER=google or ROUTE_PROVIDER=google/,
    );
    expect(message({ ROUTE_PROVIDER: 'osrm' })).toBe(
      'Invalid environment variable OSRM_URL: is required when ROUTE_PROVIDER=osrm',
    );
  });

  it('refuses unknown providers, bad URLs and time-outs', () => {
    expect(message({ MAPS_PROVIDER: 'mapbox' })).toMatch(/MAPS_PROVIDER: must be local or google/);
    expect(message({ ROUTE_PROVIDER: 'graphhopper' })).toMatch(/ROUTE_PROVIDER: must be local, osrm or google/);
    expect(message({ ROUTE_PROVIDER: 'osrm', OSRM_URL: 'not a url' })).toMatch(/OSRM_URL: must be a URL/);
    expect(message({ GOOGLE_MAPS_BASE_URL: 'maps' })).toMatch(/GOOGLE_MAPS_BASE_URL: must be a URL/);
    expect(message({ MAPS_TIMEOUT_MS: '50' })).toMatch(/MAPS_TIMEOUT_MS: must be at least 100/);
  });
});

describe('decodePolyline', () => {
  it("decodes Google's documented example", () => {
    const points = decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
    const expected = [
      { lat: 38.5, lng: -120.2 },
      { lat: 40.7, lng: -120.95 },
      { lat: 43.252, lng: -126.453 },
    ];
    expect(points).toHaveLength(3);
    points.forEach((p, i) => {
      expect(p.lat).toBeCloseTo(expected[i]!.lat, 9);
      expect(p.lng).toBeCloseTo(expected[i]!.lng, 9);
    });
  });

  it('decodes the empty string to no points and refuses a truncated one', () => {
    expect(decodePolyline('')).toEqual([]);
    expect(() => decodePolyline('_p~iF~ps|U_ulL')).toThrow(RangeError);
    expect(() => decodePolyline('_p~iF~ps|\u0010')).toThrow(RangeError);
  });
});

describe('GoogleGeocoder', () => {
  it('geocodes a place in India with the key, components=country:IN and the address', async () => {
    const fake = await fakeService(json(200, PUNE_GEOCODE));
    const found = await new GoogleGeocoder(googleOptions(fake)).geocode('Pune');
    expect(found).toEqual({ lat: 18.5204303, lng: 73.8567437, name: 'Pune' });
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request).toMatchObject({ method: 'GET', path: '/maps/api/geocode/json' });
    expect(request!.query.get('key')).toBe(KEY);
    expect(request!.query.get('address')).toBe('Pune');
    expect(request!.query.get('components')).toBe('country:IN');
  });

  it('looks a pincode up with components=postal_code:…|country:IN and maps the address components', async () => {
    const fake = await fakeService(json(200, PINCODE_411001));
    const geocoder = new GoogleGeocoder(googleOptions(fake));
    expect(await geocoder.pincode('411001')).toEqual({
      formatted_address: 'Pune, Maharashtra 411001, India',
      locality: 'Pune',
      district: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      location: { lat: 18.5246091, lng: 73.8786239 },
    });
    expect(fake.received[0]!.path).toBe('/maps/api/geocode/json');
    expect(fake.received[0]!.query.get('components')).toBe('postal_code:411001|country:IN');
    expect(fake.received[0]!.query.has('address')).toBe(false);
    expect(fake.received[0]!.query.get('key')).toBe(KEY);

    // A text that is a pincode is geocoded as one.
    await geocoder.geocode(' 411001 ');
    expect(fake.received[1]!.query.get('components')).toBe('postal_code:411001|country:IN');
  });

  it('reverse-geocodes with latlng=…, leaving out a division as the district', async () => {
    const fake = await fakeService(json(200, MG_ROAD_REVERSE));
    const address = await new GoogleGeocoder(googleOptions(fake)).reverse({ lat: 12.9755, lng: 77.605 });
    expect(address).toEqual({
      formatted_address: '29, MG Road, Shanthala Nagar, Ashok Nagar, Bengaluru, Karnataka 560001, India',
      locality: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    });
    expect(fake.received[0]!.path).toBe('/maps/api/geocode/json');
    expect(fake.received[0]!.query.get('latlng')).toBe('12.9755,77.605');
    expect(fake.received[0]!.query.get('key')).toBe(KEY);
  });

  it('answers null on ZERO_RESULTS', async () => {
    const fake = await fakeService(json(200, { results: [], status: 'ZERO_RESULTS' }));
    const geocoder = new GoogleGeocoder(googleOptions(fake));
    expect(await geocoder.geocode('Atlantis')).toBeNull();
    expect(await geocoder.pincode('999999')).toBeNull();
    expect(await geocoder.reverse({ lat: 10, lng: 72 })).toBeNull();
  });

  it('autocompletes regions in India, then resolves the top predictions with Place Details in parallel', async () => {
    // No Place Details answer goes out until all three are asked for: one at a time would never finish.
    let allAsked!: () => void;
    const asked = new Promise<void>((resolve) => (allAsked = resolve));
    let detailsAsked = 0;
    const fake = await fakeService((request) => {
      if (request.path === '/maps/api/place/autocomplete/json') return json(200, PUN_AUTOCOMPLETE);
      if (++detailsAsked === PUN_AUTOCOMPLETE.predictions.length) allAsked();
      return { ...detailsAnswer(request.query.get('place_id')), until: asked };
    });
    const predictions = await new GoogleGeocoder(googleOptions(fake)).autocomplete('pun', 6);
    expect(predictions).toEqual([
      {
        description: 'Pune, Maharashtra, India',
        placeId: 'ChIJARFGZy6_wjsRQ-Oenb9DjYI',
        lat: 18.5204303,
        lng: 73.8567437,
        kind: 'place',
      },
      {
        description: 'Punjab, India',
        placeId: 'ChIJA6-vIzZpGTkRvH0uRXBk5Cw',
        lat: 31.1471305,
        lng: 75.34121789999999,
        kind: 'place',
      },
      {
        description: 'Pune, Maharashtra 411001, India',
        placeId: 'ChIJ0Rk1o2fAwjsRnS9vwJ0SbIQ',
        lat: 18.5246091,
        lng: 73.8786239,
        kind: 'pincode',
      },
    ]);
    const [autocomplete, ...details] = fake.received;
    expect(autocomplete).toMatchObject({ method: 'GET', path: '/maps/api/place/autocomplete/json' });
    expect(autocomplete!.query.get('input')).toBe('pun');
    expect(autocomplete!.query.get('components')).toBe('country:in');
    expect(autocomplete!.query.get('types')).toBe('(regions)');
    expect(autocomplete!.query.get('key')).toBe(KEY);
    expect(details).toHaveLength(3);
    for (const request of details) {
      expect(request.path).toBe('/maps/api/place/details/json');
      expect(request.query.get('fields')).toBe('geometry');
      expect(request.query.get('key')).toBe(KEY);
    }
    expect(details.map((r) => r.query.get('place_id'))).toEqual(PUN_AUTOCOMPLETE.predictions.map((p) => p.place_id));
  });

  it('resolves at most 5 predictions (and no more than the limit), dropping places Details no longer finds', async () => {
    const many = Array.from({ length: 5 }, (_, i) => ({
      ...PUN_AUTOCOMPLETE.predictions[0]!,
      description: `Place ${i}`,
      place_id: i === 1 ? 'gone' : 'ChIJARFGZy6_wjsRQ-Oenb9DjYI',
    }));
    const fake = await fakeService((request) =>
      request.path === '/maps/api/place/autocomplete/json'
        ? json(200, { predictions: [...many, ...many], status: 'OK' })
        : detailsAnswer(request.query.get('place_id')),
    );
    const geocoder = new GoogleGeocoder(googleOptions(fake));
    expect((await geocoder.autocomplete('pla', 6)).map((p) => p.description)).toEqual([
      'Place 0',
      'Place 2',
      'Place 3',
      'Place 4',
    ]);
    expect(fake.received.filter((r) => r.path === '/maps/api/place/details/json')).toHaveLength(5);
    fake.received.length = 0;
    expect(await geocoder.autocomplete('pla', 2)).toHaveLength(1);
    expect(fake.received.filter((r) => r.path === '/maps/api/place/details/json')).toHaveLength(2);
  });

  it('answers no predictions on ZERO_RESULTS, without calling Details', async () => {
    const fake = await fakeService(json(200, { predictions: [], status: 'ZERO_RESULTS' }));
    expect(await new GoogleGeocoder(googleOptions(fake)).autocomplete('xqzv', 6)).toEqual([]);
    expect(fake.received).toHaveLength(1);
  });

  it('biases autocomplete towards the person when their position is known', async () => {
    const fake = await fakeService(json(200, { predictions: [], status: 'ZERO_RESULTS' }));
    await new GoogleGeocoder(googleOptions(fake)).autocomplete('mana', 6, { lat: 13.08, lng: 80.27 });
    expect(fake.received[0]!.query.get('location')).toBe('13.08,80.27');
    expect(fake.received[0]!.query.get('radius')).toBe('50000');
  });

  it('finds a picked suggestion by its place id with Place Details, and null for an unknown id', async () => {
    const fake = await fakeService((request) => detailsAnswer(request.query.get('place_id')));
    const geocoder = new GoogleGeocoder(googleOptions(fake));
    expect(await geocoder.place('ChIJARFGZy6_wjsRQ-Oenb9DjYI')).toMatchObject({
      lat: 18.5204303,
      lng: 73.8567437,
      place_id: 'ChIJARFGZy6_wjsRQ-Oenb9DjYI',
    });
    expect(fake.received[0]!.query.get('fields')).toBe('geometry,name,formatted_address');
    expect(await geocoder.place('ChIJgone')).toBeNull();
  });

  it('fails the whole autocomplete when a Details call hits the quota', async () => {
    const fake = await fakeService((request) =>
      request.path === '/maps/api/place/autocomplete/json'
        ? json(200, PUN_AUTOCOMPLETE)
        : quota('OVER_QUERY_LIMIT', 'You have exceeded your rate-limit for this API.'),
    );
    const { error } = await failure(() => new GoogleGeocoder(googleOptions(fake)).autocomplete('pun', 6));
    expect(error).toBeInstanceOf(MapsProviderError);
    expect(error.message).toBe(
      'google place details: OVER_QUERY_LIMIT: You have exceeded your rate-limit for this API.',
    );
  });
});

describe('GoogleNearbyStations', () => {
  it('searches by distance with the keyword and maps places to station results', async () => {
    const fake = await fakeService(json(200, PUNE_NEARBY));
    const results = await new GoogleNearbyStations(googleOptions(fake)).nearest(PUNE, 20, {
      connectors: ['CCS2'],
      fastOnly: true,
      operator: 'Tata',
    });
    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request).toMatchObject({ method: 'GET', path: '/maps/api/place/nearbysearch/json' });
    expect(Object.fromEntries(request!.query)).toMatchObject({
      location: '18.5204,73.8567',
      rankby: 'distance',
      keyword: 'EV charging station',
      key: KEY,
    });
    expect(request!.query.has('radius')).toBe(false); // Google refuses radius with rankby=distance

    // The filters cannot be applied to Google's places: all open places come back, nearest first.
    expect(results.map((r) => r.name)).toEqual([
      'Tata Power EZ Charge',
      'Statiq Charging Station',
      'ChargeZone Koregaon Park',
    ]);
    const km = haversineKm(PUNE, { lat: 18.5232, lng: 73.852 });
    expect(results[0]).toEqual({
      place_id: PUNE_NEARBY.results[0]!.place_id,
      name: 'Tata Power EZ Charge',
      vicinity: 'JM Road, Shivajinagar, Pune',
      distance: `${Math.round(km * 1000)} m`,
      distance_km: Math.round(km * 100) / 100,
      geometry: { location: { lat: 18.5232, lng: 73.852 } },
      opening_hours: { open_now: true },
      rating: 4.1,
      operator: '',
      connectors: [],
      max_kw: null,
      lev_only: false,
      source: 'google',
    });
    expect(results[1]).toMatchObject({ opening_hours: { open_now: false }, rating: 3.6 });
    // Hours without open_now say nothing: no opening_hours (the card then shows 'hours not listed').
    expect(results[2]).not.toHaveProperty('opening_hours');
    expect(results[2]).not.toHaveProperty('rating');
    expect(results[2]!.distance).toMatch(/^\d\.\d km$/);
  });

  it('keeps to the limit and answers [] on ZERO_RESULTS', async () => {
    const fake = await fakeService(json(200, PUNE_NEARBY));
    expect(await new GoogleNearbyStations(googleOptions(fake)).nearest(PUNE, 1, {})).toHaveLength(1);
    fake.answer(json(200, { html_attributions: [], results: [], status: 'ZERO_RESULTS' }));
    expect(await new GoogleNearbyStations(googleOptions(fake)).nearest(PUNE, 20, {})).toEqual([]);
  });
});

describe('GoogleDirections', () => {
  it('asks for driving directions between the points and decodes overview_polyline', async () => {
    const fake = await fakeService(
      json(200, {
        geocoded_waypoints: [
          { geocoder_status: 'OK', place_id: 'ChIJLbZ-NFv9DDkRzk0gTkm3wlI', types: ['street_address'] },
          { geocoder_status: 'OK', place_id: 'ChIJgeJXTN9KbDkRCS7yDDrG4Qw', types: ['street_address'] },
        ],
        routes: [
          {
            bounds: { northeast: { lat: 43.252, lng: -120.2 }, southwest: { lat: 38.5, lng: -126.453 } },
            copyrights: 'Map data ©2025',
            legs: [
              {
                distance: { text: '281 km', value: 281203 },
                duration: { text: '4 hours 47 mins', value: 17210 },
                steps: [],
              },
            ],
            overview_polyline: { points: '_p~iF~ps|U_ulLnnqC_mqNvxq`@' },
            summary: 'NH48',
            warnings: [],
            waypoint_order: [],
          },
        ],
        status: 'OK',
      }),
    );
    const path = await new GoogleDirections(googleOptions(fake)).route(
      { lat: 28.6139, lng: 77.209 },
      { lat: 26.9124, lng: 75.7873 },
    );
    expect(path).toHaveLength(3);
    expect(path[2]!.lat).toBeCloseTo(43.252, 9);
    expect(path[2]!.lng).toBeCloseTo(-126.453, 9);
    const [request] = fake.received;
    expect(request).toMatchObject({ method: 'GET', path: '/maps/api/directions/json' });
    expect(Object.fromEntries(request!.query)).toMatchObject({
      origin: '28.6139,77.209',
      destination: '26.9124,75.7873',
      key: KEY,
    });
  });

  it('fails on ZERO_RESULTS: there is no road between the points', async () => {
    const fake = await fakeService(json(200, { geocoded_waypoints: [], routes: [], status: 'ZERO_RESULTS' }));
    const { error } = await failure(() =>
      new GoogleDirections(googleOptions(fake)).route({ lat: 13.08, lng: 80.27 }, { lat: 11.62, lng: 92.72 }),
    );
    expect(error).toBeInstanceOf(MapsProviderError);
    expect(error.message).toBe('google directions: no route (ZERO_RESULTS)');
  });
});

describe.each([
  ['geocode', (o: GoogleMapsOptions) => new GoogleGeocoder(o).geocode('Pune')],
  ['autocomplete', (o: GoogleMapsOptions) => new GoogleGeocoder(o).autocomplete('pun', 6)],
  ['nearby search', (o: GoogleMapsOptions) => new GoogleNearbyStations(o).nearest(PUNE, 20, {})],
  ['directions', (o: GoogleMapsOptions) => new GoogleDirections(o).route(PUNE, { lat: 19.076, lng: 72.8777 })],
])('Google %s failures', (_api, call) => {
  const cases: Array<[string, FakeAnswer, RegExp]> = [
    [
      'OVER_QUERY_LIMIT',
      quota('OVER_QUERY_LIMIT', 'You have exceeded your rate-limit for this API.'),
      /: OVER_QUERY_LIMIT: You have exceeded your rate-limit/,
    ],
    [
      'OVER_DAILY_LIMIT',
      quota('OVER_DAILY_LIMIT', 'You have exceeded your daily request quota for this API.'),
      /: OVER_DAILY_LIMIT/,
    ],
    [
      'REQUEST_DENIED',
      quota('REQUEST_DENIED', 'The provided API key is invalid. '),
      /: REQUEST_DENIED: The provided API key is invalid/,
    ],
    [
      'REQUEST_DENIED quoting the key',
      quota('REQUEST_DENIED', `API keys with referer restrictions cannot be used with this API. (key=${KEY})`),
      /: REQUEST_DENIED: API keys with referer restrictions cannot be used with this API\. \(key=\*\*\*\)$/,
    ],
    [
      'INVALID_REQUEST',
      quota('INVALID_REQUEST', "Invalid request. Missing the 'input' parameter."),
      /: INVALID_REQUEST/,
    ],
    ['UNKNOWN_ERROR', quota('UNKNOWN_ERROR'), /: UNKNOWN_ERROR$/],
    ['HTTP 500', { status: 500, body: '' }, /answered HTTP 500$/],
    [
      'HTTP 503 with an HTML page',
      { status: 503, body: '<html><body>Service Unavailable</body></html>' },
      /answered HTTP 503$/,
    ],
    ['malformed JSON', { status: 200, body: '{"results": [{"formatted_address": "Pune' }, /not JSON/],
    ['JSON without a status', json(200, { results: [] }), /no status/],
  ];

  it.each(cases)('throws MapsProviderError on %s, without the key in the message', async (_what, answer, message) => {
    const fake = await fakeService(answer);
    const { error } = await failure(() => call(googleOptions(fake)));
    expect(error).toBeInstanceOf(MapsProviderError);
    expect(error.message).toMatch(/^google /);
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain(KEY);
    expect(fake.received[0]!.query.get('key')).toBe(KEY);
  });

  it('gives up on an answer slower than MAPS_TIMEOUT_MS, hanging up on the service', async () => {
    // The service never answers: only the adapter's own time-out can end the call.
    const fake = await fakeService(neverAnswers());
    const { error, ms } = await failure(() => call(googleOptions(fake, 200)));
    expect(error).toBeInstanceOf(MapsProviderError);
    expect(error.message).toMatch(/request failed \(TimeoutError\)/);
    expect(error.message).not.toContain(KEY);
    // Not before the time-out (a timer never fires early; a busy machine only makes it later).
    expect(ms).toBeGreaterThanOrEqual(150);
    await fake.whenAbandoned(1);
  });

  it('throws MapsProviderError when the service cannot be reached', async () => {
    const { error } = await failure(async () =>
      call({ apiKey: KEY, baseUrl: await closedPortUrl(), timeoutMs: SLOW_ENOUGH_MS }),
    );
    expect(error).toBeInstanceOf(MapsProviderError);
    expect(error.message).not.toContain(KEY);
  });
});

describe('OsrmRoute', () => {
  const DELHI = { lat: 28.6139, lng: 77.209 };
  const JAIPUR = { lat: 26.9124, lng: 75.7873 };

  it('asks for the driving route with full GeoJSON geometry and turns [lng, lat] into points', async () => {
    const road = [DELHI, { lat: 28.4595, lng: 77.0266 }, { lat: 27.5535, lng: 76.6346 }, JAIPUR];
    const fake = await fakeService(osrmAnswer(road));
    const path = await new OsrmRoute({ baseUrl: `${fake.url}/osrm/`, timeoutMs: SLOW_ENOUGH_MS }).route(DELHI, JAIPUR);
    expect(path).toEqual(road);
    const [request] = fake.received;
    expect(request).toMatchObject({ method: 'GET', path: '/osrm/route/v1/driving/77.209,28.6139;75.7873,26.9124' });
    expect(Object.fromEntries(request!.query)).toEqual({ overview: 'full', geometries: 'geojson' });
  });

  const cases: Array<[string, FakeAnswer, RegExp]> = [
    [
      'NoRoute (HTTP 400)',
      json(400, { code: 'NoRoute', message: 'Impossible route between points' }),
      /^osrm: NoRoute: Impossible route between points$/,
    ],
    [
      'NoSegment',
      json(400, { code: 'NoSegment', message: 'Could not find a matching segment for any coordinate.' }),
      /^osrm: NoSegment/,
    ],
    ['TooBig', json(400, { code: 'TooBig', message: 'Too many table coordinates' }), /^osrm: TooBig/],
    ['Ok without routes', json(200, { code: 'Ok', routes: [], waypoints: [] }), /no geometry/],
    [
      'a bad coordinate',
      json(200, { code: 'Ok', routes: [{ geometry: { type: 'LineString', coordinates: [[77.2, 28.6], [75.8]] } }] }),
      /route point 1/,
    ],
    ['HTTP 500', { status: 500, body: '' }, /^osrm: answered HTTP 500$/],
    ['HTTP 502 from a proxy', { status: 502, body: '<html>Bad Gateway</html>' }, /^osrm: answered HTTP 502$/],
    ['malformed JSON', { status: 200, body: '{"code":"Ok","routes":[{"geom' }, /not JSON/],
    [
      'a 404 page (wrong OSRM_URL)',
      { status: 404, body: 'Not Found' },
      /answered HTTP 404 with a body that is not JSON/,
    ],
  ];
  it.each(cases)('throws MapsProviderError on %s', async (_what, answer, message) => {
    const fake = await fakeService(answer);
    const { error } = await failure(() =>
      new OsrmRoute({ baseUrl: fake.url, timeoutMs: SLOW_ENOUGH_MS }).route(DELHI, JAIPUR),
    );
    expect(error).toBeInstanceOf(MapsProviderError);
    expect(error.message).toMatch(message);
  });

  it('gives up on an answer slower than MAPS_TIMEOUT_MS, hanging up on the service', async () => {
    // The service never answers: only the adapter's own time-out can end the call.
    const fake = await fakeService({ ...osrmAnswer([DELHI, JAIPUR]), ...neverAnswers() });
    const { error } = await failure(() => new OsrmRoute({ baseUrl: fake.url, timeoutMs: 200 }).route(DELHI, JAIPUR));
    expect(error).toBeInstanceOf(MapsProviderError);
    expect(error.message).toMatch(/request failed \(TimeoutError\)/);
    await fake.whenAbandoned(1);
  });
});

describe('the maps API with the Google and OSRM providers', () => {
  const mapsToken = async (t: Awaited<ReturnType<typeof appForTest>>) => {
    const auth = await t.call<{ data: { token: string } }>('POST', '/googleservice/auth');
    expect(auth.status).toBe(200);
    return auth.body.data.token;
  };
  const googleEnv = (fake: FakeSmsServer, timeoutMs = SLOW_ENOUGH_MS) => ({
    MAPS_PROVIDER: 'google',
    GOOGLE_MAPS_API_KEY: 'test-key',
    GOOGLE_MAPS_BASE_URL: fake.url,
    STATIONS_SEED: 'false',
    MAPS_TIMEOUT_MS: String(timeoutMs),
  });

  it('answers ev-stations from Google, keeping the key on the server', async () => {
    const fake = await fakeService(json(200, PUNE_NEARBY));
    const t = await appForTest(googleEnv(fake));
    const token = await mapsToken(t);
    const reply = await t.call<{ success: boolean; data: { results: Array<Record<string, unknown>> } }>(
      'POST',
      '/googleservice/ev-stations',
      PUNE,
      token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.data.results.map((r) => r.name)).toEqual([
      'Tata Power EZ Charge',
      'Statiq Charging Station',
      'ChargeZone Koregaon Park',
    ]);
    expect(reply.body.data.results[0]).toMatchObject({
      source: 'google',
      opening_hours: { open_now: true },
      rating: 4.1,
      distance: expect.stringMatching(/ m$/),
    });
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.path).toBe('/maps/api/place/nearbysearch/json');
    expect(fake.received[0]!.query.get('key')).toBe('test-key');
    expect(JSON.stringify(reply.body)).not.toContain('test-key');
  });

  it('answers autocomplete and location-address from Google', async () => {
    const fake = await fakeService((request) => {
      if (request.path === '/maps/api/place/autocomplete/json') return json(200, PUN_AUTOCOMPLETE);
      if (request.path === '/maps/api/place/details/json') return detailsAnswer(request.query.get('place_id'));
      return json(200, PINCODE_411001);
    });
    const t = await appForTest(googleEnv(fake));
    const token = await mapsToken(t);
    const suggestions = await t.call<{ data: { predictions: unknown[] } }>(
      'GET',
      '/googleservice/autocomplete?input=pun',
      undefined,
      token,
    );
    expect(suggestions.status).toBe(200);
    expect(suggestions.body.data.predictions[0]).toEqual({
      description: 'Pune, Maharashtra, India',
      place_id: 'ChIJARFGZy6_wjsRQ-Oenb9DjYI',
      location: { lat: 18.5204303, lng: 73.8567437 },
      kind: 'place',
    });
    const address = await t.call('POST', '/googleservice/location-address', { pincode: '411001' }, token);
    expect(address).toMatchObject({
      status: 200,
      body: { data: { formatted_address: 'Pune, Maharashtra 411001, India', pincode: '411001' } },
    });
  });

  it.each([
    ['OVER_QUERY_LIMIT', quota('OVER_QUERY_LIMIT', 'You have exceeded your rate-limit for this API.')],
    ['REQUEST_DENIED', quota('REQUEST_DENIED', 'The provided API key is invalid. (test-key)')],
    // Never answering: the reply can only come from MAPS_TIMEOUT_MS ending the wait.
    ['a hang', neverAnswers()],
  ])('answers 503 with a plain message when Google answers %s', async (_what, answer) => {
    const fake = await fakeService(answer);
    const t = await appForTest(googleEnv(fake, 300));
    const token = await mapsToken(t);
    const reply = await t.call('POST', '/googleservice/ev-stations', PUNE, token);
    expect(reply).toEqual(
      expect.objectContaining({
        status: 503,
        body: { success: false, message: 'The maps service is not responding. Please try again in a minute.' },
      }),
    );
    expect(reply.body).toEqual({ success: false, message: en.errors.mapsUnavailable });
  });

  it('draws the trip route with OSRM and searches the corridor along its road geometry', async () => {
    // A road from Delhi to Jaipur by way of Agra: stations near Agra are on this route, and
    // would never be on the direct (great-circle) one.
    const AGRA = { lat: 27.1767, lng: 78.0081 };
    let origin: LatLng | undefined;
    let destination: LatLng | undefined;
    const fake = await fakeService((request) => {
      const [from, to] = request.path
        .replace('/route/v1/driving/', '')
        .split(';')
        .map((pair) => pair.split(',').map(Number)) as [number[], number[]];
      origin = { lat: from[1]!, lng: from[0]! };
      destination = { lat: to[1]!, lng: to[0]! };
      return osrmAnswer([...greatCirclePath(origin, AGRA, 2), ...greatCirclePath(AGRA, destination, 2).slice(1)]);
    });
    const t = await appForTest({ ROUTE_PROVIDER: 'osrm', OSRM_URL: fake.url, STATIONS_SEED: 'true' });
    const token = await mapsToken(t);
    const reply = await t.call<{
      data: {
        data: Array<{ geometry: { location: LatLng }; distance_from_start_km: number }>;
        origin: LatLng;
        destination: LatLng;
      };
    }>('POST', '/googleservice/route-ev-stations', { origin: 'Delhi', destination: 'Jaipur' }, token);
    expect(reply.status).toBe(200);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.query.get('overview')).toBe('full');
    expect(fake.received[0]!.query.get('geometries')).toBe('geojson');
    expect(origin).toEqual({ lat: reply.body.data.origin.lat, lng: reply.body.data.origin.lng });
    expect(destination).toEqual({ lat: reply.body.data.destination.lat, lng: reply.body.data.destination.lng });

    const stations = reply.body.data.data;
    expect(stations.length).toBeGreaterThan(10);
    expect(stations.some((s) => haversineKm(s.geometry.location, AGRA) < 15)).toBe(true);
    const froms = stations.map((s) => s.distance_from_start_km);
    expect(froms).toEqual([...froms].sort((a, b) => a - b));
    // Along the detour, the distance from the start runs past the direct Delhi–Jaipur distance.
    expect(Math.max(...froms)).toBeGreaterThan(haversineKm(reply.body.data.origin, reply.body.data.destination) + 100);
  });

  it('answers 503 when OSRM finds no route or fails', async () => {
    const fake = await fakeService(json(400, { code: 'NoRoute', message: 'Impossible route between points' }));
    const t = await appForTest({ ROUTE_PROVIDER: 'osrm', OSRM_URL: fake.url, STATIONS_SEED: 'false' });
    const token = await mapsToken(t);
    const reply = await t.call(
      'POST',
      '/googleservice/route-ev-stations',
      { origin: 'Delhi', destination: 'Jaipur' },
      token,
    );
    expect(reply).toMatchObject({ status: 503, body: { success: false, message: en.errors.mapsUnavailable } });
    fake.answer({ status: 500, body: '' });
    expect(
      (await t.call('POST', '/googleservice/route-ev-stations', { origin: 'Delhi', destination: 'Jaipur' }, token))
        .status,
    ).toBe(503);
  });
});
