import type { Transaction } from 'kysely';
import { NO_COUNTS, type LiveCounts } from '../../domain/ocpi/live-status.ts';
import type { Database, OcpiStationStatusTable } from '../db/tables.ts';

/**
 * A station's row in the status store (`ocpi_station_status`): its counts and networks over every
 * published Location linked to it, written with a new version inside the caller's transaction, by
 * every push (location-store.server.ts) and by stations:import when it joins two stations
 * (station-merge.server.ts moves the links first). The row as written comes back.
 */
export async function refreshStation(
  trx: Transaction<Database>,
  placeId: string,
  now: number,
): Promise<OcpiStationStatusTable> {
  const rows = await trx
    .selectFrom('ocpi_locations as l')
    .innerJoin('ocpi_partners as p', (join) =>
      join.onRef('p.country_code', '=', 'l.country_code').onRef('p.party_id', '=', 'l.party_id'),
    )
    .select(['l.evses', 'l.free', 'l.in_use', 'l.out_of_order', 'l.unknown', 'l.received_at', 'p.name'])
    .where('l.place_id', '=', placeId)
    .where('l.publish', '=', 1)
    .execute();
  const counts = { ...NO_COUNTS };
  for (const row of rows)
    for (const key of Object.keys(counts) as Array<keyof LiveCounts>) counts[key] += Number(row[key]);
  const updatedAt = rows.length > 0 ? Math.min(...rows.map((r) => Number(r.received_at))) : now;
  const networks = JSON.stringify([...new Set(rows.filter((r) => Number(r.evses) > 0).map((r) => r.name))].sort());
  const fields = { ...counts, updated_at: updatedAt, networks, changed_at: now };
  return trx
    .insertInto('ocpi_station_status')
    .values({ place_id: placeId, ...fields, version: 1 })
    .onConflict((oc) =>
      oc.column('place_id').doUpdateSet((eb) => ({ ...fields, version: eb('ocpi_station_status.version', '+', 1) })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
