// Runs a worker thread's TypeScript module from the sources (tests, development under tsx):
// Node 20 does not carry the main thread's loader into worker threads, so this registers tsx's
// in this thread first. The server's bundle has worker files of its own and never loads this.
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.module);
