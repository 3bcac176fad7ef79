import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/domain/i18n/en.ts';
import { routeScreens } from '../../src/web/app/route-screens.ts';
import { phoneContext } from './browser.ts';
import { newSignedInUser, sessionOf, signedInPage } from './sign-in.ts';
import { phoneSuite } from './suite.ts';

/**
 * Every route of spec section 2 sets its page title ("Page titles seen", en.ts `titles.*`).
 * The browser records each title with the path it was set on, so a screen that sends the person
 * elsewhere at once (no pending code, no draft) is still checked on its own path.
 */
const suite = phoneSuite();
const { baseUrl, outbox } = suite;

/** The title key each route's screen shows. Every route in the table must be listed. */
const titleKeys: Record<string, keyof typeof en.titles> = {
  '/': 'splash',
  '/signin': 'signin',
  '/signup': 'signup',
  '/verification': 'otp',
  '/evinindia': 'home',
  '/findelectricvehicle': 'findVehicle',
  '/findelectricvehicle/:type/:id': 'vehicle',
  '/evchargingstations': 'nearby',
  '/taxbenefitsofev': 'tax',
  '/userPreference': 'userPreference',
  '/userVehicleInfo': 'vehicleInfo',
  '/user-profile': 'profile',
  '/profile-verification': 'verification',
  '/newsplash': 'splash',
  // The car loader stands in while nearby stations load, so it keeps that screen's title.
  '/CarLoader': 'nearby',
  '/nostationfound': 'noStation',
  '/stationsonway': 'stationsOnWay',
  '/planatrip': 'planTrip',
  '/planatrip/locationonway': 'locationOnWay',
  '/install': 'install',
  '/kazamthree': 'kazamThree',
  '/kazammini': 'kazamMini',
  '/earningcalculator': 'earning',
  '/CalculatorNew': 'earning',
  '/checkvehicleinfo': 'checkVehicleInfo',
  '/checkRegistrationDetails': 'registrationDetails',
  '/e-challan': 'eChallan',
  '/e-challan-status': 'eChallanStatus',
  '/tcocalculator': 'tco',
  '/FCVLanding': 'costOfVehicle',
  '/FCV': 'costOfVehicle',
  '/FCV/:id': 'costOfVehicleDetails',
  '/state': 'state',
  '/state/:id': 'state',
  '/battery': 'battery',
  '/break': 'break',
  '/wheel': 'wheel',
  '/blogs': 'blogs',
  '/blogs/:id': 'blogs',
  '/blogs/video/:id': 'blogs',
  '/AutoComplete': 'autocomplete',
  '/assistance': 'assistance',
  '/assistance/:id': 'assistanceRequest',
  '/desk/assistance': 'assistanceDesk',
  '/station/:placeId': 'station',
  '/my-stations': 'myStations',
};

/** A sample address for a route pattern. */
const sample: Record<string, string> = { ':type': 'car', ':id': '1' };
const urlOf = (path: string) =>
  path === '/state/:id'
    ? '/state/Delhi'
    : path === '/blogs/video/:id'
      ? '/blogs/video/AAAAAAAAAAA'
      : path.replace(/:\w+/g, (param) => sample[param] ?? '1');

/** What a screen needs in sessionStorage to show itself rather than send the person on. */
const sessionSetup: Record<string, Record<string, string>> = {
  '/verification': { 'ev.pendingSignIn': JSON.stringify({ mobile: '9876543210' }) },
  '/profile-verification': {
    'ev.profileDraft': JSON.stringify({
      name: 'Asha',
      mobile: '9123456780',
      email: '',
      grNumber: '',
      userPreference: 'planningToBuy',
    }),
  },
};

let visitor: Page;
let user: Page;
const contexts: BrowserContext[] = [];

/** Records [path, title] each time the app sets document.title. */
async function recordTitles(context: BrowserContext) {
  await context.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'title')!;
    const seen: Array<[string, string]> = [];
    (window as unknown as { titlesSeen: typeof seen }).titlesSeen = seen;
    Object.defineProperty(Document.prototype, 'title', {
      configurable: true,
      get() {
        return descriptor.get!.call(this);
      },
      set(value: string) {
        seen.push([location.pathname, value]);
        descriptor.set!.call(this, value);
      },
    });
  });
  // The closed test network has no map tiles or video host: fail those requests at once.
  await context.route(/^https:\/\//, (route) => route.abort());
}

beforeAll(async () => {
  const session = sessionOf(await newSignedInUser(baseUrl, outbox, 'planningToBuy'));
  for (const signedIn of [false, true]) {
    const context = await phoneContext(suite.browser(), baseUrl, {
      geolocation: { latitude: 19.076, longitude: 72.8777 },
      permissions: ['geolocation'],
    });
    contexts.push(context);
    await recordTitles(context);
    if (signedIn) user = await signedInPage(context, session);
    else visitor = await context.newPage();
  }
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

/** The last title set while the page was on `path`. */
const lastTitleOn = (page: Page, path: string) =>
  page.evaluate(
    (p) =>
      (window as unknown as { titlesSeen?: Array<[string, string]> }).titlesSeen
        ?.filter(([at]) => at === p)
        .at(-1)?.[1],
    path,
  );

describe('page titles', () => {
  it('lists a title for every route in the table', () => {
    expect(Object.keys(titleKeys).sort()).toEqual(routeScreens.map((route) => route.path).sort());
  });

  it.each(routeScreens.map((route) => [route.path, route.access] as const))(
    '%s sets its page title',
    async (path, access) => {
      const page = access === 'visitor' ? visitor : user;
      const url = urlOf(path);
      if (sessionSetup[path]) {
        await page.goto('/favicon.svg');
        await page.evaluate((entries) => {
          for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
        }, sessionSetup[path]);
      }
      await page.goto(url);
      const expected = en.titles[titleKeys[path]!];
      // The splash stands before sign-in for about 4.5 s, so give the title time to settle.
      await expect.poll(() => lastTitleOn(page, new URL(url, baseUrl).pathname), { timeout: 60_000 }).toBe(expected);
    },
  );
});
