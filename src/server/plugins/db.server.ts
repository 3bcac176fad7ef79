import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../db/database.server.ts';
import { migrateToLatest } from '../db/migrate.server.ts';
import type { Database } from '../db/tables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DatabaseHandle['dialect'];
    /** Moves whenever the data may have changed; null on PostgreSQL (database.server.ts). */
    dbChangeVersion: DatabaseHandle['changeVersion'];
  }
}

/** Opens the database, brings its schema to the latest migration, and closes it with the app. */
export default fp(
  async (app: FastifyInstance, options: { url: string; checkpointThread?: boolean }) => {
    const handle = openDatabase(options.url, {
      checkpointThread: options.checkpointThread === true,
      warn: (message) => app.log.warn(message),
    });
    const applied = await migrateToLatest(handle);
    if (applied.length > 0) app.log.info({ applied }, 'database migrated');
    app.decorate('db', handle.db);
    app.decorate('dbDialect', handle.dialect);
    app.decorate('dbChangeVersion', handle.changeVersion);
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'db' },
);
