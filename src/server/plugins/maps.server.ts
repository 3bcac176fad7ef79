import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isInIndia } from '../../domain/geo/lat-lng.ts';
import type { Station } from '../../domain/stations/station.ts';
import { ApiError } from '../api-error.server.ts';
import type { Config } from '../config.server.ts';
import { Gazetteer } from '../geocoding/gazetteer.server.ts';
import {
  GoogleDirections,
  GoogleGeocoder,
  GoogleNearbyStations,
  type GoogleMapsOptions,
} from '../maps/google-maps.server.ts';
import {
  LocalGeocoder,
  LocalNearbyStations,
  MapsProviderError,
  type Geocoder,
  type MapsProviders,
  type NearbyStations,
  type RouteGeometry,
} from '../maps/maps-provider.server.ts';
import { OsrmRoute } from '../maps/osrm-route.server.ts';
import { bundledRoadGraph } from '../trips/road-graph.server.ts';
import { InProcessTripSearch, TripSearchPool, type TripSearch } from '../trips/trip-search.server.ts';
import { MapsTokens } from '../services/maps-token.server.ts';
import { TripEnds } from '../maps/trip-ends.server.ts';
import { StationIndex } from '../stations/station-index.server.ts';
import { isNetworkStationId, NetworkStations } from '../stations/network-stations.server.ts';
import { loadAllStations } from '../stations/station-repository.server.ts';
import { seedStationsIfEmpty } from '../stations/seed-stations.server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    maps: MapsProviders;
    mapsTokens: MapsTokens;
    gazetteer: Gazetteer;
    /** The ends of trips and plans as typed, found once (maps/trip-ends.server.ts). */
    tripEnds: TripEnds;
    /** Every station shown now: the imported ones and those networks' Locations add (a getter: it is rebuilt when those change). */
    stationIndex: StationIndex<Station>;
    networkStations: NetworkStations;
    tripSearch: TripSearch;
  }
}

/** The gazetteer reads only bundled files: one per process, shared by every app instance. */
let gazetteer: Gazetteer | undefined;

/**
 * The providers configuration asks for (MAPS_PROVIDER for stations, geocoding and autocomplete;
 * ROUTE_PROVIDER for route geometry). Config validation has already required the key or URL each needs.
 */
function chooseProviders(
  config: Config,
  local: { gazetteer: Gazetteer; index: () => StationIndex<Station> },
): MapsProviders {
  const google = (): GoogleMapsOptions => ({
    apiKey: config.GOOGLE_MAPS_API_KEY ?? '',
    baseUrl: config.GOOGLE_MAPS_BASE_URL,
    timeoutMs: config.MAPS_TIMEOUT_MS,
  });
  const useGoogle = config.MAPS_PROVIDER === 'google';
  // The local routes are the road graph's, found on the trip search threads (TripRoutes).
  const routes: RouteGeometry | null =
    config.ROUTE_PROVIDER === 'google'
      ? new GoogleDirections(google())
      : config.ROUTE_PROVIDER === 'osrm'
        ? new OsrmRoute({ baseUrl: config.OSRM_URL ?? '', timeoutMs: config.MAPS_TIMEOUT_MS })
        : null;
  return {
    geocoder: useGoogle ? new GoogleGeocoder(google()) : new LocalGeocoder(local.gazetteer),
    stations: useGoogle ? new GoogleNearbyStations(google()) : new LocalNearbyStations(local.index),
    routes,
  };
}

/**
 * Each provider call, with an outside service's failure (MapsProviderError) logged for the
 * operator and answered to the user as a 503 'The maps service is not responding…' rather than
 * a 500. Other errors pass through unchanged.
 */
