import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

/**
 * A prerendered screen is on the page before the app is (its root is inert until then:
 * page-html.server.ts). After each page load the context's pages wait for the app, as a person
 * waits for a page to respond, before the test goes on to press keys or fill fields. A load given
 * its own `waitUntil` returns as that says, for tests about what shows before the app.
 */
function waitForAppAfterLoads(context: BrowserContext): BrowserContext {
  context.on('page', (page) => {
    for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const load = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await load(...args);
          const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null);
          if (options?.waitUntil === undefined) {
            await page.waitForFunction(() => !document.querySelector('#root[inert]'), undefined, { timeout: 60_000 });
          }
          return response;
        },
      });
    }
  });
  return context;
}

/** A phone-sized context; `extra` adds options such as geolocation and permissions. */
export async function phoneContext(
  browser: Browser,
  baseURL: string,
  extra: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return waitForAppAfterLoads(
    await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE_UA,
      deviceScaleFactor: 2,
      ...extra,
    }),
  );
}

export async function desktopContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return waitForAppAfterLoads(
    await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false }),
  );
}

/**
 * Resolves once the page has drawn two more frames: work that a page load or a stored value set off
 * (a re-render after hydration, data arriving) is on screen by then, on a fast machine or a slow one.
 */
export async function framesDrawn(page: Page, frames = 2): Promise<void> {
  await page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(count);
      }),
    frames,
  );
}

/** Reads the newest code sent to `mobile` from SMS_OUTBOX, waiting for it to land (60 s at most: a fail-safe). */
export async function otpFor(outbox: string, mobile: string, after = 0): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const lines = fs.existsSync(outbox) ? fs.readFileSync(outbox, 'utf8').trim().split('\n').filter(Boolean) : [];
    const sent = lines
      .map((l) => JSON.parse(l) as { mobile: string; otp: string; sentAt: string })
      .filter((m) => m.mobile === mobile && m.otp && Date.parse(m.sentAt) >= after);
    const last = sent.at(-1);
    if (last) return last.otp;
    if (Date.now() > deadline) throw new Error(`no code for ${mobile} in ${outbox}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A fresh random mobile number starting 9, so tests never share a person. */
export function randomMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

export async function screenshot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const dir = path.resolve(process.env.E2E_SCREENSHOTS);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

export const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ev-e2e-'));
