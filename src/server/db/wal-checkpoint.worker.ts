import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import type { CheckpointReply } from './wal-checkpointer.server.ts';

/**
 * The SQLite checkpoint thread (wal-checkpointer.server.ts): a connection of its own to the
 * server's file that, on each 'checkpoint' message, copies the log's committed pages into the
 * database file and syncs it (PRAGMA wal_checkpoint(PASSIVE): it waits for no reader or writer),
 * so that work and its fsyncs leave the event loop's commits.
 */
const port = parentPort;
if (!port) throw new Error('wal-checkpoint.worker runs only as a worker thread');
const { file } = workerData as { file: string };
const db = new SQLite(file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
const reply = (message: CheckpointReply) => port.postMessage(message);

port.on('message', (message: 'checkpoint' | 'close') => {
  if (message === 'close') {
    db.close();
    port.close();
    return;
  }
  try {
    const [row] = db.pragma('wal_checkpoint(PASSIVE)') as Array<{ busy: number; log: number; checkpointed: number }>;
    reply({ log: row?.log ?? 0, checkpointed: row?.checkpointed ?? 0 });
  } catch (error) {
    reply({ error: error instanceof Error ? error.message : String(error) });
  }
});
reply({ ready: true });
