import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { LiveStatus } from '../../domain/ocpi/live-status.ts';
import type { Config } from '../config.server.ts';
import type { Dialect } from '../db/database.server.ts';
import type { Database } from '../db/tables.ts';
import type { CounterStore } from '../http/counter-store.server.ts';
import { WindowLimiter } from '../http/window-limiter.server.ts';
import type { OurParty } from './credentials-handshake.server.ts';
import { noFeed, PostgresFeed, RedisFeed, type LiveFeed } from './live-feed.server.ts';
import { LiveStatusStore } from './live-status-store.server.ts';
import { LocationStore } from './location-store.server.ts';
import { pullLocations, type PullResult } from './location-pull.server.ts';
import { pullTariffs } from './tariff-pull.server.ts';
import { StationPrices } from './station-prices.server.ts';
import { TariffStore } from './tariff-store.server.ts';
import { OcpiAccess } from './ocpi-access.server.ts';
import { OcpiClient } from './ocpi-client.server.ts';
import { tokenKeys, type TokenKeys } from './ocpi-tokens.server.ts';
import { findPartner } from './partner-store.server.ts';

/** Locations asked for per page of a pull. */
export const PULL_PAGE_LIMIT = 100;

/** What the OCPI routes, the status API and `npm run ocpi` share. */
export interface OcpiServices {
  keys: TokenKeys;
  client: OcpiClient;
  access: OcpiAccess;
  /** Each network's own request limit (OCPI_PUSHES_PER_PARTY_PER_MINUTE). */
  partyLimit: WindowLimiter;
  store: LocationStore;
  live: LiveStatusStore;
  feed: LiveFeed;
  ours: OurParty;
  /** The networks' Tariffs (tariff-store.server.ts). */
  tariffs: TariffStore;
  /** Each station's prices from its networks' Tariffs (station-prices.server.ts). */
  prices: StationPrices;
  /** Told after every stored or dropped Tariff: this instance's prices are worked out again (others within seconds). */
  tariffsChanged(): void;
  /** Listens to tariffsChanged (the station prices' cache). */
  onTariffsChanged(listener: () => void): void;
  /** A pull of the network's Locations (see location-pull.server.ts). */
  pull(party: string, options?: { fresh?: boolean }): Promise<PullResult>;
  /** A pull of the network's Tariffs (see tariff-pull.server.ts). */
  pullTariffs(party: string, options?: { fresh?: boolean }): Promise<PullResult>;
  /** The scheduled pull: every registered network's Tariffs, one network after another. */
  pullEveryNetworksTariffs(): Promise<void>;
  /** A pull started in the background (after a registration); the running one per party, for whoever waits for it. */
  pullSoon(party: string): void;
  readonly pulling: Map<string, Promise<PullResult | undefined>>;
}

/** OCPI_TOKEN_SECRET, else a key derived from OTP_PEPPER (which production must set). */
export const ocpiSecret = (config: Config) =>
  config.OCPI_TOKEN_SECRET ?? crypto.createHmac('sha256', config.OTP_PEPPER).update('ocpi-token-secret').digest('hex');

/** The change feed configuration asks for (OCPI_LIVE_FEED; auto: PostgreSQL's own when the database is PostgreSQL, else Redis when there is one). */
export function chooseFeed(
  config: Config,
  dialect: Dialect,
  redis: Redis | null,
  warn: (error: Error) => void,
): LiveFeed {
  const kind =
    config.OCPI_LIVE_FEED === 'auto'
      ? dialect === 'postgres'
        ? 'postgres'
        : redis
          ? 'redis'
          : 'none'
      : config.OCPI_LIVE_FEED;
  if (kind === 'postgres') return new PostgresFeed(config.DATABASE_URL, warn);
  if (kind === 'redis' && redis) return new RedisFeed(redis, config.REDIS_KEY_PREFIX, warn);
  return noFeed;
}

