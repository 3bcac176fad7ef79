import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser.ts';
import { phoneSuite } from './suite.ts';

/**
 * The home screen's sales card on the June 2026 figures (issue 42), at a phone viewport: the counters,
 * the month they run to, the month the four-wheeler counter leaves out, and the note 'Where these
 * numbers come from' (a disclosure with its visible name), in English and in Hindi. With
 * E2E_SCREENSHOTS=DIR it saves the home screen and the opened note in both languages.
 */
const suite = phoneSuite();

const language = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function countersShown(page: Page) {
  const card = page.locator('.sales-card[aria-labelledby]');
  await expect.poll(() => page.getByTestId('sales-two-wheeler').textContent(), { timeout: 60_000 }).toBe('51,71,464');
  await expect.poll(() => page.getByTestId('sales-four-wheeler').textContent(), { timeout: 60_000 }).toBe('5,39,719');
  return card;
}

describe('the sales card', () => {
  it('runs to June 2026, names the month it leaves out, and says where its numbers come from', async () => {
    const { page } = await suite.signedInPhone('planningToBuy');
    await page.goto('/evinindia');
    const card = await countersShown(page);
    await card
      .getByText('Source: Vahan, Ministry of Road Transport and Highways, registrations up to June 2026')
      .waitFor();
    await card
      .getByText('Four-wheelers (cars): no complete figure for May 2026, so the counter leaves it out.')
      .waitFor();
    await screenshot(page, 'sales-en-home');

    const toggle = card.getByText('Where these numbers come from', { exact: true });
    const note = card.getByTestId('sales-note');
    expect(await note.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    // A keyboard opens it: the summary takes focus and Enter toggles it.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => note.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    await note.getByRole('heading', { name: 'Two-wheelers' }).waitFor();
    const items = await note.locator('li').allTextContents();
    expect(items).toEqual([
      'January 2001 – April 2024: Vahan (MoRTH), monthly registrations by vehicle category, via the Kaggle data set “India EV Market Data”',
      'May 2024 – December 2025: Vahan (MoRTH) registrations, as compiled in a third-party “Weekly Vahan Retail volumes Tracker” (copy in vaidyaritesh88/Vahan-app)',
      'January 2026 – June 2026: Vahan (MoRTH): the Vahan dashboard’s export of electric two-wheelers',
      'January 2001 – April 2024: Vahan (MoRTH), monthly registrations by vehicle category, via the Kaggle data set “India EV Market Data”',
      'May 2024 – April 2026: Vahan (MoRTH): electric motor cars and cabs, as compiled by the open project kapil433/vahan-analytics',
      'June 2026: FADA Research, in collaboration with MoRTH: “Vehicle Retail Data for Jun’26” (retail figures, not a Vahan export)',
    ]);
    await note.scrollIntoViewIfNeeded();
    await screenshot(page, 'sales-en-note');
  });

  it('says the same in Hindi', async () => {
    const { page } = await suite.signedInPhone('planningToBuy');
    await page.goto('/evinindia');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'हिन्दी' }).click();
    await expect.poll(() => language(page)).toBe('hi');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    const card = await countersShown(page);
    await card.getByText('स्रोत: वाहन पोर्टल, सड़क परिवहन और राजमार्ग मंत्रालय, जून 2026 तक के रजिस्ट्रेशन').waitFor();
    await card
      .getByText('चारपहिया वाहन (कारें): मई 2026 का कोई पूरा आँकड़ा नहीं है, इसलिए काउंटर में उसे नहीं जोड़ा गया।')
      .waitFor();
    await screenshot(page, 'sales-hi-home');
    await card.getByText('ये आँकड़े कहाँ से आते हैं', { exact: true }).click();
    const note = card.getByTestId('sales-note');
    await note.getByRole('heading', { name: 'दोपहिया वाहन' }).waitFor();
    expect(await note.locator('li').first().textContent()).toMatch(/^जनवरी 2001 – अप्रैल 2024: वाहन \(MoRTH\)/);
    await note.scrollIntoViewIfNeeded();
    await screenshot(page, 'sales-hi-note');
  });
});

describe('the other figures of issue 42', () => {
  it('a state policy page gives its public charging stations from BEE’s list of October 2025, dated', async () => {
    const { page } = await suite.signedInPhone('planningToBuy');
    await page.goto('/state/Karnataka');
    const line = page.getByTestId('state-public-chargers');
    await expect
      .poll(() => line.textContent(), { timeout: 60_000 })
      .toBe(
        'Public charging stations in Karnataka: 6,141, as of 26 October 2025. Source: Bureau of Energy Efficiency (BEE), Ministry of Power, list of public charging stations (29,251 across India).',
      );
    await line.scrollIntoViewIfNeeded();
    await screenshot(page, 'state-karnataka-chargers');
  });

  it('the catalogue says the year beside a price more than two years old, and the source of a refreshed price', async () => {
    const { page } = await suite.signedInPhone('planningToBuy');
    await page.goto('/findelectricvehicle/scooter/vida-hero-motocorp-v1-plus');
    await page.locator('.vehicle-detail__title').waitFor();
    await expect
      .poll(() => page.locator('.vehicle-detail__price').textContent())
      .toBe('Ex-showroom price: ₹1,20,000 (price as of 2023)');
    expect(await page.getByTestId('price-source').textContent()).toBe(
      'Price: https://www.financialexpress.com/auto/electric-vehicles/ola-ather-rival-hero-vida-cuts-prices-by-up-to-rs-25000/3074257/ as of 2023-05-04',
    );
    await screenshot(page, 'catalogue-price-date');
  });
});
