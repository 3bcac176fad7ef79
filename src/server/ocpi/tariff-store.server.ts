import type { Kysely } from 'kysely';
import type { Tariff } from '../../domain/ocpi/tariff.schema.ts';
import { dateTimeMs } from '../../domain/ocpi/ocpi-types.ts';
import type { Database } from '../db/tables.ts';
import type { Partner } from './partner-store.server.ts';

/**
 * The networks' Tariffs as we keep them (`ocpi_tariffs`, mod_tariffs.asciidoc "Receiver interface"):
 * the JSON exactly as received (amounts as the network wrote them: the price model reads them as
 * exact decimals), keyed by the network's country code, party id and tariff id in upper case. A PUT
 * replaces the whole Tariff; a DELETE removes it. A Connector's `tariff_ids` name these.
 */

export interface StoredTariff {
  countryCode: string;
  partyId: string;
  tariff: Tariff;
  /** When we last heard of it (a PUT or a pull), epoch ms. */
  receivedAt: number;
}

const upper = (text: string) => text.toUpperCase();
export const tariffKey = (countryCode: string, partyId: string, tariffId: string) => ({
  country_code: upper(countryCode),
  party_id: upper(partyId),
  tariff_id: upper(tariffId),
});

export class TariffStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  async read(countryCode: string, partyId: string, tariffId: string): Promise<Tariff | undefined> {
    const row = await this.db
      .selectFrom('ocpi_tariffs')
      .select('body')
      .where((eb) => eb.and(tariffKey(countryCode, partyId, tariffId)))
      .executeTakeFirst();
    return row ? (JSON.parse(row.body) as Tariff) : undefined;
  }

  /** A network's PUT (or a pulled Tariff): stored whole; `created` when it is new. */
  async put(partner: Partner, tariff: Tariff): Promise<{ created: boolean }> {
    const key = tariffKey(partner.countryCode, partner.partyId, tariff.id);
    const fields = {
      currency: tariff.currency,
      body: JSON.stringify(tariff),
      last_updated: dateTimeMs(tariff.last_updated),
      received_at: this.now(),
    };
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('ocpi_tariffs')
        .set(fields)
        .where((eb) => eb.and(key))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) return { created: false };
      await trx
        .insertInto('ocpi_tariffs')
        .values({ ...key, ...fields })
        .onConflict((oc) => oc.columns(['country_code', 'party_id', 'tariff_id']).doUpdateSet(fields))
        .execute();
      return { created: true };
    });
  }

  /** The network's DELETE: false when there was no such Tariff. */
  async delete(partner: Partner, tariffId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('ocpi_tariffs')
      .where((eb) => eb.and(tariffKey(partner.countryCode, partner.partyId, tariffId)))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** After a complete pull: the network's Tariffs neither in it nor pushed since it began are dropped. */
  async dropUnseen(partner: Partner, since: number): Promise<number> {
    const result = await this.db
      .deleteFrom('ocpi_tariffs')
      .where('country_code', '=', upper(partner.countryCode))
      .where('party_id', '=', upper(partner.partyId))
      .where('received_at', '<', since)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The Tariffs these (country code, party id, tariff id) name, those we hold. */
  async many(keys: ReadonlyArray<{ countryCode: string; partyId: string; tariffId: string }>): Promise<StoredTariff[]> {
    if (keys.length === 0) return [];
    const wanted = new Set(keys.map((k) => `${upper(k.countryCode)}*${upper(k.partyId)}*${upper(k.tariffId)}`));
    const parties = [...new Set(keys.map((k) => `${upper(k.countryCode)}*${upper(k.partyId)}`))];
    const rows = await this.db
      .selectFrom('ocpi_tariffs')
      .select(['country_code', 'party_id', 'tariff_id', 'body', 'received_at'])
      .where((eb) =>
        eb.or(
          parties.map((party) => {
            const [countryCode, partyId] = party.split('*') as [string, string];
            return eb.and({ country_code: countryCode, party_id: partyId });
          }),
        ),
      )
      .where('tariff_id', 'in', [...new Set(keys.map((k) => upper(k.tariffId)))])
      .execute();
    return rows
      .filter((row) => wanted.has(`${row.country_code}*${row.party_id}*${row.tariff_id}`))
      .map((row) => ({
        countryCode: row.country_code,
        partyId: row.party_id,
        tariff: JSON.parse(row.body) as Tariff,
        receivedAt: Number(row.received_at),
      }));
  }
}
