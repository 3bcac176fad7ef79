import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Station } from '../../domain/stations/station.ts';
import { Gazetteer } from '../geocoding/gazetteer.server.ts';
import { GreatCircleRoute, LocalGeocoder, LocalNearbyStations, type MapsProviders } from '../maps/maps-provider.server.ts';
import { MapsTokens } from '../services/maps-token.server.ts';
import { StationIndex } from '../stations/station-index.server.ts';
import { loadAllStations } from '../stations/station-repository.server.ts';
import { seedStationsIfEmpty } from '../stations/seed-stations.server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    maps: MapsProviders;
    mapsTokens: MapsTokens;
    gazetteer: Gazetteer;
    stationIndex: StationIndex<Station>;
  }
}

/** The gazetteer reads only bundled files: one per process, shared by every app instance. */
let gazetteer: Gazetteer | undefined;

/**
 * The local maps service: the bundled stations (seeded into the database on first start, then
 * held in a spatial index), the pincode and place gazetteer, and the maps tokens.
 */
export default fp(
  async (app: FastifyInstance) => {
    const started = Date.now();
    const seeded = app.config.STATIONS_SEED ? await seedStationsIfEmpty(app.db) : 0;
    const stations = await loadAllStations(app.db);
    app.decorate('stationIndex', new StationIndex(stations));
    gazetteer ??= Gazetteer.load();
    app.decorate('gazetteer', gazetteer);
    app.decorate('maps', {
      geocoder: new LocalGeocoder(gazetteer),
      stations: new LocalNearbyStations(app.stationIndex),
      routes: new GreatCircleRoute(),
    } satisfies MapsProviders);
    app.decorate('mapsTokens', new MapsTokens(app.config.MAPS_TOKEN_SECRET, app.config.MAPS_TOKEN_TTL_SECONDS * 1000, app.now));
    app.log.info({ stations: stations.length, seeded, ms: Date.now() - started }, 'maps data ready');
  },
  { name: 'maps', dependencies: ['db'] },
);
