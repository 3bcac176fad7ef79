import { RESEND_SECONDS } from '../../lib/otp-timing.ts';

/** Where the delete dialog keeps its resend deadline (sessionStorage, as the other code screens do). */
export const DELETE_OTP_COUNTDOWN_KEY = 'ev.deleteOtpResendAt';

/** How long a sent code is taken to be good: the server's default OTP_TTL_SECONDS (300). */
export const CODE_VALID_MS = 300_000;

/**
 * Whether a code sent from this tab may still be good, from its stored resend deadline (sent at
 * deadline − 30 s): the dialog, opened again after a reload, then starts at the code instead of
 * sending another (the server would refuse one within 30 s anyway).
 */
export function codeMayBeValid(resendDeadline: number, now: number): boolean {
  if (!Number.isFinite(resendDeadline) || resendDeadline <= 0) return false;
  const sentAt = resendDeadline - RESEND_SECONDS * 1000;
  return now >= sentAt && now < sentAt + CODE_VALID_MS;
}

export function storedResendDeadline(): number {
  try {
    return Number(window.sessionStorage.getItem(DELETE_OTP_COUNTDOWN_KEY)) || 0;
  } catch {
    return 0;
  }
}

export function forgetResendDeadline(): void {
  try {
    window.sessionStorage.removeItem(DELETE_OTP_COUNTDOWN_KEY);
  } catch {
    // nothing stored
  }
}
