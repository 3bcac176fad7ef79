import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { phoneContext, screenshot } from './browser.ts';
import { startE2eServer } from './e2e-server.ts';
import { cachedPaths, waitForWorker } from './service-worker.ts';
import { newSignedInUser, sessionOf, signedInPage } from './sign-in.ts';
import { phoneSuite } from './suite.ts';

/**
 * Installable and offline (issue 18; docs/decisions/0013-offline-and-install.md) in Chromium at
 * phone size: after one visit with the network on, home, an article read, the catalogue, a
 * vehicle and its cost of ownership, the last trip (with its plan) and the last nearby search
 * (both marked 'Saved · …') open with no network at all, and the offline bar says so. The test has a server of its own and stops it before going offline: nothing can come
 * from the network then, whatever the browser's offline switch covers.
 */
const suite = phoneSuite();

async function ownServer() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-offline-'));
  const outbox = path.join(dir, 'outbox.jsonl');
  const server = await startE2eServer({
    serverBundle: inject('serverBundle'),
    webDist: inject('webDist'),
    database: path.join(dir, 'ev.sqlite'),
    outbox,
  });
  onTestFinished(() => server.stop());
  return { server, outbox };
}

async function planTrip(page: Page) {
  await page.goto('/planatrip');
  await page.getByRole('combobox', { name: 'Your current location' }).fill('Delhi');
  const destination = page.getByRole('combobox', { name: 'Where do you want to go ?' });
  await destination.fill('Jaipur');
  await destination.press('Escape');
  await page.getByRole('radio', { name: 'Car', exact: true }).click();
  const vehicle = page.getByRole('combobox', { name: 'Search your vehicle' });
  await vehicle.fill('nexon creative plus mr');
  await page
    .getByRole('option', { name: /Tata Nexon EV Creative Plus MR/ })
    .first()
    .click();
  await page.getByText(/^Chosen: /).waitFor();
  await page.getByRole('button', { name: 'Find Station', exact: true }).click();
  await page.waitForURL(/\/planatrip\/locationonway\?/, { timeout: 30_000 });
  await page.getByRole('heading', { name: 'Charging plan' }).waitFor();
  // Fetched just now: not a saved copy.
  expect(await page.getByText(/^Saved · /).count()).toBe(0);
  return page.url();
}

const VEHICLE = '/findelectricvehicle/car/tata-nexon-ev-fearless-45';
const COST = '/FCV/tata-nexon-ev-fearless-45?kms=1500';

const offlineBar = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });

describe('offline, after one visit', () => {
  it('opens home, an article read, the catalogue, a vehicle and its cost, the last trip with its plan and the last nearby search, with the offline bar', async () => {
    const { server, outbox } = await ownServer();
    const user = await newSignedInUser(server.baseUrl, outbox, 'alreadyOwned');
    // At Connaught Place, for the nearby search.
    const context = suite.track(
      await phoneContext(suite.browser(), server.baseUrl, {
        geolocation: { latitude: 28.6315, longitude: 77.2167 },
        permissions: ['geolocation'],
      }),
    );
    const page = await signedInPage(context, sessionOf(user));

    await page.goto('/evinindia');
    await page.getByTestId('sales-two-wheeler').waitFor();
    await waitForWorker(page);
    await page.goto('/blogs/3');
    const heading = (await page.getByRole('article').getByRole('heading', { level: 2 }).textContent()) ?? '';
    expect(heading.length).toBeGreaterThan(5);
    await page.goto('/findelectricvehicle');
    await page.locator('.vehicle-card').first().waitFor();
    const firstCard = await page.locator('.vehicle-card__title').first().textContent();
    // A vehicle's facts and its cost of ownership (POST reads the worker keeps under their body).
    await page.goto(VEHICLE);
    const vehicleTitle = await page.locator('.vehicle-detail__title').textContent();
    await page.goto(COST);
    const cost = await page.getByTestId('tco-total').textContent();
    expect(cost).toMatch(/^₹/);
    await page.goto('/evchargingstations');
    await page.locator('.station-card__name').first().waitFor({ timeout: 30_000 });
    const nearby = await page.locator('.station-card__name').allTextContents();
    const tripUrl = await planTrip(page);
    const stops = await page.locator('.plan-stop__detail').allTextContents();
    expect(stops.length).toBeGreaterThan(0);

    // Each page was kept as it was sent (the trip's results page was reached inside the app: the shell stands in for it).
    await expect
      .poll(() => cachedPaths(page, 'ev-pages-'), { timeout: 60_000 })
      .toEqual(expect.arrayContaining(['/evinindia', '/blogs/3', '/findelectricvehicle', '/planatrip']));

    await server.stop();
    await context.setOffline(true);

    await page.goto('/evinindia');
    await page.getByTestId('sales-two-wheeler').waitFor();
    await offlineBar(page).waitFor();
    await screenshot(page, 'offline-home');
    // The bar passes the same accessibility check as every screen.
    const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

    await page.goto('/blogs/3');
    await expect.poll(() => page.getByRole('article').getByRole('heading', { level: 2 }).textContent()).toBe(heading);
    await offlineBar(page).waitFor();

    await page.goto('/findelectricvehicle');
    await expect.poll(() => page.locator('.vehicle-card__title').first().textContent()).toBe(firstCard);
    await offlineBar(page).waitFor();

    await page.goto(VEHICLE);
    await expect.poll(() => page.locator('.vehicle-detail__title').textContent()).toBe(vehicleTitle);
    await page.goto(COST);
    await expect.poll(() => page.getByTestId('tco-total').textContent()).toBe(cost);
    await offlineBar(page).waitFor();

    await page.goto(tripUrl);
    await page.getByRole('heading', { name: 'Charging plan' }).waitFor();
    expect(await page.locator('.plan-stop__detail').allTextContents()).toEqual(stops);
    await page.getByText(/^Saved · (just now|\d+ min ago)$/).waitFor();
    await offlineBar(page).waitFor();
    await screenshot(page, 'offline-trip');

    // The last nearby search, from the phone, rather than a location that cannot be searched.
    await page.goto('/evchargingstations');
    await page.getByText(/^Saved · (just now|\d+ min ago)$/).waitFor();
    expect(await page.locator('.station-card__name').allTextContents()).toEqual(nearby);
    await screenshot(page, 'offline-nearby');

    // An action that needs the network says so instead of spinning.
    await page.goto('/planatrip');
    await page.getByRole('combobox', { name: 'Your current location' }).fill('Agra');
    const destination = page.getByRole('combobox', { name: 'Where do you want to go ?' });
    await destination.fill('Mathura');
    await destination.press('Escape');
    await page.getByRole('button', { name: 'Find Station', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'You are offline. Connect to the internet and try again.' })
      .waitFor();
    expect(page.url()).toMatch(/\/planatrip$/);
  });
});
