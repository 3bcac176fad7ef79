import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogueStore } from '../catalogue/catalogue-store.server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueStore;
  }
}

/** The bundled files never change while the process runs: one store per process, shared by every app instance. */
let shared: CatalogueStore | undefined;

/** The vehicle catalogue (data/catalogue), loaded once at start; the server never reads the import's source files. */
export default fp(
  async (app: FastifyInstance) => {
    const started = Date.now();
    shared ??= CatalogueStore.load();
    app.decorate('catalogue', shared);
    app.log.info({ vehicles: shared.size, ms: Date.now() - started }, 'catalogue ready');
  },
  { name: 'catalogue' },
);
