import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  OcpiPartnersTable,
  OcpiTariffsTable,
  OcpiLocationsTable,
  OcpiStationStatusTable,
  AssistanceRequestsTable,
  AssistanceEventsTable,
  AssistanceOperatorsTable,
  AssistanceWebhookEventsTable,
} from './network-and-assistance-tables.ts';
export type {
  OcpiPartnersTable,
  OcpiTariffsTable,
  OcpiLocationsTable,
  OcpiStationStatusTable,
  AssistanceRequestsTable,
  AssistanceEventsTable,
  AssistanceOperatorsTable,
  AssistanceWebhookEventsTable,
} from './network-and-assistance-tables.ts';

/**
 * Row types. Times are epoch milliseconds (bigint in PostgreSQL, read back as numbers);
 * flags are 0/1 integers so one schema serves SQLite and PostgreSQL alike.
 */
export interface UsersTable {
  id: string;
  mobile: string;
  name: string;
  email: string;
  gr_number: string;
  user_preference: string;
  skip_gr_number: number;
  viewed_cov_screen: number;
  /** The catalogue vehicle trips are planned with ('' for none; migration 0004). */
  trip_vehicle_id: ColumnType<string, string | undefined, string>;
  /** The app's language: one of LANGUAGES ('en', 'hi', 'mr', …), or '' for none chosen (migration 0006; a text column without a CHECK, so issue 41's seven languages needed no migration). */
  language: ColumnType<string, string | undefined, string>;
  created_at: number;
  updated_at: number;
}

export interface OtpCodesTable {
  id: string;
  mobile: string;
  purpose: string;
  user_id: string | null;
  code_hash: string;
  ip: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  consumed_at: number | null;
}

export interface OtpFailuresTable {
  id: Generated<number>;
  mobile: string;
  created_at: number;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** 'Chrome on Android': browser and system, no version (migration 0009); '' when not known. */
  device: ColumnType<string, string | undefined, string>;
}

export interface MobileChangesTable {
  id: Generated<number>;
  user_id: string;
  old_mobile: string;
  new_mobile: string;
  changed_at: number;
}

/** Charging stations (BEE + Open Charge Map); connectors are ';'-joined normalised names. */
export interface StationsTable {
  id: string;
  /** bee, ocm or bee+ocm (merged) */
  source: string;
  /** The source record ids, ';'-joined when records were merged. */
  source_id: string;
  name: string;
  operator: string;
  address: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
  max_kw: number | null;
  connectors: string;
  lev_only: number;
  updated_at: number;
}

/** The local vehicle registry (issue 5); dates are ISO 'YYYY-MM-DD'. */
export interface RegistryVehiclesTable {
  reg_no: string;
  manufacturer: string;
  model: string;
  reg_date: string;
  fuel_type: string;
  owner_name: string;
  insurer: string;
  insurance_upto: string;
  engine_no: string;
  chassis_no: string;
  vehicle_category: string;
  /** Where the row came from (the imported file's name). */
  source: string;
  updated_at: number;
}

export interface RegistryChallansTable {
  challan_number: string;
  reg_no: string;
  status: string;
  offense: string;
  /** Whole rupees. */
  amount: number;
  state: string;
  challan_date: string;
  accused_name: string;
  source: string;
  updated_at: number;
}

/** Every vehicle or challan lookup: the person's lookup log (deleted with the account, or after a year). */
export interface RegistryLookupsTable {
  id: Generated<number>;
  user_id: string;
  /** vehicle or challan */
  kind: string;
  reg_no: string;
  /** started, found, not_found, unavailable or rate_limited */
  outcome: string;
  created_at: number;
}

/**
 * The daily lookup limit's counter (migration 0009): one row per lookup for a day, holding keyed
 * hashes of the account id and of the mobile number, never either itself (registry/lookup-allowance.server.ts).
 */
export interface RegistryAllowanceTable {
  id: Generated<number>;
  account_key: string;
  number_key: string;
  /** 1 while the lookup uses up the allowance; 0 once it was refused or the registry failed. */
  counted: ColumnType<number, number | undefined, number>;
  created_at: number;
}

/**
 * Usage counts (issue 19, migration 0005): how many times an analytics event with exactly these
 * fields arrived on one India day. The only analytics table: no event is kept as itself.
 */
