import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/tables.ts';
import type { StatusRow } from './live-status-store.server.ts';

/**
 * How a status written on one instance reaches the others (docs/deploy.md, "Live charger status"):
 *
 * - `postgres`: NOTIFY on the channel `ev_ocpi_live` inside the write's own transaction (PostgreSQL
 *   delivers it at the commit, in commit order, and never for a write that rolled back); every
 *   instance LISTENs on a connection of its own, opened again after a loss.
 * - `redis`: PUBLISH on `<REDIS_KEY_PREFIX>ocpi:live` after the commit; every instance SUBSCRIBEs.
 * - `none`: one instance (SQLite's default): nothing to tell.
 *
 * A message is the changed rows of `ocpi_station_status` as JSON (a few hundred bytes; PostgreSQL
 * takes up to 8,000). Either way a message can be missed (an instance restarting, a dropped
 * connection), so each instance also reads what changed every OCPI_LIVE_CATCHUP_SECONDS
 * (LiveStatusStore.catchUp), and after it connects again.
 */
export interface LiveFeed {
  readonly kind: 'postgres' | 'redis' | 'none';
  /** Inside the write's transaction (PostgreSQL's NOTIFY). */
  inTransaction(trx: Transaction<Database>, rows: readonly StatusRow[]): Promise<void>;
  /** After the commit (Redis). */
  afterCommit(rows: readonly StatusRow[]): void;
  /** Starts listening: `receive` gets other instances' rows, `reconnected` is called after a lost connection is back. */
  start(receive: (rows: StatusRow[]) => void, reconnected: () => void): Promise<void>;
  close(): Promise<void>;
}

export const PG_CHANNEL = 'ev_ocpi_live';
/** NOTIFY's payload limit is 8,000 bytes: a larger message is split by station. */
const PG_PAYLOAD_MAX = 7_900;

/** Each message names its instance (a feed is one per app), which skips its own. */
const newInstanceId = () => crypto.randomBytes(6).toString('hex');

const messageOf = (from: string, rows: readonly StatusRow[]) => JSON.stringify({ from, rows });

function rowsOf(self: string, payload: string): StatusRow[] {
  try {
    const message = JSON.parse(payload) as { from?: string; rows?: StatusRow[] };
    return message.from === self || !Array.isArray(message.rows) ? [] : message.rows;
  } catch {
    return [];
  }
}

/** Messages of at most `max` bytes, a station never split. */
function messages(from: string, rows: readonly StatusRow[], max: number): string[] {
  const out: string[] = [];
  let batch: StatusRow[] = [];
  for (const row of rows) {
    if (batch.length > 0 && Buffer.byteLength(messageOf(from, [...batch, row])) > max) {
      out.push(messageOf(from, batch));
      batch = [];
    }
    batch.push(row);
  }
  if (batch.length > 0) out.push(messageOf(from, batch));
  return out;
}

export const noFeed: LiveFeed = {
  kind: 'none',
  inTransaction: async () => {},
  afterCommit: () => {},
  start: async () => {},
  close: async () => {},
};

export class PostgresFeed implements LiveFeed {
  readonly kind = 'postgres';
  private readonly id = newInstanceId();
  private client: pg.Client | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly warn: (error: Error) => void,
  ) {}

  async inTransaction(trx: Transaction<Database>, rows: readonly StatusRow[]): Promise<void> {
    for (const payload of messages(this.id, rows, PG_PAYLOAD_MAX))
      await sql`select pg_notify(${PG_CHANNEL}, ${payload})`.execute(trx);
  }

  afterCommit(): void {}

  async start(receive: (rows: StatusRow[]) => void, reconnected: () => void): Promise<void> {
    const connect = async (again: boolean) => {
      const client = new pg.Client({ connectionString: this.url });
      client.on('notification', (message) => {
        if (message.channel === PG_CHANNEL && message.payload) receive(rowsOf(this.id, message.payload));
      });
      client.on('error', (error) => {
        this.warn(error);
        void client.end().catch(() => {});
        if (this.client === client) this.client = undefined;
        if (!this.closed) this.retry = setTimeout(() => void connect(true).catch((e: Error) => this.warn(e)), 1000);
      });
      await client.connect();
      await client.query(`LISTEN ${PG_CHANNEL}`);
      this.client = client;
      if (again) reconnected();
    };
    await connect(false);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => {});
  }
}

export class RedisFeed implements LiveFeed {
  readonly kind = 'redis';
  private readonly id = newInstanceId();
  private subscriber: Redis | undefined;
  private readonly channel: string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly warn: (error: Error) => void,
  ) {
    this.channel = `${prefix}ocpi:live`;
  }

  async inTransaction(): Promise<void> {}

  afterCommit(rows: readonly StatusRow[]): void {
    if (rows.length === 0) return;
    this.redis.publish(this.channel, messageOf(this.id, rows)).catch((error: Error) => this.warn(error));
  }

  async start(receive: (rows: StatusRow[]) => void, reconnected: () => void): Promise<void> {
    // A subscribed connection takes no other commands: a connection of its own, which ioredis
    // reconnects (and subscribes again) after a loss.
    const subscriber = this.redis.duplicate({
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      lazyConnect: true,
    });
    subscriber.on('error', () => {});
    let ready = false;
    subscriber.on('ready', () => {
      if (ready) reconnected();
      ready = true;
    });
    subscriber.on('message', (channel: string, payload: string) => {
      if (channel === this.channel) receive(rowsOf(this.id, payload));
    });
    await subscriber.connect();
    await subscriber.subscribe(this.channel);
    this.subscriber = subscriber;
  }

  async close(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }
}