function answeringUnavailable(providers: MapsProviders, log: FastifyInstance['log']): MapsProviders {
  const guard =
    <A extends unknown[], R>(what: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        if (!(error instanceof MapsProviderError)) throw error;
        log.warn({ provider: what, reason: error.message }, 'maps provider failed');
        throw new ApiError(503, 'errors.mapsUnavailable');
      }
    };
  const { geocoder, stations, routes } = providers;
  return {
    geocoder: {
      geocode: guard('geocode', (text) => geocoder.geocode(text)),
      place: guard('place', (placeId) => geocoder.place(placeId)),
      pincode: guard('pincode', (code) => geocoder.pincode(code)),
      reverse: guard('reverse', (point) => geocoder.reverse(point)),
      autocomplete: guard('autocomplete', (input, limit, near) => geocoder.autocomplete(input, limit, near)),
    } satisfies Geocoder,
    stations: {
      nearest: guard('nearest', (point, limit, filters, only) => stations.nearest(point, limit, filters, only)),
    } satisfies NearbyStations,
    routes:
      routes &&
      ({ route: guard('route', (origin, destination) => routes.route(origin, destination)) } satisfies RouteGeometry),
  };
}

/**
 * The maps service: the bundled stations (seeded into the database on first start, then held in
 * a spatial index, which also serves every route's corridor search), the pincode and place
 * gazetteer, the providers configuration chooses, and the maps tokens.
 */
export default fp(
  async (app: FastifyInstance) => {
    const started = Date.now();
    const seeded = app.config.STATIONS_SEED ? await seedStationsIfEmpty(app.db) : 0;
    const all = await loadAllStations(app.db);
    // The imported stations are fixed; those made from networks' Locations come and go (NetworkStations).
    const imported = all.filter((s) => !isNetworkStationId(s.id));
    const networkStations = new NetworkStations(app.db, imported, (error) =>
      app.log.warn({ reason: error.message }, 'reading the networks’ stations failed'),
    );
    await networkStations.refresh();
    const stations = networkStations.index.items;
    app.decorate('networkStations', networkStations);
    app.decorate('stationIndex', {
      getter: () => networkStations.index,
    });
    // Read at the first local route, not at start; shared by the threads (SharedArrayBuffer).
    const roads = app.config.ROUTE_PROVIDER === 'local' ? bundledRoadGraph(app.log) : null;
    const inProcess = new InProcessTripSearch(new StationIndex(imported), roads);
    const threads = app.config.TRIP_SEARCH_THREADS;
    const tripSearch: TripSearch =
      threads > 0 ? new TripSearchPool(imported, threads, inProcess, app.log, roads) : inProcess;
    if (networkStations.network.length > 0) tripSearch.setNetworkStations(networkStations.network);
    networkStations.onChange((network) => {
      tripSearch.setNetworkStations(network);
      app.log.info({ networkStations: network.length }, 'networks’ stations changed');
    });
    app.decorate('tripSearch', tripSearch);
    app.addHook('onClose', async () => {
      networkStations.close();
      await app.tripSearch.close();
    });
    // Station positions sharpen the ranking of places: the ones just loaded, not data/stations read again.
    gazetteer ??= Gazetteer.load(
      undefined,
      stations.filter((s) => isInIndia(s)).map((s) => ({ lat: s.lat, lng: s.lng })),
    );
    app.decorate('gazetteer', gazetteer);
    app.decorate(
      'maps',
      answeringUnavailable(chooseProviders(app.config, { gazetteer, index: () => app.stationIndex }), app.log),
    );
    app.decorate(
      'tripEnds',
      new TripEnds(app.maps.geocoder, { cache: app.config.MAPS_PROVIDER === 'local', now: app.now }),
    );
    app.decorate(
      'mapsTokens',
      new MapsTokens(app.config.MAPS_TOKEN_SECRET, app.config.MAPS_TOKEN_TTL_SECONDS * 1000, app.now),
    );
    app.log.info(
      {
        stations: stations.length,
        seeded,
        ms: Date.now() - started,
        maps: app.config.MAPS_PROVIDER,
        routes: app.config.ROUTE_PROVIDER,
        tripThreads: threads,
      },
      'maps data ready',
    );
  },
  { name: 'maps', dependencies: ['db'] },
);
