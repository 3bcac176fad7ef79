import type { Page } from 'playwright-core';

/**
 * Looking at the app's service worker and its Cache Storage from a page (docs/decisions/
 * 0013-offline-and-install.md): for the installable-and-offline tests.
 */

/** Waits until the page is controlled by an active worker (it registers once the page is idle). */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 60_000,
  });
}

/** The build the controlling worker belongs to (its GET_BUILD answer). */
export function workerBuild(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return reject(new Error('no controlling worker'));
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        controller.postMessage({ type: 'GET_BUILD' }, [channel.port2]);
      }),
  );
}

export const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The addresses (path and query, the worker's language mark left out) kept in the caches whose names start with `prefix`. */
export function cachedPaths(page: Page, prefix: string): Promise<string[]> {
  return page.evaluate(async (start) => {
    const paths: string[] = [];
    for (const name of (await caches.keys()).filter((n) => n.startsWith(start))) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        url.searchParams.delete('ev-saved-lang');
        paths.push(url.pathname + url.search);
      }
    }
    return paths;
  }, prefix);
}
