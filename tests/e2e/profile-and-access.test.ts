import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktopContext, otpFor, randomMobile, screenshot } from './browser.ts';
import { checkProfile, callApi, newSignedInUser, sessionOf, signedInPage, storedKeys } from './sign-in.ts';
import {
  installClock,
  pauseClock,
  queuedWorkDone,
  recordTimers,
  runClockUntil,
  SPLASH_MS,
  timersStarted,
} from './page-clock.ts';
import { phoneSuite } from './suite.ts';

/**
 * My Profile, the side drawer, logout, the global 401 handler, route guards, the splash, the
 * desktop notice and the sales card, in Debian's Chromium at a phone viewport. People are
 * signed in through the API (the journey test covers the sign-in screens themselves).
 */
const suite = phoneSuite();
const { baseUrl, outbox } = suite;

const phone = () => suite.newPhone();

const pathOf = (page: Page) => new URL(page.url()).pathname;
/** The splash takes 4.5 s and screens are lazy-loaded: allow for both. */
const AFTER_SPLASH = { timeout: 60_000 };
/** How long a profile message stays and a tapped Insights card waits (spec). */
const MESSAGE_MS = 2000;
const INSIGHT_DELAY_MS = 500;

/** Waits for the sign-in form (after the splash, if one shows) and checks its title. */
async function expectSignInForm(page: Page) {
  await page.waitForURL('**/signin', AFTER_SPLASH);
  await page.getByLabel('Mobile number', { exact: true }).waitFor(AFTER_SPLASH);
  await expect.poll(() => page.title()).toBe('Signin Page');
}

/** 5171464 as '51,71,464' (Indian digit grouping), written out again here rather than taken from the app. */
function formatIndian(n: number): string {
  const digits = String(n);
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return rest ? `${rest},${last3}` : last3;
}

const SIGN_OUT_EXTRAS = {
  tempPreference: 'alreadyOwned',
  recentVehicleSearch: JSON.stringify(['MH12AB1234']),
  vehicleNo: 'MH12AB1234',
};

