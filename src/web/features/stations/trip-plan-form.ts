import { PLAN_DEFAULTS, tripPlanBody, type TripPlanBody } from '../../../domain/trips/trip-plan.schema.ts';
import { toNumber, vehicleFields, type VehicleChoice } from './vehicle-choice.ts';

/** The battery settings as typed (text until sent). */
export interface PlanSettings {
  startPct: string;
  rangeKm: string;
  reservePct: string;
  targetPct: string;
}

export const defaultSettings = (): PlanSettings => ({
  startPct: String(PLAN_DEFAULTS.startPct),
  rangeKm: '',
  reservePct: String(PLAN_DEFAULTS.reservePct),
  targetPct: String(PLAN_DEFAULTS.targetPct),
});

/** Which field a message belongs to, so it shows under that field. */
export type PlanField = 'vehicle' | 'startPct' | 'rangeKm' | 'reservePct' | 'targetPct';

const FIELD_OF_PATH: Record<string, PlanField> = {
  vehicle_id: 'vehicle',
  own_vehicle: 'vehicle',
  start_pct: 'startPct',
  range_km: 'rangeKm',
  reserve_pct: 'reservePct',
  target_pct: 'targetPct',
};

const FIELD_OF_MESSAGE: Record<string, PlanField> = {
  'plan.validation.vehicle': 'vehicle',
  'plan.validation.startBelowReserve': 'startPct',
  'plan.validation.targetBelowReserve': 'targetPct',
};

export type PlanFormResult =
  { ok: true; body: TripPlanBody } | { ok: false; field: PlanField; messageKey: string } | { ok: 'no-vehicle' };

/**
 * The plan request the form describes, checked with the server's own schema (tripPlanBody): the
 * first problem comes back with its message key and the field it belongs to. No vehicle chosen
 * means no plan: the search shows the stations only, as the spec's screen does.
 */
export function planRequest(
  ends: Pick<TripPlanBody, 'origin' | 'destination' | 'origin_place_id' | 'destination_place_id'>,
  choice: VehicleChoice,
  settings: PlanSettings,
): PlanFormResult {
  if (choice.mode === 'none') return { ok: 'no-vehicle' };
  const raw = {
    ...ends,
    ...vehicleFields(choice),
    // The range pre-filled from the vehicle is its own figure: sent only when the driver changed it.
    ...(settings.rangeKm.trim() &&
    !(choice.mode === 'catalogue' && settings.rangeKm.trim() === String(choice.vehicle?.range_km))
      ? { range_km: toNumber(settings.rangeKm) }
      : {}),
    start_pct: toNumber(settings.startPct),
    reserve_pct: toNumber(settings.reservePct),
    target_pct: toNumber(settings.targetPct),
  };
  const parsed = tripPlanBody.safeParse(raw);
  if (parsed.success) return { ok: true, body: parsed.data };
  const issue = parsed.error.issues[0]!;
  const path = String(issue.path[0] ?? '');
  const field = FIELD_OF_PATH[path] ?? FIELD_OF_MESSAGE[issue.message] ?? 'vehicle';
  return { ok: false, field, messageKey: issue.message };
}
