import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser.ts';
import { holdRequests } from './held-requests.ts';
import { storedKeys } from './sign-in.ts';
import { phoneSuite } from './suite.ts';

/**
 * RTO services in Chromium at a phone viewport, on the SAMPLE registry the e2e server seeds
 * (data/registry/sample-registry.json): a vehicle's registration details, recent searches, and
 * challans in their two tabs with both empty messages.
 */
const suite = phoneSuite();

const signedInPhone = async (): Promise<Page> => (await suite.signedInPhone('alreadyOwned')).page;

const numberField = (page: Page) => page.getByRole('textbox', { name: 'Vehicle registration number' });

async function lookUp(page: Page, typed: string) {
  await numberField(page).fill(typed);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** The value shown beside a field label on the registration details card. */
const field = (page: Page, label: string) =>
  page.locator('.rto-details__row', { has: page.locator('dt', { hasText: label }) }).locator('dd');

describe('Check Vehicle Info (/checkvehicleinfo, /checkRegistrationDetails)', () => {
  it('looks up a sample vehicle and shows its twelve fields, masked, surviving a reload', async () => {
    const page = await signedInPhone();
    await page.goto('/checkvehicleinfo');
    await page.getByRole('heading', { name: 'Check Vehicle Info', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('Check Vehicle Info');
    await page.getByRole('link', { name: 'Check e-Challan Status' }).waitFor();
    await screenshot(page, '50-rto-check-vehicle-info');

    // An invalid number stays on the form with the spec's message.
    await lookUp(page, 'MH12 IO 1234');
    await page.getByRole('alert').filter({ hasText: 'Please enter valid vehicle number' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkvehicleinfo');

    await lookUp(page, 'mh 12-ab 1234');
    await page.waitForURL('**/checkRegistrationDetails?vehicleNumber=MH12AB1234');
    await page.getByRole('heading', { name: 'MH12AB1234', level: 2 }).waitFor();
    const expected: Record<string, string> = {
      Manufacturer: 'Tata Motors Ltd',
      'Registration Number': 'MH12AB1234',
      Variant: 'Nexon EV Max XZ+ Lux',
      'Registration Year': '2022',
      'Fuel Type': 'ELECTRIC(BOV)',
      'Owner Name': 'R***** K****',
      'Registration Date': '14/03/2022',
      Insurer: 'Sample General Insurance Co',
      'Engine Number': '**********34567',
      'Chassis Number': '************23456',
      'Vehicle Type': 'LMV (Motor Car)',
      'Previous Policy Expiry': '13/03/2026',
    };
    expect(await page.locator('.rto-details__row').count()).toBe(12);
    for (const [label, value] of Object.entries(expected))
      expect(await field(page, label).textContent(), label).toBe(value);
    await screenshot(page, '51-rto-registration-details');

    await page.reload();
    expect(await field(page, 'Variant').textContent()).toBe('Nexon EV Max XZ+ Lux');

    await page.getByRole('link', { name: 'Check another number' }).click();
    await page.waitForURL('**/checkvehicleinfo');
    await numberField(page).waitFor();
  });

  it("says 'Vehicle Number not found' for a number the registry does not know", async () => {
    const page = await signedInPhone();
    await page.goto('/checkvehicleinfo');
    await lookUp(page, 'KL07CD9999');
    await page.getByRole('alert').filter({ hasText: 'Vehicle Number not found' }).waitFor();
    await page.getByRole('link', { name: 'Check another number' }).waitFor();
    await screenshot(page, '52-rto-not-found');
  });

  it('keeps three recent searches, newest first and without repeats, each tappable', async () => {
    const page = await signedInPhone();
    for (const typed of ['MH12AB1234', '22 BH 1234 AB', 'mh12ab1234', 'DL03CA1234', 'KA01MG0001']) {
      await page.goto('/checkvehicleinfo');
      await lookUp(page, typed);
      await page.waitForURL('**/checkRegistrationDetails?*');
      await page.locator('.rto-details, .rto-status--failed').first().waitFor();
    }
    await page.goto('/checkvehicleinfo');
    const recent = page.getByRole('region', { name: 'Recent searches' }).getByRole('button');
    await recent.first().waitFor();
    expect(await recent.allTextContents()).toEqual(['KA01MG0001', 'DL03CA1234', 'MH12AB1234']);
    expect(JSON.parse((await storedKeys(page)).recentVehicleSearch ?? '[]')).toEqual([
      'KA01MG0001',
      'DL03CA1234',
      'MH12AB1234',
    ]);
    await screenshot(page, '53-rto-recent-searches');

    // The e-challan screen shares them; tapping one opens its result and moves it to the front.
    await page.goto('/e-challan');
    await page.getByRole('region', { name: 'Recent searches' }).getByRole('button', { name: 'MH12AB1234' }).click();
    await page.waitForURL('**/e-challan-status?vehicleNumber=MH12AB1234');
    await page.getByRole('tab', { name: 'Pending Challans' }).waitFor();
    await page.goto('/checkvehicleinfo');
    await recent.first().waitFor();
    expect(await recent.allTextContents()).toEqual(['MH12AB1234', 'KA01MG0001', 'DL03CA1234']);
  });
});

describe('e-Challan (/e-challan, /e-challan-status)', () => {
  const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
  const panel = (page: Page) => page.getByRole('tabpanel');
  const reasons = (page: Page) => panel(page).locator('.rto-challan__reason').allTextContents();

  it('splits challans into Pending (default: Pending and Unpaid) and Paid tabs, each entry with its facts', async () => {
    const page = await signedInPhone();
    await page.goto('/e-challan');
    await page.getByRole('heading', { name: 'e-Challan Status', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Check Vehicle Info' }).waitFor();
    await lookUp(page, 'MH12AB1234');
    await page.waitForURL('**/e-challan-status?vehicleNumber=MH12AB1234');
    await expect.poll(() => page.title()).toBe('e-Challan status');
    await page.getByRole('region', { name: 'Vehicle' }).getByText('MH12AB1234').waitFor();

    await tab(page, 'Pending Challans').waitFor();
    expect(await tab(page, 'Pending Challans').getAttribute('aria-selected')).toBe('true');
    expect(await tab(page, 'Paid challans').getAttribute('aria-selected')).toBe('false');
    expect(await reasons(page)).toEqual(['Over speeding', 'Parking in a no-parking zone']);
    const first = panel(page).getByRole('listitem').first();
    for (const text of ['₹2,000', 'MH4721220314103012', 'Maharashtra', '18/05/2024', 'R***** K****', 'Pending']) {
      expect(await first.getByText(text, { exact: true }).count(), text).toBe(1);
    }
    for (const label of ['Challan Number', 'Location', 'Violation Date', 'Violator'])
      expect(await first.getByText(label, { exact: true }).count(), label).toBe(1);
    await screenshot(page, '54-rto-challans-pending');

    await tab(page, 'Paid challans').click();
    expect(await tab(page, 'Paid challans').getAttribute('aria-selected')).toBe('true');
    expect(await reasons(page)).toEqual(['Jumping a red light']);
    expect(await panel(page).getByText('₹1,000', { exact: true }).count()).toBe(1);
    await screenshot(page, '55-rto-challans-paid');

    // Keyboard: the arrow keys move between the tabs.
    await tab(page, 'Paid challans').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await tab(page, 'Pending Challans').getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pending Challans');

    // Indian digit grouping on a larger amount.
    await page.goto('/e-challan-status?vehicleNumber=22BH1234AB');
    await tab(page, 'Pending Challans').waitFor();
    expect(await panel(page).getByText('₹10,000', { exact: true }).count()).toBe(1);
  });

  it('shows both empty messages: no pending challans, no paid ones, and a vehicle with none', async () => {
    const page = await signedInPhone();
    await page.goto('/e-challan-status?vehicleNumber=DL03CA1234');
    await panel(page).getByText('No pending challans for your vehicle.', { exact: true }).waitFor();
    await tab(page, 'Paid challans').click();
    expect(await reasons(page)).toEqual(['Using a mobile phone while driving', 'Not wearing a seat belt']);

    await page.goto('/e-challan-status?vehicleNumber=KA01MG0001');
    await tab(page, 'Pending Challans').waitFor();
    expect((await reasons(page)).length).toBe(2);
    await tab(page, 'Paid challans').click();
    await panel(page).getByText('No Paid challans.', { exact: true }).waitFor();
    await screenshot(page, '56-rto-challans-none-paid');

    await page.goto('/e-challan-status?vehicleNumber=TN09BX4521');
    await panel(page).getByText('No pending challans for your vehicle.', { exact: true }).waitFor();
    await tab(page, 'Paid challans').click();
    await panel(page).getByText('No Paid challans.', { exact: true }).waitFor();

    await page.goto('/e-challan-status?vehicleNumber=UP32ZZ0000');
    await page.getByRole('alert').filter({ hasText: 'Vehicle Number not found' }).waitFor();
  });
});

describe('lookup states: loading, the registry down, the daily limit', () => {
  const answer = (status: number, message: string) => (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ success: false, message }) });

  it('shows the loader, then a retry message for a 503 that a retry recovers from', async () => {
    const page = await signedInPhone();
    let calls = 0;
    // The first lookup is held until the loader has been seen, then answered 503; the retry goes through.
    const held = await holdRequests(page, '**/ev/vehicle-detail/info', async (route) => {
      calls++;
      if (calls === 1)
        return answer(503, 'The vehicle registry is not responding. Please try again in a minute.')(route);
      return route.continue();
    });
    await page.goto('/checkRegistrationDetails?vehicleNumber=22BH1234AB');
    await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    held.release();
    await page
      .getByRole('alert')
      .filter({ hasText: 'The vehicle registry is not responding. Please try again in a minute.' })
      .waitFor();
    await screenshot(page, '57-rto-unavailable');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: '22BH1234AB', level: 2 }).waitFor();
    expect(await field(page, 'Owner Name').textContent()).toBe('A**** D****');
    expect(calls).toBe(2);
  });

  it("shows the server's daily-limit message on 429, with no retry button", async () => {
    const page = await signedInPhone();
    const limit = 'You have reached today’s limit of 30 vehicle lookups. Please try again tomorrow.';
    await page.route('**/ev/e-challan/info', answer(429, limit));
    await page.goto('/e-challan-status?vehicleNumber=MH12AB1234');
    await page.getByRole('alert').filter({ hasText: limit }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Check another number' }).click();
    await page.waitForURL('**/e-challan');
  });

  it('an invalid number in the address never reaches the server', async () => {
    const page = await signedInPhone();
    let calls = 0;
    await page.route('**/ev/e-challan/info', (route) => {
      calls++;
      return route.continue();
    });
    await page.goto('/e-challan-status?vehicleNumber=MH12IO1234');
    await page.getByRole('alert').filter({ hasText: 'Please enter valid vehicle number' }).waitFor();
    expect(calls).toBe(0);
  });
});

describe('accessibility of the result screens', () => {
  it.each([
    '/checkRegistrationDetails?vehicleNumber=MH12AB1234',
    '/e-challan-status?vehicleNumber=MH12AB1234',
    '/e-challan-status?vehicleNumber=TN09BX4521',
  ])('%s has no serious or critical axe violations', async (url) => {
    const page = await signedInPhone();
    await page.goto(url);
    await page.locator('.rto-details, .rto-challans').first().waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(serious).toEqual([]);
  });
});
