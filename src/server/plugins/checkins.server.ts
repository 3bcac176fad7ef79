import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StationLookup } from '../checkins/station-lookup.server.ts';
import { StationSignalsKeeper } from '../checkins/station-signals.server.ts';
import { SummaryCache } from '../checkins/summary-cache.server.ts';
import { StationWriteLimits } from '../checkins/write-limits.server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stations by place_id for the check-in calls (loaded ones, then the database; merged ids followed). */
    stationLookup: StationLookup;
    /** The per-address and per-person write limits in the counter store. */
    stationWriteLimits: StationWriteLimits;
    /** The trip planner's avoid and prefer sets, kept from the station summaries. */
    stationSignals: StationSignalsKeeper;
    /** Station summaries as every answer gives them, kept while the database is unchanged. */
    summaryCache: SummaryCache;
  }
}

/**
 * The services of check-ins, reports and favourites (issue 17; docs/check-ins.md), shared by their
 * routes and the trip planner. The planner's sets are read from the database before the first
 * request, so a restart plans with the check-ins already made.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('stationLookup', new StationLookup(app.db, app.stationIndex.items));
    app.decorate('summaryCache', new SummaryCache(app.db, app.dbChangeVersion));
    app.decorate('stationWriteLimits', new StationWriteLimits(app.counters, app.config.STATION_WRITES_PER_IP_PER_HOUR));
    let lastWarning = 0;
    const warn = (error: Error) => {
      if (Date.now() - lastWarning < 60_000) return;
      lastWarning = Date.now();
      app.log.warn(
        { reason: error.message },
        'station summaries could not be read; plans use the check-in sets they had',
      );
    };
    const keeper = new StationSignalsKeeper(
      app.db,
      app.now,
      (signals) => app.tripSearch.setStationSignals(signals),
      warn,
    );
    app.decorate('stationSignals', keeper);
    await keeper.refresh();
  },
  { name: 'checkins', dependencies: ['db', 'maps', 'counters'] },
);
