import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { phoneContext, screenshot } from './browser.ts';
import { startE2eServer } from './e2e-server.ts';
import { cacheNames, waitForWorker, workerBuild } from './service-worker.ts';
import { newSignedInUser, sessionOf, signedInPage } from './sign-in.ts';
import { phoneSuite } from './suite.ts';

/**
 * A deploy reaches an installed app (issue 18; decision 0013): a new build's service worker
 * waits, the app says 'New version available' with 'Reload', and Reload hands the page to the new
 * build, whose caches replace the old build's. The test serves a copy of the build from a server
 * of its own, then deploys a "new build" by changing one precache revision in the copy's sw.js
 * (the server reads static files from disk on each request).
 */
const suite = phoneSuite();

/** A new build of the worker: one file's revision changed, compressed copies rewritten to match. */
function deployNewWorker(webDist: string) {
  const file = path.join(webDist, 'sw.js');
  const source = fs.readFileSync(file, 'utf8');
  const changed = source.replace(/("revision":")[0-9a-f]+(","url":"manifest\.webmanifest")/, '$1a-new-build$2');
  expect(changed).not.toBe(source);
  fs.writeFileSync(file, changed);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(changed));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(changed));
}

describe('a new build', () => {
  it("takes over after the 'Reload' prompt, with its own caches", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-update-'));
    const webDist = path.join(dir, 'web');
    fs.cpSync(inject('webDist'), webDist, { recursive: true });
    onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
    const outbox = path.join(dir, 'outbox.jsonl');
    const server = await startE2eServer({
      serverBundle: inject('serverBundle'),
      webDist,
      database: path.join(dir, 'ev.sqlite'),
      outbox,
    });
    onTestFinished(() => server.stop());

    const user = await newSignedInUser(server.baseUrl, outbox, 'alreadyOwned');
    const context = suite.track(await phoneContext(suite.browser(), server.baseUrl));
    const page = await signedInPage(context, sessionOf(user));
    await page.goto('/evinindia');
    await waitForWorker(page);
    const before = await workerBuild(page);
    expect(await cacheNames(page)).toContain(`ev-pages-${before}`);
    // No prompt while nothing new is waiting.
    expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(0);

    deployNewWorker(webDist);
    // The browser looks for a new worker when a page is opened; the old one keeps the page meanwhile.
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'New version available' }).waitFor({ timeout: 60_000 });
    await screenshot(page, 'update-prompt');
    const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    expect(await workerBuild(page)).toBe(before);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await waitForWorker(page);
    const after = await workerBuild(page);
    expect(after).not.toBe(before);
    await page.getByTestId('sales-two-wheeler').waitFor();
    expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(0);
    // The new build's caches, and none of the old build's.
    await expect
      .poll(() => cacheNames(page))
      .toEqual(expect.arrayContaining([`ev-pages-${after}`, `ev-content-${after}`]));
    expect((await cacheNames(page)).filter((name) => name.endsWith(`-${before}`))).toEqual([]);
  });
});
