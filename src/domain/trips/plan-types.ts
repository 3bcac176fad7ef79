/** What the charging planner takes and answers (src/domain/trips/charging-plan.ts). */
import type { ChargePower, StationPoint } from './charger-compatibility.ts';
import type { ChargeCurrent } from './connectors.ts';
import type { VehicleProfile } from './vehicle-profile.ts';

/** A candidate station, placed on the route. */
export interface PlanStation extends StationPoint {
  id: string;
  /** Distance along the route from the start to where you leave it for the station. */
  alongKm: number;
  /** One way, from the road to the station; a stop drives it twice. */
  detourKm: number;
  /**
   * What chargePower gives for the input's vehicle here, without and with AC allowed, when the
   * caller has it already (a server keeps it per station across plans); worked out when absent.
   */
  powers?: StationPowers;
}

/** chargePower(vehicle, station, { allowAc: false }), then with allowAc: true. */
export type StationPowers = readonly [ChargePower | null, ChargePower | null];

export interface PlanInput {
  routeKm: number;
  vehicle: VehicleProfile;
  /** Battery at the start, %. */
  startPct: number;
  /** Arrive everywhere with at least this, %. */
  reservePct: number;
  /** Charge up to this at a stop, %. */
  targetPct: number;
  /** A car may stop at AC points. */
  allowAc?: boolean;
  stations: readonly PlanStation[];
  /** Average speed, km/h (the routing engine's, or averageKmh of trip-pace.ts by default). */
  averageKmh?: number;
  /** Minutes lost per stop besides charging (STOP_OVERHEAD_MINUTES by default). */
  overheadMinutes?: number;
}

export interface PlannedStop {
  stationId: string;
  alongKm: number;
  detourKm: number;
  arrivePct: number;
  departPct: number;
  chargeMinutes: number;
  powerKw: number;
  current: ChargeCurrent;
  powerAssumed: boolean;
}

export interface FeasiblePlan {
  feasible: true;
  stops: PlannedStop[];
  /** Battery at the destination, %. */
  arrivePct: number;
  /** Route plus each stop's detour both ways. */
  driveKm: number;
  driveMinutes: number;
  chargeMinutes: number;
  /** Overhead of all stops. */
  stopMinutes: number;
  totalMinutes: number;
}

/** The first stretch that can't be crossed, between two charge points (or the start or destination). */
export interface PlanGap {
  fromKm: number;
  toKm: number;
  /** Driving distance of the stretch: the road between, plus the detours off it at either end. */
  lengthKm: number;
  /** Absent when the stretch starts at the start. */
  fromStationId?: string;
  /** Absent when the stretch ends at the destination. */
  toStationId?: string;
}

export interface PlanSuggestions {
  /** The highest lower reserve (in 5% steps, at least 5%) that makes the trip work. */
  lowerReservePct?: number;
  /** Stopping at AC points too makes it work. */
  allowAc?: boolean;
  /** The lowest start (in 5% steps, at most 100%) that makes it work. */
  startPct?: number;
}

export interface InfeasiblePlan {
  feasible: false;
  gap: PlanGap;
  /** How far the charge at the gap's start carries the vehicle down to the reserve (target − reserve after a stop; start − reserve from the start). */
  reachKm: number;
  suggestions: PlanSuggestions;
}

export type ChargingPlan = FeasiblePlan | InfeasiblePlan;
