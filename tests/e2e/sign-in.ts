import type { BrowserContext, Page } from 'playwright-core';
import { otpFor, randomMobile } from './browser.ts';

/**
 * Shortcuts for tests that are not about signing in: a person is signed in through the real
 * API (code read from SMS_OUTBOX, as in the journey test), and the browser is handed the
 * resulting session by writing the app's storage keys.
 */

export interface Profile {
  id: string;
  mobile: string;
  name: string;
  email: string;
  grNumber: string;
  userPreference: string;
  skipGrNumber: boolean;
  viewedCOVScreen: boolean;
}

interface Envelope<T> {
  success: boolean;
  message: string;
  data?: T;
}

/** One call to the API, retried after the rate limiter's wait if a busy suite trips it. */
export async function callApi<T>(
  baseUrl: string,
  method: 'GET' | 'PUT',
  path: string,
  body?: unknown,
  token = '',
): Promise<{ status: number; body: Envelope<T> }> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), token },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    if (response.status === 429 && attempt < 3) {
      const wait = Number(response.headers.get('retry-after') ?? '5');
      await new Promise((r) => setTimeout(r, (Number.isFinite(wait) ? wait : 5) * 1000 + 250));
      continue;
    }
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  }
}

/** Signs `mobile` in through PUT /ev/user/send-otp and /ev/user/verify-otp; returns the session token. */
export async function signInThroughApi(baseUrl: string, outbox: string, mobile: string): Promise<string> {
  const sentAfter = Date.now() - 1000;
  const sent = await callApi(baseUrl, 'PUT', '/ev/user/send-otp', { mobile });
  if (sent.status !== 200 || sent.body.message !== 'Success')
    throw new Error(`send-otp for ${mobile}: ${sent.status} ${JSON.stringify(sent.body)}`);
  const otp = await otpFor(outbox, mobile, sentAfter);
  const verified = await callApi<{ token: string }>(baseUrl, 'PUT', '/ev/user/verify-otp', { mobile, otp });
  const token = verified.body.data?.token;
  if (verified.status !== 200 || !token)
    throw new Error(`verify-otp for ${mobile}: ${verified.status} ${JSON.stringify(verified.body)}`);
  return token;
}

/**
 * Runs a sign-in that sends a code, again after the wait the server asks for when the number had a
 * code moments ago (OTP_RESEND_SECONDS): what a person does when told to wait.
 */
export async function whenResendAllows<T>(signIn: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await signIn();
    } catch (error) {
      const seconds = /wait (\d+) seconds/.exec(String(error))?.[1];
      if (!seconds || attempt >= 2) throw error;
      await new Promise((r) => setTimeout(r, (Number(seconds) + 1) * 1000));
    }
  }
}

/** PUT /ev/user/check-profile with a token: the status (401 once revoked) and the profile. */
export async function checkProfile(baseUrl: string, token: string) {
  return callApi<Profile>(baseUrl, 'PUT', '/ev/user/check-profile', {}, token);
}

export interface SignedInUser {
  mobile: string;
  token: string;
  profile: Profile;
}

/** A brand-new person, signed in through the API, optionally with a preference already saved. */
export async function newSignedInUser(
  baseUrl: string,
  outbox: string,
  preference?: 'planningToBuy' | 'alreadyOwned' | 'earnThroughEv',
): Promise<SignedInUser> {
  const mobile = randomMobile();
  const token = await signInThroughApi(baseUrl, outbox, mobile);
  if (preference) {
    const set = await callApi(baseUrl, 'PUT', '/ev/user/set-preference', { userPreference: preference }, token);
    if (set.status !== 200) throw new Error(`set-preference: ${set.status} ${JSON.stringify(set.body)}`);
  }
  const profile = await checkProfile(baseUrl, token);
  if (profile.status !== 200 || !profile.body.data)
    throw new Error(`check-profile: ${profile.status} ${JSON.stringify(profile.body)}`);
  return { mobile, token, profile: profile.body.data };
}

export interface StoredSession {
  token: string;
  preference?: string;
  details?: Partial<Profile>;
  /** Any other storage keys to set (tempPreference, recentVehicleSearch, vehicleNo ...). */
  extra?: Record<string, string>;
}

/**
 * Writes the session into the page's localStorage the way the app stores it after sign-in.
 * It opens a static file of the origin first, so no screen runs before the storage is ready.
 */
export async function seedSession(page: Page, session: StoredSession): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((s) => {
    localStorage.setItem('evtoken', s.token);
    localStorage.setItem('preference', s.preference ?? '');
    localStorage.setItem('evdetails', JSON.stringify(s.details ?? {}));
    for (const [key, value] of Object.entries(s.extra ?? {})) localStorage.setItem(key, value);
  }, session);
}

/** The session of a signed-in user, as the app stores it. */
export function sessionOf(user: SignedInUser, extra?: Record<string, string>): StoredSession {
  return {
    token: user.token,
    preference: user.profile.userPreference,
    details: user.profile,
    ...(extra ? { extra } : {}),
  };
}

/** The app's storage keys and their values in this page. */
export function storedKeys(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      ['evtoken', 'preference', 'tempPreference', 'evdetails', 'recentVehicleSearch', 'vehicleNo'].map((key) => [
        key,
        localStorage.getItem(key),
      ]),
    ),
  );
}

/** Seeds a context's first page with a signed-in session and returns it. */
export async function signedInPage(context: BrowserContext, session: StoredSession): Promise<Page> {
  const page = await context.newPage();
  await seedSession(page, session);
  return page;
}
