import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Language } from '../../domain/i18n/languages.ts';
import { setLanguage, stringsReady } from '../lib/i18n.ts';
import { setInitialPathForPrerender } from '../lib/initial-path.ts';
import { prerenderSnapshot } from '../lib/prerender-snapshot.ts';
import { BootDone } from './boot-done.tsx';
import { routeScreens } from './route-screens.ts';
import { AppRoutes, preloadScreenFor } from './router.tsx';

/**
 * The build's server-side entry (scripts/prerender-plugin.ts): each route's first screen as HTML,
 * rendered once at build time with the same tree main.tsx renders in the browser, so the page
 * shows the screen as soon as its HTML arrives and the app hydrates it instead of drawing it again.
 *
 * What the first render of a screen cannot know at build time, it renders as it would before
 * anything is known: no stored details, no data fetched yet (effects do not run here). Signed-in
 * routes are rendered for a signed-in person; the page's inline boot script shows the splash instead
 * to a visitor, whom the app then sends to sign in (boot-loader.server.ts).
 */
export interface Prerendered {
  /** The route pattern, as in route-screens.ts. */
  path: string;
  /** The language it was rendered in: the server sends the page in the reader's (web.server.ts). */
  lang: Language;
  access: 'visitor' | 'user';
  html: string;
  /**
   * Stored values the first render asked for: localStorage keys, and sessionStorage keys as
   * 'session:<key>'. The screen is what the browser would render only when none is stored.
   */
  reads: string[];
  /** The screen's page title (usePageTitle), '' if it sets none. */
  title: string;
  /** API answers the first render was drawn from (pageData), for the server to embed in the page. */
  data: Array<{ url: string; json: string }>;
}

/** Gives the first renders an API answer (the plugin gives the catalogue lists from data/catalogue). */
export function givePageData(url: string, answer: unknown): void {
  prerenderSnapshot.data.given.set(url, answer);
}

/** Routes with no parameters: one page each. */
export const prerenderPaths = routeScreens.filter((route) => !route.path.includes(':'));

export async function prerenderRoute(path: string, language: Language = 'en'): Promise<Prerendered> {
  const route = prerenderPaths.find((r) => r.path === path);
  if (!route) throw new Error(`No prerendered route ${path}`);
  prerenderSnapshot.token = route.access === 'user' ? 'prerender' : '';
  prerenderSnapshot.reads.clear();
  prerenderSnapshot.title = '';
  prerenderSnapshot.data.used.clear();
  setInitialPathForPrerender(path);
  await setLanguage(language);
  await preloadScreenFor(path);
  await stringsReady();
  // The same tree as main.tsx's (useId values depend on it).
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <BootDone />
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  const data = [...prerenderSnapshot.data.used].map((url) => ({
    url,
    json: JSON.stringify(prerenderSnapshot.data.given.get(url)),
  }));
  return {
    path,
    lang: language,
    access: route.access,
    html,
    reads: [...prerenderSnapshot.reads],
    title: prerenderSnapshot.title,
    data,
  };
}
