import { defineConfig } from 'vitest/config';
import { WAIT_FAIL_SAFE_MS } from './tests/support/wait-fail-safe.ts';
import { writeLanguageFiles } from './scripts/language-files.mjs';

// The translation files' registry follows the files on disk before any test reads it (issue 41).
writeLanguageFiles();

// Notes each test's time limit, for npm test's table of the tests closest to theirs.
const setupFiles = ['tests/support/record-timeout.ts'];
/** expect.poll waits for what a test means, up to the shared fail-safe (not vitest's 1 s). */
const expect = { poll: { timeout: WAIT_FAIL_SAFE_MS } };

/**
 * Three projects: unit (pure domain and web logic), api (a real server on a real database over
 * HTTP) and e2e (the built app in Debian's Chromium at a phone viewport).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          setupFiles,
          expect,
          // A fail-safe for a stuck test, not a speed budget: property tests run thousands of
          // cases, and a loaded 2-core machine runs them several times slower (speed is in bench/).
          testTimeout: 60_000,
          include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        // React components in a simulated DOM (jsdom); only *.test.tsx files beside the component.
        test: {
          name: 'components',
          environment: 'jsdom',
          setupFiles: [...setupFiles, 'tests/support/patient-dom-waits.ts'],
          expect,
          testTimeout: 60_000,
          include: ['src/web/**/*.test.tsx'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          setupFiles,
          expect,
          include: ['src/server/**/*.test.ts'],
          // The files share their modules (and so the gazetteer each app would otherwise build again): the
          // import and boot of every file cost more than its tests. Each test starts its own app on its
          // own database, and no API test mocks a module, so nothing a file does carries to the next.
          isolate: false,
          // A fail-safe for a stuck test, not a speed budget (a loaded machine starts a server in 20+ s,
          // and some files start two at once in beforeAll).
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/api/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          setupFiles,
          expect,
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
