import type { LatLng } from '../../domain/geo/lat-lng.ts';
import type { StationResult } from '../../domain/stations/maps-api.ts';
import type { Station } from '../../domain/stations/station.ts';
import { candidateRank, type StationSignals } from '../../domain/trips/check-in-signals.ts';
import { isTwoWheeler } from '../../domain/trips/charger-compatibility.ts';
import { directPlan, planCharging } from '../../domain/trips/charging-plan.ts';
import { connectorFacts, isLevName } from '../../domain/trips/connectors.ts';
import { googleMapsRouteUrl } from '../../domain/trips/maps-route-link.ts';
import type { PlanStation } from '../../domain/trips/plan-types.ts';
import { fromEnergyPlan, stopOnRoad } from '../../domain/trips/energy-scale.ts';
import { type HillVehicle, vehicleMass } from '../../domain/trips/hill-physics.ts';
import { batteryLine, planningScale, withLineArrivals } from '../../domain/trips/route-energy.ts';
import { routeHeightsJson } from './route-heights.server.ts';
import { ROAD_CIRCUITY } from '../../domain/trips/road-distance.ts';
import { stopAlternatives } from '../../domain/trips/stop-alternatives.ts';
import { prepareTrip } from '../../domain/trips/trip-legs.ts';
import { DEFAULT_PEOPLE, type TripPlanBody } from '../../domain/trips/trip-plan.schema.ts';
import { AVERAGE_KMH, averageKmh, STOP_OVERHEAD_MINUTES } from '../../domain/trips/trip-pace.ts';
import type { VehicleKind } from '../../domain/trips/vehicle-profile.ts';
import { toStationResult } from '../maps/station-result.server.ts';
import type { StationIndex } from '../stations/station-index.server.ts';
import { CompatibleStations } from './compatible-stations.server.ts';
import { planBody, withRoutePolyline, type PlanBody } from './plan-answer.server.ts';
import { StationPowerTables } from './station-powers.server.ts';
import {
  kmFromStart,
  roadKmAt,
  routeCorridor,
  routePolylineJson,
  type TripRoute,
  type TripRoutes,
} from './trip-route.server.ts';
import type { NamedProfile } from './vehicle-profiles.server.ts';

/**
 * One plan's work once its ends and route are known: everything that needs only the stations, so
 * that it can run on a trip search thread (TripSearchPool) as well as on the event loop.
 */
export interface PlanJob {
  /** Positions only: the ends' names and labels stay on the event loop (PlanAnswerJson). */
  origin: LatLng;
  destination: LatLng;
  /**
   * The routing service's path; null for the local route (TripRoutes: the national-highway graph's,
   * else the great-circle estimate), found here rather than carried from the event loop to a trip
   * search thread.
   */
  path: LatLng[] | null;
  /** Which routing engine drew the path: 'local' is the road graph (or, where it has no route, the great-circle estimate). */
  provider: 'local' | 'osrm' | 'google';
  /** What the plan needs of the vehicle; its title and sources stay on the event loop. */
  vehicle: Pick<NamedProfile, 'profile' | 'topSpeedKmh' | 'kerbKg'>;
  settings: Pick<TripPlanBody, 'start_pct' | 'reserve_pct' | 'target_pct' | 'allow_ac' | 'people'>;
  corridorKm: number;
}

/** A station at one end of a stretch that can't be driven, for naming it after its town. */
export interface GapStation {
  name: string;
  city: string;
  lat: number;
  lng: number;
}

/**
 * The plan, with a gap's ends still to be named (the towns are the gazetteer's, which lives on
 * the event loop only): `gapEnds` holds the stations at either end, or none where the gap starts
 * at the origin or ends at the destination.
 */
export interface PlanResult {
  /** The plan; its route's polyline is put in as JSON by planJson (`routeJson`). */
  body: PlanBody;
  gapEnds: { from: GapStation | null; to: GapStation | null } | null;
  /** JSON.stringify of the route's polyline, kept with the route. */
  polylineJson: string;
}

