import type { StationResult, TripEnd } from '../../domain/stations/maps-api.ts';
import type {
  PlanHeightsJson,
  PlanRouteJson,
  PlanStop,
  PlanVehicleJson,
  RouteSource,
  TripPlan,
} from '../../domain/trips/plan-answer.ts';
import type { ChargingPlan, PlannedStop } from '../../domain/trips/plan-types.ts';
import { ROAD_CIRCUITY } from '../../domain/trips/road-distance.ts';
import type { TripPlanBody } from '../../domain/trips/trip-plan.schema.ts';
import { realRangeKm } from '../../domain/trips/vehicle-profile.ts';
import { ok, type AnswerBytes } from '../http/api-envelope.server.ts';
import type { NamedProfile } from './vehicle-profiles.server.ts';

/** The plan's own part of the answer, worked out where the plan is made: all but the trip's ends and the vehicle. */
/** What the trip thread writes; the costs are put in on the event loop, where the prices are (trip-planner.server.ts). */
export type PlanBody = Omit<TripPlan, 'origin' | 'destination' | 'vehicle' | 'costs'>;

const km = (value: number) => Math.round(value);
const minutes = (value: number) => Math.round(value);
/** Battery % as whole numbers: every arrival is at least the (whole) reserve, so rounding keeps it there. */
const pct = (value: number) => Math.round(value);

export interface PlanBodyParts {
  settings: Pick<TripPlanBody, 'start_pct' | 'reserve_pct' | 'target_pct'>;
  allowAc: boolean;
  route: {
    km: number;
    provider: string;
    source: RouteSource;
    startAccessKm: number;
    endAccessKm: number;
    linkKm: number;
    windingKm: number;
    hillFactor: number;
    heights?: PlanHeightsJson | null;
  };
  plan: ChargingPlan;
  /** Each stop's alternatives, as station ids with their distance from the start. */
  alternatives: ReadonlyArray<ReadonlyArray<{ stationId: string; alongKm: number }>>;
  card: (stationId: string, alongKm: number) => StationResult;
  mapsUrl: string;
}

function stopJson(
  stop: PlannedStop,
  alternatives: PlanBodyParts['alternatives'][number],
  card: PlanBodyParts['card'],
): PlanStop {
  return {
    station: card(stop.stationId, stop.alongKm),
    along_km: km(stop.alongKm),
    detour_km: Math.round(stop.detourKm * 10) / 10,
    arrive_pct: pct(stop.arrivePct),
    depart_pct: pct(stop.departPct),
    charge_minutes: Math.max(1, minutes(stop.chargeMinutes)),
    power_kw: Math.round(stop.powerKw * 10) / 10,
    current: stop.current,
    power_assumed: stop.powerAssumed,
    alternatives: alternatives.map((a) => card(a.stationId, a.alongKm)),
  };
}

/** A named end of a gap: its town, and its station's name when both ends are near one town. */
export interface GapEndNames {
  town: string;
  station: string;
}

/**
 * Names a gap's ends: the towns they are known by, the start or destination where the gap begins
 * or ends there. Two ends near one town are named by their stations instead ('between Jaisalmer
 * and Jaisalmer' says nothing). `from`/`to` are null at the trip's own ends.
 */
export function gapNames(
  trip: { origin: string; destination: string },
  from: GapEndNames | null,
  to: GapEndNames | null,
): GapNames {
  const fromTown = from?.town ?? trip.origin;
  const toTown = to?.town ?? trip.destination;
  return fromTown.toLowerCase() !== toTown.toLowerCase()
    ? { from_name: fromTown, to_name: toTown }
    : { from_name: from?.station ?? fromTown, to_name: to?.station ?? toTown };
}

export interface GapNames {
  from_name: string;
  to_name: string;
}

/**
 * A gap's names as planBody leaves them, to be filled in on the event loop, where the towns are.
 * In the JSON they come right after `"gap":{`; JSON escapes every quote inside a string, so
 * the text can appear nowhere else.
 */
const UNNAMED_GAP = '"gap":{"from_name":"","to_name":""';

/** The answer's JSON with the gap named: spliced in where planBody left the names empty, the rest as it was made. */
export function withGapNames(json: string, names: GapNames): string {
  const at = json.indexOf(UNNAMED_GAP);
  if (at < 0) throw new Error('withGapNames: no unnamed gap in this answer');
  return `${json.slice(0, at)}"gap":{"from_name":${JSON.stringify(names.from_name)},"to_name":${JSON.stringify(names.to_name)}${json.slice(at + UNNAMED_GAP.length)}`;
}

/** The vehicle as the answer shows it: its figures, rounded, and where each came from. */
export function vehicleJson(vehicle: NamedProfile): PlanVehicleJson {
  const { profile } = vehicle;
  return {
    id: vehicle.id,
    title: vehicle.title,
    kind: profile.kind,
    usable_kwh: Math.round(profile.usableKwh * 10) / 10,
    kwh_per_km: Math.round(profile.kwhPerKm * 1000) / 1000,
    range_km: km(realRangeKm(profile)),
    max_dc_kw: profile.maxDcKw,
    max_ac_kw: profile.maxAcKw,
    connectors: profile.connectors,
    basis: profile.basis,
    source: vehicle.source,
  };
}

