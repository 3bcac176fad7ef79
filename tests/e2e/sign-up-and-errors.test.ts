import { describe, expect, it } from 'vitest';
import { otpFor, randomMobile, screenshot } from './browser.ts';
import { checkProfile } from './sign-in.ts';
import { phoneSuite } from './suite.ts';

const suite = phoneSuite();
const { baseUrl, outbox } = suite;

describe('sign-up, the terms popup and the fallback page', () => {
  it('alerts on bad details, shows the terms, then signs up and keeps the name and e-mail', async () => {
    const context = await suite.newPhone();
    const page = await context.newPage();
    await page.goto('/signup');
    await page.getByLabel('Name').waitFor();
    await page.getByLabel('Name').fill('Asha 2');
    await page.getByLabel('Email').fill('asha@example');
    await page.getByRole('button', { name: 'Continue' }).click();
    const alert = page.getByRole('alertdialog');
    await alert.getByText('Please fill correct details').waitFor();
    await screenshot(page, '10-signup-alert');
    await alert.getByRole('button', { name: 'Ok' }).click();
    await alert.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Terms and Conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await terms.waitFor();
    expect(await terms.locator('p').count()).toBeGreaterThan(2);
    await terms.getByRole('button', { name: 'Close' }).click();
    await terms.waitFor({ state: 'hidden' });

    const mobile = randomMobile();
    await page.getByLabel('Name').fill('Asha');
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByLabel('Mobile number').fill(mobile);
    const sentAfter = Date.now() - 1000;
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/verification');
    const otp = await otpFor(outbox, mobile, sentAfter);
    await page.getByLabel('Digit 1 of 4').pressSequentially(otp, { delay: 30 });
    await page.waitForURL('**/userPreference');
    const token = await page.evaluate(() => localStorage.getItem('evtoken'));
    const profile = await checkProfile(baseUrl, token ?? '');
    expect(profile.body.data).toMatchObject({ mobile, name: 'Asha', email: 'asha@example.com' });
    await context.close();
  });

  it('shows the fallback page when a screen fails to load, and Go Back leaves it', async () => {
    const context = await suite.newPhone();
    const page = await context.newPage();
    // The home screen's code cannot be fetched: the app must not go blank.
    await context.route(/\/assets\/home-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/evinindia');
    await page.getByText('We are not able to fetch, please try after something').waitFor();
    await screenshot(page, '11-fallback');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/signin');
    await context.close();
  });
});
