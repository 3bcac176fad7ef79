import type { Outcome, ReportKind } from './checkin-rules.ts';
import type { StationSummary } from './station-summary.ts';

/**
 * What the check-in calls answer (issue 17), shared by the server and the screens. Names are
 * display names ('Asha R.'), never a mobile number or an e-mail address.
 */

/** One check-in as everyone sees it. */
export interface CheckInView {
  id: string;
  place_id: string;
  outcome: Outcome;
  connector: string | null;
  kw: number | null;
  price_per_kwh: number | null;
  /** Plain text: show it as text, never as HTML, and make no links. */
  comment: string;
  created_at: number;
  /** 'Asha R.', or 'A driver' when the name is not shown (see `anonymous`). */
  author: string;
  /** True when `author` is the stand-in 'A driver' (checkins.anonymous), for the screen's language. */
  anonymous: boolean;
}

/** GET /ev/stations/:placeId/check-ins: newest first; `next` is the `before` of the next page, null at the end. */
export interface CheckInPage {
  check_ins: CheckInView[];
  next: string | null;
}

/** GET /ev/stations/summaries?ids=…: the summaries of up to 100 stations, in the order asked. */
export interface StationSummaryList {
  summaries: StationSummary[];
}

/** POST /ev/stations/:placeId/check-ins (201): the check-in, and the station's summary with it. */
export interface CheckInCreated {
  check_in: CheckInView;
  summary: StationSummary;
}

/** POST /ev/stations/:placeId/reports (201) */
export interface ReportCreated {
  report: { id: string; place_id: string; kind: ReportKind; note: string; created_at: number };
}

/** Where a station's data came from, for the attribution its page must carry (data/stations/SOURCE.md). */
export interface StationSource {
  /** bee, ocm, or ocpi for a charging network sending its live status (its name as it registered) */
  id: string;
  name: string;
  licence: string | null;
  /** The source record's page, where it has one (Open Charge Map). */
  url: string | null;
}

/** A station's own fields as every station card has them (the maps calls' results add distances). */
export interface StationCardFields {
  place_id: string;
  name: string;
  vicinity: string;
  geometry: { location: { lat: number; lng: number } };
  operator: string;
  connectors: string[];
  max_kw: number | null;
  lev_only: boolean;
  source: string;
}

/** The station's own fields, as the station results have them (distances aside), with its address parts. */
export interface StationDetails extends StationCardFields {
  address: string;
  city: string;
  state: string;
  postcode: string;
}

/** GET /ev/stations/:placeId */
export interface StationPage {
  station: StationDetails;
  /** Set when the id asked for was merged into this station by an import. */
  merged_from: string | null;
  sources: StationSource[];
  attribution: string;
  /** The spec's maps link: the station in Google Maps. */
  maps_url: string;
  summary: StationSummary;
  /** The median ₹/kWh paid in 'charged' check-ins of the last 90 days, and how many gave a price. */
  price: { median_per_kwh: number | null; count: number; days: number };
  /** Whether the signed-in person has saved it (false for visitors). */
  saved: boolean;
}

export interface FavouriteView {
  station: StationDetails;
  summary: StationSummary;
  saved_at: number;
}

/** GET /ev/favourites: the person's saved stations ('My stations'). */
export interface FavouriteList {
  favourites: FavouriteView[];
}

/** PUT /ev/favourites/:placeId */
export interface FavouriteSaved {
  place_id: string;
  saved: true;
}

/** DELETE /ev/favourites/:placeId */
export interface FavouriteRemoved {
  place_id: string;
  saved: false;
}
