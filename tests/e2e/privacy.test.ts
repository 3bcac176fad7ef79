import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MY_DATA_SECTIONS, type MyDataFile } from '../../src/domain/privacy/my-data-file.ts';
import { otpFor, randomMobile, screenshot } from './browser.ts';
import { callApi, checkProfile, sessionOf, signInThroughApi, whenResendAllows, type SignedInUser } from './sign-in.ts';
import { phoneSuite } from './suite.ts';

/**
 * 'Your data' (issue 31) in Chromium at a phone viewport, in English and in Hindi: the profile says
 * what is kept and for how long; 'Download my data' gives the file with every section and its
 * notes in the person's language; 'Delete my account' (with a code) signs the person out
 * everywhere: a second phone, signed in on its own, finds itself signed out at its next step.
 */
const suite = phoneSuite();
const { baseUrl, outbox } = suite;

interface Words {
  heading: string;
  retentionTitle: string;
  codesRetention: string;
  download: string;
  deleteOpen: string;
  send: string;
  wait: RegExp;
  digit1: string;
  done: string;
  analyticsNote: string;
}

const ENGLISH: Words = {
  heading: 'Your data',
  retentionTitle: 'What we keep, and for how long',
  codesRetention: 'Sign-in codes and wrong code tries: deleted after 24 hours.',
  download: 'Download my data',
  deleteOpen: 'Delete my account',
  send: 'Send code',
  wait: /Please wait (\d+) seconds/,
  digit1: 'Digit 1 of 4',
  done: 'Your account has been deleted.',
  analyticsNote: 'They keep nothing about a person',
};

const HINDI: Words = {
  heading: 'आपका डेटा',
  retentionTitle: 'हम क्या रखते हैं, और कब तक',
  codesRetention: 'साइन इन कोड और गलत कोड की कोशिशें: 24 घंटे बाद डिलीट।',
  download: 'मेरा डेटा डाउनलोड करें',
  deleteOpen: 'मेरा अकाउंट डिलीट करें',
  send: 'कोड भेजें',
  wait: /कृपया (\d+) सेकंड रुकें/,
  digit1: '4 में से अंक 1',
  done: 'आपका अकाउंट डिलीट कर दिया गया है।',
  analyticsNote: 'इसलिए यहाँ आपका कुछ भी नहीं है',
};

/** One account signed in twice (two sessions, as on two phones), in `language`. */
interface TwoPhones {
  language: 'en' | 'hi';
  first: SignedInUser;
  second: SignedInUser;
}

async function accountOnTwoPhones(language: 'en' | 'hi'): Promise<TwoPhones> {
  const mobile = randomMobile();
  const firstToken = await signInThroughApi(baseUrl, outbox, mobile);
  expect((await callApi(baseUrl, 'PUT', '/ev/user/language', { language }, firstToken)).status).toBe(200);
  const secondToken = await whenResendAllows(() => signInThroughApi(baseUrl, outbox, mobile));
  const profile = (await checkProfile(baseUrl, secondToken)).body.data!;
  return { language, first: { mobile, token: firstToken, profile }, second: { mobile, token: secondToken, profile } };
}

/** Sends the deletion code from the open dialog, after the wait the server asks for if a code went out moments ago. */
async function sendDeletionCode(page: Page, words: Words): Promise<number> {
  const dialog = page.getByRole('dialog');
  let sentAfter = Date.now() - 1000;
  await dialog.getByRole('button', { name: words.send }).click();
  const wait = dialog.getByText(words.wait);
  const sentOrRefused = await Promise.race([
    dialog
      .getByLabel(words.digit1)
      .waitFor()
      .then(() => 'sent'),
    wait.waitFor().then(() => 'wait'),
  ]);
  if (sentOrRefused === 'wait') {
    const seconds = Number(words.wait.exec((await wait.textContent())!)![1]);
    await new Promise((r) => setTimeout(r, (seconds + 1) * 1000));
    sentAfter = Date.now() - 1000;
    await dialog.getByRole('button', { name: words.send }).click();
    await dialog.getByLabel(words.digit1).waitFor();
  }
  return sentAfter;
}

