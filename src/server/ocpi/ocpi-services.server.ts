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
import { OcpiAccess } from './ocpi-access.server.ts';
import { OcpiClient } from './ocpi-client.server.ts';
import { tokenKeys, type TokenKeys } from './ocpi-tokens.server.ts';

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
  /** A pull of the network's Locations (see location-pull.server.ts). */
  pull(party: string, options?: { fresh?: boolean }): Promise<PullResult>;
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
  const pulling = new Map<string, Promise<PullResult | undefined>>();
  const pull = (party: string, options: { fresh?: boolean } = {}) =>
    pullLocations({ db, keys, client, store, now }, party, {
      tries: config.OCPI_PULL_TRIES,
      retryBaseMs: config.OCPI_RETRY_BASE_MS,
      pageLimit: PULL_PAGE_LIMIT,
      ...options,
    });
  return {
    keys,
    client,
    access: new OcpiAccess(db, keys, now),
    partyLimit: new WindowLimiter(deps.counters, 'ocpi-party', config.OCPI_PUSHES_PER_PARTY_PER_MINUTE, 60_000),
    store,
    live,
    feed,
    ours,
    pull,
    pulling,
    pullSoon(party) {
      if (pulling.has(party)) return;
      const running = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => pull(party))
        .then((result) => {
          deps.log?.('OCPI pull', { party, ...result });
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