/**
 * A plan as it is sent: its body (PlanBody) as JSON, and a gap's ends still to be named. A string:
 * it crosses from a trip search thread as one flat copy (an object would be cloned field by field),
 * and the event loop encodes it once, into the answer's bytes (PlanAnswerJson).
 */
export interface PlannedJson {
  json: string;
  gapEnds: PlanResult['gapEnds'];
  /** What the event loop needs to price the stops (trip-costs.ts); null when the trip can't be made. */
  costing: PlanCosting | null;
}

/** A feasible plan's stops as the trip costs need them, beside its JSON (so the JSON is not read again). */
export interface PlanCosting {
  stops: Array<{ placeId: string; addedPct: number; powerKw: number; alongKm: number; chargeMinutes: number }>;
  driveKm: number;
  driveMinutes: number;
  stopMinutes: number;
  distanceKm: number;
}

/** Written where the plan was made, so the event loop only names a gap and puts it in its envelope (PlanAnswerJson). */
export const planJson = ({ body, gapEnds, polylineJson }: PlanResult): PlannedJson => ({
  json: withRoutePolyline(JSON.stringify(body), polylineJson),
  gapEnds,
  costing:
    body.feasible && body.summary
      ? {
          stops: body.stops.map((stop) => ({
            placeId: stop.station.place_id,
            addedPct: stop.depart_pct - stop.arrive_pct,
            powerKw: stop.power_kw,
            alongKm: stop.along_km,
            chargeMinutes: stop.charge_minutes,
          })),
          driveKm: body.summary.drive_km,
          driveMinutes: body.summary.drive_minutes,
          stopMinutes: body.summary.stop_minutes,
          distanceKm: body.route.distance_km,
        }
      : null,
});

/** Candidate stations per stretch of the route: the planner needs choice, not every charger of a city. */
const PER_STRETCH = 3;
const stretchKm = (routeKm: number) => Math.max(2, routeKm / 100);

/** Cars: DC points first; two-wheelers: LEV points first (candidateRank adds recent good check-ins, then kW). */
const isCarDc = (c: string) => connectorFacts(c)?.current === 'dc' && !isLevName(c);
const carFirstChoice = (s: Station) => s.connectors.some(isCarDc);
const twoWheelerFirstChoice = (s: Station) => s.connectors.some(isLevName);

/**
 * The rank functions for one set of preferred stations, made once per set: the index keeps each
 * function's ranks (a pass over every station), so a new set costs one pass per kind of vehicle.
 */
function ranksFor(prefer: ReadonlySet<string>) {
  return {
    car: (s: Station) => candidateRank(carFirstChoice(s), prefer.has(s.id), s.maxKw),
    twoWheeler: (s: Station) => candidateRank(twoWheelerFirstChoice(s), prefer.has(s.id), s.maxKw),
  };
}

/** The check-in signals as the corridor search reads them: a mask by station place, and the ranks. */
interface CheckInSignals {
  /** 1 for a station to leave out; null when none is. */
  avoid: Uint8Array | null;
  ranks: ReturnType<typeof ranksFor>;
}

const gapStation = (s: Station | undefined): GapStation | null =>
  s ? { name: s.name, city: s.city, lat: s.lat, lng: s.lng } : null;

/**
 * The trip's average speed: the road router's over this route (a car's, winding-aware), slowed in
 * the ratio of the kind's own pace to a car's (trip-pace.ts; a scooter capped by its top speed);
 * without one, the kind's own pace.
 */
function tripKmh(route: TripRoute, kind: VehicleKind, topSpeedKmh: number | null | undefined): number {
  const own = averageKmh(kind, topSpeedKmh);
  if (route.minutes === null || !(route.minutes > 0) || !(route.km > 0)) return own;
  return ((route.km / route.minutes) * 60 * own) / AVERAGE_KMH.car;
}

/**
 * The compatible stations along the route and the charging plan of src/domain/trips for the
 * vehicle. The route (TripRoutes) is the routing service's path when one is configured, else the
 * national-highway graph's, else the great-circle line × ROAD_CIRCUITY, called an estimate. In the
 * hills the plan is made on energy km (EnergyScale) and told in road km.
 */
