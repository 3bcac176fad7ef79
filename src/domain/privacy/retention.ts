/**
 * How long the app keeps what it keeps about a person (issue 31; docs/privacy.md has the why and
 * the sources). The server's hourly clean-up deletes by these figures (src/server/privacy/
 * retention.server.ts), and the profile's 'Your data' note quotes them, so the two cannot drift.
 * Sessions and failed code tries follow the server's configuration (SESSION_TTL_DAYS,
 * OTP_LOCK_WINDOW_HOURS); the note quotes their defaults, which a test holds to config's.
 */
export const RETENTION = {
  /** Sign-in codes (otp_codes): the send limits read the last hour; a day keeps a margin for the clean-up. */
  codesHours: 24,
  /** The lookup limit's keyed counter (registry_allowance): its rolling window is 24 hours. */
  allowanceHours: 24,
  /**
   * The vehicle lookup log (registry_lookups): a log of access to vehicle owners' personal data,
   * kept one year as the DPDP Rules 2025, rule 6(1)(e), ask of such logs; deleted with the account.
   */
  lookupLogDays: 365,
  /** Default of SESSION_TTL_DAYS: a session ends then, or at sign-out, and is deleted. */
  sessionDays: 30,
  /** Default of OTP_LOCK_WINDOW_HOURS: the lockout counts failed tries this far back. */
  failedTriesHours: 24,
  /**
   * Roadside assistance (issue 39): a closed request's position, phone numbers, registration and
   * landmark, then cleared (the request stays, anonymised, for counts). 90 days covers the
   * insurer's claim window for a breakdown or a tow (a claim is usually made within 30 days of the
   * event, and a disputed tow bill takes up to two months): assumed, to be confirmed with the insurer.
   */
  assistanceDays: 90,
} as const;

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
