import type { Kysely } from 'kysely';
import { locationSchema } from '../../domain/ocpi/location.schema.ts';
import { sameCiString } from '../../domain/ocpi/ocpi-types.ts';
import type { Database } from '../db/tables.ts';
import { OcpiCallError, type LocationsPage, type OcpiClient } from './ocpi-client.server.ts';
import type { LocationStore } from './location-store.server.ts';
import { findPartner, outboundToken } from './partner-store.server.ts';
import type { TokenKeys } from './ocpi-tokens.server.ts';

/**
 * The full load (mod_locations.asciidoc, Sender interface "GET List"; transport_and_format.asciidoc,
 * "Pagination"): after a registration and on demand (`npm run ocpi -- sync <party>`), every
 * Location the network holds, page by page, following its Link header's 'next' page until there is
 * none, with X-Total-Count recorded as the total.
 *
 * - Each page is tried OCPI_PULL_TRIES times, waiting OCPI_RETRY_BASE_MS, then twice that, and so
 *   on (a quarter more or less at random, so several instances never retry in step), when the call
 *   fails in a way worth trying again (no answer, a time-out, a 5xx, a 429).
 * - After every page the progress is written to the partner's row (offset, total, the next page's
 *   URL): a pull that stops records where, and the next `sync` goes on from there.
 * - A Location that is not valid OCPI, or not under the network's own party, is skipped and counted
 *   ("the client should at least process the correct OCPI objects").
 * - A 'next' link must stay on the Locations endpoint's origin: a network cannot send us elsewhere.
 * - When every page is in, the pages together are the new truth: the network's Locations neither in
 *   them nor pushed since the pull began are dropped.
 * - One pull per network at a time: a pull marks the row 'running'; a mark older than 15 minutes
 *   (a process that died mid-pull) no longer holds.
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
  store: LocationStore;
  now: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function firstPageUrl(locationsUrl: string, limit: number): string {
  const url = new URL(locationsUrl);
  url.searchParams.set('offset', '0');
  url.searchParams.set('limit', String(limit));
  return url.toString();
}

export async function pullLocations(deps: PullDeps, party: string, options: PullOptions): Promise<PullResult> {
  const { db, now } = deps;
  const partner = await findPartner(db, party);
  if (!partner || partner.status !== 'registered')
    throw new OcpiCallError(`${party} is not a registered network`, false);
  if (!partner.locationsUrl)
    throw new OcpiCallError(`${party} offers no Locations SENDER endpoint to pull from (it can still push)`, false);
  const token = await outboundToken(db, deps.keys, party);
  if (!token) throw new OcpiCallError(`no token to call ${party} with`, false);
  const origin = deps.client.checkUrl(partner.locationsUrl).origin;

  // Claim the run (one at a time, across instances and the command line).
  const started = now();
  const row = await db
    .selectFrom('ocpi_partners')
    .select(['sync_state', 'sync_next_url', 'sync_started_at', 'sync_offset'])
    .where('party', '=', party)
    .executeTakeFirstOrThrow();
  const resume =
    !options.fresh && row.sync_state === 'failed' && row.sync_next_url !== null && row.sync_started_at !== null;
  const claimed = await db
    .updateTable('ocpi_partners')
    .set({
      sync_state: 'running',
      sync_started_at: resume ? Number(row.sync_started_at) : started,
      sync_offset: resume ? Number(row.sync_offset) : 0,
      sync_next_url: resume ? row.sync_next_url : firstPageUrl(partner.locationsUrl, options.pageLimit),
      sync_error: null,
      sync_attempts: 0,
      updated_at: started,
    })
    .where('party', '=', party)
    .where((eb) =>
      eb.or([
        eb('sync_state', '!=', 'running'),
        eb('sync_started_at', '<', started - STALE_RUN_MS),
        eb('updated_at', '<', started - STALE_RUN_MS),
      ]),
    )
    .executeTakeFirst();
  const result: PullResult = { state: 'busy', pages: 0, stored: 0, skipped: 0, dropped: 0, total: null };
  if (Number(claimed.numUpdatedRows) === 0) return result;
  const since = resume ? Number(row.sync_started_at) : started;
  let url: string | null = resume ? row.sync_next_url : firstPageUrl(partner.locationsUrl, options.pageLimit);
  let offset = resume ? Number(row.sync_offset) : 0;
  const sleep = deps.sleep ?? pause;
  const to = { countryCode: partner.countryCode, partyId: partner.partyId };

  while (url !== null && result.pages < MAX_PAGES) {
    let page: LocationsPage | undefined;
    let attempt = 0;
    for (;;) {
      attempt += 1;
      try {
        page = await deps.client.locationsPage(url, token, to);
        break;
      } catch (error) {
        const failure = error as Error;
        const retryable = failure instanceof OcpiCallError && failure.retryable;
        await db
          .updateTable('ocpi_partners')
          .set({ sync_attempts: attempt, sync_error: failure.message.slice(0, 500), updated_at: now() })
          .where('party', '=', party)
          .execute();
        if (!retryable || attempt >= options.tries) {
          await db
            .updateTable('ocpi_partners')
            .set({ sync_state: 'failed', sync_next_url: url, sync_offset: offset, updated_at: now() })
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
      const parsed = locationSchema.safeParse(item);
      if (
        !parsed.success ||
        !sameCiString(parsed.data.country_code, partner.countryCode) ||
        !sameCiString(parsed.data.party_id, partner.partyId)
      ) {
        result.skipped += 1;
        continue;
      }
      const stored = await deps.store.pulled(partner, parsed.data);
      if (stored.stored) result.stored += 1;
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
          .set({
            sync_state: 'failed',
            sync_error: `the next page's link leaves ${origin}: not followed`,
            sync_next_url: null,
            updated_at: now(),
          })
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
      .set({
        sync_offset: offset,
        sync_total: result.total,
        sync_next_url: url,
        sync_attempts: 0,
        sync_error: null,
        updated_at: now(),
      })
      .where('party', '=', party)
      .execute();
  }
  result.dropped = await deps.store.dropUnseen(partner, since);
  await db
    .updateTable('ocpi_partners')
    .set({ sync_state: 'done', sync_finished_at: now(), sync_next_url: null, updated_at: now() })
    .where('party', '=', party)
    .execute();
  return { ...result, state: 'done' };
}
