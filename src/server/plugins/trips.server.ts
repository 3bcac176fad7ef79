import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TripPlanner } from '../trips/trip-planner.server.ts';
import { VehicleProfiles } from '../trips/vehicle-profiles.server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every catalogue vehicle's trip profile (data/catalogue), made at start; a broken data file stops the start. */
    vehicleProfiles: VehicleProfiles;
    /** POST /ev/trip/plan's planner: the ends, the route and the plan on the trip search threads. */
    tripPlanner: TripPlanner;
  }
}

/**
 * The trip planner (issue 16; docs/trip-model.md), wired to the maps (geocoder, trip ends, routing
 * service, trip search threads, gazetteer), the catalogue's vehicles and the check-ins' avoid and
 * prefer sets. The profiles take a few milliseconds to make from the catalogue, so each app makes
 * its own.
 */
export default fp(
  async (app: FastifyInstance) => {
    const vehicles = VehicleProfiles.load(app.catalogue);
    app.decorate('vehicleProfiles', vehicles);
    app.decorate(
      'tripPlanner',
      new TripPlanner({
        geocoder: app.maps.geocoder,
        ends: app.tripEnds,
        routes: app.maps.routes,
        routeProvider: app.config.ROUTE_PROVIDER,
        search: app.tripSearch,
        gazetteer: app.gazetteer,
        vehicles,
        corridorKm: app.config.ROUTE_CORRIDOR_KM,
        signals: app.stationSignals,
        // The OCPI plugin comes after this one: its prices are read at each plan, not now.
        prices: (ids) => app.ocpi.prices.many(ids),
        now: app.now,
      }),
    );
  },
  { name: 'trips', dependencies: ['maps', 'catalogue', 'checkins'] },
);
