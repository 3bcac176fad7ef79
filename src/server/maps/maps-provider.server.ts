import type { LatLng } from '../../domain/geo/lat-lng.ts';
import type { Address, LocationAddress, StationResult, TripEnd } from '../../domain/stations/maps-api.ts';
import type { StationFilters } from '../../domain/stations/station-filters.ts';
import type { Station } from '../../domain/stations/station.ts';
import type { Gazetteer, PlaceMatch, PlaceSuggestion } from '../geocoding/gazetteer.server.ts';
import type { StationIndex } from '../stations/station-index.server.ts';
import { stationFilter, toStationResult } from './station-result.server.ts';

/**
 * The outside maps services, behind interfaces. `local` answers from bundled data (the default,
 * offline); other implementations are chosen by configuration (MAPS_PROVIDER, ROUTE_PROVIDER).
 * The corridor search along a route always runs on our own station index, whatever drew the route;
 * the local routes are the national-highway graph's, found where the trip searches run.
 */
export interface Geocoder {
  /** A place name or a text holding a pincode → where it was found (its name, and where known its labels, id and alternatives), or null. */
  geocode(text: string): Promise<TripEnd | null>;
  /** The place of an autocomplete suggestion's id, or null when the id is unknown. */
  place(placeId: string): Promise<TripEnd | null>;
  pincode(code: string): Promise<LocationAddress | null>;
  reverse(point: LatLng): Promise<Address | null>;
  /** Suggestions for a text; `near` (the person's current or last location) lifts places close to it. */
  autocomplete(input: string, limit: number, near?: LatLng): Promise<PlaceSuggestion[]>;
}

export interface NearbyStations {
  /** `only`, when given, keeps the stations whose place_id it accepts (the live 'Available now'). */
  nearest(
    point: LatLng,
    limit: number,
    filters: StationFilters,
    only?: (placeId: string) => boolean,
  ): Promise<StationResult[]>;
}

export interface RouteGeometry {
  /** The path from origin to destination as a polyline. */
  route(origin: LatLng, destination: LatLng): Promise<LatLng[]>;
}

export class MapsProviderError extends Error {}

export class LocalGeocoder implements Geocoder {
  constructor(private readonly gazetteer: Gazetteer) {}
  async geocode(text: string): Promise<TripEnd | null> {
    const found = this.gazetteer.geocode(text);
    if (!found) return null;
    if (found.kind === 'pincode')
      return {
        lat: found.lat,
        lng: found.lng,
        name: found.name,
        label: found.label,
        short_label: found.label,
        place_id: `pin:${found.name}`,
      };
    return {
      ...located(found.place),
      alternatives: found.alternatives.map((a) => ({
        place_id: a.placeId,
        label: a.label,
        short_label: a.shortLabel,
        lat: a.lat,
        lng: a.lng,
        ...hindiLabels(a),
      })),
    };
  }
  async place(placeId: string): Promise<TripEnd | null> {
    const found = this.gazetteer.matchOf(placeId);
    if (found) return located(found);
    const pin = this.gazetteer.resolve(placeId);
    return pin
      ? {
          lat: pin.lat,
          lng: pin.lng,
          name: pin.description.split(',')[0]!,
          label: pin.description,
          short_label: pin.description,
          place_id: pin.placeId,
        }
      : null;
  }
  async pincode(code: string) {
    const found = this.gazetteer.pincode(code);
    const address = this.gazetteer.pincodeAddress(code);
    if (!found || !address) return null;
    return { ...address, location: { lat: found.lat, lng: found.lng } };
  }
  async reverse(point: LatLng) {
    return this.gazetteer.reverse(point) ?? null;
  }
  async autocomplete(input: string, limit: number, near?: LatLng) {
    return this.gazetteer.autocomplete(input, limit, near);
  }
}

/** The Hindi labels of a place found, where it has them. */
const hindiLabels = (p: PlaceMatch) => ({
  ...(p.labelHi ? { label_hi: p.labelHi } : {}),
  ...(p.shortLabelHi ? { short_label_hi: p.shortLabelHi } : {}),
});

function located(p: PlaceMatch): TripEnd {
  return {
    lat: p.lat,
    lng: p.lng,
    name: p.name,
    label: p.label,
    short_label: p.shortLabel,
    place_id: p.placeId,
    ...(p.approximate ? { approximate: true } : {}),
    ...hindiLabels(p),
  };
}

/** Farther than this is not "nearby": an empty list says so honestly instead of a station 1,000 km away. */
export const NEARBY_MAX_KM = 100;

export class LocalNearbyStations implements NearbyStations {
  /** `index`: the index shown now (it is built again when a network's station comes or goes). */
  constructor(private readonly index: () => StationIndex<Station>) {}
  async nearest(point: LatLng, limit: number, filters: StationFilters, only?: (placeId: string) => boolean) {
    const filter = stationFilter(filters);
    const keep = only ? (station: Station) => only(station.id) && (!filter || filter(station)) : filter;
    return this.index()
      .nearest(point, limit, keep, NEARBY_MAX_KM)
      .map(({ item, distanceKm }) => toStationResult(item, { distanceKm }));
  }
}

export interface MapsProviders {
  geocoder: Geocoder;
  stations: NearbyStations;
  /**
   * A routing service's path (ROUTE_PROVIDER=osrm or google); null for the local provider, whose
   * routes the trip searches find on their own threads, on the national-highway graph
   * (src/server/trips/trip-route.server.ts, TripRoutes).
   */
  routes: RouteGeometry | null;
}