/** The route as the answer gives it: whole km (an estimated stretch to the highway stays at least 1 km where there is one), and its source. */
function routeJson(route: PlanBodyParts['route']): PlanRouteJson {
  const estimated = route.source === 'estimate';
  const access = (value: number) => (value > 0 ? Math.max(1, km(value)) : 0);
  const winding = route.windingKm > 0 && route.hillFactor > 1;
  return {
    distance_km: km(route.km),
    estimated,
    provider: route.provider,
    source: route.source,
    circuity: estimated || route.startAccessKm + route.endAccessKm + route.linkKm > 0 ? ROAD_CIRCUITY : null,
    access_km: { start: access(route.startAccessKm), end: access(route.endAccessKm) },
    link_km: access(route.linkKm),
    winding_km: winding ? km(route.windingKm) : 0,
    hill_energy_factor: winding ? route.hillFactor : null,
    heights: route.heights ?? null,
    // Put in by withRoutePolyline, as the route's JSON made once (a few KB, the same plan after plan).
    polyline: '',
  };
}

/** The route's polyline as planBody leaves it; JSON escapes every quote inside a string, so the text can appear nowhere else. */
const UNDRAWN_ROUTE = '"polyline":""';

/** The plan body's JSON with the route's polyline put in (`polylineJson`: JSON.stringify of it, kept with the route). */
export function withRoutePolyline(json: string, polylineJson: string): string {
  const at = json.indexOf(UNDRAWN_ROUTE);
  if (at < 0) throw new Error('withRoutePolyline: no route to draw in this answer');
  return `${json.slice(0, at)}"polyline":${polylineJson}${json.slice(at + UNDRAWN_ROUTE.length)}`;
}

/** The plan as the app shows it: whole km, minutes and %, station cards, and the gap's towns. */
export function planBody(parts: PlanBodyParts): PlanBody {
  const { plan, settings } = parts;
  return {
    settings: {
      start_pct: settings.start_pct,
      reserve_pct: settings.reserve_pct,
      target_pct: settings.target_pct,
      allow_ac: parts.allowAc,
    },
    route: routeJson(parts.route),
    feasible: plan.feasible,
    summary: plan.feasible
      ? {
          drive_km: km(plan.driveKm),
          drive_minutes: minutes(plan.driveMinutes),
          charge_minutes: minutes(plan.chargeMinutes),
          stop_minutes: minutes(plan.stopMinutes),
          total_minutes: minutes(plan.totalMinutes),
          stops: plan.stops.length,
          arrive_pct: pct(plan.arrivePct),
        }
      : null,
    stops: plan.feasible ? plan.stops.map((stop, i) => stopJson(stop, parts.alternatives[i] ?? [], parts.card)) : [],
    gap: plan.feasible
      ? null
      : {
          // Named on the event loop, where the towns are (withGapNames).
          from_name: '',
          to_name: '',
          from_km: km(plan.gap.fromKm),
          to_km: km(plan.gap.toKm),
          length_km: km(plan.gap.lengthKm),
          reach_km: km(plan.reachKm),
          suggestions: {
            ...(plan.suggestions.lowerReservePct !== undefined
              ? { reserve_pct: plan.suggestions.lowerReservePct }
              : {}),
            ...(plan.suggestions.allowAc ? { allow_ac: true } : {}),
            ...(plan.suggestions.startPct !== undefined ? { start_pct: plan.suggestions.startPct } : {}),
          },
        },
    maps_url: plan.feasible ? parts.mapsUrl : null,
  };
}

/** `{"success":true,"message":"Success","data":` as ok() writes it, and the keys put in after it. */
const ENVELOPE_HEAD = JSON.stringify(ok(null)).slice(0, -'null}'.length);
const ORIGIN_KEY = Buffer.from(`${ENVELOPE_HEAD}{"origin":`);
const DESTINATION_KEY = Buffer.from(',"destination":');
const VEHICLE_KEY = Buffer.from(',"vehicle":');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from('}');

/**
 * POST /ev/trip/plan's answer, put together from its parts where each is known: the trip's ends
 * and the vehicle on the event loop, their JSON kept with them as UTF-8 (the same ends and
 * catalogue vehicles come back plan after plan, and need not cross to the trip thread), and the
 * plan's own part (PlanBody) as the trip thread wrote it. The bytes of JSON.stringify(ok(answer)):
 * bytes, so the socket copies them instead of encoding a string in two scripts on each answer.
 * Ends and vehicles are not changed once made, so their kept JSON stays true.
 */
export class PlanAnswerJson {
  private readonly kept = new WeakMap<object, Buffer>();

  write(origin: TripEnd, destination: TripEnd, vehicle: NamedProfile, body: string): AnswerBytes<TripPlan> {
    if (!body.startsWith('{"settings":')) throw new Error('PlanAnswerJson: the body is not a plan body');
    const plan = Buffer.from(body);
    return Buffer.concat([
      ORIGIN_KEY,
      this.json(origin, () => origin),
      DESTINATION_KEY,
      this.json(destination, () => destination),
      VEHICLE_KEY,
      this.json(vehicle, () => vehicleJson(vehicle)),
      COMMA,
      plan.subarray(1),
      CLOSE,
    ]) as AnswerBytes<TripPlan>;
  }

  private json(of: object, value: () => unknown): Buffer {
    let bytes = this.kept.get(of);
    if (bytes === undefined) {
      bytes = Buffer.from(JSON.stringify(value()));
      this.kept.set(of, bytes);
    }
    return bytes;
  }
}
