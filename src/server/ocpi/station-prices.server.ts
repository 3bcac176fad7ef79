import type { Kysely } from 'kysely';
import { connectorKw, connectorName } from '../../domain/ocpi/connector-standards.ts';
import type { Location } from '../../domain/ocpi/location.schema.ts';
import type { StationPrice, StationTariff } from '../../domain/ocpi/station-price.ts';
import type { Database } from '../db/tables.ts';
import { boundedCache } from '../http/bounded-caches.server.ts';
import type { LiveStatusStore } from './live-status-store.server.ts';
import type { TariffStore } from './tariff-store.server.ts';

/**
 * Each station's prices from the networks (mod_tariffs.asciidoc; a Connector's `tariff_ids` name
 * the Tariffs that apply to it): over every published Location linked to the station, each socket
 * that is not REMOVED, and the Tariffs it names that we hold. A socket that names none we hold (or
 * none at all) is counted as unpriced: the card says 'Price not known' rather than guess.
 *
 * Only stations with a live status have Locations, so the rest are answered from memory. Answers
 * are kept a few seconds (CACHES.stationPrices) and dropped at once on this instance when a network
 * pushes a Tariff; another instance sees the change when its entry expires.
 */

interface Socket {
  name: string;
  kw: number | null;
}

export class StationPrices {
  private readonly cache = boundedCache<StationPrice>('stationPrices');
  /** Reads answered from the database (not the cache): for the benches' hit counts. */
  reads = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly tariffs: TariffStore,
    private readonly live: LiveStatusStore,
  ) {}

  /** A Tariff was stored or removed here: every kept answer may be out of date. */
  forget(): void {
    this.cache.clear();
  }

  /** The prices of the stations of `placeIds` that have any (those without are left out), in the order asked. */
  async many(placeIds: readonly string[]): Promise<StationPrice[]> {
    const withLocations = placeIds.filter((id) => this.live.get(id) !== undefined);
    const missing = withLocations.filter((id) => !this.cache.has(id));
    if (missing.length > 0) for (const price of await this.read(missing)) this.cache.set(price.place_id, price);
    return withLocations
      .map((id) => this.cache.get(id))
      .filter((p): p is StationPrice => p !== undefined && (p.tariffs.length > 0 || p.unpriced > 0));
  }

  private async read(placeIds: string[]): Promise<StationPrice[]> {
    this.reads += 1;
    const rows = await this.db
      .selectFrom('ocpi_locations as l')
      .innerJoin('ocpi_partners as p', (join) =>
        join.onRef('p.country_code', '=', 'l.country_code').onRef('p.party_id', '=', 'l.party_id'),
      )
      .select(['l.place_id', 'l.body', 'l.country_code', 'l.party_id', 'p.name'])
      .where('l.place_id', 'in', placeIds)
      .where('l.publish', '=', 1)
      .execute();
    // Each Tariff a socket names, with the sockets naming it, per station.
    type Named = { countryCode: string; partyId: string; tariffId: string; network: string; timeZone: string };
    const byPlace = new Map<string, { named: Map<string, Named & { sockets: Socket[] }>; unnamed: number }>();
    for (const row of rows) {
      const location = JSON.parse(row.body) as Location;
      const place = byPlace.get(row.place_id!) ?? { named: new Map(), unnamed: 0 };
      byPlace.set(row.place_id!, place);
      for (const evse of location.evses ?? []) {
        if (evse.status === 'REMOVED') continue;
        for (const connector of evse.connectors) {
          const kw = Math.round(connectorKw(connector) * 10) / 10;
          const socket = { name: connectorName(connector.standard) ?? connector.standard, kw: kw > 0 ? kw : null };
          const ids = connector.tariff_ids ?? [];
          if (ids.length === 0) place.unnamed += 1;
          for (const tariffId of ids) {
            const key = `${row.country_code}*${row.party_id}*${tariffId.toUpperCase()}`;
            const entry = place.named.get(key) ?? {
              countryCode: row.country_code,
              partyId: row.party_id,
              tariffId,
              network: row.name,
              timeZone: location.time_zone,
              sockets: [],
            };
            entry.sockets.push(socket);
            place.named.set(key, entry);
          }
        }
      }
    }
    const wanted = [...byPlace.values()].flatMap((p) => [...p.named.values()]);
    const held = new Map(
      (await this.tariffs.many(wanted)).map((t) => [`${t.countryCode}*${t.partyId}*${t.tariff.id.toUpperCase()}`, t]),
    );
    return placeIds.map((placeId) => {
      const place = byPlace.get(placeId);
      if (!place) return { place_id: placeId, tariffs: [], unpriced: 0 };
      let unpriced = place.unnamed;
      const tariffs: StationTariff[] = [];
      for (const [key, named] of place.named) {
        const stored = held.get(key);
        if (!stored) {
          unpriced += named.sockets.length;
          continue;
        }
        const sockets = [...named.sockets].sort((a, b) => (b.kw ?? 0) - (a.kw ?? 0));
        const labels = [...new Set(sockets.map((s) => (s.kw ? `${s.name} · ${s.kw} kW` : s.name)))];
        tariffs.push({
          network: named.network,
          tariff: stored.tariff,
          connectors: labels,
          max_kw: sockets[0]?.kw ?? null,
          time_zone: named.timeZone,
          updated_at: stored.receivedAt,
        });
      }
      tariffs.sort((a, b) => (b.max_kw ?? 0) - (a.max_kw ?? 0) || a.tariff.id.localeCompare(b.tariff.id));
      return { place_id: placeId, tariffs, unpriced };
    });
  }
}
