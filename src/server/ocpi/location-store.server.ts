import type { Kysely } from 'kysely';
import { countStatuses, NO_COUNTS, type LiveCounts } from '../../domain/ocpi/live-status.ts';
import {
  applyPatch,
  applyPut,
  objectAt,
  type LocationTarget,
  type UpdateRefusal,
} from '../../domain/ocpi/location-updates.ts';
import type {
  Connector,
  ConnectorPatch,
  Evse,
  EvsePatch,
  Location,
  LocationPatch,
} from '../../domain/ocpi/location.schema.ts';
import { dateTimeMs } from '../../domain/ocpi/ocpi-types.ts';
import { inLockedTransaction } from '../checkins/write-locks.server.ts';
import type { Dialect } from '../db/database.server.ts';
import type { Database } from '../db/tables.ts';
import type { LiveFeed } from './live-feed.server.ts';
import type { LiveStatusStore, StatusRow } from './live-status-store.server.ts';
import { refreshStation } from './station-status.server.ts';
import type { Partner } from './partner-store.server.ts';
import { coordinatesOf, linkLocation } from './station-linker.server.ts';

/**
 * The networks' Locations as we keep them (`ocpi_locations`) and the status store they feed
 * (`ocpi_station_status`). A push is one transaction under the Location's lock: read the stored
 * Location, apply the PUT or PATCH (location-updates.ts), link it to a station when it is new or
 * has moved, store it with its counts, count the push against the network, and work out the
 * station's counts again over every Location linked to it. The new status rows then go to this
 * instance's memory and, through the change feed, to the others.
 */

export type PushOutcome =
  | { stored: true; created: boolean; placeId: string | null }
  | { stored: false; refusal: UpdateRefusal; detail: string };

const upper = (text: string) => text.toUpperCase();
const keyOf = (countryCode: string, partyId: string, locationId: string) => ({
  country_code: upper(countryCode),
  party_id: upper(partyId),
  location_id: upper(locationId),
});

/** The counts a Location adds to its station: none when it may not be published. */
const countsOf = (location: Location): LiveCounts =>
  location.publish ? countStatuses((location.evses ?? []).map((e) => e.status)) : NO_COUNTS;

/** The operator name matching goes by: the Location's, else the network's registered business name, else the name it was invited by. */
function operatorOf(location: Location, partner: Partner): string {
  const role = partner.roles.find(
    (r) => upper(r.country_code) === upper(location.country_code) && upper(r.party_id) === upper(location.party_id),
  );
  return location.operator?.name || role?.business_details.name || partner.name;
}

