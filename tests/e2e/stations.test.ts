import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { framesDrawn, screenshot } from './browser.ts';
import { newSignedInUser, sessionOf, signedInPage } from './sign-in.ts';
import { holdRequests } from './held-requests.ts';
import { phoneSuite } from './suite.ts';

/**
 * Charge It Up in Debian's Chromium at a phone viewport: nearby stations with the location
 * granted or denied, the filter chips and the card's links, the trip search with its alert, its
 * results in route order and the last search, and the empty-results page. The e2e server seeds
 * the bundled stations (STATIONS_SEED defaults to true).
 */
const suite = phoneSuite();
const { baseUrl, outbox } = suite;

const BENGALURU = { latitude: 12.9716, longitude: 77.5946 };
/** Nagaur, Rajasthan: a small town. */
const NAGAUR = { latitude: 27.2, longitude: 73.73 };

const phone = suite.newPhone;
/** A phone whose browser grants the location and reports `at`. */
const phoneAt = (at: { latitude: number; longitude: number }) =>
  phone({ geolocation: at, permissions: ['geolocation'] });

const pathOf = (page: Page) => new URL(page.url()).pathname;

interface StationResult {
  place_id: string;
  name: string;
  vicinity: string;
  distance?: string;
  distance_from_start?: string;
  distance_from_start_km?: number;
  geometry: { location: { lat: number; lng: number } };
  connectors: string[];
}

/** '84 m', '4.2 km', '123 km' (optionally followed by ' from start') in km. */
function km(text: string): number {
  const match = /^(\d+(?:\.\d+)?) (m|km)\b/.exec(text.trim());
  if (!match) throw new Error(`not a distance: ${JSON.stringify(text)}`);
  return Number(match[1]) / (match[2] === 'm' ? 1000 : 1);
}

const stationList = (page: Page) => page.getByRole('list', { name: /^\d+ stations$/ });
const cards = (page: Page) => stationList(page).getByRole('listitem');
const distances = (page: Page) => page.locator('.station-card__distance').allTextContents();
const locationField = (page: Page) => page.getByRole('combobox', { name: 'Your location or pincode' });
const failed = (page: Page) => page.getByText('Opps! Something went wrong.');
const loading = (page: Page) => page.getByText('Loading...', { exact: true });

/** Holds the maps calls of this kind until `release()`, so the loader can be seen. */
const holdMapsCalls = (page: Page, call: string) => holdRequests(page, `**/googleservice/${call}`);

/** The stations the next ev-stations call returns, as the page received them. */
async function nextStations(
  page: Page,
  matches: (body: Record<string, unknown>) => boolean = () => true,
): Promise<StationResult[]> {
  const response = await page.waitForResponse(
    (r) =>
      r.url().endsWith('/googleservice/ev-stations') &&
      r.request().method() === 'POST' &&
      matches(r.request().postDataJSON() as Record<string, unknown>),
    { timeout: 60_000 },
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { results: StationResult[] } };
  return body.data.results;
}

