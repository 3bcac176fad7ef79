import { formatDistance, haversineKm } from '../../domain/geo/geodesy.ts';
import type { LatLng } from '../../domain/geo/lat-lng.ts';
import type { Address, LocationAddress, StationResult, TripEnd } from '../../domain/stations/maps-api.ts';
import { PINCODE_PATTERN } from '../../domain/stations/pincode.ts';
import { type StationFilters } from '../../domain/stations/station-filters.ts';
import { MapsProviderError, type Geocoder, type NearbyStations, type RouteGeometry } from './maps-provider.server.ts';
import { decodePolyline } from '../../domain/geo/polyline.ts';
import type { PlaceSuggestion } from '../geocoding/gazetteer.server.ts';

/**
 * Google Maps Platform web services (MAPS_PROVIDER=google, ROUTE_PROVIDER=google): Geocoding,
 * Place Autocomplete and Place Details, Places Nearby Search and Directions, all over plain HTTPS
 * GET with the API key as the `key` parameter. The key lives only here, on the server: it is
 * never sent to the browser and never appears in an error message (Google's own error_message is
 * passed through with the key masked, in case it ever quotes the request).
 *
 * Every failure (HTTP error, time-out, an answer that is not JSON, a status other than the
 * normal ones) is a MapsProviderError; the maps plugin turns it into a 503 for the user.
 */

export interface GoogleMapsOptions {
  apiKey: string;
  /** https://maps.googleapis.com, or a test double. A path prefix is kept. */
  baseUrl: string;
  timeoutMs: number;
}

