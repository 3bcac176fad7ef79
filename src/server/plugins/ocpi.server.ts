import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isAllOutOfOrder } from '../../domain/ocpi/live-status.ts';
import liveRoutes from '../ocpi/live-routes.server.ts';
import type { LiveStatusStore } from '../ocpi/live-status-store.server.ts';
import ocpiRoutes from '../ocpi/ocpi-routes.server.ts';
import { createOcpiServices, type OcpiServices } from '../ocpi/ocpi-services.server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** OCPI 2.2.1: the networks' tokens, their Locations, the pull (docs/ocpi.md). */
    ocpi: OcpiServices;
    /** Each station's live status from the networks, in memory on every instance. */
    liveStatus: LiveStatusStore;
  }
}

/**
 * Live charger status from the networks through OCPI 2.2.1 (issue 33; docs/ocpi.md): the status
 * store, loaded before the first request and kept current from the change feed; the /ocpi/ routes;
 * GET /ev/stations/live. Every change of a station's status is told to the trip planner's sets
 * (StationSignalsKeeper.noteLive), on every instance.
 */
export default fp(
  async (app: FastifyInstance) => {
    let lastWarning = 0;
    const services = createOcpiServices({
      db: app.db,
      dialect: app.dbDialect,
      config: app.config,
      counters: app.counters,
      redis: app.redis,
      now: app.now,
      changed: (status) => {
        app.stationSignals.noteLive(status.place_id, isAllOutOfOrder(status) ? status.updated_at : null);
        // A network's own station may have come or gone with it (on this instance or another).
        app.networkStations.noteChanged(status.place_id);
      },
      warn: (error, what) => {
        if (Date.now() - lastWarning < 10_000) return;
        lastWarning = Date.now();
        app.log.warn({ reason: error.message }, `${what} failed`);
      },
      log: (message, details) => app.log.info(details, message),
    });
    app.decorate('ocpi', services);
    app.decorate('liveStatus', services.live);
    await services.live.load();
    await services.feed.start(
      (rows) => services.live.apply(rows),
      () => void services.live.catchUp(),
    );
    services.live.startCatchUp(app.config.OCPI_LIVE_CATCHUP_SECONDS * 1000);
    // The networks' prices, read again on a schedule: a push can be missed, and a pull is the truth.
    const tariffMinutes = app.config.OCPI_TARIFF_PULL_MINUTES;
    const tariffTimer =
      tariffMinutes > 0
        ? setInterval(() => void services.pullEveryNetworksTariffs(), tariffMinutes * 60_000)
        : undefined;
    tariffTimer?.unref();
    app.addHook('onClose', async () => {
      clearInterval(tariffTimer);
      // A pull under way ends on its own (its writes fail once the database is closed, and it says so).
      services.live.close();
      await services.feed.close();
    });
    await app.register(ocpiRoutes, { prefix: '/ocpi' });
    await app.register(liveRoutes);
  },
  { name: 'ocpi', dependencies: ['db', 'counters', 'checkins'] },
);