describe('Nearby EV Charging Stations (/evchargingstations)', () => {
  it('with the location granted at Bengaluru: Loading..., then the nearest stations with distances and the address', async () => {
    const page = await (await phoneAt(BENGALURU)).newPage();
    const held = await holdMapsCalls(page, 'ev-stations');
    const stations = nextStations(page);
    await page.goto('/evchargingstations');

    await page.getByRole('heading', { name: 'Nearby EV Charging Stations', level: 1 }).waitFor();
    await page.getByText('Find the nearest station to charge your vehicle', { exact: true }).waitFor();
    expect(await locationField(page).getAttribute('placeholder')).toBe('Plaese enter your location/Pincode');
    await loading(page).waitFor();
    await screenshot(page, '40-nearby-loading');
    held.release();

    const results = await stations;
    await cards(page).first().waitFor();
    await loading(page).waitFor({ state: 'hidden' });
    expect(await cards(page).count()).toBe(results.length);
    expect(results.length).toBe(20);

    // Nearest first, each with its distance; central Bengaluru has a charger within 2 km.
    const shown = (await distances(page)).map(km);
    expect(shown).toHaveLength(20);
    expect(shown[0]).toBeLessThan(2);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(await page.locator('.station-card__name').allTextContents()).toEqual(results.map((s) => s.name));

    // The field shows the reverse-geocoded address.
    await expect.poll(() => locationField(page).inputValue()).toMatch(/Bengaluru/);
    expect(await locationField(page).inputValue()).toMatch(/Karnataka/);
    // Hours are not invented; the rating reads NA; the data is attributed.
    const first = cards(page).first();
    expect(await first.getByText('Hours not listed').count()).toBe(1);
    expect(await first.getByText('Closed', { exact: true }).count()).toBe(0);
    expect(await first.getByText(/Rating: NA/).count()).toBe(1);
    await page.getByText(/Bureau of Energy Efficiency.*Open Charge Map/).waitFor();
    expect(await failed(page).count()).toBe(0);
    await screenshot(page, '41-nearby-bengaluru');
  });

  it('with the location denied: asks for a pincode, then lists the stations near it', async () => {
    const page = await (await phone()).newPage();
    const prompts: Dialog[] = [];
    page.on('dialog', (dialog) => {
      prompts.push(dialog);
      void dialog.accept('560001');
    });
    const stations = nextStations(page);
    await page.goto('/evchargingstations');

    const results = await stations;
    await cards(page).first().waitFor();
    expect(prompts).toHaveLength(1);
    expect(prompts[0]?.type()).toBe('prompt');
    expect(prompts[0]?.message()).toBe('Please enter your pincode');

    expect(await cards(page).count()).toBe(results.length);
    expect(results.length).toBeGreaterThan(0);
    expect(km((await distances(page))[0] ?? '')).toBeLessThan(3);
    await expect.poll(() => locationField(page).inputValue()).toMatch(/560001/);
    expect(await failed(page).count()).toBe(0);

    // The location is kept for the session: a reload lists the stations without asking again.
    const again = nextStations(page);
    await page.reload();
    expect((await again).map((s) => s.place_id)).toEqual(results.map((s) => s.place_id));
    await cards(page).first().waitFor();
    expect(prompts).toHaveLength(1);
  });

  it('with the location denied and the prompt dismissed: no error, no list, no loader', async () => {
    const page = await (await phone()).newPage();
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    let stationCalls = 0;
    page.on('request', (request) => {
      if (/\/googleservice\/(ev-stations|location-address)$/.test(request.url())) stationCalls++;
    });
    await page.goto('/evchargingstations');
    await page.getByRole('heading', { name: 'Nearby EV Charging Stations' }).waitFor();
    await expect.poll(() => messages).toEqual(['Please enter your pincode']);
    await loading(page).waitFor({ state: 'hidden' });
    await framesDrawn(page);
    expect(await failed(page).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await stationList(page).count()).toBe(0);
    expect(await page.getByText('No EV stations found').count()).toBe(0);
    expect(await locationField(page).inputValue()).toBe('');
    expect(stationCalls).toBe(0);
    // The person can still type a pincode and press Enter.
    const stations = nextStations(page);
    await locationField(page).fill('411001');
    await locationField(page).press('Enter');
    expect((await stations).length).toBe(20);
    await cards(page).first().waitFor();
    await expect.poll(() => locationField(page).inputValue()).toMatch(/Pune/);
  });

  it('the CCS2 chip narrows the list; the name opens a maps search and the directions icon a route, each in a new tab', async () => {
    const context = await phoneAt(BENGALURU);
    // The maps links leave the app: answer them locally so the test needs no network.
    await context.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>maps</title><p>maps</p>' }),
    );
    const page = await context.newPage();
    const unfiltered = nextStations(page);
    await page.goto('/evchargingstations');
    await unfiltered;
    await cards(page).first().waitFor();

    const chip = page
      .getByRole('group', { name: 'Filter stations' })
      .getByRole('button', { name: 'CCS2', exact: true });
    expect(await chip.getAttribute('aria-pressed')).toBe('false');
    const filtered = nextStations(page, (body) => Array.isArray(body.connectors) && body.connectors.includes('CCS2'));
    await chip.click();
    const results = await filtered;
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('.station-card__name').allTextContents()).toEqual(results.map((s) => s.name));
    expect(results.length).toBe(20);
    const count = await cards(page).count();
    expect(count).toBe(20);
    for (let i = 0; i < count; i++) {
      expect(
        await cards(page).nth(i).locator('.station-card__connectors').getByText('CCS2', { exact: true }).count(),
        `card ${i}`,
      ).toBe(1);
    }
    await screenshot(page, '42-nearby-ccs2');

    const station = results[0] as StationResult;
    const card = cards(page).first();
    const name = card.getByRole('link', { name: `Open ${station.name} in maps` });
    expect(await name.getAttribute('target')).toBe('_blank');
    expect((await name.getAttribute('rel')) ?? '').toContain('noopener');
    const search = new URL((await name.getAttribute('href')) ?? '');
    expect(`${search.origin}${search.pathname}`).toBe('https://www.google.com/maps/search/');
    expect(search.searchParams.get('query')).toBe(`${station.name} ${station.vicinity}`);

    const directions = card.getByRole('link', { name: `Directions to ${station.name}` });
    expect(await directions.getAttribute('target')).toBe('_blank');
    expect((await directions.getAttribute('rel')) ?? '').toContain('noopener');
    const route = new URL((await directions.getAttribute('href')) ?? '');
    const { lat, lng } = station.geometry.location;
    expect(route.searchParams.get('destination')).toBe(`${lat},${lng}`);

    // Tapping them really opens new tabs, with no handle back to the app.
    for (const link of [name, directions]) {
      const href = (await link.getAttribute('href')) ?? '';
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await tab.waitForLoadState();
      // The browser may escape a character or two (' as %27): compare what the URLs say.
      expect(decodeURIComponent(tab.url())).toBe(decodeURIComponent(href));
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await tab.close();
    }
    expect(pathOf(page)).toBe('/evchargingstations');
  });
});

