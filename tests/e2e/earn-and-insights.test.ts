import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './browser.ts';
import { installClock, queuedWorkDone, recordTimers, timersStarted } from './page-clock.ts';
import { newSignedInUser, sessionOf, type SignedInUser } from './sign-in.ts';
import { phoneSuite } from './suite.ts';

/**
 * Earn through EV and Insights in Debian's Chromium at a phone viewport: the earnings slider,
 * toggle and assumptions against the formula; 'Know more' to each charger's spec table; a state
 * policy carousel to its last slide and back; the subsidy estimate; tips that advance by themselves.
 */
const suite = phoneSuite();
let person: SignedInUser;

beforeAll(async () => {
  person = await newSignedInUser(suite.baseUrl, suite.outbox, 'earnThroughEv');
});

const signedIn = (extra: BrowserContextOptions = {}): Promise<Page> => suite.phoneWith(sessionOf(person), extra);

const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(n);
/** The spec's formula, written out again here so the screen is checked against it, not against itself. */
const profit = (vehicles: number, cost = 8.58, price = 15, units = 3) => 365 * vehicles * units * (price - cost);
const result = (page: Page) => page.getByTestId('earn-result');
const position = (page: Page) => page.locator('.carousel__position');
/** Lets a slide finish moving before a screenshot (only when screenshots are taken). */
const settle = async (page: Page) => {
  if (process.env.E2E_SCREENSHOTS) await page.waitForTimeout(600);
};
/** How long a tip stays before the next (tips-screen.tsx). */
const TIP_MS = 6000;

/**
 * A page whose clock the test moves (page-clock.ts), noting when the tips' rotation timer starts:
 * the tips advance after TIP_MS of the page's time, not the machine's.
 */
async function withTipClock(page: Page): Promise<Page> {
  await installClock(page.context());
  await recordTimers(page.context(), TIP_MS);
  return page;
}
const rotationStarted = async (page: Page) => (await timersStarted(page)).length > 0;
const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);

describe('Earning calculator (/earningcalculator)', () => {
  it('works out the first-year profit and the payback from the slider, the charger and the assumptions', async () => {
    const page = await signedIn();
    await page.goto('/earningcalculator');
    await page.getByRole('heading', { name: 'Earning Calculator', level: 1 }).waitFor();
    expect(await page.title()).toBe('Earning Calculator');
    for (const price of ['₹5,500', '₹14,000', '₹15,000']) await page.getByText(price, { exact: true }).waitFor();
    for (const line of [
      '3 units per full charge',
      '₹8.58 per unit cost in Mumbai',
      '₹15 per unit charged to customers',
      'One station',
    ]) {
      await page.getByText(line, { exact: true }).waitFor();
    }
    expect(await page.getByRole('button', { name: 'Profit in First Year' }).getAttribute('aria-pressed')).toBe('true');
    expect(await result(page).textContent()).toBe(rupees(profit(1)));
    await screenshot(page, '60-earn-calculator');

    const slider = page.getByRole('slider', { name: 'Vehicles charged per day' });
    expect(await slider.getAttribute('min')).toBe('1');
    expect(await slider.getAttribute('max')).toBe('10');
    await slider.fill('4');
    await page.getByText('4 vehicles', { exact: true }).waitFor();
    await expect.poll(() => result(page).textContent()).toBe(rupees(profit(4))); // ₹28,120
    await slider.fill('10');
    await expect.poll(() => result(page).textContent()).toBe(rupees(profit(10)));

    await page.getByRole('button', { name: 'Payback Period' }).click();
    await page.getByRole('heading', { name: 'Payback period' }).waitFor();
    // ₹5,500 at 10 vehicles a day: round(5500 × 365 ÷ 70,299) = 29 days
    expect(await result(page).textContent()).toBe(`${Math.round((5500 * 365) / profit(10))} days`);

    await page.getByRole('radio', { name: /₹15,000/ }).check();
    await slider.fill('1');
    // round(15000 × 365 ÷ 7,029.9) = 779 days: 2 years and 49 days, which is 2 months rounded
    expect(Math.round((15000 * 365) / profit(1))).toBe(779);
    await expect.poll(() => result(page).textContent()).toBe('2 years 2 months');
    await screenshot(page, '61-earn-payback');

    // The coded reading: a cost of 7 gives 365 × v × 3 × 8 exactly.
    await page.getByRole('button', { name: 'Profit in First Year' }).click();
    await page.getByRole('button', { name: 'Edit assumptions' }).click();
    const cost = page.getByLabel('Your cost per unit (₹)');
    await cost.fill('');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Enter a cost per unit from ₹0 to ₹100').waitFor();
    await cost.fill('16');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('The price charged must be more than the cost per unit').waitFor();
    await screenshot(page, '62-earn-assumptions-error');
    await cost.fill('7');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('₹7 per unit cost (your rate)', { exact: true }).waitFor();
    expect(await result(page).textContent()).toBe(rupees(365 * 1 * 3 * 8)); // ₹8,760
    await slider.fill('3');
    await expect.poll(() => result(page).textContent()).toBe(rupees(365 * 3 * 3 * 8));
  });

  it('/CalculatorNew serves the same calculator', async () => {
    const page = await signedIn();
    await page.goto('/CalculatorNew');
    await page.getByRole('slider', { name: 'Vehicles charged per day' }).waitFor();
    expect(await result(page).textContent()).toBe(rupees(profit(1)));
  });
});

