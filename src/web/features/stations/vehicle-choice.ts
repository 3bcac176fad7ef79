import type { PlannerVehicle } from '../../../domain/trips/plan-answer.ts';
import type { OwnVehicle } from '../../../domain/trips/trip-plan.schema.ts';
import type { VehicleKind } from '../../../domain/trips/vehicle-profile.ts';
import { storage, storageKeys } from '../../lib/storage.ts';

/** What the 'Your vehicle' field holds: typed figures stay text until the form is sent. */
export type VehicleChoice =
  | { mode: 'none' }
  | { mode: 'catalogue'; kind: VehicleKind; vehicle: PlannerVehicle | null }
  | { mode: 'own'; kind: VehicleKind; batteryKwh: string; rangeKm: string };

/** The body's vehicle fields for a choice; the typed figures as numbers (NaN when not numbers, so the schema says which). */
export function vehicleFields(choice: VehicleChoice): { vehicle_id?: string; own_vehicle?: OwnVehicle } {
  if (choice.mode === 'catalogue') return choice.vehicle ? { vehicle_id: choice.vehicle.id } : {};
  if (choice.mode === 'own')
    return {
      own_vehicle: { kind: choice.kind, battery_kwh: toNumber(choice.batteryKwh), range_km: toNumber(choice.rangeKm) },
    };
  return {};
}

/** A typed number ('12.5', '12,5', ' 80 '); NaN for anything else. */
export const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

const KEY = storageKeys.tripVehicle;

/** The vehicle last planned with, kept on the device as the form's default next time. */
export const savedVehicle = {
  get(): VehicleChoice | null {
    try {
      const value = JSON.parse(storage.get(KEY) ?? 'null') as VehicleChoice | null;
      if (value?.mode === 'catalogue' && value.vehicle && typeof value.vehicle.id === 'string') return value;
      if (value?.mode === 'own' && typeof value.batteryKwh === 'string') return value;
      return null;
    } catch {
      return null;
    }
  },
  set(choice: VehicleChoice) {
    storage.set(KEY, choice.mode === 'none' ? null : JSON.stringify(choice));
  },
};
