// `npm run stats -- [--days 30]`: how the app is used, from the daily counts the `local` analytics
// provider keeps (table analytics_daily; docs/analytics.md), in the database DATABASE_URL names
// (default ./var/ev.sqlite, as the server's). Read only: nothing is written or migrated.
// Days are India days (IST): the last N of them, today included.
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { isPostgresUrl, openDatabase } from '../src/server/db/database.server.ts';
import type { Database } from '../src/server/db/tables.ts';
import { istDay, istDayBefore } from '../src/server/analytics/local-analytics.server.ts';

const USAGE = 'Usage: npm run stats -- [--days N]   (N: 1-3650, default 30; DATABASE_URL as for the server)';
const SIGN_IN_FUNNEL = [
  { label: 'sign-in screen (/signin viewed)', name: 'page_view', route: '/signin' },
  // On the sign-in screens only: a code for a new number in the profile is not a sign-in.
  { label: 'code sent', name: 'otp_sent', route: '/signin' },
  { label: 'code verified', name: 'otp_verified', route: '/verification' },
  { label: 'preference chosen', name: 'preference_chosen' },
] as const;
const TOP_SCREENS = 20;
const TOP_ROUTES_PER_LANGUAGE = 5;

interface Range {
  from: string;
  to: string;
}

/** Left-aligned text table, numbers right-aligned, with a rule under the heading. */
function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = head.map((_, i) => rows.length > 0 && rows.every((r) => /^(-|\d+(\.\d+)?%?)$/.test(r[i] ?? '')));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (numeric[i] ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const percent = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)}%` : '-');

function parseDays(args: readonly string[]): number {
  const at = args.findIndex((a) => a === '--days' || a.startsWith('--days='));
  if (at < 0) return 30;
  const value = args[at]?.includes('=') ? args[at]?.slice('--days='.length) : args[at + 1];
  const days = Number(value);
  if (!/^\d+$/.test(value ?? '') || days < 1 || days > 3650)
    throw new Error(`--days must be a whole number from 1 to 3650, not ${JSON.stringify(value ?? '')}\n${USAGE}`);
  return days;
}

/** Counts summed over the range, grouped by `columns`. */
async function totals<C extends 'name' | 'route' | 'lang' | 'day' | 'with_vehicle'>(
  db: Kysely<Database>,
  range: Range,
  columns: readonly C[],
  where: { name?: string; route?: string } = {},
) {
  let query = db
    .selectFrom('analytics_daily')
    .select(columns)
    .select((eb) => eb.fn.sum<number | string>('count').as('total'))
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy(columns);
  if (where.name) query = query.where('name', '=', where.name);
  if (where.route) query = query.where('route', '=', where.route);
  const rows = await query.execute();
  // PostgreSQL sums integers as bigint; the pg driver is set to read those as numbers, SQLite gives numbers.
  return rows.map((row) => ({ ...row, total: Number(row.total) }));
}

const byTotal = (a: { total: number; key: string }, b: { total: number; key: string }) =>
  b.total - a.total || (a.key < b.key ? -1 : 1);

async function report(db: Kysely<Database>, range: Range, days: number): Promise<string> {
  const out: string[] = [];
  const events = await totals(db, range, ['name']);
  const count = (name: string) => events.find((e) => e.name === name)?.total ?? 0;
  const all = events.reduce((sum, e) => sum + e.total, 0);
  out.push(
    `EV India usage, ${range.from} to ${range.to} (${days} India days, IST): ${count('page_view')} page views, ${all} events in all`,
  );
  if (all === 0) {
    out.push('', 'Nothing recorded in these days. Counts are kept only with ANALYTICS_PROVIDER=local (the default).');
    return out.join('\n');
  }

  const screens = (await totals(db, range, ['route'], { name: 'page_view' }))
    .map((r) => ({ ...r, key: r.route }))
    .sort(byTotal);
  const views = count('page_view');
  out.push('', `Most used screens (page views by route, top ${TOP_SCREENS})`);
  out.push(
    table(
      ['route', 'views', 'share'],
      screens.slice(0, TOP_SCREENS).map((r) => [r.route, String(r.total), percent(r.total, views)]),
    ),
  );

  out.push('', 'Sign-in funnel');
  const steps = await Promise.all(
    SIGN_IN_FUNNEL.map(async (step) => {
      const rows = await totals(db, range, ['name'], {
        name: step.name,
        ...('route' in step ? { route: step.route } : {}),
      });
      return rows[0]?.total ?? 0;
    }),
  );
  const first = steps[0] ?? 0;
  out.push(
    table(
      ['step', 'count', '% of first'],
      SIGN_IN_FUNNEL.map((step, i) => [step.label, String(steps[i] ?? 0), percent(steps[i] ?? 0, first)]),
    ),
  );

  out.push('', 'Trips planned per day');
  const trips = await totals(db, range, ['day', 'with_vehicle'], { name: 'trip_planned' });
  const tripDays: string[][] = [];
  for (let d = days - 1; d >= 0; d--) {
    const day = istDayBefore(Date.parse(`${range.to}T12:00:00+05:30`), d);
    const withVehicle = trips.find((t) => t.day === day && t.with_vehicle === 'yes')?.total ?? 0;
    const without = trips.filter((t) => t.day === day && t.with_vehicle !== 'yes').reduce((sum, t) => sum + t.total, 0);
    tripDays.push([day, String(withVehicle), String(without), String(withVehicle + without)]);
  }
  out.push(table(['day', 'with vehicle', 'without', 'total'], tripDays));

  out.push('', `Top routes by language (page views, top ${TOP_ROUTES_PER_LANGUAGE} each)`);
  const byLanguage = await totals(db, range, ['lang', 'route'], { name: 'page_view' });
  const languages = [...new Set(byLanguage.map((r) => r.lang))].sort();
  const rows: string[][] = [];
  for (const lang of languages) {
    const routes = byLanguage
      .filter((r) => r.lang === lang)
      .map((r) => ({ ...r, key: r.route }))
      .sort(byTotal);
    const langViews = routes.reduce((sum, r) => sum + r.total, 0);
    for (const r of routes.slice(0, TOP_ROUTES_PER_LANGUAGE))
      rows.push([lang, r.route, String(r.total), percent(r.total, langViews)]);
  }
  out.push(table(['lang', 'route', 'views', 'share of lang'], rows));
  return out.join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const days = parseDays(args);
  const url = process.env.DATABASE_URL || './var/ev.sqlite';
  if (!isPostgresUrl(url) && url !== ':memory:' && !fs.existsSync(url.replace(/^sqlite:(\/\/)?/i, ''))) {
    throw new Error(`no database at ${url}: start the server once, or set DATABASE_URL`);
  }
  const handle = openDatabase(url);
  try {
    const tables = await handle.db.introspection.getTables();
    if (!tables.some((t) => t.name === 'analytics_daily'))
      throw new Error(`${url} has no analytics_daily table yet: start the server once (it migrates the database)`);
    const now = Date.now();
    console.log(await report(handle.db, { from: istDayBefore(now, days - 1), to: istDay(now) }, days));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`stats failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
