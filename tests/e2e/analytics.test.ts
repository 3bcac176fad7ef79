import Database from 'better-sqlite3';
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { framesDrawn, otpFor, randomMobile, screenshot } from './browser.ts';
import { matchPath } from 'react-router';
import { ROUTE_PATTERNS } from '../../src/domain/routes/app-paths.ts';
import { routeScreens } from '../../src/web/app/route-screens.ts';
import { sampleUrl } from '../support/route-walk.ts';
import { newSignedInUser, sessionOf, signedInPage } from './sign-in.ts';
import { passSplash, splashClock } from './page-clock.ts';
import { phoneSuite } from './suite.ts';

/**
 * Page views and product events (issue 19) in Debian's Chromium, into the server's local
 * aggregates. The walks here use a 340 px wide phone, the only test that does, so their rows are
 * the ones with width 'xs' whatever other files record at the same time.
 */
const suite = phoneSuite();
const { baseUrl, outbox } = suite;
const database = inject('database');
const NARROW = { viewport: { width: 340, height: 740 } };

interface Row {
  name: string;
  route: string;
  referrer: string;
  width: string;
  signed_in: number;
  count: number;
}

function narrowRows(): Row[] {
  const db = new Database(database, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("SELECT name, route, referrer, width, signed_in, count FROM analytics_daily WHERE width = 'xs'")
      .all() as Row[];
  } finally {
    db.close();
  }
}

const countOf = (rows: Row[], name: string, route: string) =>
  rows.filter((r) => r.name === name && r.route === route).reduce((sum, r) => sum + r.count, 0);

/** An in-app navigation (as a link does), so the page and its queue of events stay. */
/** The screen module a path is shown by (route-screens.ts), as the app's router matches it. */
const screenOf = (pathname: string) =>
  routeScreens.find((r) => matchPath({ path: r.path, caseSensitive: false, end: true }, pathname))?.screen;

async function go(page: Page, path: string) {
  const from = screenOf(new URL(page.url()).pathname);
  await page.evaluate((to) => {
    Object.assign(window, { mainBefore: document.querySelector('main') });
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
  // Another screen has rendered when its own <main> replaced the last one's: a page view is counted
  // after that render, and a navigation that came first would have skipped it. The same screen
  // (another path of its pattern) renders again without a new <main>, within a frame or two.
  if (screenOf(new URL(path, 'http://x').pathname) === from) return framesDrawn(page);
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && main !== (window as unknown as { mainBefore: Element | null }).mainBefore;
  });
}

/** What the page would send when hidden (the person switches apps): the sender's flush, made to happen now. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Every batch any page of this phone sends, those sent as a page unloads included. */
function collectBatches(page: Page): Array<{ events: Array<Record<string, unknown>> }> {
  const batches: Array<{ events: Array<Record<string, unknown>> }> = [];
  page.context().on('request', (request: Request) => {
    if (request.url().endsWith('/ev/events'))
      batches.push(request.postDataJSON() as { events: Array<Record<string, unknown>> });
  });
  return batches;
}

