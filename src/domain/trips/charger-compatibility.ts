/**
 * Which stations a vehicle can charge at, and at what power (issue 16, "Compatible stations"):
 * - a car needs one of its own connectors; DC makes a fast stop, AC only when the driver allows it,
 *   and never at a two/three-wheeler point (LEV connectors, or a LEV-only station);
 * - a two-wheeler charges at LEV AC points and 15 A sockets with its portable charger (AC is normal
 *   for it, not a fallback), and at LEV DC or other points only through a connector it has.
 * The power is the lower of the station's and the vehicle's. docs/trip-model.md lists the figures.
 */
import {
  connectorFacts,
  connectorsMatch,
  isLevName,
  KNOWN_CONNECTORS,
  type ChargeCurrent,
  type ConnectorFacts,
} from './connectors.ts';
import type { VehicleProfile } from './vehicle-profile.ts';

/** What the planner knows of a station's chargers. */
export interface StationPoint {
  /** The station's highest connector power; null when no source gives it. */
  maxKw: number | null;
  connectors: readonly string[];
  levOnly: boolean;
}

export interface ChargePower {
  kw: number;
  current: ChargeCurrent;
  /** The kW is a typical figure or the vehicle's assumed limit, not one a source gave. */
  assumed: boolean;
  /** The station connector used. */
  connector: string;
}

export interface ChargeOptions {
  /** A car may use AC points (slow) when no DC point works. */
  allowAc?: boolean;
}

/** Sockets a two-wheeler's portable charger plugs into. */
export const PORTABLE_CHARGER_SOCKETS: readonly string[] = ['LEV AC', 'CEE 3 Pin'];

export const isTwoWheeler = (vehicle: Pick<VehicleProfile, 'kind'>) => vehicle.kind !== 'car';

function canUse(vehicle: VehicleProfile, connector: string, facts: ConnectorFacts, allowAc: boolean): boolean {
  const own = vehicle.connectors.some((mine) => connectorsMatch(mine, connector));
  if (isTwoWheeler(vehicle)) return own || PORTABLE_CHARGER_SOCKETS.includes(connector);
  if (isLevName(connector)) return false;
  return own && (facts.current === 'dc' || allowAc);
}

/**
 * The station's power at one of its connectors. `maxKw` is the highest of all its connectors, so it
 * is this connector's only when no other connector could exceed it; otherwise, or when there is no
 * figure, the connector's typical power stands in (capped by the station's figure) and is marked assumed.
 */
export function stationConnectorKw(station: StationPoint, connector: string): { kw: number; assumed: boolean } {
  const facts = connectorFacts(connector);
  if (!facts) throw new Error(`unknown connector '${connector}'`);
  const { maxKw } = station;
  if (maxKw === null || maxKw <= 0 || maxKw > facts.ceilingKw) return { kw: facts.typicalKw, assumed: true };
  const anotherMayHoldIt = station.connectors.some(
    (other) => other !== connector && (connectorFacts(other)?.ceilingKw ?? 0) > facts.ceilingKw,
  );
  if (anotherMayHoldIt) return { kw: Math.min(maxKw, facts.typicalKw), assumed: true };
  return { kw: maxKw, assumed: false };
}

const rank = (connector: string) => KNOWN_CONNECTORS.indexOf(connector);

function better(a: ChargePower, b: ChargePower): boolean {
  if (a.kw !== b.kw) return a.kw > b.kw;
  if (a.current !== b.current) return a.current === 'dc';
  if (a.assumed !== b.assumed) return !a.assumed;
  return rank(a.connector) < rank(b.connector);
}

/** The best charge this vehicle gets at this station, or null when it can't charge there. */
export function chargePower(
  vehicle: VehicleProfile,
  station: StationPoint,
  options: ChargeOptions = {},
): ChargePower | null {
  if (!isTwoWheeler(vehicle) && station.levOnly) return null;
  const allowAc = options.allowAc === true;
  let best: ChargePower | null = null;
  for (const connector of station.connectors) {
    const facts = connectorFacts(connector);
    if (!facts || !canUse(vehicle, connector, facts, allowAc)) continue;
    const vehicleKw = facts.current === 'dc' ? vehicle.maxDcKw : vehicle.maxAcKw;
    if (vehicleKw === null || vehicleKw <= 0) continue;
    const vehicleAssumed = (facts.current === 'dc' ? vehicle.basis.maxDcKw : vehicle.basis.maxAcKw) === 'assumed';
    const site = stationConnectorKw(station, connector);
    const kw = Math.min(site.kw, vehicleKw);
    // The figure is known when a side that sets it is known.
    const known = (site.kw === kw && !site.assumed) || (vehicleKw === kw && !vehicleAssumed);
    const candidate: ChargePower = { kw, current: facts.current, assumed: !known, connector };
    if (!best || better(candidate, best)) best = candidate;
  }
  return best;
}
