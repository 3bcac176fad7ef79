import { beforeEach } from 'vitest';

/**
 * Every project's setup file: notes each test's own time limit in its meta, which vitest's JSON
 * report carries (it has the duration but not the limit), so `npm test` can show how close each
 * test came to it (scripts/slowest-tests.mjs).
 */
declare module 'vitest' {
  interface TaskMeta {
    timeout?: number;
  }
}

beforeEach(({ task }) => {
  task.meta.timeout = task.timeout;
});
