import type { Kysely } from 'kysely';
import type { Station } from '../../domain/stations/station.ts';
import type { Database } from '../db/tables.ts';
import { StationIndex } from './station-index.server.ts';
import { fromRow } from './station-repository.server.ts';

/**
 * The stations every search sees: the imported ones, fixed at start, and the stations made from a
 * network's Location that matched none of ours (source 'ocpi'), which come and go while the server
 * runs. A network that signs up is on the nearby screen and in plans within a second of its push,
 * on every instance: each instance hears of every status change (the live status feed), and a
 * change at an 'ocpi:' station reads that set again. A station leaves when no published Location is
 * linked to it any more (the network deleted or unpublished it, or a pull dropped it).
 *
 * The imported stations come first in the index, in their order, so their places in it never move.
 * The index is built again only when the set really changed (rare: a network's new site), and is
 * handed to whoever listens (the trip searches, on their threads too).
 */

/** What decides whether the set changed: position, identity and sockets. */
const signature = (stations: readonly Station[]) =>
  stations
    .map((s) => `${s.id}|${s.lat}|${s.lng}|${s.name}|${s.maxKw}|${s.connectors.join(',')}|${s.levOnly}`)
    .join('\n');

/** Changes heard within this long of each other are read once. */
const SETTLE_MS = 200;

export const isNetworkStationId = (id: string) => id.startsWith('ocpi:');

export async function loadNetworkStations(db: Kysely<Database>): Promise<Station[]> {
  const rows = await db
    .selectFrom('stations')
    .selectAll()
    .where('source', '=', 'ocpi')
    .where('id', 'in', (eb) =>
      eb.selectFrom('ocpi_locations').select('place_id').where('publish', '=', 1).where('place_id', 'is not', null),
    )
    .orderBy('id')
    .execute();
  return rows.map(fromRow);
}

export class NetworkStations {
  private current: StationIndex<Station>;
  private networkSet: Station[] = [];
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> | undefined;
  private again = false;
  private readonly listeners: Array<(network: readonly Station[]) => void> = [];

  constructor(
    private readonly db: Kysely<Database>,
    /** The imported stations (every source but 'ocpi'). */
    private readonly imported: readonly Station[],
    private readonly warn: (error: Error) => void = () => {},
  ) {
    this.current = new StationIndex(imported);
  }

  /** The index over every station shown now. */
  get index(): StationIndex<Station> {
    return this.current;
  }

  /** The stations made from networks' Locations, shown now. */
  get network(): readonly Station[] {
    return this.networkSet;
  }

  onChange(listener: (network: readonly Station[]) => void): void {
    this.listeners.push(listener);
  }

  /** A station's live status changed (here or on another instance): an 'ocpi:' one may have come or gone. */
  noteChanged(placeId: string): void {
    if (!isNetworkStationId(placeId) || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.refresh().catch((error: Error) => this.warn(error));
    }, SETTLE_MS);
    this.timer.unref();
  }

  /** Reads the set again and, when it changed, builds the index again and tells the listeners. */
  refresh(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      do {
        this.again = false;
        const network = await loadNetworkStations(this.db);
        if (signature(network) === signature(this.networkSet)) continue;
        this.networkSet = network;
        this.current = new StationIndex([...this.imported, ...network]);
        for (const listener of this.listeners) listener(network);
      } while (this.again);
    })().finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