export interface AnalyticsDailyTable {
  /** 'YYYY-MM-DD', the day in India time (IST, UTC+05:30). */
  day: string;
  /** The event name (src/domain/analytics/analytics-events.ts). */
  name: string;
  /** A route pattern of the app, never a path with an id in it. */
  route: string;
  /** The route before it; '' for the first screen of a visit. */
  referrer: string;
  lang: string;
  /** Screen width bucket: xs, sm, md or lg. */
  width: string;
  signed_in: number;
  /** trip_planned: 'yes' or 'no'; '' for other events. */
  with_vehicle: string;
  /** found, not_found or failed; '' when the event has none. */
  outcome: string;
  count: number;
}

/** A driver's check-in at a station (issue 17, migration 0007); user_id is NULL once the account is deleted. */
export interface CheckInsTable {
  id: string;
  place_id: string;
  user_id: string | null;
  /** charged, could_not_charge, waited or not_found */
  outcome: string;
  connector: string | null;
  kw: number | null;
  price_per_kwh: number | null;
  /** Plain text as typed (≤ 280 characters), '' for none. */
  comment: string;
  created_at: number;
  /** Set by a moderator: the check-in is gone from every answer. */
  hidden_at: number | null;
}

/** A problem report (wrong_location, wrong_connectors, closed, duplicate) for the moderators. */
export interface ReportsTable {
  id: string;
  place_id: string;
  user_id: string | null;
  kind: string;
  note: string;
  created_at: number;
  hidden_at: number | null;
  resolved_at: number | null;
}

export interface FavouritesTable {
  user_id: string;
  place_id: string;
  created_at: number;
}

/** A station's latest state, kept as check-ins arrive (src/server/checkins/station-summaries.server.ts). */
export interface StationSummariesTable {
  place_id: string;
  last_outcome: string;
  last_at: number;
  /** The latest 'charged' check-in. */
  good_at: number | null;
  /** The latest 'could_not_charge' or 'not_found' check-in. */
  bad_at: number | null;
  /** When this row last changed: other instances pick up changes after it. */
  updated_at: number;
}

/** A station's check-ins on one India day (days since 1970-01-01 IST). */
export interface StationCheckinDaysTable {
  place_id: string;
  day: number;
  total: number;
  charged: number;
  bad: number;
}

/** A station id merged away by stations:import, and the station it became. */
export interface StationAliasesTable {
  from_id: string;
  to_id: string;
  merged_at: number;
}

export interface ModerationLogTable {
  id: Generated<number>;
  /** hide, restore, resolve, ban or unban */
  action: string;
  /** 'check_in:<id>', 'report:<id>', 'user:<id>' or 'mobile:<first 12 of the keyed hash>': never a number. */
  target: string;
  /** Who ran the command (the login name, or --by). */
  actor: string;
  at: number;
}

/** 'mobile:<keyed hash>' or 'user:<id>' (src/server/checkins/bans.server.ts). */
export interface BannedTable {
  key: string;
  created_at: number;
}

export interface Database {
  users: UsersTable;
  otp_codes: OtpCodesTable;
  otp_failures: OtpFailuresTable;
  sessions: SessionsTable;
  mobile_changes: MobileChangesTable;
  stations: StationsTable;
  registry_vehicles: RegistryVehiclesTable;
  registry_challans: RegistryChallansTable;
  registry_lookups: RegistryLookupsTable;
  registry_allowance: RegistryAllowanceTable;
  analytics_daily: AnalyticsDailyTable;
  check_ins: CheckInsTable;
  reports: ReportsTable;
  favourites: FavouritesTable;
  station_summaries: StationSummariesTable;
  station_checkin_days: StationCheckinDaysTable;
  station_aliases: StationAliasesTable;
  moderation_log: ModerationLogTable;
  banned: BannedTable;
  ocpi_partners: OcpiPartnersTable;
  ocpi_locations: OcpiLocationsTable;
  ocpi_tariffs: OcpiTariffsTable;
  ocpi_station_status: OcpiStationStatusTable;
  assistance_requests: AssistanceRequestsTable;
  assistance_events: AssistanceEventsTable;
  assistance_operators: AssistanceOperatorsTable;
  assistance_webhook_events: AssistanceWebhookEventsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type OtpRow = Selectable<OtpCodesTable>;
export type SessionRow = Selectable<SessionsTable>;
export type CheckInRow = Selectable<CheckInsTable>;
export type ReportRow = Selectable<ReportsTable>;
export type StationSummaryRow = Selectable<StationSummariesTable>;
