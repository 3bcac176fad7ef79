import type { BrowserContext, Page } from 'playwright-core';

/**
 * The page's own clock under the test's hand (Playwright's clock: Date, performance.now, timers,
 * animation frames), for tests about how long something lasts on screen. Time then moves by the
 * page's clock, not the test machine's: a busy machine can make a step slower, never shorter or
 * longer in the page's time.
 */

/** A minute past the page's now: far enough ahead that the page cannot have reached it yet. */
const AHEAD_MS = 60_000;

/** Installs a controllable clock in `context`'s pages (before they load); it runs as usual until paused. */
export async function installClock(context: BrowserContext): Promise<void> {
  await context.clock.install();
}

/**
 * Stops the page's time: no timer fires until `page.clock.runFor` moves it on (or `resume`). The clock
 * jumps a minute ahead first (timers due by then fire once), since the moment it is stopped at
 * must not already have passed in the page.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + AHEAD_MS);
}

/**
 * Lets the page finish the work already queued (React renders and effects are scheduled as
 * message-channel tasks, which the clock does not hold): resolves once a task posted now has run.
 */
export async function queuedWorkDone(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Records, in the page's own time, each `setTimeout` the page starts with `delayMs`, so a test can
 * wait for the timer it means (`timersStarted`). Add before the page loads, after `installClock`.
 */
export async function recordTimers(context: BrowserContext, delayMs: number): Promise<void> {
  await context.addInitScript((delay) => {
    const started: number[] = [];
    Object.assign(window, { __timersStarted: started });
    const setTimeoutAsInstalled = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      if (ms === delay) started.push(Date.now());
      return setTimeoutAsInstalled(handler, ms, ...rest);
    }) as typeof window.setTimeout;
  }, delayMs);
}

/** When (page time) each recorded timer started. */
export function timersStarted(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __timersStarted?: number[] }).__timersStarted ?? []);
}

/** Moves a paused clock on in `stepMs` steps until `done` holds (a page loading while its time is held). */
export async function runClockUntil(page: Page, done: () => Promise<boolean>, stepMs = 20): Promise<void> {
  while (!(await done())) await page.clock.runFor(stepMs);
}

/** How long the splash shows (spec section 9; features/auth/splash-screen.tsx). */
export const SPLASH_MS = 4500;
const splashClocks = new WeakSet<BrowserContext>();

/** Gives `context`'s pages a clock the test can move past the splash (`passSplash`); call before the page loads. */
export async function splashClock(context: BrowserContext): Promise<void> {
  if (splashClocks.has(context)) return;
  splashClocks.add(context);
  await installClock(context);
  await recordTimers(context, SPLASH_MS);
}

/**
 * Waits for the splash to start its 4.5 s, then moves the page's clock past them: the splash ends
 * as it does for a person, without the test waiting 4.5 s of the machine's time (or longer on a busy one).
 */
export async function passSplash(page: Page): Promise<void> {
  await page.waitForFunction(
    () => ((window as unknown as { __timersStarted?: number[] }).__timersStarted ?? []).length > 0,
  );
  await page.clock.runFor(SPLASH_MS);
}
