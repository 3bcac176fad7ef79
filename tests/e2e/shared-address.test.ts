import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { phoneContext, screenshot } from './browser.ts';
import { startE2eServer } from './e2e-server.ts';
import { phoneSuite } from './suite.ts';

/**
 * Real traffic (issue 30; docs/decisions/0018-traffic-budgets.md) in Chromium: six phones on one
 * address (every context here comes from 127.0.0.1) make their first visits, service worker and
 * precache included, and browse eight screens each within a minute, on the app's default limits:
 * the server refuses none of their requests. A page refused at flood level is a page, in the
 * reader's language.
 */
const suite = phoneSuite();

/** The suite's limits lifted for its many sign-ins, put back to the app's defaults ('' = default). */
const DEFAULT_LIMITS = {
  API_PER_IP: '',
  API_BACKSTOP_PER_IP: '',
  API_PER_TOKEN: '',
  MAPS_RATE_PER_MINUTE: '',
  MAPS_RATE_PER_IP_PER_MINUTE: '',
  OTP_SENDS_PER_IP_PER_HOUR: '',
};

async function ownServer(env: Record<string, string>, onLog?: (line: string) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-traffic-'));
  const server = await startE2eServer({
    serverBundle: inject('serverBundle'),
    webDist: inject('webDist'),
    database: path.join(dir, 'ev.sqlite'),
    outbox: path.join(dir, 'outbox.jsonl'),
    env,
    ...(onLog ? { onLog } : {}),
  });
  onTestFinished(() => server.stop());
  return server;
}

const SCREENS = [
  '/evinindia',
  '/findelectricvehicle',
  '/evchargingstations',
  '/planatrip',
  '/blogs',
  '/blogs/1',
  '/earningcalculator',
  '/tcocalculator',
];

describe('six phones on one address', () => {
  it(
    'browse eight screens each within a minute, first visits and precache included, and none is refused',
    { timeout: 300_000 },
    async () => {
      const statuses = new Map<number, number>();
      const server = await ownServer({ ...DEFAULT_LIMITS, LOG_LEVEL: 'info' }, (line) => {
        // Fastify's line for every answer, the lane's included: what the server said, whoever asked.
        const status = (JSON.parse(line) as { res?: { statusCode?: number } }).res?.statusCode;
        if (status !== undefined) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      });
      const seenByPhones: number[] = [];
      const phone = async (n: number) => {
        const context: BrowserContext = suite.track(await phoneContext(suite.browser(), server.baseUrl));
        context.on('response', (response) => seenByPhones.push(response.status()));
        const page = await context.newPage();
        for (const screen of SCREENS) {
          await page.goto(screen);
          await page.waitForLoadState('networkidle');
          // Not refused: the app's own screen, never the busy page.
          expect(await page.getByRole('button', { name: 'Try again' }).count(), `phone ${n} ${screen}`).toBe(0);
        }
        // The first visit installed the worker and its precache: its requests were served too.
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      };
      await Promise.all([1, 2, 3, 4, 5, 6].map(phone));
      const served = [...statuses.values()].reduce((a, b) => a + b, 0);
      expect(served).toBeGreaterThan(6 * SCREENS.length * 5);
      expect(statuses.get(429) ?? 0).toBe(0);
      expect(seenByPhones.filter((s) => s === 429)).toEqual([]);
    },
  );
});

describe('a page refused at flood level', () => {
  it(
    'is a page in the app’s look with a Try again button, in Hindi for a Hindi reader',
    { timeout: 240_000 },
    async () => {
      const server = await ownServer({ PAGES_PER_IP: '3', TRAFFIC_WINDOW_SECONDS: '3600' });
      const context = suite.track(await phoneContext(suite.browser(), server.baseUrl, { locale: 'hi-IN' }));
      const page = await context.newPage();
      for (const screen of ['/blogs', '/findelectricvehicle', '/earningcalculator']) await page.goto(screen);
      const refused = await page.goto('/tcocalculator', { waitUntil: 'load' });
      expect(refused?.status()).toBe(429);
      await page.getByRole('heading', { name: 'आपके नेटवर्क से बहुत सारी रिक्वेस्ट आ रही हैं' }).waitFor();
      const tryAgain = page.getByRole('button', { name: 'फिर से कोशिश करें' });
      await tryAgain.waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('hi');
      expect(await page.textContent('body')).not.toContain('"success"');
      await screenshot(page, 'busy-page-hi');

      const english = suite.track(await phoneContext(suite.browser(), server.baseUrl, { locale: 'en-IN' }));
      const other = await english.newPage();
      const again = await other.goto('/blogs', { waitUntil: 'load' });
      expect(again?.status()).toBe(429);
      await other.getByRole('heading', { name: 'We are getting a lot of requests from your network' }).waitFor();
      await screenshot(other, 'busy-page-en');
      // Its button asks for the same address again (still refused here: the window is an hour).
      await other.getByRole('button', { name: 'Try again' }).click();
      await other.waitForURL(/\/blogs\??$/);
      await other.getByRole('button', { name: 'Try again' }).waitFor();
    },
  );
});
