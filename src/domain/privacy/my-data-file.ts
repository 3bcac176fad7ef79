import type { Language } from '../i18n/languages.ts';
/**
 * 'Download my data' (GET /ev/user/my-data; DPDP Act 2023, the right of access): one JSON file
 * with a section per kind of record the app keeps about the person, each with what it is and why
 * it is kept, how long, and what 'Delete my account' does to it, then the person's rows. The
 * sections are the server's personal-data registry (src/server/privacy/), in its order.
 */
export const MY_DATA_SECTIONS = [
  'profile',
  'sessions',
  'mobile_changes',
  'sign_in_codes',
  'failed_code_tries',
  'check_ins',
  'reports',
  'favourites',
  'vehicle_lookups',
  'lookup_allowance',
  'bans',
  'moderation',
  'your_vehicle_in_registry',
  'your_vehicle_challans',
  'assistance_requests',
  'assistance_log',
  'assistance_desk',
  'analytics',
] as const;

export type MyDataSectionName = (typeof MY_DATA_SECTIONS)[number];

/** A row as the file shows it: plain values (times are epoch milliseconds). */
export type MyDataRow = Record<string, string | number | boolean | null>;

export interface MyDataSection {
  /** What this is, and why it is kept. */
  about: string;
  /** For how long. */
  kept: string;
  /** What 'Delete my account' does to it. */
  on_deletion: string;
  rows: MyDataRow[];
}

export interface MyDataFile {
  exported_at: number;
  /** The language of the notes (the person's choice in the app): one of LANGUAGES. */
  language: Language;
  about: string;
  sections: Record<MyDataSectionName, MyDataSection>;
}
