import type { Kysely } from 'kysely';
import { isAvailableNow, type LiveStatus } from '../../domain/ocpi/live-status.ts';
import type { Database, OcpiStationStatusTable } from '../db/tables.ts';

/**
 * The status store: each station's live counts (`ocpi_station_status`, written with every push in
 * the push's own transaction) and, on every instance, the same rows held in memory, which the
 * station cards, the 'Available now' filter and the trip planner read without a query.
 *
 * An instance learns of a change written elsewhere from the change feed (live-feed.server.ts:
 * PostgreSQL LISTEN/NOTIFY or Redis pub/sub, a message per change, in about a second), and every
 * OCPI_LIVE_CATCHUP_SECONDS reads the rows changed since it last looked, which also brings in a
 * message it missed and what `npm run ocpi -- sync` wrote. Each row carries a version that grows
 * with every change, so a late or repeated message never puts an older status back.
 */

export type StatusRow = OcpiStationStatusTable;

/** A row as the API answers it (evses 0: the station has no live status any more). */
export function toLiveStatus(row: StatusRow): LiveStatus {
  return {
    place_id: row.place_id,
    evses: Number(row.evses),
    free: Number(row.free),
    in_use: Number(row.in_use),
    out_of_order: Number(row.out_of_order),
    unknown: Number(row.unknown),
    updated_at: Number(row.updated_at),
    networks: JSON.parse(row.networks) as string[],
  };
}

/** Looks back this much further than the last look: a commit that took a while, clocks a little apart. */
const CATCH_UP_OVERLAP_MS = 60_000;

export class LiveStatusStore {
  private readonly byPlace = new Map<string, { status: LiveStatus; version: number }>();
  private lastLook = 0;
  private timer: NodeJS.Timeout | undefined;
  private looking: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
    /** Told of every station whose status changed here (the planner's sets). */
    private readonly changed: (status: LiveStatus) => void,
    private readonly warn: (error: Error) => void = () => {},
  ) {}

  /** Every station's status, before the first request. */
  async load(): Promise<void> {
    const started = this.now();
    this.apply(await this.db.selectFrom('ocpi_station_status').selectAll().where('evses', '>', 0).execute());
    this.lastLook = started;
  }

  /** Rows from a write of this instance, the feed or a catch-up read: the newer version wins. */
  apply(rows: readonly StatusRow[]): void {
    for (const row of rows) {
      const version = Number(row.version);
      const held = this.byPlace.get(row.place_id);
      if (held && held.version >= version) continue;
      const status = toLiveStatus(row);
      if (status.evses > 0) this.byPlace.set(row.place_id, { status, version });
      else this.byPlace.delete(row.place_id);
      this.changed(status);
    }
  }

  get(placeId: string): LiveStatus | undefined {
    return this.byPlace.get(placeId)?.status;
  }

  /** The stations of `placeIds` that have a live status, in the order asked. */
  many(placeIds: readonly string[]): LiveStatus[] {
    return placeIds.map((id) => this.byPlace.get(id)?.status).filter((s): s is LiveStatus => s !== undefined);
  }

  /** A free EVSE heard of in the last 30 minutes (the nearby screen's 'Available now'). */
  availableNow(placeId: string, now: number): boolean {
    const held = this.byPlace.get(placeId);
    return held !== undefined && isAvailableNow(held.status, now);
  }

  all(): LiveStatus[] {
    return [...this.byPlace.values()].map((h) => h.status);
  }

  /** Reads the rows changed since the last look (by any instance or `npm run ocpi`). */
  catchUp(): Promise<void> {
    this.looking ??= (async () => {
      const started = this.now();
      try {
        this.apply(
          await this.db
            .selectFrom('ocpi_station_status')
            .selectAll()
            .where('changed_at', '>=', this.lastLook - CATCH_UP_OVERLAP_MS)
            .execute(),
        );
        this.lastLook = started;
      } catch (error) {
        this.warn(error as Error);
      }
    })().finally(() => {
      this.looking = undefined;
    });
    return this.looking;
  }

  startCatchUp(everyMs: number): void {
    this.timer = setInterval(() => void this.catchUp(), everyMs);
    this.timer.unref();
  }

  close(): void {
    clearInterval(this.timer);
  }
}
