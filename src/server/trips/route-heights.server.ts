import type { PlanHeightsJson } from '../../domain/trips/plan-answer.ts';
import type { VehicleMass } from '../../domain/trips/hill-physics.ts';
import type { BatteryLine } from '../../domain/trips/route-energy.ts';
import type { TripRoute } from './trip-route.server.ts';

/** Points the answer's profile has at most (enough for a phone-wide drawing; the climbs are summed on every segment). */
export const PROFILE_POINTS = 120;

/** A plan's heights: null on a route with none at all (a provider's path, the estimate). */
export function routeHeightsJson(
  route: TripRoute,
  line: BatteryLine | null,
  mass: VehicleMass,
  people: number,
): PlanHeightsJson | null {
  const hills = route.hills;
  if (!hills || !line) return null;
  const n = hills.roadKm.length;
  const step = route.km / PROFILE_POINTS;
  const profile: PlanHeightsJson['profile'] = [];
  let nextKm = 0;
  for (let i = 0; i < n; i++) {
    const km = hills.roadKm[i]!;
    if (km < nextKm && i !== n - 1) continue;
    nextKm = km + step;
    const m = hills.heightM[i]!;
    profile.push({
      km: Math.round(km * 10) / 10,
      m: Number.isNaN(m) ? null : Math.round(m),
      pct: Math.round(line.pct[i]! * 10) / 10,
    });
  }
  return {
    climb_m: Math.round(route.climbM),
    descent_m: Math.round(route.descentM),
    no_height_data: route.noHeightKm > NO_HEIGHT_NOTE_KM,
    mass_kg: Math.round(mass.kg),
    mass_assumed: mass.assumed,
    people,
    profile,
  };
}

/** Km of unknown heights past which the plan says it has no height data there (the access stretches are level). */
export const NO_HEIGHT_NOTE_KM = 5;
