import { haversineKm, polylineLengthKm } from '../../domain/geo/geodesy.ts';
import type { LatLng } from '../../domain/geo/lat-lng.ts';
import type { Station } from '../../domain/stations/station.ts';
import { isTwoWheeler } from '../../domain/trips/charger-compatibility.ts';
import { connectorFacts, isLevName } from '../../domain/trips/connectors.ts';
import { planCharging } from '../../domain/trips/charging-plan.ts';
import { stopAlternatives } from '../../domain/trips/stop-alternatives.ts';
import { googleMapsRouteUrl } from '../../domain/trips/maps-route-link.ts';
import type { ChargingPlan, PlanStation } from '../../domain/trips/plan-types.ts';
import { ROAD_CIRCUITY, estimateRoadKm } from '../../domain/trips/road-distance.ts';
import { averageKmh, STOP_OVERHEAD_MINUTES } from '../../domain/trips/trip-pace.ts';
import type { TripPlanBody } from '../../domain/trips/trip-plan.schema.ts';
import { realRangeKm, withRealRange } from '../../domain/trips/vehicle-profile.ts';
import { ApiError } from '../api-error.server.ts';
import type { Gazetteer } from '../geocoding/gazetteer.server.ts';
import type { Geocoder, PlaceLocation, RouteGeometry } from '../maps/maps-provider.server.ts';
import { toStationResult, type StationResult } from '../maps/station-result.server.ts';
import type { TripEnds } from '../maps/trip-ends.server.ts';
import type { StationIndex } from '../stations/station-index.server.ts';
import { CompatibleStations } from './compatible-stations.server.ts';
import type { NamedProfile, VehicleProfiles } from './vehicle-profiles.server.ts';
import { planAnswer, type PlanAnswer } from './plan-answer.server.ts';

export interface TripPlannerDeps {
  geocoder: Geocoder;
  ends: TripEnds;
  routes: RouteGeometry;
  /** Which routing engine draws the path: 'local' is the great-circle line, whose length is only an estimate. */
  routeProvider: 'local' | 'osrm' | 'google';
  index: StationIndex<Station>;
  gazetteer: Gazetteer;
  vehicles: VehicleProfiles;
  corridorKm: number;
}

/** Candidate stations per stretch of the route: the planner needs choice, not every charger of a city. */
const PER_STRETCH = 3;
const stretchKm = (routeKm: number) => Math.max(2, routeKm / 100);

// One rank function per kind of vehicle, made once: the index keeps each function's ranks.
/** Cars: DC points first, then the fastest (two-wheeler points are filtered out anyway). */
const isCarDc = (c: string) => connectorFacts(c)?.current === 'dc' && !isLevName(c);
const carRank = (s: Station) => (s.connectors.some(isCarDc) ? -1000 : 0) - (s.maxKw ?? 0);
/** Two-wheelers: LEV points first, then the fastest. */
const twoWheelerRank = (s: Station) => (s.connectors.some(isLevName) ? -1000 : 0) - (s.maxKw ?? 0);

/**
 * POST /ev/trip/plan: the two ends, the route, the compatible stations along it, and the charging
 * plan of src/domain/trips for the vehicle. The road distance is the routing engine's path length
 * when one is configured, else the great-circle distance × ROAD_CIRCUITY, called an estimate.
 */
export class TripPlanner {
  private readonly compatible: CompatibleStations;

  constructor(private readonly deps: TripPlannerDeps) {
    this.compatible = new CompatibleStations(deps.index.items);
  }

  vehicleFor(body: TripPlanBody): NamedProfile {
    const named = body.vehicle_id !== undefined ? this.deps.vehicles.get(body.vehicle_id) : this.deps.vehicles.own(body.own_vehicle!);
    if (!named) throw new ApiError(400, 'plan.validation.vehicleNotFound');
    return body.range_km !== undefined ? { ...named, profile: withRealRange(named.profile, body.range_km) } : named;
  }

  async plan(body: TripPlanBody): Promise<PlanAnswer> {
    const vehicle = this.vehicleFor(body);
    const { ends, routes, routeProvider, index, corridorKm } = this.deps;
    const [origin, destination] = await Promise.all([
      body.origin_location ? this.positionEnd(body.origin_location) : ends.resolve(body.origin, body.origin_place_id),
      ends.resolve(body.destination, body.destination_place_id),
    ]);
    const path = await routes.route(origin, destination);
    const pathKm = Math.max(polylineLengthKm(path), haversineKm(origin, destination));
    const estimated = routeProvider === 'local';
    const routeKm = estimated ? estimateRoadKm(pathKm) : pathKm;
    // Along the great-circle line, every km stands for ROAD_CIRCUITY km of road; off the road, a
    // detour is a straight line that the roads bend too.
    const alongScale = routeKm / pathKm || 1;
    const profile = vehicle.profile;
    const allowAc = body.allow_ac === true || isTwoWheeler(profile);
    // AC points are candidates even for a car that stops at DC only: the model uses them only when
    // allowed, and needs them to tell whether slower AC points would make an impossible trip work.
    const mask = this.compatible.maskFor(profile, true);
    const { matches } = index.bestAlongRoute(path, corridorKm, {
      stretchKm: stretchKm(pathKm),
      perStretch: PER_STRETCH,
      rank: isTwoWheeler(profile) ? twoWheelerRank : carRank,
      mask,
    });
    const stations: PlanStation[] = matches.map((m) => ({
      id: m.item.id,
      alongKm: m.distanceFromStartKm * alongScale,
      detourKm: m.offsetKm * ROAD_CIRCUITY,
      maxKw: m.item.maxKw,
      connectors: m.item.connectors,
      levOnly: m.item.levOnly,
    }));
    const input = {
      routeKm,
      vehicle: profile,
      startPct: body.start_pct,
      reservePct: body.reserve_pct,
      targetPct: body.target_pct,
      allowAc,
      stations,
      averageKmh: averageKmh(profile.kind, vehicle.topSpeedKmh),
      overheadMinutes: STOP_OVERHEAD_MINUTES,
    };
    const plan: ChargingPlan = planCharging(input);
    const byId = new Map(matches.map((m) => [m.item.id, m.item]));
    const card = (id: string, alongKm: number): StationResult => toStationResult(byId.get(id)!, { distanceFromStartKm: alongKm });
    const alternatives = plan.feasible ? stopAlternatives(input, plan) : [];
    return planAnswer({
      origin,
      destination,
      vehicle,
      body,
      allowAc,
      route: { km: routeKm, estimated, provider: routeProvider, circuity: estimated ? ROAD_CIRCUITY : null },
      plan,
      alternatives,
      card,
      nameNear: (id) => this.placeNear(byId.get(id)),
      stationName: (id) => byId.get(id)?.name ?? '',
      realRangeKm: realRangeKm(profile),
      mapsUrl: googleMapsRouteUrl(origin, destination, plan.feasible ? plan.stops.map((s) => byId.get(s.stationId)!) : []),
    });
  }

  /** A trip from where the person is: named by the nearest locality, or its coordinates. */
  private async positionEnd(point: LatLng): Promise<PlaceLocation> {
    const address = await this.deps.geocoder.reverse(point);
    const name = address?.locality || `${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}`;
    return { ...point, name, label: address?.formatted_address ?? name, short_label: name };
  }

  /** The town a gap's end is known by ('Hubballi'): the nearest town within 30 km, else the station's city. */
  private placeNear(station: Station | undefined): string {
    if (!station) return '';
    return this.deps.gazetteer.nearestTownName(station, 30) ?? (station.city || station.name);
  }
}