export class LocationStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
    private readonly live: LiveStatusStore,
    private readonly feed: LiveFeed,
    private readonly now: () => number,
  ) {}

  /** The stored object at `target` ('location' false when the Location itself is unknown). */
  async read(
    countryCode: string,
    partyId: string,
    target: LocationTarget,
  ): Promise<{ location: boolean; object: Location | Evse | Connector | undefined }> {
    const row = await this.db
      .selectFrom('ocpi_locations')
      .select('body')
      .where((eb) => eb.and(keyOf(countryCode, partyId, target.locationId)))
      .executeTakeFirst();
    const location = row ? (JSON.parse(row.body) as Location) : undefined;
    return { location: location !== undefined, object: objectAt(location, target) };
  }

  /** A network's PUT or PATCH at any level (its party already checked against the URL's). */
  push(
    partner: Partner,
    method: 'PUT' | 'PATCH',
    target: LocationTarget,
    body: Location | Evse | Connector | LocationPatch | EvsePatch | ConnectorPatch,
  ): Promise<PushOutcome> {
    return this.write(partner, target.locationId, (current) =>
      method === 'PUT'
        ? applyPut(current, target, body as Location | Evse | Connector)
        : applyPatch(current, target, body as LocationPatch | EvsePatch | ConnectorPatch),
    );
  }

  /** A Location read by a pull: stored as a PUT of the whole Location would store it, not counted as a push. */
  pulled(partner: Partner, location: Location): Promise<PushOutcome> {
    return this.write(
      partner,
      location.id,
      (current) => applyPut(current, { locationId: location.id }, location),
      false,
    );
  }

  /**
   * After a complete pull ("the response data provided by all the pages together is the new truth"):
   * the network's Locations neither in the pull nor pushed since it started are dropped.
   */
  async dropUnseen(partner: Partner, since: number): Promise<number> {
    const now = this.now();
    const changed = await inLockedTransaction(this.db, this.dialect, [`ocpi:partner:${partner.party}`], async (trx) => {
      const where = { country_code: partner.countryCode, party_id: partner.partyId };
      const gone = await trx
        .selectFrom('ocpi_locations')
        .select('place_id')
        .where((eb) => eb.and(where))
        .where('received_at', '<', since)
        .execute();
      if (gone.length === 0) return { count: 0, rows: [] as StatusRow[] };
      await trx
        .deleteFrom('ocpi_locations')
        .where((eb) => eb.and(where))
        .where('received_at', '<', since)
        .execute();
      const places = [...new Set(gone.map((g) => g.place_id).filter((p): p is string => p !== null))];
      const rows: StatusRow[] = [];
      for (const place of places) rows.push(await refreshStation(trx, place, now));
      await this.feed.inTransaction(trx, rows);
      return { count: gone.length, rows };
    });
    this.published(changed.rows);
    return changed.count;
  }

  private async write(
    partner: Partner,
    locationId: string,
    update: (current: Location | undefined) => ReturnType<typeof applyPut>,
    countPush = true,
  ): Promise<PushOutcome> {
    const now = this.now();
    const key = keyOf(partner.countryCode, partner.partyId, locationId);
    const lock = `ocpi:location:${key.country_code}*${key.party_id}*${key.location_id}`;
    const result = await inLockedTransaction(this.db, this.dialect, [lock], async (trx) => {
      const row = await trx
        .selectFrom('ocpi_locations')
        .select(['body', 'place_id'])
        .where((eb) => eb.and(key))
        .executeTakeFirst();
      const current = row ? (JSON.parse(row.body) as Location) : undefined;
      const applied = update(current);
      if (!applied.ok)
        return {
          outcome: { stored: false, refusal: applied.refusal, detail: applied.detail } as PushOutcome,
          rows: [],
        };
      const { location } = applied;
      const before = row?.place_id ?? null;
      const moved =
        !current ||
        coordinatesOf(current).lat !== coordinatesOf(location).lat ||
        coordinatesOf(current).lng !== coordinatesOf(location).lng;
      const identityChanged =
        !current ||
        current.name !== location.name ||
        current.address !== location.address ||
        current.operator?.name !== location.operator?.name;
      // A status PATCH (the common push) keeps its link without a look at the stations.
      const placeId = !location.publish
        ? null
        : before && !moved && !identityChanged && !connectorsChanged(current, location)
          ? before
          : await linkLocation(trx, location, operatorOf(location, partner), before, now);
      const counts = countsOf(location);
      const fields = {
        body: JSON.stringify(location),
        last_updated: dateTimeMs(location.last_updated),
        received_at: now,
        place_id: placeId,
        publish: location.publish ? 1 : 0,
        ...counts,
      };
      if (row)
        await trx
          .updateTable('ocpi_locations')
          .set(fields)
          .where((eb) => eb.and(key))
          .execute();
      else
        await trx
          .insertInto('ocpi_locations')
          .values({ ...key, ...fields })
          .execute();
      if (countPush) {
        await trx
          .updateTable('ocpi_partners')
          .set((eb) => ({ pushes: eb('pushes', '+', 1), last_push_at: now }))
          .where('party', '=', partner.party)
          .execute();
      }
      const rows: StatusRow[] = [];
      for (const place of new Set([before, placeId]))
        if (place !== null) rows.push(await refreshStation(trx, place, now));
      await this.feed.inTransaction(trx, rows);
      return { outcome: { stored: true, created: applied.created, placeId } as PushOutcome, rows };
    });
    this.published(result.rows);
    return result.outcome;
  }

  /** Committed: this instance's memory now, the other instances through the feed. */
  private published(rows: StatusRow[]): void {
    if (rows.length === 0) return;
    this.live.apply(rows);
    this.feed.afterCommit(rows);
  }
}

/** Whether the Location's sockets changed (they decide a match), EVSE statuses aside. */
function connectorsChanged(before: Location | undefined, after: Location): boolean {
  const standards = (l: Location | undefined) =>
    (l?.evses ?? [])
      .filter((e) => e.status !== 'REMOVED')
      .flatMap((e) => e.connectors.map((c) => c.standard))
      .sort()
      .join(',');
  return standards(before) !== standards(after);
}