describe('Planning a Trip (/planatrip)', () => {
  it('alerts on an empty field without a request; Delhi → Jaipur lists stations in route order; the last search reopens them', async () => {
    const user = await newSignedInUser(baseUrl, outbox, 'planningToBuy');
    const page = await signedInPage(await phone(), sessionOf(user));
    let tripCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/googleservice/route-ev-stations')) tripCalls++;
    });
    await page.goto('/planatrip');
    await page.getByText('Find the charging stations on the way', { exact: true }).waitFor();

    const source = page.getByRole('combobox', { name: 'Your current location' });
    const destination = page.getByRole('combobox', { name: 'Where do you want to go ?' });
    const find = page.getByRole('button', { name: 'Find Station', exact: true });
    expect(await source.getAttribute('placeholder')).toBe('Enter Source Location');
    expect(await destination.getAttribute('placeholder')).toBe('Enter Destination Location');
    expect(await page.getByText('Your last Search').count()).toBe(0);

    // Both empty, then only the source: the spec's alert, word for word, and no request.
    for (const sourceText of ['', 'Delhi']) {
      await source.fill(sourceText);
      await source.press('Escape');
      await find.click();
      const alert = page.getByRole('alertdialog', { name: 'Error!' });
      await alert.waitFor();
      expect(await alert.getByRole('heading').textContent()).toBe('Error!');
      expect(await alert.locator('.dialog__body').textContent()).toBe('Please Enter Source &  Destination Location');
      const ok = alert.getByRole('button', { name: 'Ok', exact: true });
      expect(await ok.textContent()).toBe('Ok');
      if (sourceText === '') await screenshot(page, '43-trip-alert');
      await ok.click();
      await alert.waitFor({ state: 'hidden' });
    }
    await framesDrawn(page);
    expect(tripCalls).toBe(0);

    // Delhi → Jaipur: a spinner on the disabled button while the search runs.
    await source.fill('Delhi');
    await destination.fill('Jaipur');
    await page
      .getByRole('option', { name: /^Jaipur/ })
      .first()
      .waitFor();
    await destination.press('Escape');
    await page
      .getByRole('option', { name: /^Jaipur/ })
      .first()
      .waitFor({ state: 'hidden' });
    const held = await holdMapsCalls(page, 'route-ev-stations');
    const response = page.waitForResponse((r) => r.url().endsWith('/googleservice/route-ev-stations'), {
      timeout: 60_000,
    });
    await find.click();
    const busy = page.locator('button[type="submit"][aria-busy="true"]');
    await expect.poll(() => busy.count()).toBe(1);
    expect(await busy.isDisabled()).toBe(true);
    expect(await busy.getByText('Find Station').count()).toBe(0);
    held.release();
    const trip = (await (await response).json()) as { data: { data: StationResult[] } };
    const results = trip.data.data;
    expect(tripCalls).toBe(1);

    await page.waitForURL('**/planatrip/locationonway');
    await cards(page).first().waitFor();
    expect(results.length).toBeGreaterThan(20);
    expect(await cards(page).count()).toBe(results.length);
    const names = await page.locator('.station-card__name').allTextContents();
    expect(names).toEqual(results.map((s) => s.name));
    // Each card gives its distance from the start, increasing along the route.
    const fromStart = await distances(page);
    for (const text of fromStart) expect(text).toMatch(/ from start$/);
    const alongKm = fromStart.map(km);
    expect(alongKm).toEqual([...alongKm].sort((a, b) => a - b));
    expect(alongKm[0]).toBeLessThan(15);
    expect(alongKm.at(-1)).toBeGreaterThan(200);
    await page.getByText(`${results.length} stations between Delhi and Jaipur`).waitFor();
    await screenshot(page, '44-stations-on-way');

    // A reload keeps the results.
    await page.reload();
    await cards(page).first().waitFor();
    expect(await page.locator('.station-card__name').allTextContents()).toEqual(names);

    // Back on /planatrip, the last search shows and reopens the same list without a new request.
    await page.goto('/planatrip');
    const last = page.getByRole('button', { name: /Your last Search/ });
    await last.waitFor();
    expect(await last.textContent()).toMatch(/From: Delhi/);
    expect(await last.textContent()).toMatch(/To: Jaipur/);
    await screenshot(page, '45-last-search');
    await last.click();
    await page.waitForURL('**/planatrip/locationonway');
    await cards(page).first().waitFor();
    expect(await page.locator('.station-card__name').allTextContents()).toEqual(names);
    expect(tripCalls).toBe(1);
  });
});