export interface OcpiServiceDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  config: Config;
  counters: CounterStore;
  redis: Redis | null;
  now: () => number;
  /** Told of each station whose live status changed (the trip planner's sets). */
  changed?: (status: LiveStatus) => void;
  warn?: (error: Error, what: string) => void;
  log?: (message: string, details: Record<string, unknown>) => void;
}

export function createOcpiServices(deps: OcpiServiceDeps): OcpiServices {
  const { db, dialect, config, now } = deps;
  const warn = deps.warn ?? (() => {});
  const keys = tokenKeys(ocpiSecret(config));
  const ours = { countryCode: config.OCPI_COUNTRY_CODE, partyId: config.OCPI_PARTY_ID, name: 'EV India' };
  const client = new OcpiClient({ timeoutMs: config.OCPI_TIMEOUT_MS, allowHttp: config.OCPI_ALLOW_HTTP, ours });
  const feed = chooseFeed(config, dialect, deps.redis, (error) => warn(error, 'live status feed'));
  const live = new LiveStatusStore(db, now, deps.changed ?? (() => {}), (error) => warn(error, 'live status catch-up'));
  const store = new LocationStore(db, dialect, live, feed, now);
  const tariffs = new TariffStore(db, now);
  const prices = new StationPrices(db, tariffs, live);
  const tariffListeners: Array<() => void> = [() => prices.forget()];
  const tariffsChanged = () => {
    for (const listener of tariffListeners) listener();
  };
  const pulling = new Map<string, Promise<PullResult | undefined>>();
  const pullOptions = (options: { fresh?: boolean }) => ({
    tries: config.OCPI_PULL_TRIES,
    retryBaseMs: config.OCPI_RETRY_BASE_MS,
    pageLimit: PULL_PAGE_LIMIT,
    ...options,
  });
  const pull = (party: string, options: { fresh?: boolean } = {}) =>
    pullLocations({ db, keys, client, store, now }, party, pullOptions(options));
  const pullTariffsOf = (party: string, options: { fresh?: boolean } = {}) =>
    pullTariffs({ db, keys, client, tariffs, now, changed: tariffsChanged }, party, pullOptions(options));
  /** Both lists a network sends, each only when it has the endpoint: Locations first, then their Tariffs. */
  const pullAll = async (party: string): Promise<PullResult | undefined> => {
    const partner = await findPartner(db, party);
    const locations = partner?.locationsUrl ? await pull(party) : undefined;
    if (partner?.tariffsUrl) {
      const prices = await pullTariffsOf(party);
      deps.log?.('OCPI tariffs pull', { party, ...prices });
    }
    return locations;
  };
  return {
    keys,
    client,
    access: new OcpiAccess(db, keys, now),
    partyLimit: new WindowLimiter(deps.counters, 'ocpi-party', config.OCPI_PUSHES_PER_PARTY_PER_MINUTE, 60_000),
    store,
    tariffs,
    prices,
    tariffsChanged,
    onTariffsChanged: (listener) => void tariffListeners.push(listener),
    live,
    feed,
    ours,
    pull,
    pullTariffs: pullTariffsOf,
    async pullEveryNetworksTariffs() {
      const parties = await db
        .selectFrom('ocpi_partners')
        .select('party')
        .where('status', '=', 'registered')
        .where('tariffs_url', 'is not', null)
        .execute();
      for (const { party } of parties) {
        try {
          const result = await pullTariffsOf(party);
          deps.log?.('OCPI tariffs pull', { party, ...result });
        } catch (error) {
          warn(error as Error, `OCPI tariffs pull of ${party}`);
        }
      }
    },
    pulling,
    pullSoon(party) {
      if (pulling.has(party)) return;
      const running = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => pullAll(party))
        .then((result) => {
          if (result) deps.log?.('OCPI pull', { party, ...result });
          return result;
        })
        .catch((error: Error) => {
          warn(error, `OCPI pull of ${party}`);
          return undefined;
        })
        .finally(() => pulling.delete(party));
      pulling.set(party, running);
    },
  };
}
