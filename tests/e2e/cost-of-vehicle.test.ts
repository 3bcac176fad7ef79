import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../src/domain/format/rupees.ts';
import type { TcoResult } from '../../src/domain/tco/tco-result.ts';
import { framesDrawn, screenshot } from './browser.ts';
import { checkProfile, storedKeys } from './sign-in.ts';
import { phoneSuite } from './suite.ts';

/**
 * Cost of vehicle in Debian's Chromium at a phone viewport, for a new signed-in person: the
 * first-visit landing, Continue (saved here and on the server), the landing not shown again, a
 * monthly km value out of range (message, no request), and the 5-year result for the Tata Nexon EV
 * at 1,000 km a month with every figure the API gave.
 */
const suite = phoneSuite();
const { baseUrl } = suite;

const newPerson = () => suite.signedInPhone('planningToBuy');

const findCost = (page: Page) => page.getByRole('button', { name: 'Find Cost' });
const kmsField = (page: Page) => page.getByLabel('Or type your monthly km');
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function tcoFromApi(productId: string, kms: number): Promise<TcoResult> {
  const response = await fetch(`${baseUrl}/ev/droom/ev-tco`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: productId, kms }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: TcoResult }).data;
}

describe('Cost of vehicle (/tcocalculator, /FCVLanding, /FCV, /FCV/:id)', () => {
  it('first visit shows the landing; Continue saves it here and on the server, and the landing is not shown again', async () => {
    const { user, page } = await newPerson();
    expect(user.profile.viewedCOVScreen).toBe(false);
    await page.goto('/tcocalculator');
    await page.getByRole('heading', { name: 'Know the real cost of owning an EV' }).waitFor();
    for (const part of ['Charging', 'Insurance', 'Service', 'Tyre change', 'Depreciation'])
      await page.getByText(part, { exact: true }).waitFor();
    await page.getByText('Together they make the total cost of ownership.').waitFor();
    expect(await page.title()).toBe('TCO Calculator');
    await screenshot(page, 'cov-01-landing');

    const saved = page.waitForResponse((r) => r.url().endsWith('/ev/user/update-view-screen'));
    await page.getByRole('button', { name: 'Continue' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ viewedCOVScreen: true, mobile: user.mobile });
    expect(response.request().headers().token).toBe(user.token);
    await page.waitForURL('**/FCV');
    await findCost(page).waitFor();

    expect(JSON.parse((await storedKeys(page)).evdetails ?? '{}').viewedCOVScreen).toBe(true);
    expect((await checkProfile(baseUrl, user.token)).body.data?.viewedCOVScreen).toBe(true);

    await page.goto('/tcocalculator');
    await page.waitForURL('**/FCV');
    await findCost(page).waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).count()).toBe(0);
    // /FCVLanding shows the intro whenever it is opened.
    await page.goto('/FCVLanding');
    await page.getByRole('heading', { name: 'Know the real cost of owning an EV' }).waitFor();
    expect(await page.title()).toBe('Cost of Vehicle');
  });

  it('Find Cost waits for a vehicle and a km value; a value out of 500–10000 shows the message and sends nothing; then the Nexon EV result', async () => {
    const { page } = await newPerson();
    const tcoCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/ev/droom/ev-tco')) tcoCalls.push(request.postData() ?? '');
    });
    await page.goto('/FCV');
    await findCost(page).waitFor();
    expect(await page.getByRole('tab', { name: 'Car' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('.cost-finder__chips').first().getByRole('button').allTextContents()).toEqual([
      'Nexon EV',
      'ZS EV',
      'Tiago EV',
      'XUV400 EV',
    ]);
    expect(await findCost(page).isDisabled()).toBe(true);
    await screenshot(page, 'cov-02-finder');

    // A km value alone is not enough.
    await page.getByRole('button', { name: '1000 km' }).click();
    expect(await findCost(page).isDisabled()).toBe(true);

    // The vehicle by keyboard search.
    const search = page.getByRole('combobox', { name: 'Search a vehicle by brand or model' });
    await search.pressSequentially('nexon');
    await page.getByRole('option', { name: 'Tata Nexon EV', exact: true }).waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    expect(await search.inputValue()).toBe('Tata Nexon EV');
    await page.getByText('Chosen: Tata Nexon EV Creative Plus MR').waitFor();
    expect(await page.getByRole('button', { name: 'Nexon EV', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await findCost(page).isEnabled()).toBe(true);

    for (const bad of ['20000', '499', '10001']) {
      await kmsField(page).fill(bad);
      await findCost(page).click();
      await page.getByText('Monthly Km Driven must between 500 to 10000', { exact: true }).waitFor();
    }
    await screenshot(page, 'cov-03-out-of-range');
    // Two frames after the last tap: a call or a move it set off would have begun.
    await framesDrawn(page);
    expect(tcoCalls).toEqual([]);
    expect(pathOf(page)).toBe('/FCV');

    // The edges are fine; 1000 from the chip gives the result.
    await page.getByRole('button', { name: '1000 km' }).click();
    expect(await page.getByText('Monthly Km Driven must between 500 to 10000').count()).toBe(0);
    await findCost(page).click();
    await page.waitForURL('**/FCV/tata-nexon-ev-creative-plus-mr?kms=1000');
    const expected = await tcoFromApi('tata-nexon-ev-creative-plus-mr', 1000);
    await page.getByTestId('tco-total').waitFor();
    expect(tcoCalls).toHaveLength(1);
    expect(JSON.parse(tcoCalls[0]!)).toEqual({ product_id: 'tata-nexon-ev-creative-plus-mr', kms: 1000 });
    await checkResult(page, expected);
    await screenshot(page, 'cov-04-result');

    // The result survives a reload.
    await page.reload();
    await page.getByTestId('tco-total').waitFor();
    expect(await page.getByTestId('tco-total').textContent()).toBe(formatRupees(expected.tco));
  });

  it("a vehicle chosen on its detail page ('Find its 5-year cost') arrives chosen", async () => {
    const { page } = await newPerson();
    await page.goto('/findelectricvehicle/car/tata-nexon-ev-fearless-45');
    await page.getByRole('link', { name: 'Find its 5-year cost' }).click();
    await page.waitForURL('**/FCV?type=car&product=tata-nexon-ev-fearless-45');
    await page.getByText('Chosen: Tata Nexon EV Fearless 45').waitFor();
    expect(await page.getByRole('combobox', { name: 'Variant' }).inputValue()).toBe('tata-nexon-ev-fearless-45');
    await page.getByRole('button', { name: '1500 km' }).click();
    await findCost(page).click();
    await page.waitForURL('**/FCV/tata-nexon-ev-fearless-45?kms=1500');
    await page.getByTestId('tco-total').waitFor();
    expect(await page.getByTestId('tco-total').textContent()).toBe(
      formatRupees((await tcoFromApi('tata-nexon-ev-fearless-45', 1500)).tco),
    );
  });

  it('the km edges 500 and 10000 are accepted, typed', async () => {
    const { page } = await newPerson();
    await page.goto('/FCV?type=scooter');
    await page.getByRole('button', { name: 'Ather 450X' }).click();
    for (const kms of [10000, 500]) {
      await kmsField(page).fill(String(kms));
      await findCost(page).click();
      await page.waitForURL(`**/FCV/*?kms=${kms}`);
      await page.getByTestId('tco-total').waitFor();
      expect(await page.getByText(`At ${kms.toLocaleString('en-IN')} km a month`).count()).toBe(1);
      await page.goBack();
      await findCost(page).waitFor();
      await page.getByRole('button', { name: 'Ather 450X' }).click();
    }
  });
});

