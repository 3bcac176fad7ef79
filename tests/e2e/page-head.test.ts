import { describe, expect, it } from 'vitest';
import { phoneSuite } from './suite.ts';

/**
 * What the page itself loads before and around the app (docs/decisions/0007-first-paint.md, 0009):
 * the first screen paints from the HTML alone, the favicon travels inside the page, and the
 * manifest is linked once the screen is up.
 */
const suite = phoneSuite();

describe('page head', () => {
  it('first paints the prerendered screen with its first cards from the HTML; the favicon is inline, the manifest linked after, the list never fetched', async () => {
    const context = await suite.newPhone();
    // Registered before the page's own scripts: at the first contentful paint, note what #root holds.
    await context.addInitScript(() => {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        (window as unknown as { atFirstPaint: string }).atFirstPaint =
          document.querySelector('#root > *')?.className ?? 'nothing';
        (window as unknown as { cardsAtFirstPaint: number }).cardsAtFirstPaint =
          document.querySelectorAll('#root .vehicle-card').length;
      }).observe({ type: 'paint', buffered: true });
    });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/findelectricvehicle');
    // The finder's own screen (its header, tabs, search and first cards), prerendered into the page: no splash first.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { atFirstPaint?: string }).atFirstPaint))
      .toBe('screen');
    expect(await page.evaluate(() => (window as unknown as { cardsAtFirstPaint?: number }).cardsAtFirstPaint)).toBe(6);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    await expect.poll(() => page.locator('link[rel="manifest"]').count(), { timeout: 60_000 }).toBe(1);
    const manifest = await page.evaluate(
      async () => (await fetch('/manifest.webmanifest')).json() as Promise<{ name?: string }>,
    );
    expect(manifest.name).toBeTruthy();
    expect(requested).not.toContain('/favicon.svg');
    // The list came in the page, and the app hydrated from it: it never asks for it, and all the cards come.
    await expect.poll(() => page.locator('.vehicle-card').count(), { timeout: 60_000 }).toBeGreaterThan(20);
    expect(requested.filter((path) => path === '/ev/droom/products')).toHaveLength(0);
    // Another tab asks for its own list.
    await page.getByRole('tab', { name: 'Bike' }).click();
    await expect.poll(() => requested.filter((path) => path === '/ev/droom/products')).toHaveLength(1);
  });
});