describe('My Profile (/user-profile)', () => {
  it('validates each field, refuses an empty or unchanged update, saves a valid one and keeps it after a reload', async () => {
    const user = await newSignedInUser(baseUrl, outbox, 'planningToBuy');
    const context = await phone();
    // Messages clear after 2 s of the page's time: the test moves that clock instead of waiting.
    await installClock(context);
    const page = await signedInPage(context, sessionOf(user));
    const messageTimePasses = () => page.clock.runFor(MESSAGE_MS);
    await page.goto('/user-profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();

    const name = page.getByLabel('Name', { exact: true });
    const mobile = page.getByLabel('Mobile number', { exact: true });
    const email = page.getByLabel('Email', { exact: true });
    const vehicle = page.getByLabel('Vehicle number', { exact: true });
    const update = page.getByRole('button', { name: 'Update', exact: true });
    const text = (words: string) => page.getByText(words, { exact: true });

    await expect.poll(() => name.inputValue()).toBe('Dear user');
    await expect.poll(() => mobile.inputValue()).toBe(user.mobile);
    // Update is disabled until a change; the note about unsaved changes is shown.
    expect(await update.isDisabled()).toBe(true);
    await page.getByText(/changes .*lost/i).waitFor();
    await screenshot(page, '10-profile');

    // Mobile: read-only behind the pencil, with the +91 prefix.
    await text('+91').waitFor();
    expect(await mobile.isEditable()).toBe(false);
    await page.getByRole('button', { name: 'Edit mobile number' }).click();
    await expect.poll(() => mobile.isEditable()).toBe(true);
    await mobile.fill('');
    await text('Please fill this mandatory field').waitFor();
    expect(await update.isEnabled()).toBe(true);
    await update.click();
    await text('Mobile number is mandatory field').waitFor();
    await mobile.fill('0987654321');
    await text('Please enter valid mobile number').waitFor();
    await mobile.fill(user.mobile);
    await text('Please enter valid mobile number').waitFor({ state: 'hidden' });
    await messageTimePasses();
    await text('Mobile number is mandatory field').waitFor({ state: 'hidden' });

    // An invalid e-mail, then Update with it.
    await email.fill('asha@example');
    await text('Please enter valid email Id').waitFor();
    await update.click();
    const fillAll = text('Please fill all field correctly or empty incorrect field');
    await fillAll.waitFor();
    await screenshot(page, '11-profile-invalid');
    await messageTimePasses();
    await fillAll.waitFor({ state: 'hidden' });
    await email.fill('');
    await text('Please enter valid email Id').waitFor({ state: 'hidden' });

    // An invalid vehicle number (I and O are not used in the series), then Update with it.
    await vehicle.fill('MH12IO1234');
    await text('Please enter valid vehicle number').waitFor();
    await update.click();
    await fillAll.waitFor();
    await vehicle.fill('');
    await text('Please enter valid vehicle number').waitFor({ state: 'hidden' });
    await messageTimePasses();
    await fillAll.waitFor({ state: 'hidden' });

    // A field changed and changed back: nothing to update.
    await name.fill('Asha');
    await name.fill('Dear user');
    await update.click();
    await text('There are no changes done to update').waitFor();

    // A valid change: the success message shows, then clears after about 2 s of the page's time
    // (the clock stands still from the tap until the test moves it).
    await name.fill('Asha Rao');
    await vehicle.fill('mh12ab1234');
    await expect.poll(() => vehicle.inputValue()).toBe('MH12AB1234');
    await pauseClock(page);
    await update.click();
    const success = text('Profile updated successfully');
    await success.waitFor();
    await screenshot(page, '12-profile-updated');
    await page.clock.runFor(MESSAGE_MS - 100);
    await queuedWorkDone(page);
    expect(await success.isVisible()).toBe(true);
    await page.clock.runFor(200);
    await success.waitFor({ state: 'hidden' });
    await page.clock.resume();
    expect(await update.isDisabled()).toBe(true);

    // Saved on the server, and still there after a reload.
    const fresh = await checkProfile(baseUrl, user.token);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toMatchObject({ name: 'Asha Rao', grNumber: 'MH12AB1234', mobile: user.mobile, email: '' });
    await page.reload();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await expect.poll(() => name.inputValue()).toBe('Asha Rao');
    await expect.poll(() => vehicle.inputValue()).toBe('MH12AB1234');
    expect(await update.isDisabled()).toBe(true);
  });

  it('changes the mobile number with a code sent to the new number; the old token stops working', async () => {
    const user = await newSignedInUser(baseUrl, outbox, 'planningToBuy');
    const page = await signedInPage(await phone(), sessionOf(user));
    await page.goto('/user-profile');
    const mobile = page.getByLabel('Mobile number', { exact: true });
    await expect.poll(() => mobile.inputValue()).toBe(user.mobile);

    const newMobile = randomMobile();
    // The confirmation clears after 2 s: note when it shows on /user-profile, to assert after the rest.
    await page.evaluate(() => {
      const w = window as unknown as { confirmed?: boolean };
      new MutationObserver(() => {
        if (location.pathname === '/user-profile' && document.body.innerText.includes('Profile updated successfully'))
          w.confirmed = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Edit mobile number' }).click();
    await expect.poll(() => mobile.isEditable()).toBe(true);
    await mobile.fill(newMobile);
    const sentAfter = Date.now() - 1000;
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.waitForURL('**/profile-verification');
    const otp = await otpFor(outbox, newMobile, sentAfter);
    await screenshot(page, '13-profile-verification');
    for (const [index, digit] of [...otp].entries()) {
      await page.getByLabel(`Digit ${index + 1} of 4`).press(digit);
    }

    await page.waitForURL('**/user-profile');
    await screenshot(page, '14-profile-mobile-changed');
    await expect.poll(() => mobile.inputValue()).toBe(newMobile);
    const newToken = await page.evaluate(() => localStorage.getItem('evtoken'));
    expect(newToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken).not.toBe(user.token);

    const old = await checkProfile(baseUrl, user.token);
    expect(old.status).toBe(401);
    expect(old.body.message).toBe('Un-Authorized');
    const current = await checkProfile(baseUrl, newToken ?? '');
    expect(current.status).toBe(200);
    expect(current.body.data?.mobile).toBe(newMobile);
    const confirmed = await page.evaluate(() => (window as unknown as { confirmed?: boolean }).confirmed);
    expect(confirmed, "'Profile updated successfully' shown on /user-profile after the new number is confirmed").toBe(
      true,
    );
  });

  it('goes back to /evinindia with the drawer open, greeting the new user; the profile icon leads back', async () => {
    const user = await newSignedInUser(baseUrl, outbox, 'planningToBuy');
    const page = await signedInPage(await phone(), sessionOf(user));
    await page.goto('/user-profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/evinindia');
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await drawer.getByText('Hey Dear user,', { exact: true }).waitFor();
    await screenshot(page, '15-drawer-after-back');
    await drawer.getByRole('link', { name: 'My Profile' }).click();
    await page.waitForURL('**/user-profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
  });
});

describe('home: drawer, logout and the 401 handler', () => {
  it('opens the drawer, scrolls to RTO Services, then logs out clearing every storage key', async () => {
    const user = await newSignedInUser(baseUrl, outbox, 'planningToBuy');
    const page = await signedInPage(await phone(), sessionOf(user, SIGN_OUT_EXTRAS));
    await page.goto('/evinindia');
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.waitFor();
    const drawer = page.getByRole('dialog');
    expect(await drawer.isVisible()).toBe(false);

    await menu.click();
    await drawer.waitFor();
    await drawer.getByText('Hey Dear user,', { exact: true }).waitFor();
    expect(await drawer.locator('nav').getByRole('button').allTextContents()).toEqual([
      'Home',
      'Planning to buy EV?',
      'Charge It Up',
      'Earn Through EV',
      'RTO Services',
      'Insights',
      'Logout',
    ]);
    await screenshot(page, '16-drawer');

    // Where the RTO section sits: it starts below the fold of a phone screen.
    const rto = () =>
      page.evaluate(() => {
        const box = document.getElementById('section-rto')?.getBoundingClientRect();
        const header = document.querySelector('.app-header')?.getBoundingClientRect().height ?? 0;
        const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
        return {
          top: box?.top ?? Number.NaN,
          bottom: box?.bottom ?? Number.NaN,
          header,
          scrollY: window.scrollY,
          maxScroll,
          height: window.innerHeight,
        };
      });
    const before = await rto();
    expect(before.scrollY).toBe(0);
    expect(before.top).toBeGreaterThan(before.height * 0.75);

    await drawer.getByRole('button', { name: 'RTO Services' }).click();
    await drawer.waitFor({ state: 'hidden' });
    // Scrolled until the section sits just under the sticky header, or as far as the page goes.
    await expect
      .poll(
        async () => {
          const now = await rto();
          return now.top <= now.header + 24 || now.scrollY >= now.maxScroll - 1;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const after = await rto();
    expect(after.scrollY).toBeGreaterThan(0);
    expect(after.top).toBeGreaterThanOrEqual(after.header - 1);
    expect(after.bottom).toBeLessThanOrEqual(after.height);
    expect(await page.getByRole('heading', { name: 'RTO Services' }).isVisible()).toBe(true);

    // The active menu follows the choice.
    await menu.click();
    await drawer.waitFor();
    expect(await drawer.getByRole('button', { name: 'RTO Services' }).getAttribute('aria-current')).toBe('true');

    expect(await storedKeys(page)).toMatchObject({ evtoken: user.token, ...SIGN_OUT_EXTRAS });
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/signin');
    await expect
      .poll(() => storedKeys(page))
      .toEqual({
        evtoken: null,
        preference: null,
        tempPreference: null,
        evdetails: null,
        recentVehicleSearch: null,
        vehicleNo: null,
      });
    await expectSignInForm(page);
    const revoked = await checkProfile(baseUrl, user.token);
    expect(revoked.status).toBe(401);
    expect(revoked.body.message).toBe('Un-Authorized');
  });

  it('signs out and goes to /signin when the server answers 401 for a revoked token', async () => {
    const user = await newSignedInUser(baseUrl, outbox, 'planningToBuy');
    const page = await signedInPage(await phone(), sessionOf(user, SIGN_OUT_EXTRAS));
    await page.goto('/evinindia');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();

    const revoked = await callApi(baseUrl, 'PUT', '/ev/user/logout', {}, user.token);
    expect(revoked.status).toBe(200);
    expect(await page.evaluate(() => localStorage.getItem('evtoken'))).toBe(user.token);

    await page.goto('/user-profile');
    await expectSignInForm(page);
    const stored = await storedKeys(page);
    expect(stored).toMatchObject({
      evtoken: null,
      preference: null,
      tempPreference: null,
      evdetails: null,
      recentVehicleSearch: null,
    });
  });
});

describe('route guards and home links', () => {
  it('sends a visitor from signed-in-only and unknown paths to /signin', async () => {
    const page = await (await phone()).newPage();
    for (const path of ['/install', '/user-profile', '/some-unknown-path']) {
      await page.goto(path);
      await expectSignInForm(page);
      expect(await page.evaluate(() => localStorage.getItem('evtoken'))).toBeNull();
    }
  });

  it('sends a signed-in user from an unknown path to /evinindia, and one without a preference on to /userPreference', async () => {
    const user = await newSignedInUser(baseUrl, outbox, 'earnThroughEv');
    const page = await signedInPage(await phone(), sessionOf(user));
    await page.goto('/some-unknown-path');
    await page.waitForURL('**/evinindia');
    await expect.poll(() => page.title()).toBe('Home');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();

    const newcomer = await newSignedInUser(baseUrl, outbox);
    expect(newcomer.profile.userPreference).toBe('');
    const second = await signedInPage(await phone(), sessionOf(newcomer));
    await second.goto('/evinindia');
    await second.waitForURL('**/userPreference');
    await second.getByRole('heading', { name: 'What are you looking for?' }).waitFor();
    await expect.poll(() => second.title()).toBe('User Preference');
  });

  it('links each section card to its spec path, and opens an Insights card 500 ms after the tap', async () => {
    const user = await newSignedInUser(baseUrl, outbox, 'planningToBuy');
    const context = await phone();
    await installClock(context);
    const page = await signedInPage(context, sessionOf(user));
    await page.goto('/evinindia');
    const cards: Array<[string, string]> = [
      ['Nearby Stations', '/evchargingstations'],
      ['Planning a Trip? Find the charging stations on the way', '/planatrip'],
      ['Install', '/install'],
      ['Calculate Earnings', '/earningcalculator'],
      ['Find Vehicle', '/findelectricvehicle'],
      ['Find cost of vehicle', '/tcocalculator'],
      ['Check Vehicle Info', '/checkvehicleinfo'],
      ['e-Challan Status', '/e-challan'],
    ];
    for (const [label, path] of cards) {
      const link = page.getByRole('link', { name: label, exact: true });
      await link.waitFor();
      expect(await link.getAttribute('href'), label).toBe(path);
    }
    await page.getByRole('link', { name: 'Install', exact: true }).click();
    await page.waitForURL('**/install');
    await expect.poll(() => page.title()).toBe('Install Page');

    await page.goto('/evinindia');
    const tax = page.getByText('Tax benefits of EV', { exact: true });
    await tax.waitFor();
    await tax.scrollIntoViewIfNeeded();
    // The page's clock stands still from the tap: it moves only when the test moves it, so the
    // delay is measured in the page's time, from the tap to the history entry.
    await page.evaluate(() => {
      const w = window as unknown as { tappedAt?: number; navigatedAt?: number };
      document.addEventListener('click', () => (w.tappedAt = performance.now()), { capture: true, once: true });
      const push = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        w.navigatedAt ??= performance.now();
        push(...args);
      };
    });
    await pauseClock(page);
    await tax.click();
    await page.clock.runFor(INSIGHT_DELAY_MS - 1);
    await queuedWorkDone(page);
    expect(pathOf(page)).toBe('/evinindia');
    await page.clock.runFor(1);
    await page.waitForURL('**/taxbenefitsofev');
    const delay = await page.evaluate(() => {
      const w = window as unknown as { tappedAt?: number; navigatedAt?: number };
      return (w.navigatedAt ?? Number.NaN) - (w.tappedAt ?? Number.NaN);
    });
    expect(delay).toBe(INSIGHT_DELAY_MS);
    await page.clock.resume();
    await expect.poll(() => page.title()).toBe('Tax Page');
  });
});

describe('splash', () => {
  it("shows the splash on / for 4.5 s of the page's time, then sends a visitor to /signin", async () => {
    // The page's clock stands still from the start and moves only when the test moves it: in 20 ms
    // steps while the app starts, until the splash starts its timer.
    const context = await phone();
    await installClock(context);
    await context.clock.pauseAt(Date.now() + 60_000);
    await recordTimers(context, SPLASH_MS);
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'commit' });
    await runClockUntil(page, async () => (await timersStarted(page)).length > 0);
    expect(await page.title()).toBe('Splash');
    // Less than 20 ms have passed since: 4.4 s on, the splash is still up; 0.2 s later it is gone.
    await page.clock.runFor(SPLASH_MS - 100);
    await queuedWorkDone(page);
    expect(pathOf(page)).toBe('/');
    expect(await page.title()).toBe('Splash');
    await screenshot(page, '17-splash');
    await page.clock.runFor(200);
    await page.clock.resume();
    await page.waitForURL('**/signin');
    await page.getByLabel('Mobile number', { exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe('Signin Page');
  });

  it('sends a signed-in user from / to /evinindia after the splash, replacing history', async () => {
    const user = await newSignedInUser(baseUrl, outbox, 'planningToBuy');
    const page = await signedInPage(await phone(), sessionOf(user));
    const openedAt = Date.now();
    await page.goto('/');
    await expect.poll(() => page.title()).toBe('Splash');
    await page.waitForURL('**/evinindia', AFTER_SPLASH);
    expect(Date.now() - openedAt).toBeGreaterThanOrEqual(4400);
    await expect.poll(() => page.title()).toBe('Home');
    // The splash was replaced: going back leaves for the page opened before it.
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe('/favicon.svg');
  });

  it('stores a token handed over in the query string, with its cleaned-up details', async () => {
    const page = await (await phone()).newPage();
    await page.goto('/?token=abc&name=Asha&mobile=undefined&email=null&userPreference=planningToBuy');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('evtoken'))).toBe('abc');
    expect(await page.evaluate(() => localStorage.getItem('preference'))).toBe('planningToBuy');
    const details = JSON.parse((await page.evaluate(() => localStorage.getItem('evdetails'))) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(details).toMatchObject({ name: 'Asha', mobile: '', email: '' });
  });
});

describe('devices', () => {
  it('shows a desktop visitor the mobile-only notice instead of the app, and a phone the app', async () => {
    const desktop = suite.track(await desktopContext(suite.browser(), baseUrl));
    await installClock(desktop);
    const page = await desktop.newPage();
    await page.goto('/signin');
    await page.getByRole('heading', { name: 'EV India is available only on mobile devices' }).waitFor();
    await screenshot(page, '18-desktop');
    // Past the splash time, in the page's time: still only the notice.
    await page.clock.runFor(SPLASH_MS + 500);
    await queuedWorkDone(page);
    expect(await page.getByLabel('Mobile number', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'EV India is available only on mobile devices' }).isVisible()).toBe(
      true,
    );

    const phonePage = await (await phone()).newPage();
    await phonePage.goto('/signin');
    await phonePage.getByLabel('Mobile number', { exact: true }).waitFor(AFTER_SPLASH);
    expect(await phonePage.getByText('EV India is available only on mobile devices').count()).toBe(0);
  });
});

describe('sales card', () => {
  it('counts total EV sales up to 51,71,464 two-wheelers, one at a time, and names Vahan as the source', async () => {
    const user = await newSignedInUser(baseUrl, outbox, 'planningToBuy');
    const context = await phone();
    // Every number the counter shows, in order, however fast or slow the machine runs the animation.
    await context.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { salesShown: shown });
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="sales-two-wheeler"]')?.textContent;
        if (text && text !== shown.at(-1)) shown.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const page = await signedInPage(context, sessionOf(user));
    const shown = () => page.evaluate(() => (window as unknown as { salesShown: string[] }).salesShown);
    await page.goto('/evinindia');
    await page.getByRole('heading', { name: 'Total EV Sales in India' }).waitFor();
    const counter = page.getByTestId('sales-two-wheeler');
    await expect.poll(() => counter.textContent(), { timeout: 60_000 }).toBe('51,71,464');
    // From 100 below the total up to it, one at a time: 51,71,364, 51,71,365, … 51,71,464.
    const counted = Array.from({ length: 101 }, (_, i) => formatIndian(5_171_364 + i));
    expect(await shown()).toEqual(counted);
    const card = page.getByRole('region', { name: 'Total EV Sales in India' });
    await card.getByText(/^Source: Vahan\b.*, registrations up to June 2026$/).waitFor();
    await screenshot(page, '19-sales');
    // It stopped there.
    expect(await shown()).toEqual(counted);
  });
});
