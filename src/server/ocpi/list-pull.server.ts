import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { sameCiString } from '../../domain/ocpi/ocpi-types.ts';
import type { Database } from '../db/tables.ts';
import { OcpiCallError, type ListPage, type OcpiClient } from './ocpi-client.server.ts';
import { findPartner, outboundToken, type Partner } from './partner-store.server.ts';
import type { TokenKeys } from './ocpi-tokens.server.ts';

/**
 * The full load of a module a network sends (its Sender interface "GET List";
 * transport_and_format.asciidoc, "Pagination"): Locations (location-pull.server.ts) and Tariffs
 * (tariff-pull.server.ts), after a registration, on demand (`npm run ocpi -- sync <party>`) and on a
 * schedule: every object the network holds, page by page, following its Link header's 'next' page
 * until there is none, with X-Total-Count recorded as the total.
 *
 * - Each page is tried OCPI_PULL_TRIES times, waiting OCPI_RETRY_BASE_MS, then twice that, and so
 *   on (a quarter more or less at random, so several instances never retry in step), when the call
 *   fails in a way worth trying again (no answer, a time-out, a 5xx, a 429).
 * - After every page the progress is written to the partner's row (offset, total, the next page's
 *   URL), in the module's own columns: a pull that stops records where, and the next goes on from there.
 * - An object that is not valid OCPI, or not under the network's own party, is skipped and counted
 *   ("the client should at least process the correct OCPI objects").
 * - A 'next' link must stay on the endpoint's origin: a network cannot send us elsewhere.
 * - When every page is in, the pages together are the new truth: the network's objects neither in
 *   them nor pushed since the pull began are dropped.
 * - One pull per network and module at a time: a pull marks the row 'running'; a mark older than 15
 *   minutes (a process that died mid-pull) no longer holds.
 */

export interface PullOptions {
  tries: number;
  retryBaseMs: number;
  /** Objects asked for per page (the network may send fewer: X-Limit). */
  pageLimit: number;
  /** Start again from the first page, even where the last pull stopped part-way. */
  fresh?: boolean;
}

export interface PullResult {
  state: 'done' | 'failed' | 'busy';
  pages: number;
  stored: number;
  skipped: number;
  dropped: number;
  total: number | null;
  error?: string;
}

const STALE_RUN_MS = 15 * 60_000;
const MAX_PAGES = 100_000;

