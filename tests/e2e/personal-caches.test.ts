import { describe, expect, it } from 'vitest';
import { cachedPaths, cacheNames, waitForWorker } from './service-worker.ts';
import { newSignedInUser, sessionOf, signedInPage } from './sign-in.ts';
import { phoneSuite } from './suite.ts';

/**
 * What the service worker keeps of a signed-in person (issue 18; decision 0013), checked in the
 * browser's Cache Storage: their API answers in a cache of their session's own, which another
 * person's request never reads; sign-in and tokens in no cache at all; and logout deletes them.
 */
const suite = phoneSuite();
const { baseUrl, outbox } = suite;

describe("a signed-in person's cached answers", () => {
  it('are kept apart per person, never hold sign-in or a token, and go at logout', async () => {
    const user = await newSignedInUser(baseUrl, outbox, 'alreadyOwned');
    const other = await newSignedInUser(baseUrl, outbox, 'alreadyOwned');
    const page = await signedInPage(await suite.newPhone(), sessionOf(user));
    await page.goto('/evinindia');
    await waitForWorker(page);

    // The planner asks for the person's own vehicle (GET, with their token).
    await page.goto('/planatrip');
    await expect.poll(() => cachedPaths(page, 'ev-private-'), { timeout: 60_000 }).toContain('/ev/trip/my-vehicle');
    expect(await cachedPaths(page, 'ev-api-')).not.toContain('/ev/trip/my-vehicle');
    const mine = (await cacheNames(page)).filter((name) => name.startsWith('ev-private-'));
    expect(mine).toHaveLength(1);

    // Someone else's request for the same address: their own answer, kept in their own cache.
    const theirs = await page.evaluate(async (token) => {
      const response = await fetch('/ev/trip/my-vehicle', { headers: { token } });
      return { status: response.status, savedCopy: response.headers.get('x-ev-saved-copy') };
    }, other.token);
    expect(theirs).toEqual({ status: 200, savedCopy: null });
    const privateCaches = (await cacheNames(page)).filter((name) => name.startsWith('ev-private-'));
    expect(privateCaches).toHaveLength(2);
    expect(privateCaches).toContain(mine[0]);

    // No token in a cache's name or address, and nothing of sign-in anywhere.
    const everything = await cachedPaths(page, '');
    for (const token of [user.token, other.token]) {
      expect((await cacheNames(page)).some((name) => name.includes(token))).toBe(false);
      expect(everything.some((entry) => entry.includes(token))).toBe(false);
    }
    expect(
      everything.filter((entry) =>
        /send-otp|verify-otp|update-mobile-profile|googleservice\/auth|\/logout/.test(entry),
      ),
    ).toEqual([]);

    // Logout, from the drawer: every person's cached answers go, the shared content stays.
    await page.goto('/evinindia');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/signin$/);
    await expect
      .poll(async () => (await cacheNames(page)).filter((name) => name.startsWith('ev-private-')))
      .toEqual([]);
    expect((await cacheNames(page)).some((name) => name.startsWith('ev-content-'))).toBe(true);
  });
});
