import { LRUCache } from 'lru-cache';

/** One kind of cache: how many entries it keeps, for how long, and why. */
export interface CacheRule {
  /** Entries kept; past it, the least recently used (read or written) goes first. */
  max: number;
  /**
   * Bytes kept, by the cache's own estimate of each entry (boundedCache's `sizeOf`): past it, the
   * least recently used go first. For entries whose weight varies a hundredfold, where a count says little.
   */
  maxBytes?: number;
  /** How long an entry is kept (ms), or undefined: as long as it is used. */
  ttlMs?: number;
  /** What one entry weighs in memory. */
  entry: string;
  /** Why this size (and time). */
  why: string;
}

const HOUR_MS = 3_600_000;

/**
 * Every bounded cache of the server, by name: its size and its eviction are set here and nowhere
 * else. Each is an lru-cache (the least recently used entry goes first once `max` are kept, and
 * an entry with a time goes once it is `ttlMs` old). docs/architecture.md ("Caches") lists them.
 */
export const CACHES = {
  tripAnswers: {
    max: 256,
    ttlMs: HOUR_MS,
    entry: 'a trip answer as bytes, about 40 KB (so up to about 10 MB)',
    why: 'POST /googleservice/route-ev-stations: popular city pairs repeat all day, and a corridor search costs milliseconds of CPU (maps-routes.server.ts)',
  },
  suggestionAnswers: {
    max: 4096,
    ttlMs: HOUR_MS,
    entry: 'an autocomplete answer as bytes, about 1 KB (up to about 4 MB)',
    why: "what people type repeats all day ('kora', 'manali'); only the bundled data's answers are kept (a maps service's terms limit caching)",
  },
  tripEnds: {
    max: 4096,
    ttlMs: HOUR_MS,
    entry: 'a resolved place, a few hundred bytes (about 1–2 MB)',
    why: "people type the same cities all day; finding 'Delhi' in 1.65 lakh places costs tenths of a millisecond per trip (trip-ends.server.ts)",
  },
  tripRoutes: {
    max: 4096,
    maxBytes: 128 * 1024 * 1024,
    entry:
      "a local road route, its thinned path and arrays, about 20–60 KB, its prepared corridor and the corridor's kept hits, 20 bytes for each station in the corridor: about 220 KB together on average over bench:api's 500 plan trips; weighed from its typed arrays and kept hits (tripRouteBytes), 128 MB per trip search thread at most (a short estimated route weighs a few KB: the count is a backstop)",
    why: 'popular city pairs come back all day: a road route costs milliseconds and a corridor search a fifth of a plan, where a plan on a kept route and corridor costs a fraction of one (trip-route.server.ts, station-index.server.ts)',
  },
  statements: {
    max: 500,
    entry:
      'a prepared SQLite statement, about 8 KB of native memory for a filtered, ordered select (measured: RSS over 5,000 prepared; up to about 4 MB)',
    why: 'our queries are a few hundred distinct SQL texts; an `in (?, ?, …)` list makes one per length (statement-cache.server.ts)',
  },
  mapsTokens: {
    max: 10_000,
    entry: 'a maps token whose signature was checked and its expiry, about 200 bytes (about 2 MB)',
    why: 'a visitor sends the same token with every maps call; an HMAC per call was a few per cent of a busy event loop (maps-token.server.ts)',
  },
  stationPowers: {
    max: 64,
    entry:
      "one kind of vehicle's charging power at every station, filled in as plans meet them: a slot per station (27.7k, about 220 KB) plus a pair per station met",
    why: "the catalogue's few dozen kinds of charging and some drivers' own figures (station-powers.server.ts)",
  },
  compatibleStations: {
    max: 64,
    entry: 'a byte per station (27.7k, about 28 KB)',
    why: 'a few dozen connector sets cover the whole catalogue (compatible-stations.server.ts)',
  },
  gapTowns: {
    max: 50_000,
    entry: "a station's position and the town its gap end is named after, about 100 bytes",
    why: 'keyed by stations’ positions only, so it stays under the 27.7k stations; the bound is a backstop (trip-planner.server.ts)',
  },
  knownSessions: {
    max: 50_000,
    ttlMs: 10 * 60_000,
    entry: "a 22-character key of a session token, about 100 bytes with the cache's bookkeeping",
    why: 'signed-in calls count per session (decision 0018) without a database read per request; a token checked within 10 minutes counts without another (known-sessions.server.ts)',
  },
  stationSummaries: {
    max: 30_000,
    entry: "a station card's check-in summary, a few hundred bytes",
    why: 'more than the 27.7k stations, so every card asked for fits; all are dropped when the database changes or the India day turns (summary-cache.server.ts)',
  },
  stationPrices: {
    max: 30_000,
    ttlMs: 5_000,
    entry: "a station's prices from the networks: its Tariffs as sent (a few hundred bytes to a few KB each)",
    why: 'a screen of cards asks for its stations at once; kept 5 seconds so every instance shows a changed price within seconds, and dropped at once here when a network pushes a Tariff (station-prices.server.ts)',
  },
  roadTiles: {
    max: 16,
    entry: 'one 2° tile of national-highway lines (data/roads/tiles), parsed: about 0.2–1 MB',
    why: 'roadside assistance names the highway a stranded person is on (assistance/road-lines.server.ts); requests cluster on a few corridors, and a tile read and parsed costs 5–30 ms',
  },
  ocpiCallers: {
    max: 1_000,
    ttlMs: 5_000,
    entry: "a network's partner record found by its token, with the token: a few hundred bytes",
    why: 'every push of a network carries its token; kept 5 seconds (ACCESS_CACHE_MS), so a revoke or a DELETE on another instance takes effect within them (ocpi-access.server.ts)',
  },
} as const satisfies Record<string, CacheRule>;