export interface PullDeps {
  db: Kysely<Database>;
  keys: TokenKeys;
  client: OcpiClient;
  now: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** A page's object as the module's schema reads it, when it is valid and under the network's own party; else undefined. */
export function ownObject<T extends { country_code: string; party_id: string }>(
  schema: z.ZodType<T>,
  partner: Partner,
  item: unknown,
): T | undefined {
  const parsed = schema.safeParse(item);
  if (!parsed.success) return undefined;
  const { country_code, party_id } = parsed.data;
  return sameCiString(country_code, partner.countryCode) && sameCiString(party_id, partner.partyId)
    ? parsed.data
    : undefined;
}

/** What a module's pull reads, keeps and drops. */
export interface PulledModule {
  /** 'Locations', 'Tariffs': for messages. */
  name: string;
  /** The partner row's columns for this module's progress: 'sync_' or 'tariff_sync_'. */
  columns: 'sync_' | 'tariff_sync_';
  endpointOf(partner: Partner): string | null;
  /** Keeps one object of a page: false when it is not valid, or not the network's own. */
  keep(partner: Partner, item: unknown): Promise<boolean>;
  /** After a complete pull: drops the network's objects neither pulled nor pushed since `since`. */
  dropUnseen(partner: Partner, since: number): Promise<number>;
}

type Progress = {
  state: string;
  started_at: number | null;
  finished_at: number | null;
  offset: number;
  total: number | null;
  next_url: string | null;
  attempts: number;
  error: string | null;
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function firstPageUrl(endpoint: string, limit: number): string {
  const url = new URL(endpoint);
  url.searchParams.set('offset', '0');
  url.searchParams.set('limit', String(limit));
  return url.toString();
}

/** The partner row's columns named for `module` (its prefix), with updated_at. */
function columnsOf(module: PulledModule, fields: Partial<Progress>, now: number): never {
  const row: Record<string, unknown> = { updated_at: now };
  for (const [name, value] of Object.entries(fields)) row[`${module.columns}${name}`] = value;
  return row as never;
}

export async function pullList(
  deps: PullDeps,
  party: string,
  module: PulledModule,
  options: PullOptions,
): Promise<PullResult> {
  const { db, now } = deps;
  const partner = await findPartner(db, party);
  if (!partner || partner.status !== 'registered')
    throw new OcpiCallError(`${party} is not a registered network`, false);
  const endpoint = module.endpointOf(partner);
  if (!endpoint)
    throw new OcpiCallError(
      `${party} offers no ${module.name} SENDER endpoint to pull from (it can still push)`,
      false,
    );
  const token = await outboundToken(db, deps.keys, party);
  if (!token) throw new OcpiCallError(`no token to call ${party} with`, false);
  const origin = deps.client.checkUrl(endpoint).origin;

  // Claim the run (one at a time, across instances and the command line).
  const started = now();
  const c = module.columns;
  const stored = (await db
    .selectFrom('ocpi_partners')
    .select([`${c}state`, `${c}next_url`, `${c}started_at`, `${c}offset`, 'updated_at'] as never)
    .where('party', '=', party)
    .executeTakeFirstOrThrow()) as Record<string, unknown>;
  const row = {
    state: stored[`${c}state`] as string,
    next_url: stored[`${c}next_url`] as string | null,
    started_at: stored[`${c}started_at`] as number | null,
    offset: stored[`${c}offset`] as number,
  };
  const resume = !options.fresh && row.state === 'failed' && row.next_url !== null && row.started_at !== null;
  const claimed = await db
    .updateTable('ocpi_partners')
    .set(
      columnsOf(
        module,
        {
          state: 'running',
          started_at: resume ? Number(row.started_at) : started,
          offset: resume ? Number(row.offset) : 0,
          next_url: resume ? row.next_url : firstPageUrl(endpoint, options.pageLimit),
          error: null,
          attempts: 0,
        },
        started,
      ),
    )
    .where('party', '=', party)
    .where((eb) =>
      eb.or([
        eb(`${c}state` as 'sync_state', '!=', 'running'),
        eb(`${c}started_at` as 'sync_started_at', '<', started - STALE_RUN_MS),
        eb('updated_at', '<', started - STALE_RUN_MS),
      ]),
    )
    .executeTakeFirst();
  const result: PullResult = { state: 'busy', pages: 0, stored: 0, skipped: 0, dropped: 0, total: null };
  if (Number(claimed.numUpdatedRows) === 0) return result;
  const since = resume ? Number(row.started_at) : started;
  let url: string | null = resume ? row.next_url : firstPageUrl(endpoint, options.pageLimit);
  let offset = resume ? Number(row.offset) : 0;
  const sleep = deps.sleep ?? pause;
  const to = { countryCode: partner.countryCode, partyId: partner.partyId };

  while (url !== null && result.pages < MAX_PAGES) {
    let page: ListPage | undefined;
    let attempt = 0;
    for (;;) {
      attempt += 1;
      try {
        page = await deps.client.listPage(url, token, to);
        break;
      } catch (error) {
        const failure = error as Error;
        const retryable = failure instanceof OcpiCallError && failure.retryable;
        await db
          .updateTable('ocpi_partners')
          .set(columnsOf(module, { attempts: attempt, error: failure.message.slice(0, 500) }, now()))
          .where('party', '=', party)
          .execute();
        if (!retryable || attempt >= options.tries) {
          await db
            .updateTable('ocpi_partners')
            .set(columnsOf(module, { state: 'failed', next_url: url, offset }, now()))
            .where('party', '=', party)
            .execute();
          return { ...result, state: 'failed', error: failure.message };
        }
        const wait = options.retryBaseMs * 2 ** (attempt - 1);
        await sleep(Math.round(wait * (0.75 + Math.random() * 0.5)));
      }
    }
    result.pages += 1;
    for (const item of page.items) {
      if (await module.keep(partner, item)) result.stored += 1;
      else result.skipped += 1;
    }
    offset += page.items.length;
    result.total = page.total ?? result.total;
    let next = page.next;
    if (next !== null) {
      try {
        if (new URL(next, url).origin !== origin) throw new Error('elsewhere');
        next = new URL(next, url).toString();
      } catch {
        await db
          .updateTable('ocpi_partners')
          .set(
            columnsOf(
              module,
              { state: 'failed', error: `the next page's link leaves ${origin}: not followed`, next_url: null },
              now(),
            ),
          )
          .where('party', '=', party)
          .execute();
        return { ...result, state: 'failed', error: 'the next link leaves the endpoint' };
      }
      // A page that names itself as next, or an empty page with a next: stop rather than loop.
      if (next === url || page.items.length === 0) next = null;
    }
    url = next;
    await db
      .updateTable('ocpi_partners')
      .set(columnsOf(module, { offset, total: result.total, next_url: url, attempts: 0, error: null }, now()))
      .where('party', '=', party)
      .execute();
  }
  result.dropped = await module.dropUnseen(partner, since);
  await db
    .updateTable('ocpi_partners')
    .set(columnsOf(module, { state: 'done', finished_at: now(), next_url: null }, now()))
    .where('party', '=', party)
    .execute();
  return { ...result, state: 'done' };
}
