import type { LatLng } from '../../domain/geo/lat-lng.ts';
import type { TripEnd } from '../../domain/stations/maps-api.ts';
import type { TripPlan } from '../../domain/trips/plan-answer.ts';
import type { TripPlanBody } from '../../domain/trips/trip-plan.schema.ts';
import { withRealRange } from '../../domain/trips/vehicle-profile.ts';
import { ApiError } from '../api-error.server.ts';
import type { AnswerBytes } from '../http/api-envelope.server.ts';
import { boundedCache } from '../http/bounded-caches.server.ts';
import type { Gazetteer } from '../geocoding/gazetteer.server.ts';
import type { Geocoder, RouteGeometry } from '../maps/maps-provider.server.ts';
import type { TripEnds } from '../maps/trip-ends.server.ts';
import type { TripSearch } from './trip-search.server.ts';
import { gapNames, PlanAnswerJson, withGapNames, type GapEndNames } from './plan-answer.server.ts';
import type { GapStation, PlanCosting } from './plan-core.server.ts';
import { planCosts, type PlanCostsJson } from '../../domain/trips/trip-costs.ts';
import type { StationPrice } from '../../domain/ocpi/station-price.ts';
import type { NamedProfile, VehicleProfiles } from './vehicle-profiles.server.ts';

export interface TripPlannerDeps {
  geocoder: Geocoder;
  ends: TripEnds;
  /** The routing service (null for the local provider: the road graph, on the trip search threads). */
  routes: RouteGeometry | null;
  /** Which routing engine draws the path: 'local' is the national-highway graph (TripRoutes), or where it has no route, the great-circle estimate. */
  routeProvider: 'local' | 'osrm' | 'google';
  /** Where the plan itself is worked out (PlanCore): a trip search thread in production. */
  search: TripSearch;
  gazetteer: Gazetteer;
  vehicles: VehicleProfiles;
  corridorKm: number;
  /** Brings the planner's check-in sets (avoid, prefer) up to date before a plan (StationSignalsKeeper). */
  signals?: { refresh(): Promise<void> };
  /** The networks' prices of these stations (StationPrices), for each stop's cost; none without. */
  prices?: (placeIds: readonly string[]) => Promise<StationPrice[]>;
  /** The clock a plan departs by (epoch ms): each stop is priced at the hour it is reached. */
  now?: () => number;
}

/**
 * POST /ev/trip/plan: the vehicle, the two ends and the route on the event loop (they need the
 * catalogue, the place search and the routing engine), then the plan (PlanCore: the compatible
 * stations along the route and the charging plan of src/domain/trips) wherever the trip searches
 * run, then a gap's ends named after their towns.
 */
export class TripPlanner {
  /** A gap end's town (null: none within 30 km) by the station's position: the same few stations end gaps plan after plan. */
  private readonly towns = boundedCache<{ town: string | null }>('gapTowns');
  private readonly answers = new PlanAnswerJson();

  constructor(private readonly deps: TripPlannerDeps) {}

  vehicleFor(body: TripPlanBody): NamedProfile {
    const named =
      body.vehicle_id !== undefined
        ? this.deps.vehicles.get(body.vehicle_id)
        : this.deps.vehicles.own(body.own_vehicle!);
    if (!named) throw new ApiError(400, 'plan.validation.vehicleNotFound');
    return body.range_km !== undefined ? { ...named, profile: withRealRange(named.profile, body.range_km) } : named;
  }

