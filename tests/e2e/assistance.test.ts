import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { AssistanceStore } from '../../src/server/assistance/assistance-store.server.ts';
import { openDatabase } from '../../src/server/db/database.server.ts';
import { screenshot } from './browser.ts';
import { callApi, newSignedInUser, sessionOf } from './sign-in.ts';
import { phoneSuite } from './suite.ts';

/**
 * Roadside assistance end to end (issue 39), Chromium at phone size: a person on NH-44 north of
 * Panipat (Playwright's geolocation) asks for help and sees the highway named, then the status change
 * as an operator assigns a helper in a second browser; offline, the request waits on the phone and,
 * once online, exactly one reaches the desk. English and Hindi.
 */
const suite = phoneSuite();
const ON_NH44 = { latitude: 29.4926, longitude: 76.972, accuracy: 20 };

async function operatorSession() {
  const operator = await newSignedInUser(suite.baseUrl, suite.outbox, 'alreadyOwned');
  const handle = openDatabase(inject('database'));
  try {
    await new AssistanceStore(handle.db).addOperator(operator.mobile, Date.now());
  } finally {
    await handle.close();
  }
  return operator;
}

async function fillRequest(page: Page, problem: RegExp) {
  // The chip is the radio's label (the input itself is visually hidden, as a chip group's is).
  await page.locator('label.assist-chip', { hasText: problem }).click();
  await expect.poll(() => page.getByRole('radio', { name: problem }).isChecked()).toBe(true);
}

async function deskRequests(token: string) {
  const list = await callApi<{ requests: { number: string; id: string }[] }>(
    suite.baseUrl,
    'GET',
    '/ev/assistance/desk/requests',
    undefined,
    token,
  );
  return list.body.data?.requests ?? [];
}

describe('roadside assistance in the browser', () => {
  for (const [language, words, assigned, send, waiting] of [
    ['en', /^NH-44, \d+ km north of Panipat$/, 'Helper assigned', 'Send', 'Waiting for signal — we will send it'],
    ['hi', /^NH-44, (पानीपत|Panipat) से \d+ किमी उत्तर$/, 'मददगार तय', 'भेजें', 'सिग्नल का इंतज़ार — हम इसे भेज देंगे'],
  ] as const) {
    it(`asks for help from NH-44, and follows the operator's assignment (${language})`, async () => {
      const operator = await operatorSession();
      const user = await newSignedInUser(suite.baseUrl, suite.outbox, 'alreadyOwned');
      const page = await suite.phoneWith(sessionOf(user, { lang: language }), {
        geolocation: ON_NH44,
        permissions: ['geolocation'],
        locale: language === 'hi' ? 'hi-IN' : 'en-IN',
      });
      await page.goto('/assistance');
      await expect.poll(() => page.getByTestId('assist-words').textContent()).toMatch(words);
      await fillRequest(page, language === 'hi' ? /बैटरी खत्म/ : /Battery empty/);
      await screenshot(page, `assistance-form-${language}`);
      await page.getByRole('button', { name: send, exact: true }).click();
      await page.waitForURL(/\/assistance\/[0-9a-f-]{36}$/);
      const number = await page.locator('#assist-number').textContent();
      expect(number).toMatch(/RA-[A-Z0-9]{6}/);
      const id = page.url().split('/').at(-1)!;

      // The operator, in a browser of their own, assigns a helper from the desk.
      const desk = await suite.phoneWith(sessionOf(operator));
      await desk.goto('/desk/assistance');
      const card = desk.locator(`article[data-request="${number!.match(/RA-[A-Z0-9]{6}/)![0]}"]`);
      await card.getByLabel(/Helper’s name|मददगार का नाम/).fill('Ravi Kumar');
      await card.getByLabel(/Helper’s mobile|मददगार का मोबाइल/).fill('9812345678');
      await card.getByLabel(/Helper’s vehicle|मददगार की गाड़ी/).fill('Flatbed HR06');
      await screenshot(desk, `assistance-desk-${language}`);
      await card.getByRole('button', { name: /Assign helper|मददगार तय करें/ }).click();
      await expect.poll(async () => (await deskRequests(operator.token)).find((r) => r.id === id)).toBeTruthy();

      await expect.poll(() => page.locator('[aria-current="step"]').textContent()).toBe(assigned);
      await expect.poll(() => page.getByText(/Ravi Kumar/).count()).toBeGreaterThan(0);
      await screenshot(page, `assistance-status-${language}`);
      expect(
        await page.getByRole('link', { name: /Call the helpline|हेल्पलाइन पर कॉल करें/ }).getAttribute('href'),
      ).toMatch(/^tel:/);
    });

    it(`keeps a request made offline and sends exactly one once online (${language})`, async () => {
      const operator = await operatorSession();
      const user = await newSignedInUser(suite.baseUrl, suite.outbox, 'alreadyOwned');
      const page = await suite.phoneWith(sessionOf(user, { lang: language }), {
        geolocation: ON_NH44,
        permissions: ['geolocation'],
      });
      await page.goto('/assistance');
      await expect.poll(() => page.getByTestId('assist-words').textContent()).toMatch(words);
      await fillRequest(page, language === 'hi' ? /टायर पंक्चर/ : /Flat tyre/);
      const before = (await deskRequests(operator.token)).length;
      await page.context().setOffline(true);
      await page.getByRole('button', { name: send, exact: true }).click();
      await page.getByRole('heading', { name: waiting }).waitFor();
      await screenshot(page, `assistance-waiting-${language}`);
      expect(await page.getByRole('link', { name: /SMS/ }).first().getAttribute('href')).toMatch(
        /^sms:\d+\?body=HELP%20EV/,
      );
      await page.context().setOffline(false);
      await page.waitForURL(/\/assistance\/[0-9a-f-]{36}$/);
      const mine = async () => (await deskRequests(operator.token)).length - before;
      await expect.poll(mine).toBe(1);
      // Online again twice (the event fires again): still one.
      await page.context().setOffline(true);
      await page.context().setOffline(false);
      await page.reload();
      await page.locator('#assist-number').waitFor();
      expect(await mine()).toBe(1);
    });
  }
});
