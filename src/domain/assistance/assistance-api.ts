import type { AssistanceStatus, Problem } from './assistance-rules.ts';
import type { Helper, StatusActionKind } from './assistance-status.ts';
import type { PlaceWords } from './road-description.ts';

/** Answers of the roadside assistance calls (issue 39); src/domain/api/api-answers.ts names the routes. */

/** A station that fits the vehicle, as a tow destination. */
export interface TowStation {
  place_id: string;
  name: string;
  city: string;
  lat: number;
  lng: number;
  km: number;
  max_kw: number | null;
  connectors: string[];
}

/** Where the request is: the position, how sure, and in words. */
export interface AssistanceWhere {
  lat: number;
  lng: number;
  /** Metres; null for a place chosen from the search. */
  accuracy_m: number | null;
  /** The place's label when chosen from the search. */
  place_label: string;
  landmark: string;
  words: PlaceWords;
}

export interface AssistanceVehicle {
  registration: string;
  make_model: string;
  connector: string;
}

export interface AssistanceEvent {
  at: number;
  /** Who made the change: the person, an operator, the partner, the system. */
  by: 'person' | 'operator' | 'partner' | 'system';
  status: AssistanceStatus;
  note: string;
}

/** A request as its owner sees it. */
export interface AssistanceRequestView {
  id: string;
  /** The number said on the phone: 'RA-7K2Q9X'. */
  number: string;
  status: AssistanceStatus;
  version: number;
  problem: Problem;
  where: AssistanceWhere;
  vehicle: AssistanceVehicle;
  people: number;
  second_mobile: string;
  helper: Helper | null;
  eta_at: number | null;
  tow_station: TowStation | null;
  /** Stations near that fit the vehicle (nearest first). */
  tow_stations: TowStation[];
  created_at: number;
  updated_at: number;
  /** True once NO_CALL_MINUTES have passed with nobody assigned: the screen says to call the helpline. */
  call_helpline: boolean;
  /** Which actions the person may take now ('cancel' before the helper arrives). */
  can_cancel: boolean;
  events: AssistanceEvent[];
}

/** A request as the desk sees it: the person's numbers, the provider's state, what the operator may do. */
export interface DeskRequestView extends AssistanceRequestView {
  mobile: string;
  provider: string;
  /** The partner's side: 'none' (the desk answers), 'pending' (kept, being retried), 'sent', 'failed'. */
  partner_state: 'none' | 'pending' | 'sent' | 'failed';
  /** Sends tried so far (each with its own retries). */
  partner_attempts: number;
  actions: readonly StatusActionKind[];
}

/** POST /ev/assistance/requests: the request, and whether this call made it or found it made (same key). */
export interface AssistanceCreated {
  request: AssistanceRequestView;
  created: boolean;
}

export interface AssistanceRequestPage {
  request: AssistanceRequestView;
}

/** GET /ev/assistance/describe */
export interface AssistancePlace {
  words: PlaceWords;
  tow_stations: TowStation[];
}

/** GET /ev/assistance/start: the numbers the screens link to (tel: and sms:), and the profile's vehicle. */
export interface AssistanceStart {
  helpline: string;
  sms_number: string;
  mobile: string;
  vehicle: AssistanceVehicle;
}

/** GET /ev/assistance/desk/requests */
export interface DeskRequestList {
  requests: DeskRequestView[];
  now: number;
}

/** POST /ev/assistance/desk/requests/:id */
export interface DeskRequestPage {
  request: DeskRequestView;
}

/** POST /ev/assistance/partner/webhook: whether this event changed anything (a repeated id does not) and where the request stands. */
export interface PartnerWebhookAnswer {
  applied: boolean;
  status: AssistanceStatus;
  version: number;
}
