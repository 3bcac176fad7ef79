import type { LatLng } from '../../domain/geo/lat-lng.ts';
import { getJson } from './google-maps.server.ts';
import { MapsProviderError, type RouteGeometry } from './maps-provider.server.ts';

export interface OsrmOptions {
  /** The OSRM server, e.g. http://osrm:5000 (a path prefix is kept). */
  baseUrl: string;
  timeoutMs: number;
}

interface OsrmAnswer {
  code?: unknown;
  message?: unknown;
  routes?: Array<{ geometry?: { type?: unknown; coordinates?: unknown } }>;
}

/**
 * OSRM's route service (ROUTE_PROVIDER=osrm), driving profile: the full road geometry as GeoJSON,
 * whose [lng, lat] pairs become our points. OSRM answers errors such as NoRoute or InvalidQuery
 * with HTTP 400 and a JSON body, so 4xx bodies are read for their code; any code other than 'Ok',
 * a 5xx, a time-out or a body that is not JSON is a MapsProviderError.
 */
export class OsrmRoute implements RouteGeometry {
  constructor(private readonly options: OsrmOptions) {}

  async route(origin: LatLng, destination: LatLng): Promise<LatLng[]> {
    const coordinates = `${origin.lng},${origin.lat};${destination.lng},${destination.lat}`;
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/route/v1/driving/${coordinates}?overview=full&geometries=geojson`;
    const body = (await getJson(url, this.options.timeoutMs, 'osrm', {
      acceptStatus: (status) => status < 500,
    })) as OsrmAnswer | null;
    const code = typeof body === 'object' && body !== null ? body.code : undefined;
    if (code !== 'Ok') {
      const message = typeof body?.message === 'string' ? `: ${body.message}` : '';
      throw new MapsProviderError(`osrm: ${typeof code === 'string' ? code : 'the answer has no code'}${message}`);
    }
    const raw = body?.routes?.[0]?.geometry?.coordinates;
    if (!Array.isArray(raw) || raw.length === 0) throw new MapsProviderError('osrm: the route has no geometry');
    return raw.map((pair: unknown, i) => {
      if (!Array.isArray(pair) || !Number.isFinite(pair[0]) || !Number.isFinite(pair[1])) {
        throw new MapsProviderError(`osrm: route point ${i} is not a position`);
      }
      return { lat: pair[1] as number, lng: pair[0] as number };
    });
  }
}
