import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decodePolyline } from '../../src/domain/geo/polyline.ts';
import { GRAPH_FILE_NAME } from '../../src/domain/roads/graph-file.ts';
import { RoadGraph } from '../../src/domain/roads/road-graph.ts';
import { snapToGraph } from '../../src/domain/roads/snap.ts';
import { DATA_DIR } from '../../src/server/data-dir.server.ts';
import { screenshot } from './browser.ts';
import { newSignedInUser, sessionOf, signedInPage } from './sign-in.ts';
import { phoneSuite } from './suite.ts';

/**
 * The trip planner (issue 16) in Debian's Chromium at a phone viewport: a trip planned with a
 * vehicle shows its stops with the battery on arrival, the road it is measured on (issue 29: the
 * national highways, named, and drawn on the map); the Google Maps link carries them as
 * waypoints; the share link reopens the same plan on another phone; a reload keeps it; a bad
 * figure is refused under its field; a trip that can't be done says where and offers a fix.
 */
const suite = phoneSuite();
const { baseUrl, outbox } = suite;

interface PlanJson {
  feasible: boolean;
  stops: Array<{ arrive_pct: number; station: { name: string; geometry: { location: { lat: number; lng: number } } } }>;
  maps_url: string | null;
  gap: { from_name: string; to_name: string } | null;
  route: { source: string; polyline: string };
}

/** The bundled national-highway graph, read as the server reads it (data/roads). */
let graph: RoadGraph | undefined;
const roadGraph = () =>
  (graph ??= RoadGraph.fromBytes(
    new Uint8Array(fs.readFileSync(path.join(DATA_DIR, 'roads', GRAPH_FILE_NAME))).buffer,
  ));

async function plannerPage(): Promise<Page> {
  const user = await newSignedInUser(baseUrl, outbox, 'alreadyOwned');
  const page = await signedInPage(await suite.newPhone(), sessionOf(user));
  await page.goto('/planatrip');
  return page;
}

async function fillEnds(page: Page, from: string, to: string) {
  await page.getByRole('combobox', { name: 'Your current location' }).fill(from);
  const destination = page.getByRole('combobox', { name: 'Where do you want to go ?' });
  await destination.fill(to);
  await destination.press('Escape');
}

async function chooseCatalogueVehicle(page: Page, kind: 'Car' | 'Scooter', search: string, title: RegExp) {
  await page.getByRole('radio', { name: kind, exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Search your vehicle' });
  await box.fill(search);
  await page.getByRole('option', { name: title }).first().click();
  await page.getByText(/^Chosen: /).waitFor();
}

async function submitAndWaitForPlan(page: Page): Promise<PlanJson> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/ev/trip/plan'), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Find Station', exact: true }).click();
  const plan = ((await (await answer).json()) as { data: PlanJson }).data;
  await page.waitForURL(/\/planatrip\/locationonway\?/);
  await page.getByRole('heading', { name: 'Charging plan' }).waitFor();
  return plan;
}

const stopTexts = (page: Page) => page.locator('.plan-stop__detail').allTextContents();

