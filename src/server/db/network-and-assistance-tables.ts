import type { ColumnType, Generated } from 'kysely';

/**
 * The tables of the charging networks (OCPI: partners, Locations, Tariffs, the status store) and of roadside
 * assistance, as Kysely sees them: part of `Database` in tables.ts.
 */

/** A network connected through OCPI (issue 33, migration 0010; src/server/ocpi/partner-store.server.ts). */
export interface OcpiPartnersTable {
  /** 'IN*TPC': the country code and party id the network writes under. */
  party: string;
  country_code: string;
  party_id: string;
  /** The name the operator gave it (npm run ocpi -- invite --name). */
  name: string;
  /** invited, registered or revoked */
  status: string;
  /** Keyed hash of the invitation's token A, until it is used. */
  invite_hash: string | null;
  /** Keyed hash of the token the network calls us with now (C, or the B we sent when we registered with it). */
  token_hash: string | null;
  /** The token we call the network with, encrypted (AES-256-GCM): we must be able to send it. */
  outbound_token: string | null;
  versions_url: string | null;
  version: string | null;
  credentials_url: string | null;
  /** The network's Locations SENDER endpoint (the pull). */
  locations_url: string | null;
  /** JSON of the CredentialsRoles it registered with. */
  roles: string;
  created_at: number;
  registered_at: number | null;
  revoked_at: number | null;
  last_push_at: number | null;
  /** PUTs and PATCHes of Locations taken from it. */
  pushes: Generated<number>;
  /** never, running, done or failed */
  sync_state: Generated<string>;
  sync_started_at: number | null;
  sync_finished_at: number | null;
  /** Locations read by the pull so far (the next page's offset). */
  sync_offset: Generated<number>;
  /** X-Total-Count of the last page read. */
  sync_total: number | null;
  /** The Link of the next page, while a pull is under way or after it failed. */
  sync_next_url: string | null;
  sync_attempts: Generated<number>;
  sync_error: string | null;
  /** The network's Tariffs SENDER endpoint (the tariffs pull; migration 0011). */
  tariffs_url: string | null;
  /** The last tariffs pull, as the sync_* columns record the Locations pull. */
  tariff_sync_state: Generated<string>;
  tariff_sync_started_at: number | null;
  tariff_sync_finished_at: number | null;
  tariff_sync_offset: Generated<number>;
  tariff_sync_total: number | null;
  tariff_sync_next_url: string | null;
  tariff_sync_attempts: Generated<number>;
  tariff_sync_error: string | null;
  updated_at: number;
}

/** A network's Tariff as stored (the spec's JSON as received; migration 0011, src/server/ocpi/tariff-store.server.ts). */
export interface OcpiTariffsTable {
  /** Upper case (CiStrings compare case-insensitively). */
  country_code: string;
  party_id: string;
  tariff_id: string;
  /** ISO 4217, as the network wrote it: a tariff in another currency is shown as written, never converted. */
  currency: string;
  body: string;
  last_updated: number;
  /** When we last heard of it (a PUT or a pull). */
  received_at: number;
}

/** A network's Location as stored (the spec's JSON), with the station it is shown as and its counts. */
export interface OcpiLocationsTable {
  /** Upper case (CiStrings compare case-insensitively). */
  country_code: string;
  party_id: string;
  location_id: string;
  body: string;
  last_updated: number;
  /** When we last heard of it (a push at any level, or a pull). */
  received_at: number;
  place_id: string | null;
  publish: number;
  evses: number;
  free: number;
  in_use: number;
  out_of_order: number;
  unknown: number;
}

/** The status store: a station's live counts over its Locations (src/server/ocpi/live-status-store.server.ts). */
export interface OcpiStationStatusTable {
  place_id: string;
  evses: number;
  free: number;
  in_use: number;
  out_of_order: number;
  unknown: number;
  updated_at: number;
  /** JSON array of the networks' names. */
  networks: string;
  version: number;
  changed_at: number;
}

/** Roadside assistance requests (issue 39; migration 0012). Position and numbers are cleared once anonymised_at is set. */
export interface AssistanceRequestsTable {
  id: string;
  number: string;
  /** null once the account is deleted (the request stays, anonymised, for the desk's counts). */
  user_id: string | null;
  idempotency_key: string;
  status: string;
  version: number;
  problem: string;
  lat: number | null;
  lng: number | null;
  accuracy_m: number | null;
  place_label: ColumnType<string, string | undefined, string>;
  landmark: ColumnType<string, string | undefined, string>;
  /** PlaceWords as JSON. */
  words: string;
  registration: ColumnType<string, string | undefined, string>;
  make_model: ColumnType<string, string | undefined, string>;
  connector: ColumnType<string, string | undefined, string>;
  mobile: ColumnType<string, string | undefined, string>;
  second_mobile: ColumnType<string, string | undefined, string>;
  people: number;
  helper_name: string | null;
  helper_mobile: string | null;
  helper_vehicle: string | null;
  eta_at: number | null;
  /** The chosen tow destination (TowStation as JSON), or null. */
  tow_station: string | null;
  /** The nearest fitting stations when the request was made (TowStation[] as JSON). */
  tow_stations: ColumnType<string, string | undefined, string>;
  provider: string;
  partner_state: string;
  partner_ref: string | null;
  partner_attempts: ColumnType<number, number | undefined, number>;
  partner_next_at: number | null;
  created_at: number;
  updated_at: number;
  closed_at: number | null;
  anonymised_at: number | null;
}

export interface AssistanceEventsTable {
  id: string;
  request_id: string;
  at: number;
  by_kind: string;
  by_user_id: string | null;
  action: string;
  status: string;
  version: number;
  note: ColumnType<string, string | undefined, string>;
}

export interface AssistanceOperatorsTable {
  mobile: string;
  added_at: number;
}

export interface AssistanceWebhookEventsTable {
  event_id: string;
  received_at: number;
}