describe('page views into our own aggregates', () => {
  it('sign-in, its funnel and five screens are counted by their route patterns; no id, number or position is sent', async () => {
    const before = narrowRows();
    const context = await suite.newPhone(NARROW);
    await splashClock(context);
    const page = await context.newPage();
    const batches = collectBatches(page);
    const mobile = randomMobile();
    await page.goto('/signin');
    await passSplash(page);
    const input = page.getByLabel('Mobile number');
    await input.waitFor();
    await input.fill(mobile);
    const sentAfter = Date.now() - 1000;
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/verification');
    await page.getByLabel('Digit 1 of 4').pressSequentially(await otpFor(outbox, mobile, sentAfter), { delay: 30 });
    await page.waitForURL('**/userPreference');
    await page.getByRole('button', { name: 'Planning to buy an EV?' }).click();
    await page.waitForURL('**/evinindia');
    // Five screens, one with an id in its path.
    for (const path of ['/findelectricvehicle', '/blogs', '/blogs/1', '/planatrip', '/taxbenefitsofev'])
      await go(page, path);
    await hide(page);
    const events = () => batches.flatMap((b) => b.events);
    await expect
      .poll(() => events().filter((e) => e.route === '/taxbenefitsofev').length, { timeout: 60_000 })
      .toBeGreaterThan(0);
    const routes = events()
      .filter((e) => e.name === 'page_view')
      .map((e) => e.route);
    expect(routes).toEqual(
      expect.arrayContaining([
        '/signin',
        '/verification',
        '/userPreference',
        '/evinindia',
        '/findelectricvehicle',
        '/blogs',
        '/blogs/:id',
        '/planatrip',
        '/taxbenefitsofev',
      ]),
    );
    expect(events().map((e) => e.name)).toEqual(
      expect.arrayContaining(['otp_sent', 'otp_verified', 'preference_chosen']),
    );
    const sent = JSON.stringify(batches);
    const token = await page.evaluate(() => localStorage.getItem('evtoken'));
    for (const secret of [mobile, token!, '/blogs/1']) expect(sent).not.toContain(secret);

    const delta = (name: string, route: string) => countOf(narrowRows(), name, route) - countOf(before, name, route);
    await expect.poll(() => delta('page_view', '/taxbenefitsofev'), { timeout: 60_000 }).toBe(1);
    for (const route of ['/signin', '/userPreference', '/findelectricvehicle', '/blogs', '/blogs/:id', '/planatrip'])
      expect(delta('page_view', route), route).toBe(1);
    expect(delta('otp_sent', '/signin')).toBe(1);
    expect(delta('otp_verified', '/verification')).toBe(1);
    expect(delta('preference_chosen', '/userPreference')).toBe(1);
    const rows = JSON.stringify(narrowRows());
    expect(rows).not.toContain(mobile);
    expect(rows).not.toContain('/blogs/1');
  });

  it('records nothing when Global Privacy Control is on', async () => {
    const context = await suite.newPhone(NARROW);
    await context.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
    const user = await newSignedInUser(baseUrl, outbox, 'alreadyOwned');
    const phone = await signedInPage(context, sessionOf(user));
    const batches = collectBatches(phone);
    for (const path of ['/evinindia', '/blogs', '/planatrip']) {
      await phone.goto(path);
      await phone.locator('main').first().waitFor();
    }
    await hide(phone);
    await phone.waitForTimeout(1000);
    expect(batches).toHaveLength(0);
  });

  it('records nothing once Share anonymous usage data is turned off in the profile', async () => {
    const user = await newSignedInUser(baseUrl, outbox, 'alreadyOwned');
    const phone = await signedInPage(await suite.newPhone(NARROW), sessionOf(user));
    await phone.goto('/user-profile');
    const share = phone.getByRole('switch', { name: 'Share anonymous usage data' });
    expect(await share.isChecked()).toBe(true);
    await share.uncheck();
    await share.scrollIntoViewIfNeeded();
    await screenshot(phone, 'profile-usage-switch');
    const batches = collectBatches(phone);
    await phone.goto('/blogs');
    await phone.locator('main').first().waitFor();
    await hide(phone);
    await phone.waitForTimeout(1000);
    expect(batches.flatMap((b) => b.events).filter((e) => e.route === '/blogs')).toHaveLength(0);
  });

  it('a walk through every route with real inputs sends no number, token, registration or position, and stores none', async () => {
    const user = await newSignedInUser(baseUrl, outbox, 'alreadyOwned');
    const context = await suite.newPhone({
      ...NARROW,
      geolocation: { latitude: 12.9352, longitude: 77.6245 },
      permissions: ['geolocation'],
    });
    const phone = await signedInPage(context, sessionOf(user));
    const batches = collectBatches(phone);
    const walk = [
      ...ROUTE_PATTERNS.filter((p) => p !== '/').map(sampleUrl),
      '/checkRegistrationDetails?vehicleNumber=MH12AB1234',
      '/e-challan-status?vehicleNumber=MH12AB1234',
      '/planatrip/locationonway?from=Delhi&to=Jaipur&vehicle=tata-nexon-ev-creative-plus-mr&battery=80&reserve=15&target=80',
    ];
    await phone.goto('/evinindia');
    for (const path of walk) {
      await go(phone, path);
      // A lookup is counted when its answer arrives: wait for that (its loader goes), not a fixed time.
      if (path.includes('vehicleNumber='))
        await phone.getByRole('status').filter({ hasText: 'Loading...' }).waitFor({ state: 'hidden' });
      await framesDrawn(phone);
    }
    await go(phone, '/evchargingstations');
    await phone.locator('.station-card__name').first().waitFor({ timeout: 60_000 });
    await hide(phone);
    await expect
      .poll(() => batches.flatMap((b) => b.events).some((e) => e.name === 'nearby_search'), { timeout: 60_000 })
      .toBe(true);
    const events = batches.flatMap((b) => b.events);
    expect(events.some((e) => e.name === 'rc_lookup')).toBe(true);
    const sent = JSON.stringify(batches);
    const stored = JSON.stringify(narrowRows());
    for (const secret of [
      user.mobile,
      user.token,
      'MH12AB1234',
      'mh12ab1234',
      '12.93',
      '77.62',
      'Delhi',
      'Jaipur',
      'tata-nexon',
    ]) {
      expect(sent, secret).not.toContain(secret);
      expect(stored, secret).not.toContain(secret);
    }
    // Every field is one the schema names, with a route pattern or a closed value.
    for (const event of events) {
      expect(
        Object.keys(event).every((k) =>
          ['name', 'route', 'referrer', 'lang', 'width', 'signed_in', 'with_vehicle', 'outcome'].includes(k),
        ),
      ).toBe(true);
      expect([...ROUTE_PATTERNS, '(other)']).toContain(event.route);
    }
  });
});
