import { tripPlanBody, type TripPlanBody } from '../../../domain/trips/trip-plan.schema.ts';
import { paths } from '../../app/paths.ts';

/**
 * A plan as a link (issue 16, "Share"): the query string of /planatrip/locationonway holds what
 * reproduces it (the ends as typed and picked, the vehicle, the battery settings), never a
 * position or anything about the person. Reading one back goes through the form's own schema.
 */
const FIELDS = {
  from: 'origin',
  to: 'destination',
  from_id: 'origin_place_id',
  to_id: 'destination_place_id',
  vehicle: 'vehicle_id',
  range: 'range_km',
  battery: 'start_pct',
  reserve: 'reserve_pct',
  target: 'target_pct',
} as const;

const NUMBERS = new Set(['range_km', 'start_pct', 'reserve_pct', 'target_pct']);

export function planSearchParams(query: TripPlanBody): URLSearchParams {
  const params = new URLSearchParams();
  for (const [param, field] of Object.entries(FIELDS)) {
    const value = query[field];
    if (value !== undefined && value !== '') params.set(param, String(value));
  }
  if (query.own_vehicle) {
    params.set('kind', query.own_vehicle.kind);
    params.set('kwh', String(query.own_vehicle.battery_kwh));
    params.set('own_range', String(query.own_vehicle.range_km));
  }
  if (query.allow_ac) params.set('ac', '1');
  return params;
}

/** The results page's link for a plan. */
export const planPath = (query: TripPlanBody) => `${paths.locationOnWay}?${planSearchParams(query).toString()}`;

/** The plan a link asks for, or null when its query string does not describe a valid one. */
export function planQueryFromParams(params: URLSearchParams): TripPlanBody | null {
  if (!params.has('from') || !params.has('to')) return null;
  const raw: Record<string, unknown> = {};
  for (const [param, field] of Object.entries(FIELDS)) {
    const value = params.get(param);
    if (value === null || value === '') continue;
    raw[field] = NUMBERS.has(field) ? Number(value) : value;
  }
  if (params.has('kind'))
    raw.own_vehicle = {
      kind: params.get('kind'),
      battery_kwh: Number(params.get('kwh')),
      range_km: Number(params.get('own_range')),
    };
  if (params.get('ac') === '1') raw.allow_ac = true;
  const parsed = tripPlanBody.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Two plan queries ask for the same plan. */
export const samePlan = (a: TripPlanBody | undefined, b: TripPlanBody | undefined) =>
  a !== undefined && b !== undefined && planSearchParams(a).toString() === planSearchParams(b).toString();
