import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type AppServer } from '../../bench/support/app-server.ts';
import { routeScreens } from '../../src/web/app/route-screens.ts';
import { desktopContext, framesDrawn, phoneContext } from './browser.ts';
import { newSignedInUser, type SignedInUser } from './sign-in.ts';
import { phoneSuite } from './suite.ts';

/**
 * Prerendered first screens (docs/decisions/0009-prerendered-screens.md): the page's HTML holds the
 * screen, it paints before any script runs, and the app hydrates it without drawing it again. The
 * boot script shows the splash instead wherever the app would render something else.
 */
const suite = phoneSuite();

/** What the page ended with: did it hydrate the prerendered screen, and is the splash mark gone. */
const bootState = (page: Page) =>
  page.evaluate(() => ({
    hydration: document.documentElement.dataset.hydration ?? 'none',
    boot: document.documentElement.dataset.boot ?? '',
  }));

/** The screens whose first render is a redirect: the build leaves them with the splash page. */
const REDIRECTING = ['/verification', '/profile-verification'];

/**
 * Every other route without parameters must come prerendered. The list is known when the tests are
 * collected, so each page gets a test of its own (its own time budget, its name in a failure);
 * whether the server really sends it prerendered, and who for, is asked inside the test.
 */
const PRERENDERED_PATHS = routeScreens
  .map((route) => route.path)
  .filter((path) => !path.includes(':') && !REDIRECTING.includes(path));

type PrerenderedPage = { path: string; access: string; reads: string[] };

/** Every page the server at `baseUrl` sends with a prerendered screen, and who it was rendered for. */
async function prerenderedPages(baseUrl: string): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  for (const route of routeScreens.filter((r) => !r.path.includes(':'))) {
    const html = await (await fetch(`${baseUrl}${route.path}`)).text();
    const access = /<html lang="en" data-prerendered="(user|visitor)"/.exec(html)?.[1];
    if (!access) continue;
    const reads = /data-reads="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    pages.set(route.path, { path: route.path, access, reads });
  }
  return pages;
}

/**
 * A phone whose localStorage holds exactly `local`, and sessionStorage nothing, when each page
 * loads (what one screen stored, such as the profile a screen fetched, never carries to the next).
 * The caller closes it.
 */
async function newStoringPhone(local: Record<string, string>, baseUrl: string): Promise<BrowserContext> {
  const context = await phoneContext(suite.browser(), baseUrl);
  await context.addInitScript((items) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, local);
  return context;
}

/** The same, closed after the current test. */
const phoneStoring = async (local: Record<string, string>) => suite.track(await newStoringPhone(local, suite.baseUrl));

/** Opens `path` and waits until the app's first render has committed (the boot splash is gone). */
async function open(context: BrowserContext, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  await page.waitForFunction(() => !document.getElementById('boot-splash'), undefined, { timeout: 60_000 });
  // Stores re-read after hydration (a token, a saved choice) re-render within a frame or two.
  await framesDrawn(page);
  return { page, errors };
}

/**
 * The walk's storage states: a visitor, only a token, and fully signed in (the stored keys of the
 * person). A token and nothing else: the signed-in screens that read stored details are shown and
 * hydrated too.
 */
const STORAGE_STATES: Array<[state: string, storage: (person: SignedInUser) => Record<string, string>]> = [
  ['as a visitor', () => ({})],
  ['with only a token', (person) => ({ evtoken: person.token })],
  [
    'signed in',
    (person) => ({
      evtoken: person.token,
      preference: person.profile.userPreference,
      evdetails: JSON.stringify(person.profile),
    }),
  ],
];

/** Whether the boot script lets the prerendered screen show with `storage` stored, rather than the splash. */
const shownWith = (page: PrerenderedPage, storage: Record<string, string>) =>
  !(page.access === 'user' && !storage.evtoken) && !page.reads.some((key) => key in storage);

