// `npm run moderate -- list | hide ID | restore ID | resolve ID | ban MOBILE|ID | unban MOBILE|ID | log`
// (issue 17; docs/check-ins.md, "Moderation"): works on the database DATABASE_URL names (default
// ./var/ev.sqlite, as the server's), bringing its schema up to date first. Bans keep a keyed hash of
// the number with OTP_PEPPER, which must be the server's. Every action is logged in moderation_log.
// Servers pick up a hidden check-in at once in every answer (summaries are read from the database);
// their trip planners within 30 seconds.
import os from 'node:os';
import { openDatabase } from '../src/server/db/database.server.ts';
import { migrateToLatest } from '../src/server/db/migrate.server.ts';
import { MODERATE_USAGE, runModerationCommand } from '../src/server/checkins/moderation-commands.server.ts';

const DEVELOPMENT_PEPPER = 'development-pepper-not-for-production';

async function main() {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help')) {
    console.log(MODERATE_USAGE);
    process.exit(args.length === 0 ? 2 : 0);
  }
  const pepper = process.env.OTP_PEPPER || (process.env.NODE_ENV === 'production' ? '' : DEVELOPMENT_PEPPER);
  if (!pepper)
    throw new Error('OTP_PEPPER must be set (the server’s), so that a ban matches the number the server sees');
  const by = args.indexOf('--by');
  const actor = (by >= 0 ? args[by + 1] : undefined) || process.env.SUDO_USER || os.userInfo().username;
  const handle = openDatabase(process.env.DATABASE_URL || './var/ev.sqlite');
  try {
    await migrateToLatest(handle);
    const { out, status } = await runModerationCommand(
      { db: handle.db, dialect: handle.dialect, pepper, actor, now: Date.now },
      by >= 0 ? args.filter((_, i) => i !== by && i !== by + 1) : args,
    );
    for (const line of out) console.log(line);
    process.exitCode = status;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
});