  /** The plan as the API sends it: the envelope's JSON, as UTF-8. */
  async plan(body: TripPlanBody): Promise<AnswerBytes<TripPlan>> {
    const vehicle = this.vehicleFor(body);
    const { ends, routes, routeProvider, corridorKm } = this.deps;
    const [origin, destination] = await Promise.all([
      body.origin_location ? this.positionEnd(body.origin_location) : ends.resolve(body.origin, body.origin_place_id),
      ends.resolve(body.destination, body.destination_place_id),
    ]);
    // The local route is found where the plan is made (PlanJob.path null): on the trip search thread.
    const path = routeProvider === 'local' || !routes ? null : await routes.route(origin, destination);
    await this.deps.signals?.refresh();
    const { start_pct, reserve_pct, target_pct, allow_ac, people } = body;
    const { json, gapEnds, costing } = await this.deps.search.plan({
      origin: { lat: origin.lat, lng: origin.lng },
      destination: { lat: destination.lat, lng: destination.lng },
      path,
      provider: routeProvider,
      vehicle: { profile: vehicle.profile, topSpeedKmh: vehicle.topSpeedKmh, kerbKg: vehicle.kerbKg ?? null },
      settings: {
        start_pct,
        reserve_pct,
        target_pct,
        ...(allow_ac !== undefined ? { allow_ac } : {}),
        ...(people !== undefined ? { people } : {}),
      },
      corridorKm,
    });
    // A trip that can't be driven: its gap named here, where the towns are.
    const planned = gapEnds
      ? withGapNames(
          json,
          gapNames(
            { origin: origin.name, destination: destination.name },
            this.endNames(gapEnds.from),
            this.endNames(gapEnds.to),
          ),
        )
      : json;
    const costs = costing ? await this.costs(costing, vehicle) : null;
    return this.answers.write(origin, destination, vehicle, withCosts(planned, costs));
  }

  /**
   * Each stop's cost at its station's tariff at the hour the plan reaches it (departing now): the
   * drive to it at the plan's average pace, with the stops before it (their charging and stop time).
   */
  private async costs(costing: PlanCosting, vehicle: NamedProfile): Promise<PlanCostsJson> {
    // Leaving now, to the minute: an arrival time finer than that would be false precision.
    const departs = Math.floor((this.deps.now ?? Date.now)() / 60_000) * 60_000;
    const ids = costing.stops.map((s) => s.placeId);
    const prices = ids.length > 0 && this.deps.prices ? await this.deps.prices(ids) : [];
    const perStopMinutes = costing.stops.length > 0 ? costing.stopMinutes / costing.stops.length : 0;
    let before = 0;
    const stops = costing.stops.map((stop) => {
      const driven = costing.driveKm > 0 ? (costing.driveMinutes * stop.alongKm) / costing.driveKm : 0;
      const arriveAt = departs + (driven + before) * 60_000;
      before += stop.chargeMinutes + perStopMinutes;
      return {
        placeId: stop.placeId,
        addedKwh: (stop.addedPct / 100) * vehicle.profile.usableKwh,
        powerKw: stop.powerKw,
        arriveAt,
      };
    });
    return planCosts({
      stops,
      prices: new Map(prices.map((p) => [p.place_id, p])),
      kind: vehicle.profile.kind,
      distanceKm: costing.distanceKm,
    });
  }

  /** A trip from where the person is: named by the nearest locality, or its coordinates. */
  private async positionEnd(point: LatLng): Promise<TripEnd> {
    const address = await this.deps.geocoder.reverse(point);
    const name = address?.locality || `${point.lat.toFixed(4)}, ${point.lng.toFixed(4)}`;
    return { ...point, name, label: address?.formatted_address ?? name, short_label: name };
  }

  /** The town a gap's end is known by ('Hubballi'): the nearest town within 30 km, else the station's city. */
  private endNames(station: GapStation | null): GapEndNames | null {
    if (!station) return null;
    const key = `${station.lat},${station.lng}`;
    let near = this.towns.get(key);
    if (near === undefined) {
      near = { town: this.deps.gazetteer.nearestTownName(station, 30) ?? null };
      this.towns.set(key, near);
    }
    return { town: near.town ?? (station.city || station.name), station: station.name };
  }
}

/** The plan's JSON with its costs put in (the plan body is an object: they go in before its last brace). */
export function withCosts(json: string, costs: PlanCostsJson | null): string {
  return `${json.slice(0, -1)},"costs":${JSON.stringify(costs)}}`;
}
