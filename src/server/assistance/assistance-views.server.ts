import type {
  AssistanceEvent,
  AssistanceRequestView,
  DeskRequestView,
  TowStation,
} from '../../domain/assistance/assistance-api.ts';
import { NO_CALL_MINUTES, type AssistanceStatus, type Problem } from '../../domain/assistance/assistance-rules.ts';
import { allowedActions, canCancel } from '../../domain/assistance/assistance-status.ts';
import type { PlaceWords } from '../../domain/assistance/road-description.ts';
import type { RequestRow } from './assistance-store.server.ts';

const parse = <T>(text: string | null, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** A request as its owner sees it (the owner's own numbers aside: the screen knows them). */
export function requestView(row: RequestRow, events: AssistanceEvent[], now: number): AssistanceRequestView {
  const status = row.status as AssistanceStatus;
  return {
    id: row.id,
    number: row.number,
    status,
    version: row.version,
    problem: row.problem as Problem,
    where: {
      lat: row.lat ?? 0,
      lng: row.lng ?? 0,
      accuracy_m: row.accuracy_m,
      place_label: row.place_label,
      landmark: row.landmark,
      words: parse<PlaceWords>(row.words, { road: null, town: null, town_hi: '', km: 0, direction: null }),
    },
    vehicle: { registration: row.registration, make_model: row.make_model, connector: row.connector },
    people: row.people,
    second_mobile: row.second_mobile,
    helper:
      row.helper_name !== null
        ? { name: row.helper_name, mobile: row.helper_mobile ?? '', vehicle: row.helper_vehicle ?? '' }
        : null,
    eta_at: row.eta_at,
    tow_station: parse<TowStation | null>(row.tow_station, null),
    tow_stations: parse<TowStation[]>(row.tow_stations, []),
    created_at: row.created_at,
    updated_at: row.updated_at,
    call_helpline: status === 'received' && now - row.created_at >= NO_CALL_MINUTES * 60_000,
    can_cancel: canCancel(status),
    events,
  };
}

export function deskView(row: RequestRow, events: AssistanceEvent[], now: number): DeskRequestView {
  return {
    ...requestView(row, events, now),
    mobile: row.mobile,
    provider: row.provider,
    partner_state: row.partner_state as DeskRequestView['partner_state'],
    partner_attempts: row.partner_attempts,
    actions: [...allowedActions(row.status as AssistanceStatus)],
  };
}