export class PlanCore {
  private readonly compatible: CompatibleStations;
  private readonly powers: StationPowerTables;
  private signals: CheckInSignals = { avoid: null, ranks: ranksFor(new Set()) };
  /** Each kind of vehicle's mask without the avoided stations, made once per set of signals (not per plan). */
  private withoutAvoided = new WeakMap<Uint8Array, Uint8Array>();
  private places: Map<string, number> | undefined;

  constructor(
    private readonly index: StationIndex<Station>,
    private readonly routes: TripRoutes,
  ) {
    this.compatible = new CompatibleStations(index.items);
    this.powers = new StationPowerTables(index.items);
  }

  /**
   * Drivers' check-ins (docs/trip-model.md, "Check-ins"): stations reported not working in the last
   * 48 h leave the candidates, unless the trip cannot be made without them; stations with a
   * recent good check-in rank first within their kind of point.
   */
  setSignals(signals: StationSignals): void {
    this.places ??= new Map(this.index.items.map((s, i) => [s.id, i]));
    let avoid: Uint8Array | null = null;
    for (const id of signals.avoid) {
      const at = this.places.get(id);
      if (at === undefined) continue;
      avoid ??= new Uint8Array(this.index.size);
      avoid[at] = 1;
    }
    this.signals = { avoid, ranks: ranksFor(new Set(signals.prefer)) };
    this.withoutAvoided = new WeakMap();
  }

  solve(job: PlanJob): PlanResult {
    const { avoid } = this.signals;
    const compatible = this.compatible.maskFor(job.vehicle.profile, true);
    if (!avoid) return this.solveWith(job, compatible);
    let withoutAvoided = this.withoutAvoided.get(compatible);
    if (!withoutAvoided) {
      withoutAvoided = compatible.map((ok, i) => (avoid[i] === 1 ? 0 : ok));
      this.withoutAvoided.set(compatible, withoutAvoided);
    }
    const result = this.solveWith(job, withoutAvoided);
    // No way through without a station reported not working: plan with every station, so the
    // driver still gets a plan (the stop's card shows the report).
    return result.body.feasible ? result : this.solveWith(job, compatible);
  }

  /** The corridor's best stations for the plan; the kept route is weighed again with the hits its corridor now keeps. */
  private candidates(route: TripRoute, job: PlanJob, pathKm: number, mask: Uint8Array) {
    const corridor = routeCorridor(route, job.corridorKm);
    const { ranks } = this.signals;
    const { matches } = this.index.bestAlongRoute(corridor, job.corridorKm, {
      stretchKm: stretchKm(pathKm),
      perStretch: PER_STRETCH,
      rank: isTwoWheeler(job.vehicle.profile) ? ranks.twoWheeler : ranks.car,
      mask,
    });
    this.routes.weigh(route, this.index.keptHitBytes(corridor));
    return matches;
  }

