import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { chromium } from 'playwright-core';
import { phoneContext } from './browser.ts';
import { newSignedInUser, sessionOf, signedInPage, type SignedInUser, type StoredSession } from './sign-in.ts';

type Preference = NonNullable<Parameters<typeof newSignedInUser>[2]>;

export interface PhoneSuite {
  baseUrl: string;
  outbox: string;
  /** The suite's Chromium; only valid inside tests and hooks (it is connected in beforeAll). */
  browser(): Browser;
  /** Closes `context` after the current test. */
  track<T extends BrowserContext>(context: T): T;
  /** A phone-sized context closed after the current test. */
  newPhone(extra?: BrowserContextOptions): Promise<BrowserContext>;
  /** A phone whose first page already holds `session`. */
  phoneWith(session: StoredSession, extra?: BrowserContextOptions): Promise<Page>;
  /** A brand-new person signed in through the API, and a phone holding their session. */
  signedInPhone(preference?: Preference): Promise<{ user: SignedInUser; page: Page }>;
}

/**
 * The browser set-up every e2e file shares: call it once at the top of a test file (outside any
 * describe) and it connects to the suite's Chromium (started once by global-setup.ts) before the
 * file's tests, closes the contexts a test opened after that test, and disconnects at the end
 * (which closes the contexts the file left open).
 */
export function phoneSuite(): PhoneSuite {
  const baseUrl = inject('baseUrl');
  const outbox = inject('outbox');
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const suite: PhoneSuite = {
    baseUrl,
    outbox,
    browser() {
      if (!browser) throw new Error('Chromium is not running yet: use the browser inside a test or hook');
      return browser;
    },
    track(context) {
      contexts.push(context);
      return context;
    },
    async newPhone(extra = {}) {
      return suite.track(await phoneContext(suite.browser(), baseUrl, extra));
    },
    async phoneWith(session, extra = {}) {
      return signedInPage(await suite.newPhone(extra), session);
    },
    async signedInPhone(preference) {
      const user = await newSignedInUser(baseUrl, outbox, preference);
      return { user, page: await suite.phoneWith(sessionOf(user)) };
    },
  };
  return suite;
}