/** GET a URL and parse its JSON body; any failure is a MapsProviderError labelled `label`. */
export async function getJson(
  url: string,
  timeoutMs: number,
  label: string,
  options: { acceptStatus?: (status: number) => boolean } = {},
): Promise<unknown> {
  const acceptStatus = options.acceptStatus ?? ((status: number) => status >= 200 && status < 300);
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    // The error's name only: a fetch error's message or cause may quote the URL (and so the key).
    throw new MapsProviderError(`${label}: request failed (${(error as Error).name})`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new MapsProviderError(`${label}: reading the answer failed (${(error as Error).name})`);
  }
  if (!acceptStatus(response.status)) throw new MapsProviderError(`${label}: answered HTTP ${response.status}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MapsProviderError(`${label}: answered HTTP ${response.status} with a body that is not JSON`);
  }
}

/** What every Google web service answer carries. */
interface GoogleAnswer {
  status?: unknown;
  error_message?: unknown;
}

interface GoogleAddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

interface GoogleGeocodeResult {
  formatted_address: string;
  address_components?: GoogleAddressComponent[];
  geometry: { location: { lat: number; lng: number } };
  types?: string[];
}

interface GooglePlace {
  place_id: string;
  name: string;
  vicinity?: string;
  geometry: { location: { lat: number; lng: number } };
  opening_hours?: { open_now?: unknown };
  rating?: unknown;
  business_status?: string;
}

/** The statuses Google uses for a normal answer, with or without results. */
const NORMAL = ['OK', 'ZERO_RESULTS'] as const;

const isPosition = (p: unknown): p is LatLng =>
  typeof p === 'object' && p !== null && Number.isFinite((p as LatLng).lat) && Number.isFinite((p as LatLng).lng);

/** The request helper shared by the Google adapters. */
export class GoogleMapsClient {
  constructor(private readonly options: GoogleMapsOptions) {}

  /**
   * GET {baseUrl}{path}?{params}&key=… and check Google's status field: the statuses in `normal`
   * are returned to the caller, anything else (OVER_QUERY_LIMIT, OVER_DAILY_LIMIT, REQUEST_DENIED,
   * INVALID_REQUEST, UNKNOWN_ERROR, …) throws.
   */
  async get<T extends object>(
    api: string,
    path: string,
    params: Record<string, string>,
    normal: readonly string[] = NORMAL,
  ): Promise<T & { status: string }> {
    const { apiKey, baseUrl, timeoutMs } = this.options;
    const query = new URLSearchParams({ ...params, key: apiKey });
    const label = `google ${api}`;
    const body = (await getJson(
      `${baseUrl.replace(/\/+$/, '')}${path}?${query.toString()}`,
      timeoutMs,
      label,
    )) as GoogleAnswer | null;
    const status =
      typeof body === 'object' && body !== null && typeof body.status === 'string' ? body.status : undefined;
    if (!status) throw new MapsProviderError(`${label}: the answer has no status`);
    if (!normal.includes(status)) {
      const detail = typeof body?.error_message === 'string' ? `: ${this.mask(body.error_message)}` : '';
      throw new MapsProviderError(`${label}: ${status}${detail}`);
    }
    return body as T & { status: string };
  }

  /** Never let the key out, even if Google quotes it back. */
  private mask(text: string): string {
    return this.options.apiKey ? text.split(this.options.apiKey).join('***') : text;
  }
}

const component = (components: GoogleAddressComponent[] | undefined, type: string) =>
  components?.find((c) => c.types.includes(type))?.long_name;

/**
 * Google's address components in our Address shape. In India Google's administrative_area_level_2
 * is often a revenue division ('Pune Division') and level 3 the district, so the district is level 3,
 * else level 2 unless it names a division.
 */
function toAddress(result: GoogleGeocodeResult): Address {
  const c = result.address_components;
  const level2 = component(c, 'administrative_area_level_2');
  const district =
    component(c, 'administrative_area_level_3') ?? (level2 && !/\bdivision$/i.test(level2) ? level2 : undefined);
  const locality = component(c, 'locality') ?? component(c, 'sublocality') ?? component(c, 'postal_town');
  const state = component(c, 'administrative_area_level_1');
  const pincode = component(c, 'postal_code');
  return {
    formatted_address: result.formatted_address,
    ...(locality ? { locality } : {}),
    ...(district ? { district } : {}),
    ...(state ? { state } : {}),
    ...(pincode ? { pincode } : {}),
  };
}

const firstPositioned = <R extends { geometry?: { location?: unknown } }>(results: R[] | undefined) =>
  results?.find((r) => isPosition(r.geometry?.location));

/** Geocoding API and Place Autocomplete (with Place Details for the positions), restricted to India. */
export class GoogleGeocoder implements Geocoder {
  private readonly client: GoogleMapsClient;
  /** Predictions resolved to a position with Place Details, at most this many per call. */
  static readonly MAX_DETAILS = 5;

  constructor(options: GoogleMapsOptions) {
    this.client = new GoogleMapsClient(options);
  }

  private async geocodeRaw(api: string, params: Record<string, string>): Promise<GoogleGeocodeResult | undefined> {
    const body = await this.client.get<{ results?: GoogleGeocodeResult[] }>(api, '/maps/api/geocode/json', {
      ...params,
      language: 'en',
    });
    return firstPositioned(body.results);
  }

  /** A text that is just a pincode is looked up as one; anything else as an address in India. */
  async geocode(text: string): Promise<TripEnd | null> {
    const trimmed = text.trim();
    const result = PINCODE_PATTERN.test(trimmed)
      ? await this.geocodeRaw('geocode', { components: `postal_code:${trimmed}|country:IN` })
      : await this.geocodeRaw('geocode', { address: trimmed, components: 'country:IN', region: 'in' });
    if (!result) return null;
    const { lat, lng } = result.geometry.location;
    return { lat, lng, name: result.address_components?.[0]?.long_name ?? result.formatted_address };
  }

  /** A place picked from Google's own suggestions, by its Google place id (Place Details). */
  async place(placeId: string): Promise<TripEnd | null> {
    const details = await this.client.get<{
      result?: { geometry?: { location?: unknown }; name?: string; formatted_address?: string };
    }>(
      'place details',
      '/maps/api/place/details/json',
      { place_id: placeId, fields: 'geometry,name,formatted_address', language: 'en' },
      [...NORMAL, 'NOT_FOUND', 'INVALID_REQUEST'],
    );
    const location = details.result?.geometry?.location;
    if (!isPosition(location)) return null;
    const name = details.result?.name ?? details.result?.formatted_address ?? placeId;
    const label = details.result?.formatted_address ?? name;
    return { lat: location.lat, lng: location.lng, name, label, short_label: label, place_id: placeId };
  }

  async pincode(code: string): Promise<LocationAddress | null> {
    const result = await this.geocodeRaw('geocode', { components: `postal_code:${code}|country:IN` });
    if (!result) return null;
    const { lat, lng } = result.geometry.location;
    return { ...toAddress(result), pincode: code, location: { lat, lng } };
  }

  /** Reverse geocoding takes no component filter; the point is already known to be in India. */
  async reverse(point: LatLng): Promise<Address | null> {
    const result = await this.geocodeRaw('reverse geocode', { latlng: `${point.lat},${point.lng}`, region: 'in' });
    return result ? toAddress(result) : null;
  }

  /**
   * Place Autocomplete for regions (cities, localities, pincodes, states) in India. Its predictions
   * carry no position, so the top ones (at most MAX_DETAILS) are resolved with Place Details
   * (fields=geometry) in parallel; a prediction whose place has gone (NOT_FOUND) is dropped.
   */
  async autocomplete(input: string, limit: number, near?: LatLng): Promise<PlaceSuggestion[]> {
    // A location bias (not a restriction) towards the person's position, 50 km around it.
    const bias: Record<string, string> = near ? { location: `${near.lat},${near.lng}`, radius: '50000' } : {};
    const body = await this.client.get<{
      predictions?: Array<{ description: string; place_id: string; types?: string[] }>;
    }>('place autocomplete', '/maps/api/place/autocomplete/json', {
      input,
      components: 'country:in',
      types: '(regions)',
      language: 'en',
      ...bias,
    });
    const top = (body.predictions ?? []).slice(0, Math.min(limit, GoogleGeocoder.MAX_DETAILS));
    const resolved = await Promise.all(
      top.map(async (p): Promise<PlaceSuggestion | null> => {
        const details = await this.client.get<{ result?: { geometry?: { location?: unknown } } }>(
          'place details',
          '/maps/api/place/details/json',
          { place_id: p.place_id, fields: 'geometry', language: 'en' },
          [...NORMAL, 'NOT_FOUND'],
        );
        const location = details.result?.geometry?.location;
        if (!isPosition(location)) return null;
        return {
          description: p.description,
          placeId: p.place_id,
          lat: location.lat,
          lng: location.lng,
          kind: p.types?.includes('postal_code') ? 'pincode' : 'place',
        };
      }),
    );
    return resolved.filter((p): p is PlaceSuggestion => p !== null);
  }
}

const round = (km: number) => Math.round(km * 100) / 100;

/**
 * Places Nearby Search ranked by distance, keyword 'EV charging station'. One page: at most 20
 * results whatever the limit. Google knows nothing of connectors, power or operators, so each
 * result has connectors [], max_kw null and operator '', and the connector, fast-DC and operator
 * filters cannot be applied: they are ignored (filtering on the empty fields would empty every
 * list). Permanently closed places are dropped. Distances are great-circle from the point.
 */
export class GoogleNearbyStations implements NearbyStations {
  private readonly client: GoogleMapsClient;
  static readonly KEYWORD = 'EV charging station';

  constructor(options: GoogleMapsOptions) {
    this.client = new GoogleMapsClient(options);
  }

  async nearest(point: LatLng, limit: number, _filters: StationFilters): Promise<StationResult[]> {
    const body = await this.client.get<{ results?: GooglePlace[] }>(
      'nearby search',
      '/maps/api/place/nearbysearch/json',
      {
        location: `${point.lat},${point.lng}`,
        rankby: 'distance',
        keyword: GoogleNearbyStations.KEYWORD,
        language: 'en',
      },
    );
    return (body.results ?? [])
      .filter((place) => isPosition(place.geometry?.location) && place.business_status !== 'CLOSED_PERMANENTLY')
      .map((place) => {
        const { lat, lng } = place.geometry.location;
        const km = haversineKm(point, { lat, lng });
        const openNow = place.opening_hours?.open_now;
        return {
          place_id: place.place_id,
          name: place.name,
          vicinity: place.vicinity ?? '',
          distance: formatDistance(km),
          distance_km: round(km),
          geometry: { location: { lat, lng } },
          ...(typeof openNow === 'boolean' ? { opening_hours: { open_now: openNow } } : {}),
          ...(typeof place.rating === 'number' && Number.isFinite(place.rating) ? { rating: place.rating } : {}),
          operator: '',
          connectors: [],
          max_kw: null,
          lev_only: false,
          source: 'google',
        };
      })
      .sort((a, b) => a.distance_km - b.distance_km)
      .slice(0, limit);
  }
}

/**
 * Directions API (driving): the first route's overview_polyline, decoded. No route between the
 * points (ZERO_RESULTS, NOT_FOUND) is a MapsProviderError too: RouteGeometry has no empty answer,
 * and the same holds for OSRM's NoRoute.
 */
export class GoogleDirections implements RouteGeometry {
  private readonly client: GoogleMapsClient;

  constructor(options: GoogleMapsOptions) {
    this.client = new GoogleMapsClient(options);
  }

  async route(origin: LatLng, destination: LatLng): Promise<LatLng[]> {
    const body = await this.client.get<{ routes?: Array<{ overview_polyline?: { points?: unknown } }> }>(
      'directions',
      '/maps/api/directions/json',
      {
        origin: `${origin.lat},${origin.lng}`,
        destination: `${destination.lat},${destination.lng}`,
        mode: 'driving',
        region: 'in',
      },
    );
    const encoded = body.routes?.[0]?.overview_polyline?.points;
    if (body.status !== 'OK' || typeof encoded !== 'string')
      throw new MapsProviderError(`google directions: no route (${body.status})`);
    let path: LatLng[];
    try {
      path = decodePolyline(encoded);
    } catch (error) {
      throw new MapsProviderError(`google directions: ${(error as Error).message}`);
    }
    if (path.length === 0) throw new MapsProviderError('google directions: the route is empty');
    return path;
  }
}