/** Every figure of the API's answer is on the page, each assumption listed with its source. */
async function checkResult(page: Page, expected: TcoResult) {
  await page.getByRole('heading', { name: expected.product_title }).waitFor();
  expect(await page.title()).toBe('Cost of Vehicle Details');
  expect(expected.tco).toBe(
    expected.insurance_cost +
      expected.fuel_cost +
      expected.tyre_change_cost +
      expected.service_cost +
      expected.depreciation_cost,
  );
  expect(await page.getByTestId('ex-showroom').textContent()).toBe('₹12,49,000');
  expect(await page.getByTestId('tco-total').textContent()).toBe(formatRupees(expected.tco));
  const parts: [string, number][] = [
    ['insurance', expected.insurance_cost],
    ['charging', expected.fuel_cost],
    ['tyres', expected.tyre_change_cost],
    ['service', expected.service_cost],
    ['depreciation', expected.depreciation_cost],
    ['petrolFuel', expected.petrol_comparison.fuel_cost],
    ['petrolSaving', expected.petrol_comparison.saving],
  ];
  for (const [key, amount] of parts)
    expect(await page.getByTestId(`cost-${key}`).textContent()).toBe(formatRupees(amount));
  await page.getByRole('heading', { name: 'How we calculated this' }).waitFor();
  const how = page.locator('.cost-result__how .assumptions__item');
  expect(await how.count()).toBe(expected.assumptions.length);
  for (const [index, item] of expected.assumptions.entries()) {
    const text = await how.nth(index).textContent();
    expect(text).toContain(item.label);
    expect(text).toContain(item.value);
    expect(text).toContain(item.source);
  }
  expect(await page.locator('.cost-result__petrol .assumptions__item').count()).toBe(
    expected.petrol_comparison.assumptions.length,
  );
  await page.getByText('Powered by VahanBazaar').waitFor();
}
