import type { Tariff } from './tariff.schema.ts';

/**
 * A station's prices from the networks (GET /ev/stations/prices): each Tariff its charging points
 * name (a Connector's `tariff_ids`), as the network sent it, with the sockets it prices. The web
 * words them with the same price model the server uses (src/domain/pricing), so a price on a card,
 * on the station page and in a trip plan is the same figure. No station here: no network sends one.
 */
export interface StationTariff {
  /** The network's name, as the operator registered it ('Tata Power'). */
  network: string;
  tariff: Tariff;
  /** The sockets that name it, in our words with their power ('CCS2 · 60 kW'), fastest first. */
  connectors: string[];
  /** The highest power of those sockets, kW (null when the network gives none). */
  max_kw: number | null;
  /** The Location's IANA time zone: a tariff's hours are its local hours. */
  time_zone: string;
  /** When we last heard of the Tariff (a push or a pull), epoch ms. */
  updated_at: number;
}

export interface StationPrice {
  place_id: string;
  /** Fastest sockets' tariff first. */
  tariffs: StationTariff[];
  /** Sockets that name no Tariff we hold (shown as 'Price not known'). */
  unpriced: number;
}

export interface StationPricePage {
  prices: StationPrice[];
}
