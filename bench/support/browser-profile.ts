import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, tempDir, type SignedInUser } from './app-server.ts';

/** A Chromium profile whose localStorage for the app's origin holds the signed-in person's keys. */
export async function signedInProfile(
  origin: string,
  user: SignedInUser,
  options: { then?: (page: import('playwright-core').Page) => Promise<void> } = {},
): Promise<string> {
  const dir = tempDir('profile');
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS.filter((f) => f !== '--headless'),
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // A blank page on the app's origin, answered by Playwright: nothing of the app lands in the HTTP cache.
    await page.route(`${origin}/__bench_storage`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
    );
    await page.goto(`${origin}/__bench_storage`);
    const entries: Array<[string, string]> = [
      ['evtoken', user.token],
      ['preference', user.preference],
      ['evdetails', JSON.stringify(user.details)],
    ];
    await page.evaluate((items) => items.forEach(([key, value]) => window.localStorage.setItem(key, value)), entries);
    await options.then?.(page);
  } finally {
    await context.close();
  }
  return dir;
}
