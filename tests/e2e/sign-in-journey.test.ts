import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { otpFor, randomMobile, screenshot } from './browser.ts';
import { passSplash, pauseClock, runClockUntil, splashClock } from './page-clock.ts';
import { phoneSuite } from './suite.ts';

const suite = phoneSuite();
const { outbox } = suite;

const sectionOrder = (page: Page) =>
  page.locator('[data-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section')));

/** Opens sign-in through the splash, asks for a code, and returns it from SMS_OUTBOX. */
async function requestCode(page: Page, mobile: string): Promise<string> {
  await splashClock(page.context());
  await page.goto('/signin');
  await expect.poll(() => page.title()).toBe('Splash');
  await passSplash(page);
  const input = page.getByLabel('Mobile number');
  await input.waitFor();
  await expect.poll(() => page.title()).toBe('Signin Page');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await input.fill('51234');
  await page.getByText('Please add your 10 digit mobile number, we promise not to spam you.').waitFor();
  expect(await continueButton.isDisabled()).toBe(true);
  await input.fill(mobile);
  expect(await continueButton.isEnabled()).toBe(true);
  await screenshot(page, '01-signin');
  const sentAfter = Date.now() - 1000;
  // The suite's server asks only 2 s before a resend (e2e-server.ts): the page's time moves in
  // 20 ms steps until the code screen shows, so its countdown is seen before it ends.
  await pauseClock(page);
  await continueButton.click();
  await runClockUntil(page, async () => (await page.title()) === 'Otp Auth');
  expect(new URL(page.url()).pathname).toBe('/verification');
  await page.getByText(/Resend OTP in \d+s/).waitFor();
  await page.clock.resume();
  const otp = await otpFor(outbox, mobile, sentAfter);
  await screenshot(page, '02-verification');
  return otp;
}

/** Signs a new person in through the screens: splash, mobile, code from SMS_OUTBOX. */
async function signIn(page: Page, mobile: string) {
  const otp = await requestCode(page, mobile);
  await page.getByLabel('Digit 1 of 4').pressSequentially(otp, { delay: 30 });
}

describe('the sign-in journey in a phone-sized Chromium', () => {
  it('signs a new person in with the code from SMS_OUTBOX, then each preference orders the dashboard', async () => {
    const context = await suite.newPhone();
    const page = await context.newPage();
    const mobile = randomMobile();
    await signIn(page, mobile);
    await page.waitForURL('**/userPreference');
    await page.getByRole('heading', { name: 'What are you looking for?' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('evtoken'))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await screenshot(page, '03-preference');

    await page.getByRole('button', { name: 'Planning to buy an EV?' }).click();
    await page.waitForURL('**/evinindia');
    await expect.poll(() => sectionOrder(page)).toEqual(['buy', 'charge', 'earn', 'rto']);
    await expect.poll(() => page.title()).toBe('Home');
    await expect.poll(() => page.getByTestId('sales-two-wheeler').textContent(), { timeout: 60_000 }).toBe('51,71,464');
    await screenshot(page, '04-home');

    await page.goto('/userPreference');
    await page.getByRole('button', { name: 'Earn through EV' }).click();
    await page.waitForURL('**/evinindia');
    await expect.poll(() => sectionOrder(page)).toEqual(['earn', 'charge', 'buy', 'rto']);

    await page.goto('/userPreference');
    await page.getByRole('button', { name: 'Already own an EV' }).click();
    await page.waitForURL('**/userVehicleInfo');
    const vehicle = page.getByLabel('Vehicle number');
    await vehicle.fill('MH12IO1234');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please enter valid vehicle number').waitFor();
    await screenshot(page, '05-vehicle-entry');
    await vehicle.fill('mh12ab1234');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/evinindia');
    await expect.poll(() => sectionOrder(page)).toEqual(['charge', 'earn', 'buy', 'rto']);
    expect(await page.evaluate(() => localStorage.getItem('vehicleNo'))).toBe('MH12AB1234');
    expect(await page.evaluate(() => localStorage.getItem('preference'))).toBe('alreadyOwned');
    await context.close();
  });

  it('shows the server message for a wrong code and fills all boxes from a pasted code', async () => {
    const context = await suite.newPhone();
    const page = await context.newPage();
    const mobile = randomMobile();
    const otp = await requestCode(page, mobile);
    const second = page;
    const wrong = otp === '0000' ? '1111' : '0000';
    await second.getByLabel('Digit 1 of 4').pressSequentially(wrong, { delay: 30 });
    await second.getByText(/The OTP you entered is incorrect\. 4 attempts left\./).waitFor();
    await second.evaluate(async (code) => {
      const box = document.querySelector<HTMLInputElement>('[aria-label="Digit 1 of 4"]');
      box?.focus();
      const data = new DataTransfer();
      data.setData('text', code);
      box?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, otp);
    await second.getByText('OTP verified successfully').waitFor();
    await second.waitForURL('**/userPreference');
    await context.close();
  });
});