/** Opens one prerendered page in `context`, whose pages load with `storage` stored; returns what went wrong. */
async function hydrationProblems(
  context: BrowserContext,
  prerendered: PrerenderedPage,
  storage: Record<string, string>,
): Promise<string[]> {
  const { page, errors } = await open(context, prerendered.path);
  const problems: string[] = [];
  const { hydration, boot } = await bootState(page);
  if (await page.locator('#root[inert]').count()) problems.push('the screen stayed inert');
  const shown = shownWith(prerendered, storage);
  if (shown && hydration !== 'hydrated') problems.push(hydration);
  if (!shown && hydration !== 'none') problems.push('hydrated a screen it should not show');
  if (boot) problems.push(`data-boot left as ${boot}`);
  if (errors.length) problems.push(errors.join(' | '));
  await page.close();
  return problems;
}

/** The server a walk runs against, its prerendered pages and a signed-in person; set in a beforeAll. */
interface WalkTarget {
  baseUrl: string;
  pages: Map<string, PrerenderedPage>;
  person: SignedInUser;
}

/**
 * Opens every prerendered page as a visitor, with only a token, and fully signed in: one test per
 * page and state (about 100 page loads in all, too many for one test's budget on a slow machine).
 * `hydratedOnly`: only where the page is shown and so hydrated (the development build's walk:
 * React's development build adds checks to hydration; where the boot script shows the splash
 * instead nothing hydrates, and the production walk has checked that splash with the same boot
 * script). The others are reported as skipped, with the reason.
 */
function hydratesEveryPage(target: () => WalkTarget, { hydratedOnly = false } = {}) {
  describe.each(STORAGE_STATES)('%s', (_state, storage) => {
    // One phone per state, as a person's browser keeps its cache from page to page.
    let context: BrowserContext | undefined;
    beforeAll(async () => {
      context = await newStoringPhone(storage(target().person), target().baseUrl);
    });
    afterAll(async () => {
      await context?.close();
    });

    it.for(PRERENDERED_PATHS)('%s', async (path, { skip }) => {
      const { pages, person } = target();
      const page = pages.get(path);
      expect(page, `${path} is not prerendered`).toBeDefined();
      if (hydratedOnly && !shownWith(page!, storage(person)))
        skip('the splash shows here, so nothing hydrates: the production walk checks it');
      const problems = await hydrationProblems(context!, page!, storage(person));
      // The desk is for operators: to anyone else its requests are answered 403, as they should be.
      const expected = (problem: string) =>
        path === '/desk/assistance' && problem.split(' | ').every((part) => /status of 403 \(Forbidden\)/.test(part));
      expect(problems.filter((problem) => !expected(problem))).toEqual([]);
    });
  });

  it('shows, and so hydrates, more screens than there are pages across the storage states', () => {
    const { pages, person } = target();
    // Each test above finds a page hydrated exactly where it is shown: this counts those.
    const shown = STORAGE_STATES.flatMap(([, storage]) =>
      [...pages.values()].filter((page) => shownWith(page, storage(person))),
    );
    expect(shown.length).toBeGreaterThan(pages.size);
  });
}

