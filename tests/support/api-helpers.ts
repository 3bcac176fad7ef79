import { onTestFinished } from 'vitest';
import type { SmsProvider } from '../../src/server/sms/sms-provider.server.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/** A fresh app on a fresh database for this test only; closed (and its database dropped) when the test ends. */
export async function appForTest(
  env: Record<string, string> = {},
  options: { sms?: SmsProvider } = {},
): Promise<TestApp> {
  const app = await startTestApp(env, options);
  onTestFinished(() => app.close());
  return app;
}

/** A 4-digit code that is certainly not `code`. */
export function wrongCode(code: string, step = 1): string {
  return String((Number(code) + step) % 10_000).padStart(4, '0');
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Every call that needs a signed-in user, with a body that would be valid for it. */
export const PROTECTED_CALLS: ReadonlyArray<{ path: string; body: unknown }> = [
  { path: '/ev/user/app-check', body: {} },
  { path: '/ev/user/check-profile', body: {} },
  { path: '/ev/user/update-profile', body: { name: 'Asha' } },
  { path: '/ev/user/update-mobile-profile', body: { newMobile: '9811111111', otp: '1234' } },
  { path: '/ev/user/set-preference', body: { userPreference: 'alreadyOwned' } },
  { path: '/ev/user/update-view-screen', body: { viewedCOVScreen: true } },
  { path: '/ev/user/logout', body: {} },
];
