import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CatalogueList, VehicleType } from '../../src/domain/catalogue/catalogue-entry.ts';
import { sortCatalogue, type SortOrder } from '../../src/domain/catalogue/catalogue-sort.ts';
import { formatPrice } from '../../src/domain/format/rupees.ts';
import { framesDrawn, screenshot } from './browser.ts';
import { phoneSuite } from './suite.ts';

/**
 * Find vehicle in Debian's Chromium at a phone viewport, as a visitor: the keyboard search with
 * its no-match text, every sort against the bundled catalogue, the filter panel's discard dialog
 * with both answers and the price slider, the tab in the address, and the variant picker leading
 * to a detail page whose missing figures read 'NA'.
 */
const suite = phoneSuite();

const catalogue = (type: VehicleType) =>
  (JSON.parse(fs.readFileSync(`data/catalogue/${type}.json`, 'utf8')) as CatalogueList).data.products;

async function openList(type?: VehicleType): Promise<Page> {
  const context = await suite.newPhone();
  const page = await context.newPage();
  await page.goto(type ? `/findelectricvehicle?type=${type}` : '/findelectricvehicle');
  await cards(page).first().waitFor();
  return page;
}

const cards = (page: Page) => page.getByTestId('vehicle-card');
const titles = (page: Page) => page.locator('.vehicle-card__title').allTextContents();
const prices = (page: Page) => page.getByTestId('vehicle-price').allTextContents();
const search = (page: Page) => page.getByRole('combobox', { name: 'Search a vehicle' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Matching vehicles', includeHidden: true });
const count = (page: Page) => page.locator('.buy__count').textContent();
/** axe on what is on screen now (a dialog open, say): no serious or critical violations. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
  ).toEqual([]);
}
const rupees = (text: string) => (text === 'NA' ? null : Number(text.replace(/[₹,]/g, '')));

describe('Find vehicle (/findelectricvehicle)', () => {
  it('lists every car by ascending price on the Car tab, with our own drawings and Indian rupee grouping', async () => {
    const cars = catalogue('car');
    const page = await openList();
    expect(await page.getByRole('tab', { name: 'Car' }).getAttribute('aria-selected')).toBe('true');
    expect(await count(page)).toBe(`${cars.length} vehicles`);
    // The first cards come at once and the rest a step at a time, so wait for the whole list.
    await expect
      .poll(() => titles(page), { timeout: 60_000 })
      .toEqual(sortCatalogue(cars, 'LtoH').map((car) => car.product_title));
    expect((await prices(page))[0]).toBe('₹6,99,000');
    // Drawings are inline SVG: no image is fetched from anywhere.
    expect(await page.locator('.vehicle-card img').count()).toBe(0);
    expect(await page.locator('.vehicle-card svg[data-shape]').count()).toBe(cars.length);
    // Each card's drawing is a <use> of the shape's one <symbol> on the page.
    expect(await page.locator('.vehicle-card svg[data-shape="suv"] use').first().getAttribute('href')).toBe(
      '#vehicle-art-suv',
    );
    expect(await page.locator('symbol#vehicle-art-suv path').count()).toBeGreaterThan(0);
    // Flags: the one discontinued car says so, and no other card carries a flag.
    const flagged = cars.filter((car) =>
      [car.is_new, car.is_upcoming, car.is_discontinue].some((flag) => String(flag) === '1'),
    );
    expect(flagged.map((car) => car.product_title)).toEqual(['BMW iX1 CBU (short wheelbase)']);
    expect(
      await cards(page).filter({ hasText: 'BMW iX1 CBU (short wheelbase)' }).locator('.vehicle-flag').allTextContents(),
    ).toEqual(['Discontinued']);
    expect(await page.locator('.vehicle-flag').count()).toBe(1);
    await screenshot(page, 'buy-01-list');
  });

  it('searches with the keyboard: arrows move the highlight, Enter narrows the list, clearing restores it; no match says so', async () => {
    const cars = catalogue('car');
    const page = await openList();
    await search(page).pressSequentially('NEXON');
    const options = suggestions(page).getByRole('option');
    await expect.poll(() => options.allTextContents()).toEqual(['Tata Nexon EV', 'Tata Nexon EV Max']);
    expect(await search(page).getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'buy-02-suggestions');
    await expectAccessible(page);

    await search(page).press('ArrowDown');
    await search(page).press('ArrowDown');
    const active = await search(page).getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).textContent()).toBe('Tata Nexon EV Max');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    await search(page).press('ArrowUp');
    expect(await options.nth(0).getAttribute('aria-selected')).toBe('true');
    await search(page).press('Enter');

    expect(await search(page).inputValue()).toBe('Tata Nexon EV');
    const nexons = cars.filter((car) => `${car.make} ${car.model}`.toLowerCase().includes('tata nexon ev'));
    await expect.poll(() => count(page)).toBe(`${nexons.length} vehicles`);
    expect((await titles(page)).every((title) => title.startsWith('Tata Nexon EV'))).toBe(true);
    expect(await suggestions(page).isHidden()).toBe(true);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => count(page)).toBe(`${cars.length} vehicles`);

    await search(page).pressSequentially('zzq');
    await page.getByText('sorry no such vehicle available', { exact: true }).waitFor();
    expect(await suggestions(page).getByRole('option').count()).toBe(0);
    expect(await count(page)).toBe(`${cars.length} vehicles`);
    await screenshot(page, 'buy-03-no-match');
  });

  it('sorts by each order: price low to high and high to low (no price last), A to Z and Z to A by brand', async () => {
    const scooters = catalogue('scooter');
    const page = await openList('scooter');
    const sort = page.getByRole('combobox', { name: 'Sort' });
    expect(await sort.inputValue()).toBe('LtoH');
    for (const order of ['HtoL', 'atoz', 'ztoa', 'LtoH'] as SortOrder[]) {
      await sort.selectOption(order);
      const expected = sortCatalogue(scooters, order);
      await expect.poll(() => titles(page), { timeout: 60_000 }).toEqual(expected.map((s) => s.product_title));
      expect(await prices(page)).toEqual(expected.map((s) => formatPrice(s.ex_showroom_price)));
      expect(new URL(page.url()).searchParams.get('sort')).toBe(order);
      // Checks that do not lean on the domain code: the order as read off the screen.
      if (order === 'HtoL') {
        const shown = (await prices(page)).map(rupees);
        const priced = shown.filter((p): p is number => p !== null);
        expect(priced).toEqual([...priced].sort((a, b) => b - a));
        expect(shown.slice(priced.length).every((p) => p === null)).toBe(true);
      }
      if (order === 'ztoa') {
        const brands = (await titles(page)).map((title) =>
          scooters.find((s) => s.product_title === title)!.make.toLowerCase(),
        );
        expect(brands).toEqual([...brands].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
      }
    }
    await screenshot(page, 'buy-04-sorted');
  });

  it('keeps the tab in the address, so a reload and Back find it again', async () => {
    const page = await openList();
    await page.getByRole('tab', { name: 'Scooter' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('scooter');
    await expect.poll(() => count(page)).toBe(`${catalogue('scooter').length} vehicles`);
    // Arrow keys move between tabs.
    await page.getByRole('tab', { name: 'Scooter' }).press('ArrowLeft');
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('bike');
    await page.reload();
    await cards(page).first().waitFor();
    expect(await page.getByRole('tab', { name: 'Bike' }).getAttribute('aria-selected')).toBe('true');
    expect(await count(page)).toBe(`${catalogue('bike').length} vehicles`);

    await page
      .getByRole('button', { name: /^View Details/ })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Choose a variant' }).getByRole('link').first().click();
    await page.waitForURL(/\/findelectricvehicle\/bike\//);
    await page.goBack();
    await cards(page).first().waitFor();
    expect(await page.getByRole('tab', { name: 'Bike' }).getAttribute('aria-selected')).toBe('true');
  });

  it('filter: closing with unapplied changes asks to discard; Discard Changes reverts, Apply Changes applies', async () => {
    const cars = catalogue('car');
    const page = await openList();
    const panel = page.getByRole('dialog', { name: 'Filter' });
    const confirm = page.getByRole('alertdialog', { name: 'Do you want to discard your changes?' });

    // Closing without changes just closes.
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'hidden' });
    expect(await confirm.count()).toBe(0);

    // Tick a brand, close: the question; Discard Changes reverts to the last applied (nothing).
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await panel.getByRole('checkbox', { name: 'Tata' }).check();
    await screenshot(page, 'buy-05-filter');
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Close' }).click();
    await confirm.waitFor();
    await screenshot(page, 'buy-06-discard');
    await confirm.getByRole('button', { name: 'Discard Changes' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await panel.count()).toBe(0);
    expect(await count(page)).toBe(`${cars.length} vehicles`);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    expect(await panel.getByRole('checkbox', { name: 'Tata' }).isChecked()).toBe(false);

    // Tick it again and close with Escape: Apply Changes applies it.
    await panel.getByRole('checkbox', { name: 'Tata' }).check();
    await page.keyboard.press('Escape');
    await confirm.getByRole('button', { name: 'Apply Changes' }).click();
    const tata = cars.filter((car) => car.make === 'Tata');
    await expect.poll(() => count(page)).toBe(`${tata.length} vehicles`);
    await expect.poll(() => cards(page).count(), { timeout: 60_000 }).toBe(tata.length);
    expect((await titles(page)).every((title) => title.startsWith('Tata '))).toBe(true);
    await page.getByRole('button', { name: 'Filter (1 applied)' }).waitFor();

    // The price slider: cars count in lakhs; at most 15 Lacs keeps only priced cars up to ₹15,00,000.
    await page.getByRole('button', { name: 'Filter (1 applied)' }).click();
    await panel.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => count(page)).toBe(`${cars.length} vehicles`);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const max = panel.getByRole('slider', { name: 'Maximum price' });
    expect(await max.getAttribute('aria-valuetext')).toBe('20 Crore');
    await max.fill('15');
    await panel.getByText('0 Lacs to 15 Lacs').waitFor();
    await panel.getByRole('button', { name: 'Apply', exact: true }).click();
    const cheap = cars.filter((car) => car.ex_showroom_price !== null && car.ex_showroom_price <= 1_500_000);
    await expect.poll(() => count(page)).toBe(`${cheap.length} vehicles`);
    await expect.poll(() => cards(page).count(), { timeout: 60_000 }).toBe(cheap.length);
    expect((await prices(page)).map(rupees).every((p) => p !== null && p <= 1_500_000)).toBe(true);
    await screenshot(page, 'buy-07-price-filtered');
  });

  it('two-wheeler prices count in thousands (K), read as lakh above 100', async () => {
    const page = await openList('bike');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Filter' });
    await panel.getByRole('slider', { name: 'Minimum price' }).fill('90');
    await panel.getByRole('slider', { name: 'Maximum price' }).fill('150');
    await panel.getByText('90K to 1.5 Lakh').waitFor();
    await panel.getByRole('button', { name: 'Apply', exact: true }).click();
    const expected = catalogue('bike').filter(
      (b) => b.ex_showroom_price !== null && b.ex_showroom_price >= 90_000 && b.ex_showroom_price <= 150_000,
    );
    await expect.poll(() => count(page)).toBe(`${expected.length} vehicles`);
  });

  it("View Details opens the variant picker, then the detail page with its groups, 'NA' for missing figures and the source", async () => {
    const cars = catalogue('car');
    const page = await openList();
    await search(page).fill('Tata Nexon EV');
    await suggestions(page).getByRole('option', { name: 'Tata Nexon EV', exact: true }).click();
    const nexons = cars.filter((car) => car.make === 'Tata' && car.model === 'Nexon EV');
    // The narrowed list first (the search also matches the Nexon EV Max), so the first View Details is a Nexon EV's.
    const matching = cars.filter((car) => `${car.make} ${car.model}`.toLowerCase().includes('tata nexon ev'));
    await expect
      .poll(() => titles(page), { timeout: 60_000 })
      .toEqual(sortCatalogue(matching, 'LtoH').map((car) => car.product_title));
    await page
      .getByRole('button', { name: /^View Details/ })
      .first()
      .click();
    const picker = page.getByRole('dialog', { name: 'Choose a variant' });
    await expect.poll(() => picker.getByRole('link').count(), { timeout: 60_000 }).toBe(nexons.length);
    await screenshot(page, 'buy-08-variants');
    await expectAccessible(page);
    await picker.getByRole('link', { name: /Creative Plus MR/ }).click();

    await page.waitForURL('**/findelectricvehicle/car/tata-nexon-ev-creative-plus-mr');
    // The list's card titles are headings too, so wait for the detail screen itself (its chunk
    // may still be loading when the address has already changed).
    await expect.poll(() => page.title(), { timeout: 60_000 }).toBe('Vehicle');
    await page.getByRole('heading', { name: 'Tata Nexon EV Creative Plus MR' }).waitFor();
    await page.getByText('₹12,49,000').first().waitFor();
    const groups = await page.locator('.accordion__summary').allTextContents();
    expect(groups).toEqual([
      'Other Details',
      'Basic Facts',
      'Brake Systems',
      'Dimensions',
      'Engine',
      'Suspensions',
      'Performance',
    ]);
    // The brakes of this car are not in any source: the cells read NA.
    await page.locator('summary', { hasText: 'Brake Systems' }).click();
    const brakes = page.locator('details', { hasText: 'Brake Systems' });
    expect(await brakes.locator('.spec-table__row', { hasText: 'Front brake' }).locator('dd').textContent()).toBe('NA');
    expect(await brakes.locator('.spec-table__row', { hasText: 'Rear brake' }).locator('dd').textContent()).toBe('NA');
    await page.locator('summary', { hasText: 'Dimensions' }).click();
    expect(await page.locator('.spec-table__row', { hasText: 'Ground clearance' }).locator('dd').textContent()).toBe(
      '190 mm',
    );
    await page.getByText(/^Source: .*cardekho/i).waitFor();
    await screenshot(page, 'buy-09-detail');
  });

  it('a two-wheeler has no Engine or Performance group', async () => {
    const scooter = catalogue('scooter')[0]!;
    const context = await suite.newPhone();
    const page = await context.newPage();
    await page.goto(`/findelectricvehicle/scooter/${scooter.product_id}`);
    await page.getByRole('heading', { name: scooter.product_title }).waitFor();
    expect(await page.locator('.accordion__summary').allTextContents()).toEqual([
      'Other Details',
      'Basic Facts',
      'Brake Systems',
      'Dimensions',
      'Suspensions',
    ]);
  });

  it('a detail that cannot be fetched leaves the loader, as the spec says', async () => {
    const context = await suite.newPhone();
    const page = await context.newPage();
    const answered = page.waitForResponse((r) => r.url().endsWith('/ev/droom/mmty-by-product'));
    await page.goto('/findelectricvehicle/car/no-such-vehicle');
    expect((await answered).status()).toBe(404);
    await page.getByRole('status').filter({ hasText: 'Loading vehicle details...' }).waitFor({ state: 'attached' });
    // Two frames after the 404 arrived and the loader showed: the page has handled the answer.
    await framesDrawn(page);
    expect(await page.getByRole('status').filter({ hasText: 'Loading vehicle details...' }).count()).toBe(1);
    expect(await page.locator('.accordion').count()).toBe(0);
  });

  it('shows an error with Retry when the list cannot load, and Retry loads it', async () => {
    const context = await suite.newPhone();
    const page = await context.newPage();
    let fail = true;
    // The bike list: the page for the default tab comes with the car list in it (prerendered), so it never asks.
    await page.route('**/ev/droom/products?bucket=bike', (route) =>
      fail ? route.fulfill({ status: 500, json: { success: false, message: 'down' } }) : route.continue(),
    );
    await page.goto('/findelectricvehicle?type=bike');
    await page.getByText('The vehicle list could not be loaded.').waitFor();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await cards(page).first().waitFor();
  });
});