describe('No EV stations found', () => {
  it('shows the page at /nostationfound', async () => {
    const user = await newSignedInUser(baseUrl, outbox, 'planningToBuy');
    const page = await signedInPage(await phone(), sessionOf(user));
    await page.goto('/nostationfound');
    await page.getByRole('heading', { name: 'No EV stations found' }).waitFor();
    expect(await cards(page).count()).toBe(0);
    await screenshot(page, '46-no-station-found');
  });

  it('shows the page when the chosen filters match no station, with the chips left to change', async () => {
    const page = await (await phoneAt(NAGAUR)).newPage();
    // The chips OR connector families together and the nearest search has no radius, so no chip
    // combination comes back empty anywhere in India. The operator filter (in the API, not in the
    // chips) can: the filtered calls carry one no station has, and the real server answers [].
    await page.route('**/googleservice/ev-stations', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      if (Array.isArray(body.connectors) && body.connectors.length > 0) {
        await route.continue({ postData: JSON.stringify({ ...body, operator: 'No operator has this name' }) });
      } else {
        await route.continue();
      }
    });
    const first = nextStations(page);
    await page.goto('/evchargingstations');
    expect((await first).length).toBe(20);
    await cards(page).first().waitFor();
    await expect.poll(() => locationField(page).inputValue()).toMatch(/Rajasthan/);

    const chips = page.getByRole('group', { name: 'Filter stations' });
    const gbt = nextStations(page, (body) => Array.isArray(body.connectors) && body.connectors.includes('GB/T DC'));
    await chips.getByRole('button', { name: 'GB/T DC', exact: true }).click();
    expect(await gbt).toEqual([]);
    const both = nextStations(page, (body) => Array.isArray(body.connectors) && body.connectors.length === 2);
    await chips.getByRole('button', { name: '2/3-wheeler', exact: true }).click();
    expect(await both).toEqual([]);

    await page.getByRole('heading', { name: 'No EV stations found' }).waitFor();
    expect(await cards(page).count()).toBe(0);
    expect(await failed(page).count()).toBe(0);
    expect(await chips.getByRole('button', { name: 'GB/T DC', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, '47-nearby-empty');

    // Clearing the filters brings the stations back.
    const again = nextStations(page, (body) => Array.isArray(body.connectors) && body.connectors.length === 0);
    await chips.getByRole('button', { name: 'GB/T DC', exact: true }).click();
    await chips.getByRole('button', { name: '2/3-wheeler', exact: true }).click();
    expect((await again).length).toBe(20);
    await cards(page).first().waitFor();
    expect(await page.getByText('No EV stations found').count()).toBe(0);
  });
});
