// `npm run ocpi -- invite | connect | list | sync <party> | revoke <party>` (issue 33; docs/ocpi.md):
// the operators' command for the charging networks that send live status over OCPI 2.2.1. Works on
// the database DATABASE_URL names (default ./var/ev.sqlite, as the server's), bringing its schema up
// to date first, with the server's own settings (OCPI_TOKEN_SECRET or OTP_PEPPER must be the
// server's, or the tokens it issues will not match). A pull made here reaches running servers through
// the change feed (PostgreSQL, or Redis with REDIS_URL), else within OCPI_LIVE_CATCHUP_SECONDS.
import { loadConfig } from '../src/server/config.server.ts';
import { openDatabase } from '../src/server/db/database.server.ts';
import { migrateToLatest } from '../src/server/db/migrate.server.ts';
import { MemoryCounterStore } from '../src/server/http/counter-store.server.ts';
import { OCPI_USAGE, runOcpiCommand } from '../src/server/ocpi/ocpi-commands.server.ts';
import { createOcpiServices } from '../src/server/ocpi/ocpi-services.server.ts';
import { connectRedis } from '../src/server/plugins/counters.server.ts';

async function main() {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help')) {
    console.log(OCPI_USAGE);
    process.exit(args.length === 0 ? 2 : 0);
  }
  const config = loadConfig();
  const handle = openDatabase(config.DATABASE_URL);
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : null;
  try {
    await migrateToLatest(handle);
    const ocpi = createOcpiServices({
      db: handle.db,
      dialect: handle.dialect,
      config,
      counters: new MemoryCounterStore(Date.now),
      redis,
      now: Date.now,
      warn: (error, what) => console.error(`${what}: ${error.message}`),
    });
    const base = (config.OCPI_PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
    const { out, status } = await runOcpiCommand({ db: handle.db, ocpi, base, now: Date.now }, args);
    for (const line of out) console.log(line);
    process.exitCode = status;
  } finally {
    await handle.close();
    await redis?.quit();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
});