describe('Install and chargers', () => {
  it("'Know more' leads to each charger's specification table and the maker's site", async () => {
    const page = await signedIn();
    await page.goto('/install');
    await page.getByRole('heading', { name: 'Install Page', level: 1 }).waitFor();
    await page.getByText('₹14,000', { exact: true }).waitFor();
    await page.getByText('₹5,500', { exact: true }).waitFor();
    await screenshot(page, '63-install');

    await page.getByRole('link', { name: /^Know more: 3\.3 kW/ }).click();
    await page.waitForURL('**/kazamthree');
    await page.getByRole('heading', { name: 'Smart Charger', level: 1 }).waitFor();
    const table = page.getByRole('table');
    await table.waitFor();
    for (const [label, value] of [
      ['Power output', '3.3 kW'],
      ['Rated current', '16A'],
      ['Max current', '20 A'],
      ['Max voltage', '280 V'],
      ['Dimensions', '27x18x10 cm'],
      ['Weight', '1.8 kg'],
      ['Warranty', '1 year'],
    ]) {
      expect(await table.getByRole('row', { name: `${label} ${value}` }).count(), label).toBe(1);
    }
    expect(await page.locator('.earn-charger__price').textContent()).toBe('Price: ₹14,000');
    await page.getByText('Car, bike and scooter, through a 3-pin 16A socket').waitFor();
    await screenshot(page, '64-kazam-three');
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, '64b-kazam-three-spec');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/install');
    await page.getByRole('link', { name: /^Know more: Mini/ }).click();
    await page.waitForURL('**/kazammini');
    await page.getByRole('heading', { name: 'Mini Charger', level: 1 }).waitFor();
    expect(await page.locator('.earn-charger__price').textContent()).toBe('Price: ₹5,500');
    for (const value of [
      'IP65',
      'Shock, water, tamper and theft proof',
      'PC-ABS',
      '20 A',
      '280 V',
      '20x19x9 cm',
      '1.2 kg',
      'BLE / Wi-Fi (GSM optional)',
      'OTA (over the air)',
      'OCPP / OCPI',
      'GPS',
      '1 year',
      'Single phase',
    ]) {
      expect(await page.getByRole('cell', { name: value, exact: true }).count(), value).toBe(1);
    }
    const maker = page.getByRole('link', { name: /Visit Kazam/ });
    expect(await maker.getAttribute('target')).toBe('_blank');
    expect(await maker.getAttribute('rel')).toContain('noopener');
    await screenshot(page, '65-kazam-mini');
    await maker.scrollIntoViewIfNeeded();
    await screenshot(page, '65b-kazam-mini-spec');
  });
});

