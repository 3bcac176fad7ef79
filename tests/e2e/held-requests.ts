import type { Page, Route } from 'playwright-core';

/**
 * Holds the page's requests to `url` (a glob) until the test calls `release()`, so a test can look at
 * what the page shows while a call is under way (a loader, a busy button) without guessing how long
 * the call takes. Each request then goes on to the server, or to `then`.
 */
export async function holdRequests(
  page: Page,
  url: string,
  then: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await then(route);
  });
  return { release };
}
