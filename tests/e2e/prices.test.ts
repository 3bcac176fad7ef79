import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FakeOcpiNetwork, sampleLocation, sampleTariff } from '../support/fake-ocpi-network.ts';
import { screenshot } from './browser.ts';
import { newSignedInUser, sessionOf, signedInPage } from './sign-in.ts';
import { phoneSuite } from './suite.ts';

/**
 * The networks' prices in Debian's Chromium at a phone viewport, English and Hindi: a network
 * (tests/support/fake-ocpi-network.ts) invited with `npm run ocpi -- invite` pushes a Location
 * far from every bundled station and it shows on the nearby screen at once, with its live status;
 * it pushes a Tariff and the card and the station page show the price as a driver pays it; a trip
 * plan prices the stop it charges at, with the total and the home and petrol comparison. Hanle and
 * Nagpur → Amravati are this file's own (no other e2e test uses them); party IN*PRC is its own.
 */
const suite = phoneSuite();
const { baseUrl, outbox } = suite;
const database = inject('database');

const HANLE = { latitude: 33.0, longitude: 78.5 };
let network: FakeOcpiNetwork;
const ocpi = () => `${baseUrl}/ocpi/emsp/2.2.1`;

async function mapsToken(): Promise<string> {
  const auth = (await (
    await fetch(`${baseUrl}/googleservice/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  ).json()) as { data: { token: string } };
  return auth.data.token;
}

/** A Location with the network's Tariff on every socket. */
function pricedLocation(id: string, at: { lat: number; lng: number }, overrides: Record<string, unknown> = {}) {
  const location = sampleLocation(network, id, at, overrides);
  for (const evse of location.evses) for (const c of evse.connectors) Object.assign(c, { tariff_ids: ['DC-STD'] });
  return location;
}

beforeAll(async () => {
  network = await new FakeOcpiNetwork({
    partyId: 'PRC',
    name: 'Plug Ride Charge',
    sender: false,
    tariffSender: false,
  }).start();
  const { stdout } = await promisify(execFile)(
    path.resolve('node_modules/.bin/tsx'),
    ['scripts/ocpi.ts', 'invite', '--name', 'Plug Ride Charge', '--country', 'IN', '--party', 'PRC'],
    { env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: database, OCPI_PUBLIC_URL: baseUrl } },
  );
  const token = /token A:\s+(\S+)/.exec(stdout)![1]!;
  expect((await network.registerWith(/versions URL:\s+(\S+)/.exec(stdout)![1]!, token)).body.status_code).toBe(1000);
  const tariff = await network.send('PUT', `${ocpi()}/tariffs/IN/PRC/DC-STD`, sampleTariff(network, 'DC-STD'));
  expect(tariff.status, JSON.stringify(tariff.body)).toBe(201);
});

afterAll(async () => {
  await network?.stop();
});

describe('prices from a charging network', () => {
  it('a new Location far from every station shows on the nearby screen at once, with its live status and price, in English and Hindi', async () => {
    const put = await network.send(
      'PUT',
      `${ocpi()}/locations/IN/PRC/HANLE1`,
      pricedLocation(
        'HANLE1',
        { lat: HANLE.latitude, lng: HANLE.longitude },
        { name: 'Hanle Solar Charging', operator: { name: 'Plug Ride Charge' } },
      ),
    );
    expect(put.status, JSON.stringify(put.body)).toBe(201);

    const page = await (await suite.newPhone({ geolocation: HANLE, permissions: ['geolocation'] })).newPage();
    // The station joins the searches within a second of the push; the screen is opened again until it shows.
    await expect
      .poll(async () => {
        await page.goto('/evchargingstations');
        await page.locator('.station-card, .no-stations, .stations__note').first().waitFor({ timeout: 60_000 });
        return page.locator('.station-card', { hasText: 'Hanle Solar Charging' }).count();
      })
      .toBe(1);
    const card = page.locator('.station-card', { hasText: 'Hanle Solar Charging' });
    await card.getByText(/^Live: 2 of 3 free · 1 in use · updated just now · from Plug Ride Charge$/).waitFor();
    await card.getByText('₹21.24/kWh · after 60 min ₹2.36/min idle fee', { exact: true }).waitFor();
    await card.getByText('Price from Plug Ride Charge · updated just now', { exact: true }).waitFor();
    // 'Cheapest' keeps a priced station on top.
    await page.getByRole('button', { name: 'Cheapest', exact: true }).click();
    await expect.poll(() => page.locator('.station-card__name').first().textContent()).toBe('Hanle Solar Charging');
    await screenshot(page, 'prices-nearby-card');

    await card.getByRole('link', { name: 'Check-ins and details, Hanle Solar Charging' }).click();
    await page.getByRole('heading', { name: 'Price', level: 2 }).waitFor();
    await page.getByText('For CCS2 · 60 kW, Type 2 · 22 kW', { exact: true }).waitFor();
    await page.getByText('₹21.24/kWh · after 60 min ₹2.36/min idle fee', { exact: true }).waitFor();
    await screenshot(page, 'prices-station-page');

    // The same in Hindi (the browser's language on a first visit).
    const hindi = await (
      await suite.newPhone({ geolocation: HANLE, permissions: ['geolocation'], locale: 'hi-IN' })
    ).newPage();
    await hindi.goto('/evchargingstations');
    const hindiCard = hindi.locator('.station-card', { hasText: 'Hanle Solar Charging' });
    await hindiCard.getByText('₹21.24/kWh · 60 मिनट के बाद ₹2.36/मिनट आइडल फ़ीस', { exact: true }).waitFor();
    await hindiCard.getByText(/^कीमत Plug Ride Charge से · /).waitFor();
    await screenshot(hindi, 'prices-nearby-card-hi');
  });

  it('a trip plan prices its stop at the network’s tariff, with the total and the home and petrol comparison', async () => {
    const trip = {
      origin: 'Nagpur',
      destination: 'Amravati',
      vehicle_id: 'tata-nexon-ev-creative-plus-mr',
      start_pct: 30,
      reserve_pct: 15,
      target_pct: 80,
    };
    const token = await mapsToken();
    const planned = await fetch(`${baseUrl}/ev/trip/plan`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify(trip),
    });
    const before = (
      (await planned.json()) as {
        data: {
          stops: Array<{
            station: {
              name: string;
              operator: string;
              connectors: string[];
              geometry: { location: { lat: number; lng: number } };
            };
          }>;
        };
      }
    ).data;
    expect(before.stops.length).toBeGreaterThanOrEqual(1);
    const stop = before.stops[0]!.station;
    const location = pricedLocation(
      'NAG1',
      { lat: stop.geometry.location.lat + 0.00018, lng: stop.geometry.location.lng },
      { operator: { name: stop.operator || stop.name } },
    );
    expect((await network.send('PUT', `${ocpi()}/locations/IN/PRC/NAG1`, location)).status).toBe(201);

    const user = await newSignedInUser(baseUrl, outbox, 'alreadyOwned');
    const page = await signedInPage(await suite.newPhone(), sessionOf(user));
    await page.goto('/planatrip');
    await page.getByRole('combobox', { name: 'Your current location' }).fill('Nagpur');
    const destination = page.getByRole('combobox', { name: 'Where do you want to go ?' });
    await destination.fill('Amravati');
    await destination.press('Escape');
    await page.getByRole('radio', { name: 'Car', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search your vehicle' }).fill('nexon creative plus mr');
    await page
      .getByRole('option', { name: /Tata Nexon EV Creative Plus MR/ })
      .first()
      .click();
    await page.getByRole('textbox', { name: 'Battery now (%)' }).fill('30');
    await page.getByRole('button', { name: 'Find Station', exact: true }).click();
    await page.getByRole('heading', { name: 'Charging plan' }).waitFor();
    await page
      .getByText(/^Charging here: about ₹[\d,.]+ for [\d.]+ kWh · at Plug Ride Charge’s price for \d\d:\d\d$/)
      .first()
      .waitFor();
    const costs = page.getByRole('region', { name: 'What charging costs' });
    await costs.getByText(/^Charging on the way: (about|at least) ₹[\d,.]+$/).waitFor();
    await costs.getByText(/^The same [\d.]+ kWh at home: about ₹[\d,.]+ \(₹8\/kWh\)$/).waitFor();
    await costs
      .getByText(/^Petrol for this trip in a comparable car: about ₹[\d,.]+ \(₹100\/litre, 12 km\/litre\)$/)
      .waitFor();
    await screenshot(page, 'prices-trip-plan');
  });
});
