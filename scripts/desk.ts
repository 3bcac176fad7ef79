// `npm run desk -- add-operator <mobile> | remove-operator <mobile> | list-operators` (issue 39;
// docs/assistance.md): who may use the roadside assistance desk at /desk/assistance. Works on the
// database DATABASE_URL names (default ./var/ev.sqlite, as the server's), bringing its schema up to
// date first. The role is read on every desk call, so a running server sees a change at once.
import { AssistanceStore } from '../src/server/assistance/assistance-store.server.ts';
import { DESK_USAGE, runDeskCommand } from '../src/server/assistance/desk-commands.server.ts';
import { loadConfig } from '../src/server/config.server.ts';
import { openDatabase } from '../src/server/db/database.server.ts';
import { migrateToLatest } from '../src/server/db/migrate.server.ts';

async function main() {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help')) {
    console.log(DESK_USAGE);
    process.exit(args.length === 0 ? 2 : 0);
  }
  const config = loadConfig();
  const handle = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(handle);
    const { out, status } = await runDeskCommand(new AssistanceStore(handle.db), args, Date.now());
    for (const line of out) console.log(line);
    process.exitCode = status;
  } finally {
    await handle.close();
  }
}

void main();
