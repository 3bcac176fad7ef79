import { Worker } from 'node:worker_threads';
import { workerEntry } from '../worker-entry.server.ts';

/** Pages in the log before a commit on the event loop checkpoints by itself (SQLite's default is 1,000). */
export const BACKSTOP_PAGES = 10_000;
/** How often an idle thread looks for new commits (while commits come in, checkpoints run back to back). */
export const CHECKPOINT_EVERY_MS = 200;

export type CheckpointReply = { ready: true } | { log: number; checkpointed: number } | { error: string };

/**
 * SQLite checkpoints on a thread of their own (decision 0017). In WAL mode a commit appends pages
 * to the log, and by default the commit that takes the log past 1,000 pages also copies them into
 * the database file and syncs it, on the event loop (better-sqlite3 is synchronous): under a
 * stream of check-ins that was one commit in five, 12–20 ms each, 13% of the event loop.
 *
 * Here a worker thread with its own connection checkpoints whenever the data changed since its
 * last pass, back to back while commits come in, else looking every CHECKPOINT_EVERY_MS
 * (PRAGMA wal_checkpoint(PASSIVE), which waits for no reader or writer). The event
 * loop's connection keeps SQLite's own checkpoint as a backstop at BACKSTOP_PAGES: when the log
 * is that long (the thread copies while commits keep adding, so the log only starts over after a
 * checkpoint that saw its end), a commit checkpoints the few pages left and the log starts over.
 * Commits still sync the log before they are answered (synchronous=FULL, decision 0006): where
 * checkpoints run changes no promise. If the thread fails, the connection goes back to SQLite's
 * default checkpoints.
 */
export class WalCheckpointer {
  private readonly worker: Worker;
  private busy = false;
  private lastVersion: number | null = null;
  private readonly timer: NodeJS.Timeout;
  private stopped = false;

  constructor(
    file: string,
    private readonly changeVersion: () => number | null,
    private readonly fallBack: (reason: string) => void,
  ) {
    const { file: entry, module } = workerEntry(
      'wal-checkpoint',
      new URL('./wal-checkpoint.worker.ts', import.meta.url),
    );
    this.worker = new Worker(entry, { workerData: { file, module } });
    this.worker.unref();
    this.worker.on('message', (reply: CheckpointReply) => {
      this.busy = false;
      if ('error' in reply) this.fail(`checkpoint failed: ${reply.error}`);
      // Commits made while it ran: at once again, so little is left for a commit's own checkpoint.
      else this.tick();
    });
    this.worker.on('error', (error) => this.fail(error.message));
    this.worker.on('exit', () => {
      if (!this.stopped) this.fail('checkpoint thread stopped');
    });
    this.timer = setInterval(() => this.tick(), CHECKPOINT_EVERY_MS);
    this.timer.unref();
  }

  /** Asks for a checkpoint when the data changed since the last one and none is running. */
  tick(): void {
    if (this.busy || this.stopped) return;
    const version = this.changeVersion();
    if (version === this.lastVersion) return;
    this.lastVersion = version;
    this.busy = true;
    this.worker.postMessage('checkpoint');
  }

  async close(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.timer);
    const exited = new Promise<void>((resolve) => this.worker.once('exit', () => resolve()));
    this.worker.postMessage('close');
    await Promise.race([exited, new Promise<void>((resolve) => setTimeout(resolve, 2000).unref())]);
    await this.worker.terminate();
  }

  private fail(reason: string): void {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.timer);
    this.fallBack(reason);
  }
}
