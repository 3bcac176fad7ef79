import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildWeb, CHROMIUM_FLAGS, CHROMIUM_PATH, signIn, startServer, tempDir } from './support/app-server.ts';

const webDist = tempDir('dist');
buildWeb(webDist);
const server = await startServer({ webDist });
const user = await signIn(server);
const dir = tempDir('profile');
const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
const page = context.pages()[0] ?? (await context.newPage());
await page.route(`${server.baseUrl}/__bench_storage`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }));
await page.goto(`${server.baseUrl}/__bench_storage`);
await page.evaluate(([t]) => { localStorage.setItem('evtoken', t as string); localStorage.setItem('preference', 'planningToBuy'); }, [user.token]);
await context.close();
try {
  for (let i = 0; i < 8; i++) {
    const udd = tempDir('chrome');
    fs.cpSync(dir, udd, { recursive: true, filter: (src) => !path.basename(src).startsWith('Singleton') });
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, userDataDir: udd, logLevel: 'silent' });
    try {
      const r = await lighthouse(`${server.baseUrl}/evinindia`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const err = r?.lhr.runtimeError;
      console.log(i, err?.code ?? 'ok', r?.lhr.categories.performance?.score);
      if (err) {
        const log = (r?.artifacts as unknown as { DevtoolsLog?: Array<{ method: string; params: Record<string, unknown> }> }).DevtoolsLog ?? [];
        for (const e of log) if (/loadingFailed|responseReceived$|requestWillBeSent$/.test(e.method)) console.log(JSON.stringify(e).slice(0, 400));
      }
    } finally {
      chrome.kill();
      fs.rmSync(udd, { recursive: true, force: true });
    }
  }
} finally {
  await server.stop();
}
