import type { Station } from '../../domain/stations/station.ts';
import { chargePower } from '../../domain/trips/charger-compatibility.ts';
import type { StationPowers } from '../../domain/trips/plan-types.ts';
import type { VehicleProfile } from '../../domain/trips/vehicle-profile.ts';
import { boundedCache } from '../http/bounded-caches.server.ts';

/** Everything chargePower reads of a vehicle. */
const chargingKey = (v: VehicleProfile) =>
  [v.kind, v.maxDcKw, v.maxAcKw, v.basis.maxDcKw, v.basis.maxAcKw, [...v.connectors].sort().join(';')].join('|');

/**
 * chargePower of each station for each kind of vehicle, worked out the first time a plan meets the
 * station and kept by the station's place in the list: the same vehicles meet the same stations
 * plan after plan, and the planner asks for every candidate of every plan (without and with AC).
 * Which stations a vehicle can use at all is CompatibleStations' mask, kept by a coarser kind
 * (compatibility does not depend on the kW figures) and worked out for every station at once.
 */
export class StationPowerTables {
  /** By kind of charging; the least recently used goes first (CACHES.stationPowers). */
  private readonly byVehicle = boundedCache<Array<StationPowers | undefined>>('stationPowers');

  constructor(private readonly stations: readonly Station[]) {}

  /** A lookup by place for one vehicle: the powers the planner takes with a PlanStation. */
  forVehicle(vehicle: VehicleProfile): (place: number) => StationPowers {
    const key = chargingKey(vehicle);
    let table = this.byVehicle.get(key);
    if (!table) {
      table = new Array<StationPowers | undefined>(this.stations.length);
      this.byVehicle.set(key, table);
    }
    const kept = table;
    return (place) => {
      let powers = kept[place];
      if (!powers) {
        const station = this.stations[place] as Station;
        powers = [chargePower(vehicle, station, { allowAc: false }), chargePower(vehicle, station, { allowAc: true })];
        kept[place] = powers;
      }
      return powers;
    };
  }
}
