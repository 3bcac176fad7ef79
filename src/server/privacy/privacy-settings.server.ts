import type { Config } from '../config.server.ts';

/** The configuration the personal-data code reads: the keyed-hash secret and the configurable retention. */
export interface PrivacySettings {
  /** OTP_PEPPER: bans and the lookup allowance keep keyed hashes made with it. */
  pepper: string;
  /** SESSION_TTL_DAYS: a session ends then, and is deleted. */
  sessionDays: number;
  /** OTP_LOCK_WINDOW_HOURS: failed code tries are kept as long as the lockout reads them. */
  failedTriesHours: number;
  /** REGISTRY_LOOKUPS_PER_DAY, for the file's note on the limit. */
  lookupsPerDay: number;
}

export const privacySettingsFrom = (config: Config): PrivacySettings => ({
  pepper: config.OTP_PEPPER,
  sessionDays: config.SESSION_TTL_DAYS,
  failedTriesHours: config.OTP_LOCK_WINDOW_HOURS,
  lookupsPerDay: config.REGISTRY_LOOKUPS_PER_DAY,
});
