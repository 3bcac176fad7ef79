import type { Station } from '../../domain/stations/station.ts';
import { chargePower } from '../../domain/trips/charger-compatibility.ts';
import type { VehicleProfile } from '../../domain/trips/vehicle-profile.ts';

/** Kinds of vehicle kept; a few dozen connector sets cover the whole catalogue. */
const KINDS_KEPT = 64;

/**
 * Which stations a vehicle can charge at, worked out once per kind of vehicle (its kind,
 * connectors, whether it takes DC and AC, whether AC stops are allowed) over every station, so a
 * plan's corridor search asks a Set instead of running the compatibility rules on each of
 * thousands of corridor stations on the event loop.
 */
export class CompatibleStations {
  private readonly byKind = new Map<string, ReadonlySet<Station>>();

  constructor(private readonly stations: readonly Station[]) {}

  /** The filter for this vehicle: true for a station it can charge at. */
  filterFor(vehicle: VehicleProfile, allowAc: boolean): (station: Station) => boolean {
    const key = [vehicle.kind, allowAc, vehicle.maxDcKw !== null && vehicle.maxDcKw > 0, vehicle.maxAcKw > 0, [...vehicle.connectors].sort().join(';')].join('|');
    let set = this.byKind.get(key);
    if (!set) {
      set = new Set(this.stations.filter((s) => chargePower(vehicle, s, { allowAc }) !== null));
      this.byKind.set(key, set);
      if (this.byKind.size > KINDS_KEPT) this.byKind.delete(this.byKind.keys().next().value!);
    }
    const compatible = set;
    return (station) => compatible.has(station);
  }
}
