import type { Station } from '../../domain/stations/station.ts';
import { chargePower } from '../../domain/trips/charger-compatibility.ts';
import type { VehicleProfile } from '../../domain/trips/vehicle-profile.ts';
import { boundedCache } from '../http/bounded-caches.server.ts';

/**
 * Which stations a vehicle can charge at, worked out once per kind of vehicle (its kind,
 * connectors, whether it takes DC and AC, whether AC stops are allowed) over every station: a mask
 * by the station's place in the list (1 = compatible) that the corridor search reads before any
 * arithmetic, instead of running the compatibility rules on each of thousands of corridor
 * stations on the event loop.
 */
export class CompatibleStations {
  /** The least recently used kind goes first (CACHES.compatibleStations). */
  private readonly byKind = boundedCache<Uint8Array>('compatibleStations');

  constructor(private readonly stations: readonly Station[]) {}

  maskFor(vehicle: VehicleProfile, allowAc: boolean): Uint8Array {
    const key = [
      vehicle.kind,
      allowAc,
      vehicle.maxDcKw !== null && vehicle.maxDcKw > 0,
      vehicle.maxAcKw > 0,
      [...vehicle.connectors].sort().join(';'),
    ].join('|');
    let mask = this.byKind.get(key);
    if (!mask) {
      mask = Uint8Array.from(this.stations, (s) => (chargePower(vehicle, s, { allowAc }) !== null ? 1 : 0));
      this.byKind.set(key, mask);
    }
    return mask;
  }
}