describe('planning a trip with a vehicle', () => {
  it('Delhi → Jaipur in a Nexon: stops with arrival %, a Google Maps link through them, a share link that reopens it, and a reload that keeps it', async () => {
    const page = await plannerPage();
    await fillEnds(page, 'Delhi', 'Jaipur');
    await chooseCatalogueVehicle(page, 'Car', 'nexon creative plus mr', /Tata Nexon EV Creative Plus MR/);
    const battery = page.getByRole('textbox', { name: 'Battery now (%)' });
    expect(await battery.inputValue()).toBe('80');
    await screenshot(page, 'trip-plan-form');
    const plan = await submitAndWaitForPlan(page);
    expect(plan.feasible).toBe(true);
    expect(plan.stops.length).toBeGreaterThanOrEqual(1);

    // Each stop says the battery it is reached with, never below the 15% reserve.
    const details = await stopTexts(page);
    expect(details).toHaveLength(plan.stops.length);
    for (const [i, text] of details.entries()) {
      const arrive = Number(/Arrive with (\d+)%/.exec(text)?.[1]);
      expect(arrive).toBe(plan.stops[i]!.arrive_pct);
      expect(arrive).toBeGreaterThanOrEqual(15);
    }
    await page.getByRole('term').filter({ hasText: 'Road distance' }).waitFor();
    // Measured on the national highways (issue 29), and the screen names the source.
    expect(plan.route.source).toBe('roads');
    await page
      .getByText('Road distance via national highways (© OpenStreetMap contributors)', { exact: true })
      .waitFor();
    await screenshot(page, 'trip-plan-result');

    // The route the plan draws follows the highway: each of its points lies on the graph (within
    // 20 m), but the trip's own two places and where their straight access stretches meet the
    // highway (estimated, as the answer's access_km says); and the map draws it, bend by bend.
    const drawn = decodePolyline(plan.route.polyline);
    expect(drawn.length).toBeGreaterThan(20);
    const offGraph = drawn.flatMap((point, i) => (snapToGraph(roadGraph(), point, 0.02) ? [] : [i]));
    const ends = [0, 1, drawn.length - 2, drawn.length - 1];
    expect(offGraph.filter((i) => !ends.includes(i))).toEqual([]);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const line = page.locator('path.trip-route');
    await line.waitFor();
    const bends = ((await line.getAttribute('d')) ?? '').match(/L/g)?.length ?? 0;
    expect(bends).toBeGreaterThanOrEqual(5);
    await screenshot(page, 'trip-plan-map');
    await page.getByRole('button', { name: 'List', exact: true }).click();

    // Google Maps: the route with the stops, in order, as waypoints, in a new tab.
    const maps = page.getByRole('link', { name: 'Open in Google Maps' });
    expect(await maps.getAttribute('target')).toBe('_blank');
    const url = new URL((await maps.getAttribute('href'))!);
    expect(url.hostname).toBe('www.google.com');
    const waypoints = url.searchParams
      .get('waypoints')!
      .split('|')
      .map((p) => p.split(',').map(Number));
    expect(waypoints).toHaveLength(plan.stops.length);
    for (const [i, [lat, lng]] of waypoints.entries()) {
      expect(lat).toBeCloseTo(plan.stops[i]!.station.geometry.location.lat, 4);
      expect(lng).toBeCloseTo(plan.stops[i]!.station.geometry.location.lng, 4);
    }
    expect(await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent('/planatrip/locationonway?'),
    );

    // A reload keeps the plan, without asking the server again.
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/ev/trip/plan')) asked++;
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Charging plan' }).waitFor();
    expect(await stopTexts(page)).toEqual(details);
    expect(asked).toBe(0);

    // The share link opened by someone else (no stored trip) plans the same trip again.
    const shared = page.url();
    const other = await plannerPage();
    const again = other.waitForResponse((r) => r.url().endsWith('/ev/trip/plan'), { timeout: 30_000 });
    await other.goto(shared);
    await again;
    await other.getByRole('heading', { name: 'Charging plan' }).waitFor();
    expect(await stopTexts(other)).toEqual(details);
    expect(other.url()).toBe(shared);
  });

  it('Share copies the link where the browser has no share sheet', async () => {
    const page = await plannerPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.reload();
    await fillEnds(page, 'Bengaluru', 'Mysuru');
    await chooseCatalogueVehicle(page, 'Scooter', 'ather 450x 2.9', /Ather 450X 2\.9 kwh/i);
    const plan = await submitAndWaitForPlan(page);
    expect(plan.feasible).toBe(true);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  it('refuses a battery over 100% under its field, sending nothing', async () => {
    const page = await plannerPage();
    await fillEnds(page, 'Delhi', 'Agra');
    await chooseCatalogueVehicle(page, 'Car', 'nexon creative plus mr', /Tata Nexon EV Creative Plus MR/);
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/googleservice/route-ev-stations') || r.url().endsWith('/ev/trip/plan')) sent++;
    });
    const battery = page.getByRole('textbox', { name: 'Battery now (%)' });
    await battery.fill('120');
    await page.getByRole('button', { name: 'Find Station', exact: true }).click();
    await page.getByText('Please enter the battery now as a whole number from 1 to 100').waitFor();
    expect(await battery.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/planatrip');
  });

  it('a trip that cannot be done says plainly between which places and how far the battery carries', async () => {
    const page = await plannerPage();
    await fillEnds(page, 'Jaisalmer', 'Bikaner');
    await chooseCatalogueVehicle(page, 'Car', 'tiago smart 19', /Tata Tiago EV Smart 19/);
    const plan = await submitAndWaitForPlan(page);
    expect(plan.feasible).toBe(false);
    await page
      .getByText(
        new RegExp(
          `^No fast charger for your vehicle between Jaisalmer and ${plan.gap!.to_name} \\(\\d+ km\\)\\. With 15% reserve you can cover \\d+ km\\.$`,
        ),
      )
      .waitFor();
    await screenshot(page, 'trip-plan-cannot');
  });

  // Parked: with the energy of the real height of the ground (issue 40, open) this trip's gap offers no one-tap
  // change any more. The test comes back with a trip whose gap a lower reserve or a fuller start does close.
  it.skip('a suggested change plans again with it: Indore → Nagpur with a lower reserve', async () => {
    const page = await plannerPage();
    await fillEnds(page, 'Indore', 'Nagpur');
    await chooseCatalogueVehicle(page, 'Car', 'tiago pure plus 19', /Tata Tiago EV Pure Plus 19 Medium Range/);
    const plan = await submitAndWaitForPlan(page);
    expect(plan.feasible).toBe(false);
    const fix = page.getByRole('button', { name: /^Plan with \d+% reserve$|^Start with \d+% battery$/ }).first();
    const again = page.waitForResponse((r) => r.url().endsWith('/ev/trip/plan'), { timeout: 30_000 });
    await fix.click();
    const sent = (await again).request().postDataJSON() as Record<string, unknown>;
    expect(sent.vehicle_id).toBe('tata-tiago-ev-pure-plus-19-medium-range');
    expect(Number(sent.reserve_pct) < 15 || Number(sent.start_pct) > 80).toBe(true);
    await page.locator('.plan-stop').first().waitFor();
    // The link follows the change, so a reload or a share keeps it.
    expect(new URL(page.url()).searchParams.get(sent.reserve_pct !== 15 ? 'reserve' : 'battery')).toBe(
      String(sent.reserve_pct !== 15 ? sent.reserve_pct : sent.start_pct),
    );
  });

  it('the vehicle kept in the profile is the trip form’s default on another phone', async () => {
    const user = await newSignedInUser(baseUrl, outbox, 'alreadyOwned');
    const phone = await signedInPage(await suite.newPhone(), sessionOf(user));
    await phone.goto('/user-profile');
    await phone.getByRole('heading', { name: 'My vehicle for trips' }).waitFor();
    await phone.getByText('No vehicle chosen yet.').waitFor();
    await phone.getByRole('radio', { name: 'Scooter', exact: true }).click();
    await phone.getByRole('combobox', { name: 'Search your vehicle' }).fill('ather 450x 2.9');
    const saved = phone.waitForResponse(
      (r) => r.url().endsWith('/ev/trip/my-vehicle') && r.request().method() === 'PUT',
    );
    await phone
      .getByRole('option', { name: /Ather 450X 2\.9 kwh ·/i })
      .first()
      .click();
    expect((await saved).status()).toBe(200);
    await phone.getByText('Saved', { exact: true }).waitFor();
    await screenshot(phone, 'profile-my-vehicle');

    // Another phone: nothing stored on it, the same account.
    const other = await signedInPage(await suite.newPhone(), sessionOf(user));
    await other.goto('/planatrip');
    await other.getByText(/^Chosen: Ather 450X 2\.9 Kwh$/).waitFor();
    expect(await other.getByRole('radio', { name: 'Scooter', exact: true }).getAttribute('aria-checked')).toBe('true');
  });
});