describe('the person’s own data, end to end', () => {
  const accounts: Partial<Record<'en' | 'hi', TwoPhones>> = {};

  beforeAll(async () => {
    // Both accounts at once: each waits out the resend time once, side by side.
    const [english, hindi] = await Promise.all([accountOnTwoPhones('en'), accountOnTwoPhones('hi')]);
    accounts.en = english;
    accounts.hi = hindi;
  }, 120_000);

  describe.each([
    ['English', 'en', ENGLISH],
    ['Hindi', 'hi', HINDI],
  ] as const)('in %s', (_name, language, words) => {
    it(
      'shows what is kept, downloads the file, and deleting the account signs out the other phone too',
      { timeout: 150_000 },
      async () => {
        const { first, second } = accounts[language]!;
        const storage = language === 'hi' ? { lang: 'hi' } : undefined;

        // The second phone is signed in and sees the profile.
        const other = await suite.phoneWith(sessionOf(second, storage));
        await other.goto('/user-profile');
        await other.getByRole('heading', { name: words.heading }).waitFor();

        const page = await suite.phoneWith(sessionOf(first, storage));
        await page.goto('/user-profile');
        await page.getByRole('heading', { name: words.heading }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);

        // What is kept, and for how long: folded away, opened by its summary.
        await page.getByText(words.retentionTitle).click();
        await page.getByText(words.codesRetention).waitFor();

        // 'Download my data' gives the file: every section, with its notes in the person's language.
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: words.download }).click();
        const file = await download;
        expect(file.suggestedFilename()).toMatch(/^ev-india-my-data-\d{4}-\d{2}-\d{2}\.json$/);
        // The browser is shared over a connection (tests/e2e/suite.ts), so the file is saved here rather than read where the browser kept it.
        const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'my-data-')), file.suggestedFilename());
        await file.saveAs(saved);
        const body = JSON.parse(fs.readFileSync(saved, 'utf8')) as { data: MyDataFile };
        fs.rmSync(path.dirname(saved), { recursive: true, force: true });
        const data = body.data;
        expect(data.language).toBe(language);
        expect(Object.keys(data.sections)).toEqual([...MY_DATA_SECTIONS]);
        expect(data.sections.profile.rows).toEqual([
          expect.objectContaining({ mobile: first.mobile, id: first.profile.id }),
        ]);
        expect(data.sections.sessions.rows).toHaveLength(2);
        expect(data.sections.sign_in_codes.rows.length).toBeGreaterThanOrEqual(2);
        expect(data.sections.analytics.rows).toEqual([]);
        expect(data.sections.analytics.about).toContain(words.analyticsNote);
        const text = JSON.stringify(data);
        for (const token of [first.token, second.token]) expect(text).not.toContain(token);
        await screenshot(page, `your-data-${language}`);

        // 'Delete my account' with a code sent to the account's number.
        await page.getByRole('button', { name: words.deleteOpen }).click();
        const sentAfter = await sendDeletionCode(page, words);
        const otp = await otpFor(outbox, first.mobile, sentAfter);
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(words.digit1).pressSequentially(otp, { delay: 30 });
        await dialog.getByRole('button', { name: words.deleteOpen }).click();
        await page.getByText(words.done).waitFor();
        expect(await page.evaluate(() => localStorage.getItem('evtoken'))).toBeFalsy();

        // Everywhere: the other phone's session is gone, and its next step takes it to sign in.
        expect((await checkProfile(baseUrl, second.token)).status).toBe(401);
        await other.reload();
        await other.waitForURL(/\/signin/);
        expect(await other.evaluate(() => localStorage.getItem('evtoken'))).toBeFalsy();
        expect(await other.evaluate(() => document.documentElement.lang)).toBe(language);
      },
    );
  });
});
