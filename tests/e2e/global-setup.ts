import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { dummySecrets } from './build-secrets.ts';
import { startE2eServer, type E2eServer } from './e2e-server.ts';
// @ts-expect-error: a plain .mjs script, no declarations
import { buildServer, serverBuildFiles } from '../../scripts/build-server.mjs';

/**
 * Builds the front end once (with a dummy in every secret the server reads, which
 * bundle-secrets.test.ts then looks for), starts the real server (npm start's entry) on a free
 * port, on a fresh SQLite file, with SMS_OUTBOX set so tests read codes as a person trying the app
 * would, and starts one Chromium that every test file connects to (suite.ts).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    outbox: string;
    /** The server's SQLite file, for tests that check what it stored (analytics aggregates). */
    database: string;
    /** The built front end the server serves, and the server's build: a test may start a server of its own on a copy. */
    webDist: string;
    serverBundle: string;
    /** The dummy secrets the suite's build was made with; undefined when it reuses an earlier build. */
    buildSecrets: Record<string, string> | undefined;
    /** The suite's Chromium, for playwright's chromium.connect. */
    browserEndpoint: string;
  }
}

let server: E2eServer | undefined;
let serverBundle: string | undefined;
let browserServer: BrowserServer | undefined;

export async function setup(project: TestProject) {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  // Each run builds into its own folder, so two suites running at once never serve each other's
  // half-written build. E2E_SKIP_BUILD=1 reuses dist/web from an earlier `npm run build`.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-e2e-'));
  let webDist = path.resolve('dist/web');
  let buildSecrets: Record<string, string> | undefined;
  if (process.env.E2E_SKIP_BUILD !== '1') {
    webDist = path.join(dir, 'web');
    buildSecrets = dummySecrets();
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', webDist, '--emptyOutDir'], {
      stdio: 'inherit',
      env: { ...process.env, ...buildSecrets, NODE_ENV: 'production' },
    });
  }
  const outbox = path.join(dir, 'outbox.jsonl');
  const database = path.join(dir, 'ev.sqlite');
  // The server as production runs it: its build (scripts/build-server.mjs) under plain node.
  serverBundle = path.resolve(`dist/server/e2e-${process.pid}.mjs`);
  await buildServer(serverBundle);
  server = await startE2eServer({ serverBundle, webDist, database, outbox });
  const { baseUrl } = server;
  project.provide('baseUrl', baseUrl);
  project.provide('outbox', outbox);
  project.provide('database', database);
  project.provide('webDist', webDist);
  project.provide('serverBundle', serverBundle);
  project.provide('buildSecrets', buildSecrets);
  browserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
  project.provide('browserEndpoint', browserServer.wsEndpoint());
}

export async function teardown() {
  await browserServer?.close();
  await server?.stop();
  if (serverBundle) for (const file of serverBuildFiles(serverBundle)) fs.rmSync(file, { force: true });
}
