import type { Kysely } from 'kysely';
import { isStationId } from '../../domain/checkins/station-id.ts';
import type { Station } from '../../domain/stations/station.ts';
import type { Database } from '../db/tables.ts';
import { fromRow } from '../stations/station-repository.server.ts';

export interface FoundStation {
  station: Station;
  /** The id asked for, when an import merged it into `station`. */
  mergedFrom: string | null;
}

/**
 * Finds a station by place_id for the check-in calls: the stations loaded at start (the spatial
 * index's), else the database (a station imported since), after following a merged duplicate's
 * id to the station it became (station_aliases, written by stations:import).
 */
export class StationLookup {
  private readonly byId = new Map<string, Station>();

  constructor(
    private readonly db: Kysely<Database>,
    stations: readonly Station[],
  ) {
    for (const station of stations) this.byId.set(station.id, station);
  }

  async find(placeId: string): Promise<FoundStation | undefined> {
    if (!isStationId(placeId)) return undefined;
    const alias = await this.db
      .selectFrom('station_aliases')
      .select('to_id')
      .where('from_id', '=', placeId)
      .executeTakeFirst();
    return this.resolve(placeId, alias?.to_id ?? null);
  }

  /**
   * The station for `placeId` when its alias (station_aliases.to_id, or null for none) was read
   * already, with other facts in the same query (station-writer.server.ts).
   */
  async resolve(placeId: string, aliasTo: string | null): Promise<FoundStation | undefined> {
    if (!isStationId(placeId)) return undefined;
    const id = aliasTo ?? placeId;
    const mergedFrom = aliasTo ? placeId : null;
    const loaded = this.byId.get(id);
    if (loaded) return { station: loaded, mergedFrom };
    const row = await this.db.selectFrom('stations').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? { station: fromRow(row), mergedFrom } : undefined;
  }

  /** Several stations at once (favourites), in the order asked; ids not found are left out. */
  async findMany(placeIds: readonly string[]): Promise<Map<string, Station>> {
    const out = new Map<string, Station>();
    const missing: string[] = [];
    for (const id of placeIds) {
      const loaded = this.byId.get(id);
      if (loaded) out.set(id, loaded);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const rows = await this.db.selectFrom('stations').selectAll().where('id', 'in', missing).execute();
      for (const row of rows) out.set(row.id, fromRow(row));
    }
    return out;
  }
}
