import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { otpFor, screenshot, tmp } from './browser.ts';
import {
  callApi,
  newSignedInUser,
  sessionOf,
  signInThroughApi,
  whenResendAllows,
  type SignedInUser,
} from './sign-in.ts';
import { phoneSuite } from './suite.ts';

/**
 * Check-ins, station pages and favourites (issue 17) in Debian's Chromium at a phone viewport: a
 * driver checks in at a nearby station and the card and the station's page say so; a second
 * person sees it; a saved station follows its owner to a fresh browser; the person's data
 * downloads as JSON; a deleted account's check-in shows as 'A driver' and nothing in the
 * database links it to the person any more. Each test works in a town of its own, so the shared
 * server's other check-ins never reach its stations.
 */
const suite = phoneSuite();
const { baseUrl, outbox } = suite;
const database = inject('database');

const PUNE = { latitude: 18.5204, longitude: 73.8567 };
const KOCHI = { latitude: 9.9312, longitude: 76.2673 };
const BHOPAL = { latitude: 23.2599, longitude: 77.4126 };
const INDORE = { latitude: 22.7196, longitude: 75.8577 };

interface Station {
  place_id: string;
  name: string;
}

/** A person with a name, so their check-ins show as 'Asha R.' rather than 'A driver'. */
async function namedUser(name: string): Promise<SignedInUser> {
  const user = await newSignedInUser(baseUrl, outbox, 'alreadyOwned');
  const updated = await callApi<SignedInUser['profile']>(
    baseUrl,
    'PUT',
    '/ev/user/update-profile',
    { name },
    user.token,
  );
  expect(updated.status).toBe(200);
  return { ...user, profile: updated.body.data! };
}

/** The stations nearest `at`, as the maps call answers them. */
async function stationsNear(at: { latitude: number; longitude: number }): Promise<Station[]> {
  const auth = (await (
    await fetch(`${baseUrl}/googleservice/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  ).json()) as { data: { token: string } };
  const response = await fetch(`${baseUrl}/googleservice/ev-stations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: auth.data.token },
    body: JSON.stringify({ lat: at.latitude, lng: at.longitude }),
  });
  const body = (await response.json()) as { data: { results: Station[] } };
  return body.data.results;
}

const stationUrl = (station: Station) => `/station/${encodeURIComponent(station.place_id)}`;
const nearbyPhone = (at: { latitude: number; longitude: number }) =>
  suite.newPhone({ geolocation: at, permissions: ['geolocation'] });
const firstCard = (page: Page) => page.locator('.station-card').first();

async function checkInFromPage(page: Page, outcome: 'Charged' | 'Could not charge'): Promise<string> {
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  const sent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/check-ins'));
  await page.getByRole('button', { name: outcome, exact: true }).click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  await page.getByText('Thanks — your check-in is added.').waitFor();
  return ((await answer.json()) as { data: { check_in: { id: string } } }).data.check_in.id;
}

