import type { PlannerVehicle } from '../../domain/trips/plan-answer.ts';
import type { VehicleKind } from '../../domain/trips/vehicle-profile.ts';
import { getMyVehicle } from './api/get-my-vehicle.ts';
import { getPlannerVehicles } from './api/get-planner-vehicles.ts';

let vehicleList: Promise<readonly PlannerVehicle[]> | undefined;

/** The trip form's vehicles (GET /ev/trip/vehicles), once per page view (the browser revalidates it with its ETag). */
export function plannerVehicles(): Promise<readonly PlannerVehicle[]> {
  vehicleList ??= getPlannerVehicles().then((result) => {
    if (!result.success || !result.data) {
      vehicleList = undefined;
      throw new Error(result.message);
    }
    return result.data.vehicles;
  });
  return vehicleList;
}

/** The vehicle a signed-in person keeps on the server for planning (GET /ev/trip/my-vehicle); null when none or not signed in. */
export async function myVehicle(): Promise<PlannerVehicle | null> {
  const result = await getMyVehicle();
  return result.success ? (result.data?.vehicle ?? null) : null;
}

const MAX_MATCHES = 8;

/** Lower case, letters and digits only: 'Nexon EV', 'nexon-ev' and 'NexonEV' read alike. */
const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The vehicles of a kind whose title holds every word typed (in any order, spaces and dashes
 * ignored: 'nexon 45', 'ather450x'), in the list's order (published figures first); all of the
 * kind, up to MAX_MATCHES, for an empty search.
 */
export function matchVehicles(vehicles: readonly PlannerVehicle[], kind: VehicleKind, query: string): PlannerVehicle[] {
  const words = query.split(/\s+/).map(squash).filter(Boolean);
  const out: PlannerVehicle[] = [];
  for (const vehicle of vehicles) {
    if (vehicle.kind !== kind) continue;
    const title = squash(vehicle.title);
    if (words.every((word) => title.includes(word))) out.push(vehicle);
    if (out.length === MAX_MATCHES) break;
  }
  return out;
}
