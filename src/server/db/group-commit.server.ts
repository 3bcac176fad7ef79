import { sql, type Kysely, type Transaction } from 'kysely';

/** At most this many pieces of work share one SQLite transaction. */
export const GROUP_MAX = 64;

type Work<DB> = (trx: Transaction<DB>) => Promise<unknown>;

interface Job<DB> {
  work: Work<DB>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit for SQLite write transactions. With synchronous=FULL (decision 0006) every COMMIT
 * waits for an fsync, on the event loop's thread (better-sqlite3 is synchronous), so one commit per
 * write caps the writes per second. Work that arrives while a group runs waits for the next group:
 * one BEGIN, each piece of work in a SAVEPOINT of its own (released when it succeeds, rolled back
 * alone when it throws, say a 429 over a limit), one COMMIT, and one fsync for all of them.
 *
 * Nothing changes for a caller: each piece runs alone on the one connection, after the pieces
 * before it and seeing their rows (as separate transactions would, one after another), and its
 * promise settles only after the COMMIT, with its own value or error: an answer still means "on
 * disk". If the COMMIT itself fails (or SQLite rolled the whole transaction back), every piece
 * of the group fails with that error, since none of their rows were kept.
 */
export class GroupCommit<DB> {
  private queue: Array<Job<DB>> = [];
  private running = false;
  private scheduled = false;

  constructor(private readonly db: Kysely<DB>) {}

  run<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  /**
   * A group starts after the event loop's current turn: the requests that turn read (their
   * sessions, their stations: queries that wait for the one connection while a group holds it)
   * reach `run` first and join the group, rather than each making a group of one.
   */
  private schedule(): void {
    if (this.scheduled || this.running) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      await this.runGroup(this.queue.splice(0, GROUP_MAX));
    } finally {
      this.running = false;
      if (this.queue.length > 0) this.schedule();
    }
  }

  private async runGroup(jobs: Array<Job<DB>>): Promise<void> {
    const outcomes: Outcome[] = [];
    try {
      const trx = await this.db.startTransaction().execute();
      try {
        for (const job of jobs) outcomes.push(await inSavepoint(trx, job.work));
        await trx.commit().execute();
      } catch (error) {
        await trx
          .rollback()
          .execute()
          .catch(() => undefined);
        throw error;
      }
    } catch (error) {
      jobs.forEach((job, i) => job.reject(outcomes[i]?.ok === false ? outcomes[i].error : error));
      return;
    }
    jobs.forEach((job, i) => {
      const outcome = outcomes[i] as Outcome;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }
}

/** Runs `work` in a savepoint; its error is its outcome, unless the savepoint cannot be undone (then the group fails). */
async function inSavepoint<DB>(trx: Transaction<DB>, work: Work<DB>): Promise<Outcome> {
  await sql`savepoint group_item`.execute(trx);
  let outcome: Outcome;
  try {
    outcome = { ok: true, value: await work(trx) };
  } catch (error) {
    await sql`rollback to group_item`.execute(trx);
    outcome = { ok: false, error };
  }
  await sql`release group_item`.execute(trx);
  return outcome;
}

const groups = new WeakMap<object, GroupCommit<never>>();

/** The one group commit of a SQLite database (its Kysely instance). */
export function groupCommitOf<DB>(db: Kysely<DB>): GroupCommit<DB> {
  let group = groups.get(db) as GroupCommit<DB> | undefined;
  if (!group) {
    group = new GroupCommit(db);
    groups.set(db, group as unknown as GroupCommit<never>);
  }
  return group;
}