describe('State policy (/state)', () => {
  it("swipes and steps a state's carousel to its last slide, where 'Check other states' goes back", async () => {
    const page = await signedIn();
    await page.goto('/state');
    await page.getByRole('heading', { name: 'State', level: 1 }).waitFor();
    expect(await page.locator('.state-list li').count()).toBe(11);
    await screenshot(page, '66-state-picker');

    await page.getByRole('link', { name: 'Delhi' }).click();
    await page.waitForURL('**/state/Delhi');
    const carousel = page.getByRole('region', { name: 'Delhi EV policy' });
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(await position(page).textContent()).toBe('1 of 3');
    await page.getByText('Source: Ministry of Power', { exact: false }).waitFor();
    await screenshot(page, '67-state-delhi');

    // A swipe (drag) moves one slide on.
    const box = (await page.locator('.carousel__viewport').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => position(page).textContent()).toBe('2 of 3');

    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => position(page).textContent()).toBe('3 of 3');
    expect(await page.getByRole('button', { name: 'Next slide' }).isDisabled()).toBe(true);
    const checkOther = page.getByRole('button', { name: 'Check other states' });
    await checkOther.waitFor();
    await page.getByText('A ₹5,000 scrapping incentive', { exact: false }).waitFor();
    await settle(page);
    await screenshot(page, '68-state-delhi-last');
    await checkOther.click();
    await page.waitForURL((url) => url.pathname === '/state');
  });

  it('an unknown state gets a friendly page with a way back', async () => {
    const page = await signedIn();
    await page.goto('/state/Atlantis');
    await page.getByText('We have no policy page for “Atlantis”').waitFor();
    await page.getByRole('link', { name: 'See all states' }).click();
    await page.waitForURL((url) => url.pathname === '/state');
    // A slug works as well as the name.
    await page.goto('/state/tamil-nadu');
    await page.getByRole('region', { name: 'Tamil Nadu EV policy' }).waitFor();
    expect(pathOf(page)).toBe('/state/tamil-nadu');
  });

  it('estimates a state subsidy from the rules', async () => {
    const page = await signedIn();
    await page.goto('/state');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await page.getByText('Choose one of the 11 states').waitFor();
    await page.getByText('Enter a battery size above 0 and at most 200 kWh').waitFor();

    await page.getByLabel('State', { exact: true }).selectOption('Delhi');
    await page.getByLabel('Battery size (kWh)').fill('8');
    await page.getByLabel('I am scrapping an old vehicle').check();
    await page.getByRole('button', { name: 'Estimate' }).click();
    const estimate = page.getByTestId('subsidy-result');
    await estimate.getByText('Total: ₹35,000').waitFor();
    await estimate.getByText('Purchase incentive: ₹30,000 (the state’s limit)').waitFor();
    await estimate.getByText('Scrap bonus: ₹5,000').waitFor();
    await screenshot(page, '69-subsidy-estimate');

    await page.getByLabel('State', { exact: true }).selectOption('Rajasthan');
    await page.getByLabel('Three-wheeler').check();
    await page.getByLabel('Battery size (kWh)').fill('4');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await estimate.getByText('Total: ₹15,000').waitFor();

    // A catalogue vehicle fills in the type and battery size: the Tiago EV's 19 kWh at ₹5,000 a kWh.
    await page.getByLabel('State', { exact: true }).selectOption('Maharashtra');
    await page.getByLabel('I am scrapping an old vehicle').uncheck();
    await page.getByText('Or pick a vehicle from the catalogue').click();
    await page.getByLabel('Vehicle kind').selectOption('car');
    await page.getByLabel('Vehicle', { exact: true }).selectOption({ label: 'Tata Tiago EV Smart 19 Medium Range' });
    await expect.poll(() => page.getByLabel('Battery size (kWh)').inputValue()).toBe('19');
    expect(await page.getByLabel('Four-wheeler (car)').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Estimate' }).click();
    await estimate.getByText('Total: ₹95,000').waitFor();
    await screenshot(page, '69b-subsidy-catalogue');

    await page.getByLabel('State', { exact: true }).selectOption('Kerala');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await estimate.getByText('We hold no purchase-subsidy figure for Kerala.', { exact: false }).waitFor();
  });
});

describe('Tips carousels', () => {
  it('the battery tips advance by themselves and stop when touched', async () => {
    const page = await withTipClock(await signedIn());
    await page.goto('/battery');
    await page.getByRole('heading', { name: 'Battery', level: 1 }).waitFor();
    expect(await position(page).textContent()).toBe('1 of 5');
    expect(await page.locator('.carousel__track').getAttribute('aria-live')).toBe('off');
    await screenshot(page, '70-battery-tips');
    await expect.poll(() => rotationStarted(page)).toBe(true);
    await page.clock.runFor(TIP_MS);
    await expect.poll(() => position(page).textContent()).toBe('2 of 5');

    await page.locator('.carousel__viewport').tap();
    await page.getByRole('button', { name: 'Play' }).waitFor();
    expect(await page.locator('.carousel__track').getAttribute('aria-live')).toBe('polite');
  });

  it('the tax tips open for a visitor and advance; brake and tyre tips render', async () => {
    const context = await suite.newPhone();
    const page = await withTipClock(await context.newPage());
    await page.goto('/taxbenefitsofev');
    await page.getByRole('heading', { name: 'Tax Page', level: 1 }).waitFor();
    await page.getByText('₹1,50,000 deduction on EV loan interest').waitFor();
    await screenshot(page, '71-tax-tips');
    await expect.poll(() => rotationStarted(page)).toBe(true);
    await page.clock.runFor(TIP_MS);
    await expect.poll(() => position(page).textContent()).toBe('2 of 4');
    await page.getByText('GST cut from 12% to 5%').waitFor();

    const member = await signedIn();
    for (const [path, title] of [
      ['/break', 'Break'],
      ['/wheel', 'Wheel'],
    ] as const) {
      await member.goto(path);
      await member.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(await position(member).textContent()).toBe('1 of 5');
      await screenshot(member, `72-tips-${title.toLowerCase()}`);
    }
  });

  it('with reduced motion the tips do not rotate', async () => {
    const page = await withTipClock(await signedIn({ reducedMotion: 'reduce' }));
    await page.goto('/wheel');
    await page.getByRole('region', { name: 'Tyre tips' }).waitFor();
    expect(await page.getByRole('button', { name: 'Pause' }).count()).toBe(0);
    // The buttons work (the carousel is running), and longer than a tip's time passes in the page.
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => position(page).textContent()).toBe('2 of 5');
    await page.clock.runFor(TIP_MS + 1000);
    await queuedWorkDone(page);
    expect(await position(page).textContent()).toBe('2 of 5');
    expect(await timersStarted(page), 'no rotation timer started').toEqual([]);
  });
});