export type CacheName = keyof typeof CACHES;

/** A cache made by boundedCache: get, set, has, delete, clear, size (lru-cache's API). */
export type BoundedCache<V extends CacheValue> = LRUCache<string, V>;

/** Anything but null and undefined (lru-cache's rule: `get` answers undefined for a miss). */
type CacheValue = object | string | number | boolean;

export interface BoundedCacheOptions<V = unknown> {
  /** The clock the entries' times are read on (ms); tests move it. Default: performance.now. */
  now?: () => number;
  /** Another size than the table's (a test of eviction, or 1 for a bench that keeps nothing). */
  max?: number;
  /** Another byte bound than the table's (a test of eviction by bytes). */
  maxBytes?: number;
  /** An entry's bytes, by estimate: required by a rule with `maxBytes`. */
  sizeOf?: (value: V) => number;
}

/** The cache named `name`, sized and timed by its row of CACHES; keys are strings. */
export function boundedCache<V extends CacheValue>(
  name: CacheName,
  options: BoundedCacheOptions<V> = {},
): BoundedCache<V> {
  const rule: CacheRule = CACHES[name];
  const max = options.max ?? rule.max;
  const maxBytes = options.maxBytes ?? rule.maxBytes;
  if (maxBytes !== undefined && !options.sizeOf)
    throw new TypeError(`boundedCache('${name}') is bounded by bytes: pass sizeOf`);
  const { sizeOf } = options;
  // lru-cache refuses a size below 1: an entry weighs at least a byte.
  const bySize =
    maxBytes !== undefined && sizeOf
      ? { maxSize: maxBytes, sizeCalculation: (value: V) => Math.max(1, Math.ceil(sizeOf(value))) }
      : {};
  if (rule.ttlMs === undefined) return new LRUCache<string, V>({ max, ...bySize });
  const now = options.now;
  return new LRUCache<string, V>({
    max,
    ...bySize,
    // lru-cache keeps an entry while its age is at most `ttl`; ours are gone once they are ttlMs old
    // (an answer kept an hour is not sent after an hour), on clocks of whole milliseconds.
    ttl: rule.ttlMs - 1,
    // Read the clock on every look (the default caches it for 1 ms with a timer: a moved test clock
    // would not be seen). lru-cache takes a start of 0 for "no time": a clock that starts at 0 is moved by 1.
    ttlResolution: 0,
    ...(now ? { perf: { now: () => now() + 1 } } : {}),
  });
}
