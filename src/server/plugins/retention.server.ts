import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HOUR_MS } from '../../domain/privacy/retention.ts';
import { privacySettingsFrom } from '../privacy/privacy-settings.server.ts';
import { purgeExpired } from '../privacy/retention.server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The retention clean-up: `run()` starts one now; `settled()` waits for the one under way. */
    retention: { run(): Promise<void>; settled(): Promise<void> };
  }
}

/**
 * The retention clean-up (privacy/retention.server.ts): once when the server is ready, then every
 * hour. A failed run is logged (the reason only) and tried again the next hour. On close a run
 * under way finishes before the database closes (onClose hooks run in the reverse order of
 * registration, and this plugin comes after `db`).
 */
export default fp(
  async (app: FastifyInstance) => {
    const settings = privacySettingsFrom(app.config);
    let running: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const run = () => {
      running = running.then(() =>
        purgeExpired(app.db, settings, app.now()).then(
          (deleted) => {
            if (Object.values(deleted).some((n) => n > 0)) app.log.info({ deleted }, 'retention clean-up');
          },
          (error: Error) =>
            app.log.warn({ reason: error.message }, 'retention clean-up failed; trying again in an hour'),
        ),
      );
      return running;
    };
    app.decorate('retention', { run, settled: () => running });
    app.addHook('onReady', async () => {
      void run();
      timer = setInterval(() => void run(), HOUR_MS).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['db'] },
);
