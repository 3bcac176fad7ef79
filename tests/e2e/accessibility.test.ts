import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { areaCatalogues } from '../../src/domain/i18n/areas/all-areas.ts';
import { en } from '../../src/domain/i18n/en.ts';
import { routeScreens, type RouteScreen } from '../../src/web/app/route-screens.ts';
import { expectSecurityHeaders } from '../support/security-headers.ts';
import { framesDrawn, phoneContext, screenshot } from './browser.ts';
import { callApi, newSignedInUser, sessionOf, signedInPage, type SignedInUser } from './sign-in.ts';
import { phoneSuite } from './suite.ts';

/**
 * axe-core on every route of the route table (src/web/app/route-screens.ts) at a phone viewport:
 * no serious or critical violations. User routes are opened signed in; path parameters get sample
 * values (a real catalogue product when the catalogue answers). Each page also carries the
 * security headers, breaks no content-security-policy rule, and shows no catalogue key in place of
 * its words ('insights.battery.source' on screen means a string is missing).
 */
const topKeys = [...new Set([en, ...areaCatalogues].flatMap((catalogue) => Object.keys(catalogue)))];
const RAW_KEY = new RegExp(`\\b(${topKeys.join('|')})\\.[A-Za-z]+(\\.[A-Za-z]+)*\\b`);
const suite = phoneSuite();
const { baseUrl, outbox } = suite;
let user: SignedInUser;
let productId = '1';

beforeAll(async () => {
  user = await newSignedInUser(baseUrl, outbox, 'planningToBuy');
  const products = await callApi<unknown>(baseUrl, 'GET', '/ev/droom/products?bucket=car').catch(() => undefined);
  const first = JSON.stringify(products?.body.data ?? '').match(/"(?:id|productId|product_id)":"?([\w-]+)"?/);
  if (products?.status === 200 && first) productId = first[1]!;
});

/** A concrete URL for a route: `:type` is car, `:id` a product, blog or state as the route needs, `:placeId` a station of data/stations. */
function sampleUrl(route: RouteScreen): string {
  return route.path
    .replace(':placeId', encodeURIComponent('ocm:307286'))
    .replace(':type', 'car')
    .replace(/^\/state\/:id$/, '/state/Delhi')
    .replace(/^\/blogs\/(video\/)?:id$/, '/blogs/$11')
    .replace(/^\/FCV\/:id$/, `/FCV/${productId}?kms=1000`)
    .replace(':id', productId);
}

describe('accessibility of every route at a phone viewport', () => {
  it.each(routeScreens.map((route) => [route.path, route] as const))(
    '%s has no serious or critical axe violations and no missing words',
    async (_path, route) => {
      const context: BrowserContext = await phoneContext(suite.browser(), baseUrl);
      try {
        const page = route.access === 'user' ? await signedInPage(context, sessionOf(user)) : await context.newPage();
        const cspErrors: string[] = [];
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
        });
        const url = sampleUrl(route);
        const response = await page.goto(url, { waitUntil: 'load' });
        expect(response?.status(), url).toBe(200);
        const headers = response!.headers();
        expectSecurityHeaders({ get: (name) => headers[name.toLowerCase()] ?? null }, url);

        // Let the lazy screen load and its first data arrive (the splash stays up 4.5 s: axe sees it as shown).
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        await framesDrawn(page);
        let results;
        for (let attempt = 0; ; attempt++) {
          try {
            results = await new AxeBuilder({ page }).analyze();
            break;
          } catch (error) {
            // A screen that redirects (a guard, the splash timing out) can move under axe: look again once settled.
            if (attempt > 0) throw error;
            await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
          }
        }
        await screenshot(page, `a11y${url.replace(/[/?=]/g, '_')}`);
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.impact} ${v.id} (${v.help}) at ${new URL(page.url()).pathname}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 5)
                .join(' | ')}`,
          );
        expect(serious, url).toEqual([]);
        expect(cspErrors, url).toEqual([]);
        const shown = await page.locator('body').innerText();
        expect(shown.match(RAW_KEY)?.[0], `${url}: a catalogue key on screen`).toBeUndefined();
      } finally {
        await context.close();
      }
    },
  );
});