  private solveWith(job: PlanJob, mask: Uint8Array): PlanResult {
    const { origin, destination, vehicle, settings } = job;
    const route = this.routes.of(origin, destination, job.path);
    const routeKm = route.km;
    const pathKm = route.pathKm[route.pathKm.length - 1] ?? 0;
    const profile = vehicle.profile;
    const allowAc = settings.allow_ac === true || isTwoWheeler(profile);
    const kmh = tripKmh(route, profile.kind, vehicle.topSpeedKmh);
    const trip = {
      routeKm,
      vehicle: profile,
      startPct: settings.start_pct,
      reservePct: settings.reserve_pct,
      targetPct: settings.target_pct,
      allowAc,
      averageKmh: kmh,
      overheadMinutes: STOP_OVERHEAD_MINUTES,
    };
    // The plan is made on energy km (EnergyScale), every position on the route given in them, then told in road
    // km: on known heights this vehicle's climbs and descents (route-energy.ts), elsewhere a winding km counts
    // the hill factor.
    const people = settings.people ?? DEFAULT_PEOPLE;
    const mass = vehicleMass(profile.kind, vehicle.kerbKg, profile.usableKwh, people);
    const hillVehicle: HillVehicle = { kind: profile.kind, kwhPerKm: profile.kwhPerKm, massKg: mass.kg };
    const energy = route.hills ? planningScale(route.hills, hillVehicle, route.hillFactor) : route.energy;
    const energyTrip = { ...trip, routeKm: energy.energyAt(routeKm) };
    // A trip the battery covers needs no candidates (directPlan), so the corridor is not searched.
    const directOnEnergy = directPlan(energyTrip);
    // AC points are candidates even for a car that stops at DC only: the model uses them only when
    // allowed, and needs them to tell whether slower AC points would make an impossible trip work.
    const matches = directOnEnergy ? [] : this.candidates(route, job, pathKm, mask);
    const powersAt = this.powers.forVehicle(profile);
    // Where each leaves the road (its road km, as energy km); off the road, a detour is a straight
    // line that the roads bend too.
    const stations: PlanStation[] = matches.map((m) => ({
      id: m.item.id,
      alongKm: energy.energyAt(roadKmAt(route, m.distanceFromStartKm)),
      detourKm: m.offsetKm * ROAD_CIRCUITY,
      maxKw: m.item.maxKw,
      connectors: m.item.connectors,
      levOnly: m.item.levOnly,
      powers: powersAt(m.index),
    }));
    const input = { ...energyTrip, stations };
    // The candidates prepared once, for the plan and its stops' alternatives.
    const ctx = directOnEnergy ? undefined : prepareTrip(input);
    const onEnergy = directOnEnergy ?? planCharging(input, ctx);
    const roadPlan = fromEnergyPlan(onEnergy, energy, { routeKm, kmh });
    // What the descents give back, on the battery line: the arrivals by it (never past 100%).
    const line = route.hills
      ? batteryLine(route.hills, hillVehicle, route.hillFactor, profile.usableKwh, settings.start_pct, roadPlan)
      : null;
    const plan = line ? withLineArrivals(roadPlan, line) : roadPlan;
    // A plan names a few of the candidates (its stops, their alternatives, a gap's ends): looked up
    // where named, cheaper than a map of every candidate.
    const match = (id: string) => matches.find((m) => m.item.id === id)!;
    const station = (id: string) => match(id).item;
    const card = (id: string): StationResult => {
      const m = match(id);
      return toStationResult(m.item, { distanceFromStartKm: kmFromStart(route, m.distanceFromStartKm, m.offsetKm) });
    };
    const alternatives =
      onEnergy.feasible && onEnergy.stops.length > 0
        ? stopAlternatives(input, onEnergy, {}, ctx).map((list) => list.map((a) => stopOnRoad(a, energy)))
        : [];
    const body = planBody({
      settings,
      allowAc,
      route: {
        km: routeKm,
        provider: job.provider,
        source: route.source,
        startAccessKm: route.startAccessKm,
        endAccessKm: route.endAccessKm,
        linkKm: route.linkKm,
        // The hill factor only where the heights are unknown (elsewhere the climbs are counted).
        windingKm: route.hills ? route.hills.stretches.reduce((km, s) => km + s.noHeightWindingKm, 0) : route.windingKm,
        hillFactor: route.hillFactor,
        heights: routeHeightsJson(route, line, mass, people),
      },
      plan,
      alternatives,
      card,
      mapsUrl: googleMapsRouteUrl(
        origin,
        destination,
        plan.feasible ? plan.stops.map((s) => station(s.stationId)) : [],
      ),
    });
    const gapEnds = plan.feasible
      ? null
      : {
          from: gapStation(plan.gap.fromStationId ? station(plan.gap.fromStationId) : undefined),
          to: gapStation(plan.gap.toStationId ? station(plan.gap.toStationId) : undefined),
        };
    return { body, gapEnds, polylineJson: routePolylineJson(route) };
  }
}
