import type { Transaction } from 'kysely';
import { clearSummary, rebuildSummary } from '../checkins/station-summaries.server.ts';
import type { Database } from '../db/tables.ts';
import { refreshStation } from '../ocpi/station-status.server.ts';

/**
 * When stations:import joins a stored station `from` into `into` (station-repository.server.ts),
 * inside the import's transaction: its check-ins and reports move to `into`, its favourites too
 * (a person who saved both keeps one), both summaries are worked out again, and `from` is
 * recorded as an alias of `into`, so its old id (a shared link, a favourite on a phone, a server
 * not yet restarted) still finds the station. Aliases of `from` follow it to `into`. The networks'
 * Locations shown as `from` (OCPI live status, issue 33) are shown as `into`, and both stations'
 * live counts are worked out again.
 */
export async function mergeStationActivity(
  trx: Transaction<Database>,
  from: string,
  into: string,
  now: number,
): Promise<void> {
  await trx.updateTable('check_ins').set({ place_id: into }).where('place_id', '=', from).execute();
  await trx.updateTable('reports').set({ place_id: into }).where('place_id', '=', from).execute();
  const saved = await trx
    .selectFrom('favourites')
    .select(['user_id', 'created_at'])
    .where('place_id', '=', from)
    .execute();
  for (const favourite of saved) {
    await trx
      .insertInto('favourites')
      .values({ user_id: favourite.user_id, place_id: into, created_at: favourite.created_at })
      .onConflict((oc) => oc.columns(['user_id', 'place_id']).doNothing())
      .execute();
  }
  await trx.deleteFrom('favourites').where('place_id', '=', from).execute();
  const relinked = await trx
    .updateTable('ocpi_locations')
    .set({ place_id: into })
    .where('place_id', '=', from)
    .executeTakeFirst();
  if (Number(relinked.numUpdatedRows) > 0) {
    await refreshStation(trx, into, now);
    await refreshStation(trx, from, now);
  }
  await rebuildSummary(trx, into, now);
  await clearSummary(trx, from, now);
  await trx.updateTable('station_aliases').set({ to_id: into }).where('to_id', '=', from).execute();
  await trx
    .insertInto('station_aliases')
    .values({ from_id: from, to_id: into, merged_at: now })
    .onConflict((oc) => oc.column('from_id').doUpdateSet({ to_id: into, merged_at: now }))
    .execute();
}