describe('prerendered first screens', () => {
  let pages = new Map<string, PrerenderedPage>();
  let person: SignedInUser;

  beforeAll(async () => {
    pages = await prerenderedPages(suite.baseUrl);
    person = await newSignedInUser(suite.baseUrl, suite.outbox, 'planningToBuy');
  });

  it('covers the screens people open first, and leaves out those that redirect or take parameters', () => {
    const paths = [...pages.keys()];
    expect(paths).toEqual(PRERENDERED_PATHS);
    for (const path of [
      '/',
      '/signin',
      '/evinindia',
      '/findelectricvehicle',
      '/evchargingstations',
      '/tcocalculator',
      '/blogs',
      '/state',
      '/earningcalculator',
    ]) {
      expect(paths).toContain(path);
    }
    // The code screen has nothing to show without a number waiting for its code: it redirects.
    expect(paths).not.toContain('/verification');
    expect(pages.get('/blogs')?.access).toBe('user');
    expect(pages.get('/signin')?.access).toBe('visitor');
    // The home's first render reads the stored preference and details.
    expect(pages.get('/evinindia')?.reads).toEqual(expect.arrayContaining(['preference', 'evdetails']));
  });

  it('paints the screen from the HTML alone: with no script at all, /blogs shows its articles', async () => {
    const context = await suite.newPhone({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blogs', { waitUntil: 'load' });
    const root = page.locator('#root');
    await expect.poll(() => root.isVisible()).toBe(true);
    // Seen, but not live until the app has taken it over.
    expect(await root.getAttribute('inert')).toBe('');
    expect(await page.locator('#root .blog-card').count()).toBeGreaterThanOrEqual(10);
    expect(await page.locator('#root h1').first().innerText()).toBe('Blogs');
    // The page arrives with the screen's own title, not only once the app has set it.
    expect(await page.title()).toBe('Blogs');
    expect(await page.locator('#boot-splash').isVisible()).toBe(false);
  });

  describe('hydrates every prerendered screen it shows, without drawing it again or an error, for a visitor and a signed-in person', () => {
    hydratesEveryPage(() => ({ baseUrl: suite.baseUrl, pages, person }));
  });

  it('shows a visitor the splash, not a signed-in screen, from the first paint, then sends them to sign in', async () => {
    const context = await suite.newPhone();
    const page = await context.newPage();
    // The app's code never arrives: what shows is the page's own first paint.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/blogs', { waitUntil: 'load' });
    expect(await page.locator('#boot-splash').isVisible()).toBe(true);
    expect(await page.locator('#root').isVisible()).toBe(false);
    await page.unroute('**/assets/*.js');
    await page.goto('/blogs');
    await page.waitForURL('**/signin');
    expect(await page.locator('#boot-splash').count()).toBe(0);
  });

  it('shows the signed-in person the screen at once, and the splash where a stored value changes it', async () => {
    const context = await phoneStoring({
      evtoken: person.token,
      preference: 'planningToBuy',
      evdetails: JSON.stringify(person.profile),
    });
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/blogs', { waitUntil: 'load' });
    expect(await page.locator('#root').isVisible()).toBe(true);
    expect(await page.locator('#boot-splash').isVisible()).toBe(false);
    // The home reads the stored preference (it orders the sections by it): the splash, then the person's own home.
    await page.goto('/evinindia', { waitUntil: 'load' });
    expect(await page.locator('#boot-splash').isVisible()).toBe(true);
    expect(await page.locator('#root').isVisible()).toBe(false);
  });

  it('keeps the screen out of a page whose query string changes it: /blogs?tab=videos opens on the videos', async () => {
    const html = await (await fetch(`${suite.baseUrl}/blogs?tab=videos`)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<div id="root"><main class="splash"');
    const context = await phoneStoring({ evtoken: person.token });
    const { page, errors } = await open(context, '/blogs?tab=videos');
    expect(await page.getByRole('tab', { name: 'Videos' }).getAttribute('aria-selected')).toBe('true');
    expect((await bootState(page)).hydration).toBe('none');
    // The video thumbnails come from the video host, which this machine cannot reach.
    expect(errors.filter((error) => !error.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  });

  it('shows a desktop the splash and then its notice, not the phone screen', async () => {
    const context = suite.track(await desktopContext(suite.browser(), suite.baseUrl));
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/signin', { waitUntil: 'load' });
    expect(await page.locator('#boot-splash').isVisible()).toBe(true);
    expect(await page.locator('#root').isVisible()).toBe(false);
  });
});

/**
 * React's production build checks a hydrated tree's text and elements, not its attributes (an id
 * from useId, a class, a value); its development build reports those too, as console errors. So
 * the same walk runs once more against a development build of the app, served by the real server.
 */
describe('prerendered first screens, development build', () => {
  let server: AppServer | undefined;
  let target: WalkTarget;

  beforeAll(async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-e2e-dev-'));
    execFileSync(
      'npx',
      ['vite', 'build', '--mode', 'development', '--logLevel', 'error', '--outDir', webDist, '--emptyOutDir'],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, NODE_ENV: 'development' },
      },
    );
    // A busy machine starts the server slowly: give it up to the hook's own time-out (vitest.config.ts).
    server = await startServer({ webDist, startTimeoutMs: 170_000 });
    const person = await newSignedInUser(server.baseUrl, server.outbox, 'planningToBuy');
    target = { baseUrl: server.baseUrl, pages: await prerenderedPages(server.baseUrl), person };
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('prerenders every route without parameters but those that redirect, as the production build does', () => {
    expect([...target.pages.keys()]).toEqual(PRERENDERED_PATHS);
  });

  describe('hydrates every prerendered screen it shows with no mismatch React can see, attributes included', () => {
    hydratesEveryPage(() => target, { hydratedOnly: true });
  });
});
