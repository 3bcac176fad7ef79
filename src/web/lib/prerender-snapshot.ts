/**
 * The build's prerender (app/prerender.tsx) renders each screen's first render in Node, where
 * there is no storage. Two things live here:
 * - `token`: what signed-in routes are rendered with, a token that is there but never sent
 *   anywhere (effects, and so fetches, do not run on the server);
 * - `reads`: every stored value a screen's first render asked for (localStorage keys, and
 *   sessionStorage keys as 'session:<key>'). The build found them empty; a browser that has any of
 *   them would render something else (a name, a saved choice), so the page's boot script shows
 *   the splash there instead, and the app draws the screen with the stored values
 *   (scripts/prerender-plugin.ts, boot-loader.server.ts);
 * - `title`: the page title the screen set (usePageTitle), for the page's <title>;
 * - `data`: API answers the build gives the first render (`given`, by URL: the catalogue lists
 *   from data/catalogue), and those the screen used (`used`). The server embeds the used ones in
 *   the page (`<script type="application/json" data-page-data="URL">`), and the app hydrates from
 *   them (pageData), so the screen is drawn from the same answer on both sides.
 * In the browser the stores read storage; none of this is used there.
 */
export const prerenderSnapshot = {
  token: '',
  reads: new Set<string>(),
  title: '',
  data: { given: new Map<string, unknown>(), used: new Set<string>() },
};

export const onServer = typeof window === 'undefined';

/** On the server: notes that the first render wanted `key`, and gives what an empty store gives. */
export function readOnServer<T>(key: string, empty: T): T {
  prerenderSnapshot.reads.add(key);
  return empty;
}

/**
 * The person this page was prerendered for (<html data-prerendered>, set by the server): hydration
 * must start from the build's assumption, 'user' (signed in) or 'visitor' (no token).
 */
export function prerenderedFor(): string | undefined {
  return onServer ? undefined : document.documentElement.dataset.prerendered;
}

/** On the server: the title the screen being prerendered sets (usePageTitle's effect does not run there). */
export function titleOnServer(title: string): void {
  prerenderSnapshot.title = title;
}

const embedded = new Map<string, unknown>();

/**
 * The API answer for `url` that this page came with, if any: on the server, the one the build
 * gives (noted as used); in the browser, the page's data block for that URL (read once).
 */
export function pageData(url: string): unknown {
  if (onServer) {
    if (!prerenderSnapshot.data.given.has(url)) return undefined;
    prerenderSnapshot.data.used.add(url);
    return prerenderSnapshot.data.given.get(url);
  }
  if (!embedded.has(url)) {
    const block = [
      ...document.querySelectorAll<HTMLScriptElement>('script[type="application/json"][data-page-data]'),
    ].find((s) => s.dataset.pageData === url);
    let answer: unknown;
    try {
      answer = block ? (JSON.parse(block.textContent ?? '') as unknown) : undefined;
    } catch {
      answer = undefined;
    }
    embedded.set(url, answer);
  }
  return embedded.get(url);
}