describe('checking in at a station', () => {
  it('checks in at a nearby station in two taps; the card and the page show it, and a second person sees it', async () => {
    const asha = await namedUser('Asha Rao');
    const page = await suite.phoneWith(sessionOf(asha), { geolocation: PUNE, permissions: ['geolocation'] });
    await page.goto('/evchargingstations');
    const card = firstCard(page);
    await card.waitFor();
    const name = (await card.locator('.station-card__name').textContent())!;
    await card.getByText('No check-ins yet').waitFor();

    await card.getByRole('link', { name: `Check-ins and details, ${name}` }).click();
    await page.waitForURL(/\/station\//);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await checkInFromPage(page, 'Charged');
    const history = page.getByRole('list', { name: 'Check-ins' });
    await history.getByText('Asha R.').waitFor();
    await page
      .getByText(/^Charged OK · just now/)
      .first()
      .waitFor();
    await screenshot(page, 'check-in-station-page');

    // Back on the list, the card says it too.
    await page.goBack();
    await page.waitForURL(/\/evchargingstations/);
    const sameCard = page.locator('.station-card', { hasText: name }).first();
    await sameCard.getByText(/^Charged OK · just now$/).waitFor();
    await sameCard.getByText('1 check-in in 30 days').waitFor();
    await screenshot(page, 'check-in-card');

    // A second person, not signed in, on another phone.
    const other = await (await nearbyPhone(PUNE)).newPage();
    await other.goto('/evchargingstations');
    const theirCard = other.locator('.station-card', { hasText: name }).first();
    await theirCard.getByText(/^Charged OK · /).waitFor();
    await theirCard.getByRole('link', { name: `Check-ins and details, ${name}` }).click();
    await other.getByText('Asha R.').waitFor();
    expect(await other.getByText('Asha Rao').count()).toBe(0);
    expect(await other.getByText(asha.mobile).count()).toBe(0);
  });

  it('shows a comment as text: markup stays letters, and links are not made', async () => {
    const user = await namedUser('Farah Khan');
    const [station] = await stationsNear(KOCHI);
    const comment = '<b>Slow</b> <img src=x onerror="window.hacked=1"> see https://example.com';
    const posted = await fetch(`${baseUrl}/ev/stations/${encodeURIComponent(station!.place_id)}/check-ins`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: user.token },
      body: JSON.stringify({ outcome: 'waited', comment }),
    });
    expect(posted.status).toBe(201);
    const page = await (await suite.newPhone()).newPage();
    await page.goto(stationUrl(station!));
    await page.getByText(comment, { exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    expect(await page.locator('main a[href="https://example.com"]').count()).toBe(0);
  });
});

describe('favourites', () => {
  it(
    'saves a station, signs out, and finds it in My stations on a fresh browser after signing in again',
    { timeout: 150_000 },
    async () => {
      const user = await newSignedInUser(baseUrl, outbox, 'alreadyOwned');
      const [station] = await stationsNear(BHOPAL);
      const page = await suite.phoneWith(sessionOf(user));
      await page.goto(stationUrl(station!));
      await page.getByRole('heading', { name: station!.name, level: 1 }).waitFor();
      const save = page.getByRole('button', { name: 'Save', exact: true });
      expect(await save.getAttribute('aria-pressed')).toBe('false');
      await save.click();
      await page.getByRole('button', { name: 'Saved', exact: true }).waitFor();

      // Sign out from the drawer.
      await page.goto('/evinindia');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(/\/signin/);

      // Sign in again, on another phone: the station is there.
      const token = await whenResendAllows(() => signInThroughApi(baseUrl, outbox, user.mobile));
      const fresh = await suite.phoneWith({ ...sessionOf(user), token });
      await fresh.goto('/evinindia');
      await fresh.getByRole('button', { name: 'Open menu' }).click();
      await fresh.getByRole('dialog').getByRole('link', { name: 'My stations' }).click();
      await fresh.waitForURL(/\/my-stations/);
      await fresh.getByText(station!.name).first().waitFor();
      await screenshot(fresh, 'my-stations');
    },
  );
});

describe('the person’s own data', () => {
  it('downloads my data as JSON with the profile, check-ins and favourites', async () => {
    const user = await namedUser('Meera Iyer');
    const [station] = await stationsNear(INDORE);
    const id = encodeURIComponent(station!.place_id);
    const checkIn = await fetch(`${baseUrl}/ev/stations/${id}/check-ins`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: user.token },
      body: JSON.stringify({ outcome: 'charged', price_per_kwh: 18 }),
    });
    expect(checkIn.status).toBe(201);
    expect(
      (await fetch(`${baseUrl}/ev/favourites/${id}`, { method: 'PUT', headers: { token: user.token } })).status,
    ).toBe(200);

    const page = await suite.phoneWith(sessionOf(user));
    await page.goto('/user-profile');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ev-india-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    // The suite's Chromium is a shared one this file connects to: the file is copied here to be read.
    const saved = path.join(tmp(), file.suggestedFilename());
    await file.saveAs(saved);
    const data = JSON.parse(fs.readFileSync(saved, 'utf8')) as Record<string, unknown>;
    const text = JSON.stringify(data);
    expect(text).toContain(user.mobile);
    expect(text).toContain(station!.place_id);
    expect(text).toContain('"charged"');
  });

  it(
    'deletes the account with the sign-in code; the check-in stays as ‘A driver’ and nothing links it to the person',
    { timeout: 150_000 },
    async () => {
      const user = await namedUser('Ravi Kumar');
      const [station] = await stationsNear(INDORE).then((s) => s.slice(3));
      const page = await suite.phoneWith(sessionOf(user));
      await page.goto(stationUrl(station!));
      await page.getByRole('heading', { name: station!.name, level: 1 }).waitFor();
      const checkInId = await checkInFromPage(page, 'Could not charge');
      await page.getByText('Ravi K.').first().waitFor();

      await page.goto('/user-profile');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog');
      const sentAfter = Date.now() - 1000;
      await dialog.getByRole('button', { name: 'Send code' }).click();
      // The sign-in code went out moments ago: the server asks to wait before another, and says how long.
      const wait = dialog.getByText(/Please wait (\d+) seconds/);
      const sentOrRefused = await Promise.race([
        dialog
          .getByLabel('Digit 1 of 4')
          .waitFor()
          .then(() => 'sent'),
        wait.waitFor().then(() => 'wait'),
      ]);
      if (sentOrRefused === 'wait') {
        const seconds = Number(/(\d+) seconds/.exec((await wait.textContent())!)![1]);
        await new Promise((r) => setTimeout(r, (seconds + 1) * 1000));
        await dialog.getByRole('button', { name: 'Send code' }).click();
      }
      const otp = await otpFor(outbox, user.mobile, sentAfter);
      await dialog.getByLabel('Digit 1 of 4').pressSequentially(otp, { delay: 30 });
      await screenshot(page, 'delete-account');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByText('Your account has been deleted.').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('evtoken'))).toBeFalsy();

      // The old token is dead, the check-in shows as 'A driver'.
      expect((await callApi(baseUrl, 'PUT', '/ev/user/check-profile', {}, user.token)).status).toBe(401);
      const visitor = await (await suite.newPhone()).newPage();
      await visitor.goto(stationUrl(station!));
      await visitor.getByText('A driver').first().waitFor();
      expect(await visitor.getByText('Ravi K.').count()).toBe(0);

      const db = new Database(database, { readonly: true, fileMustExist: true });
      try {
        const row = db.prepare('SELECT user_id FROM check_ins WHERE id = ?').get(checkInId) as
          { user_id: string | null } | undefined;
        expect(row).toEqual({ user_id: null });
        expect(
          db.prepare('SELECT count(*) AS n FROM users WHERE id = ? OR mobile = ?').get(user.profile.id, user.mobile),
        ).toEqual({ n: 0 });
        expect(db.prepare('SELECT count(*) AS n FROM favourites WHERE user_id = ?').get(user.profile.id)).toEqual({
          n: 0,
        });
        expect(db.prepare('SELECT count(*) AS n FROM sessions WHERE user_id = ?').get(user.profile.id)).toEqual({
          n: 0,
        });
      } finally {
        db.close();
      }
    },
  );
});
