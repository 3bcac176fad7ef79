/**
 * The trip planner's answers as the API sends them (GET /ev/trip/vehicles, GET and PUT
 * /ev/trip/my-vehicle, POST /ev/trip/plan), shared by the server that writes them and the app that
 * reads them. Stations are the maps calls' station cards (spec section 7's station result plus
 * operator, connectors and kW).
 */
import type { StationResult, TripEnd } from '../stations/maps-api.ts';
import type { ChargeCurrent } from './connectors.ts';
import type { PlanCostsJson } from './trip-costs.ts';
import type { FigureBasis, ProfileFigure, VehicleKind } from './vehicle-profile.ts';

/** A catalogue vehicle as the trip form lists it. */
export interface PlannerVehicle {
  id: string;
  title: string;
  kind: VehicleKind;
  /** The range its profile gives on a full battery, rounded to 5 km. */
  range_km: number;
  /** Whether its energy use comes from a published source for this vehicle (not derived or assumed). */
  published: boolean;
}

/** GET /ev/trip/vehicles */
export interface PlannerVehicleList {
  vehicles: readonly PlannerVehicle[];
}

/** GET and PUT /ev/trip/my-vehicle: the vehicle the person keeps for planning, null for none. */
export interface MyVehicle {
  vehicle: PlannerVehicle | null;
}

/** The vehicle as planned for, with where each figure came from ('assumed' is shown beside it). */
export interface PlanVehicleJson {
  id: string | null;
  title: string | null;
  kind: VehicleKind;
  usable_kwh: number;
  kwh_per_km: number;
  range_km: number;
  max_dc_kw: number | null;
  max_ac_kw: number;
  connectors: readonly string[];
  basis: Record<ProfileFigure, FigureBasis>;
  source: string | null;
}

export interface PlanStop {
  station: StationResult;
  along_km: number;
  detour_km: number;
  arrive_pct: number;
  depart_pct: number;
  charge_minutes: number;
  power_kw: number;
  current: ChargeCurrent;
  power_assumed: boolean;
  /** Up to 2 compatible stations near this one that keep the plan working. */
  alternatives: StationResult[];
}

export interface PlanSummaryJson {
  drive_km: number;
  drive_minutes: number;
  charge_minutes: number;
  stop_minutes: number;
  total_minutes: number;
  stops: number;
  arrive_pct: number;
}

/** The first stretch that can't be driven, named by the towns at its ends, and what would make it work. */
export interface PlanGapJson {
  from_name: string;
  to_name: string;
  from_km: number;
  to_km: number;
  length_km: number;
  reach_km: number;
  suggestions: { reserve_pct?: number; allow_ac?: boolean; start_pct?: number };
}

/** What a plan's road distance is measured on (issue 29). */
export type RouteSource =
  /** The national-highway graph built from OpenStreetMap (ROUTE_PROVIDER=local): 'Road distance via national highways'. */
  | 'roads'
  /** The configured routing service's own route (ROUTE_PROVIDER=osrm or google). */
  | 'provider'
  /** Great-circle × ROAD_CIRCUITY: no road route joins the ends (or an end is over 60 km from the graph); shown 'estimated'. */
  | 'estimate';

/** The route a plan was made on: its length, where the figure comes from, and the way as the map draws it. */
export interface PlanRouteJson {
  /** Whole km, the estimated stretches to and from the highway included. */
  distance_km: number;
  /** True when the whole distance is an estimate (source 'estimate'). */
  estimated: boolean;
  /** ROUTE_PROVIDER: 'local', 'osrm' or 'google'. */
  provider: string;
  source: RouteSource;
  /** The factor estimated stretches use (great-circle × it); null when nothing is estimated. */
  circuity: number | null;
  /** Km from the start to the highway and from the highway to the destination, estimated (great-circle × circuity), part of distance_km; 0 off the graph. */
  access_km: { start: number; end: number };
  /**
   * Km, part of distance_km, across gaps in the national-highway data, estimated (the graph's links: great-circle ×
   * circuity, × 1.75 in the hills; docs/road-graph.md, "Links"); 0 when none. Absent from plans kept before it.
   */
  link_km?: number;
  /** Km of winding mountain road on the route, where its energy use is raised (0 when none, or no geometry says). */
  winding_km: number;
  /** How much more energy a km of winding road takes, × (HILL_ENERGY_FACTOR); null when the route has none. */
  hill_energy_factor: number | null;
  /** The ground's heights along the route and the battery on them (issue 40); null with none at all. Absent from older plans. */
  heights?: PlanHeightsJson | null;
  /** The route as drawn on the map: Google's encoded polyline format (precision 5; decodePolyline in src/domain/geo/polyline.ts). */
  polyline: string;
}

/** A route's climb and descent, and its height profile with the battery along it (docs/trip-model.md). */
export interface PlanHeightsJson {
  /** Whole metres climbed and descended where the heights are known. */
  climb_m: number;
  descent_m: number;
  /** True where part of the route (over 5 km) has no height data: there the energy is estimated the old way. */
  no_height_data: boolean;
  /** The mass the climbs lift: kerb weight plus the people on board, kg; assumed when the kerb weight is estimated. */
  mass_kg: number;
  mass_assumed: boolean;
  people: number;
  /** The profile, about every 1/120 of the route: km from the start, ground height (m, null unknown), battery %. */
  profile: Array<{ km: number; m: number | null; pct: number }>;
}

/** POST /ev/trip/plan's answer; its ends are as the maps calls answer them. */
export interface TripPlan {
  origin: TripEnd;
  destination: TripEnd;
  vehicle: PlanVehicleJson;
  settings: { start_pct: number; reserve_pct: number; target_pct: number; allow_ac: boolean };
  route: PlanRouteJson;
  feasible: boolean;
  summary: PlanSummaryJson | null;
  stops: PlanStop[];
  gap: PlanGapJson | null;
  maps_url: string | null;
  /** What the charging costs, estimated (trip-costs.ts); null when the trip can't be made. */
  costs: PlanCostsJson | null;
}
