import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser.ts';
import { newSignedInUser, sessionOf, signedInPage } from './sign-in.ts';
import { phoneSuite } from './suite.ts';

/**
 * The one place search (issue 15) in Debian's Chromium at a phone viewport: a neighbourhood on
 * the nearby screen, a trip to the Manali a driver means with the other Manali offered, and the
 * AutoComplete demo on the same search.
 */
const suite = phoneSuite();
const { baseUrl, outbox } = suite;

const KORAMANGALA = { lat: 12.9352, lng: 77.6245 };

function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

type Located = { geometry: { location: { lat: number; lng: number } }; name: string };

/** A phone page whose location is refused and whose pincode prompt is dismissed. */
async function withoutLocation(): Promise<Page> {
  const page = await (await suite.newPhone()).newPage();
  page.on('dialog', (dialog) => void dialog.dismiss());
  return page;
}

describe('a neighbourhood on /evchargingstations', () => {
  it("typing 'Koramangala' suggests the Bengaluru locality first, and picking it lists the stations in Koramangala", async () => {
    const page = await withoutLocation();
    await page.goto('/evchargingstations');
    const field = page.getByRole('combobox', { name: 'Your location or pincode' });
    await field.pressSequentially('Koramangala');
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect.poll(() => options.first().textContent()).toBe('Koramangala, Bengaluru Urban, Karnataka');
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /places? found/ })
        .count(),
    ).toBe(1);
    await screenshot(page, 'place-search-koramangala');
    const response = page.waitForResponse((r) => r.url().endsWith('/googleservice/ev-stations'), { timeout: 60_000 });
    await field.press('Enter');
    const stations = ((await (await response).json()) as { data: { results: Located[] } }).data.results;
    expect(stations.length).toBeGreaterThan(5);
    expect(km(stations[0]!.geometry.location, KORAMANGALA)).toBeLessThan(3);
    await page.locator('.station-card__name').first().waitFor();
    expect(await field.inputValue()).toBe('Koramangala, Bengaluru Urban, Karnataka');
  });

  it('says why an emoji cannot be searched, and when nothing matches', async () => {
    const page = await withoutLocation();
    await page.goto('/evchargingstations');
    const field = page.getByRole('combobox', { name: 'Your location or pincode' });
    await field.fill('🚗 Pune');
    await page.getByText('Please use only letters, numbers and spaces in a place name').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'place-search-emoji');
    await field.fill('Qwzzyxplk');
    await page.getByText('No place found. Check the spelling, or try the pincode.').waitFor();
  });
});

describe('a trip to the Manali a driver means', () => {
  it('Delhi → Manali lists stations north of Delhi towards Himachal Pradesh, and offers Manali, Chennai, which searches again', async () => {
    const user = await newSignedInUser(baseUrl, outbox, 'alreadyOwned');
    const page = await signedInPage(await suite.newPhone(), sessionOf(user));
    await page.goto('/planatrip');
    await page.getByRole('combobox', { name: 'Your current location' }).fill('Delhi');
    const destination = page.getByRole('combobox', { name: 'Where do you want to go ?' });
    await destination.fill('Manali');
    await page.getByRole('option', { name: 'Manali, Kullu, Himachal Pradesh' }).waitFor();
    await screenshot(page, 'trip-form-manali');
    // No suggestion picked: the free text is sent as typed.
    await destination.press('Escape');
    const first = page.waitForResponse((r) => r.url().endsWith('/googleservice/route-ev-stations'), {
      timeout: 60_000,
    });
    await page.getByRole('button', { name: 'Find Station', exact: true }).click();
    const trip = ((await (await first).json()) as { data: { data: Located[] } }).data.data;
    await page.waitForURL('**/planatrip/locationonway');
    expect(trip.length).toBeGreaterThan(3);
    for (const station of trip) expect(station.geometry.location.lat).toBeGreaterThan(28.4);
    expect(Math.max(...trip.map((s) => s.geometry.location.lat))).toBeGreaterThan(31);
    await page.getByText(/^Showing Manali, Himachal Pradesh · Did you mean/).waitFor();
    await page.getByText(`${trip.length} stations between Delhi and Manali`).waitFor();
    await screenshot(page, 'trip-did-you-mean');

    const again = page.waitForResponse((r) => r.url().endsWith('/googleservice/route-ev-stations'), {
      timeout: 60_000,
    });
    await page.getByRole('button', { name: 'Manali, Chennai' }).click();
    const sent = (await again).request().postDataJSON() as Record<string, string>;
    expect(sent.destination_place_id).toMatch(/^(place|loc):/);
    const south = ((await (await again).json()) as { data: { data: Located[] } }).data.data;
    expect(Math.min(...south.map((s) => s.geometry.location.lat))).toBeLessThan(14);
    await page.getByText(/^Showing Manali, Chennai/).waitFor();
    // The choice is the last trip now: a reload keeps it.
    await page.reload();
    await page.getByText(/^Showing Manali, Chennai/).waitFor();
  });
});

describe('the AutoComplete demo', () => {
  it('suggests places of every kind as you type; the keys move and pick; no match says so', async () => {
    const user = await newSignedInUser(baseUrl, outbox, 'planningToBuy');
    const page = await signedInPage(await suite.newPhone(), sessionOf(user));
    await page.goto('/AutoComplete');
    const input = page.getByRole('combobox', { name: 'Place' });
    const listbox = page.getByRole('listbox', { name: 'Place suggestions' });
    await input.pressSequentially('whitef');
    await expect
      .poll(() => listbox.getByRole('option').first().textContent())
      .toBe('Whitefield, Bengaluru Urban, Karnataka');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).textContent()).toBe('Whitefield, Bengaluru Urban, Karnataka');
    await page.keyboard.press('Enter');
    expect(await input.inputValue()).toBe('Whitefield, Bengaluru Urban, Karnataka');
    await page.getByText('You picked Whitefield, Bengaluru Urban, Karnataka.').waitFor();
    await screenshot(page, 'autocomplete-picked');

    await input.fill('');
    await input.pressSequentially('Atlantisqq');
    await page.getByText('sorry no such place available').waitFor();
    expect(await input.getAttribute('aria-expanded')).toBe('false');

    // Hindi finds the place too.
    await input.fill('मनाली');
    await expect.poll(() => listbox.getByRole('option').first().textContent()).toBe('Manali, Kullu, Himachal Pradesh');
  });
});
