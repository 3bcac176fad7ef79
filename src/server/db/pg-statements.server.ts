import crypto from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Distinct SQL texts sent as named statements; later texts go unnamed (our queries are a few hundred). */
export const NAMED_TEXTS = 300;

/** PostgreSQL's "cached plan must not change result type" (a kept `select *` after a migration). */
const FEATURE_NOT_SUPPORTED = '0A000';

/**
 * The pool as Kysely's driver sees it, sending each SQL text as a named (prepared) statement, so
 * PostgreSQL parses and analyses it once per connection instead of on every call, and may keep a
 * plan (decision 0016: the database's CPU per statement limited the check-in write row). The
 * `pg` client prepares a name on its first use on a connection and then only binds and executes.
 *
 * - Names are a hash of the text, so one name is always one text (pg refuses a name reused for
 *   another text).
 * - At most NAMED_TEXTS texts are named, for the process's life: a prepared statement lives as
 *   long as its connection (the pool keeps at most 10), so this bounds the server's memory.
 * - After a migration by another instance, a kept `select *` statement can fail with "cached plan
 *   must not change result type": that text is then sent unnamed from then on, and the call is
 *   retried once unnamed (outside a transaction that answers; inside one, the transaction fails
 *   once, as on any error, and its retry by the person works).
 */
export function preparingPool(pool: pg.Pool, max = NAMED_TEXTS): PostgresPool {
  const names = new Map<string, string | null>();
  const nameOf = (text: string): string | null => {
    let name = names.get(text);
    if (name === undefined) {
      name = names.size < max ? `ev_${crypto.createHash('sha1').update(text).digest('base64url')}` : null;
      names.set(text, name);
    }
    return name;
  };
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const query = async (text: string, values: unknown[]) => {
      const name = nameOf(text);
      if (name === null) return client.query(text, values);
      try {
        return await client.query({ name, text, values });
      } catch (error) {
        if ((error as { code?: string }).code !== FEATURE_NOT_SUPPORTED) throw error;
        names.set(text, null);
        return client.query(text, values);
      }
    };
    return {
      // A cursor (Kysely's stream()) is passed through as it is.
      query: ((textOrCursor: unknown, values?: readonly unknown[]) =>
        typeof textOrCursor === 'string'
          ? query(textOrCursor, [...(values ?? [])])
          : client.query(textOrCursor as never)) as unknown as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
