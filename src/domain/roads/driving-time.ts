/**
 * Driving time on the national-highway graph from the road's length and how much it winds (docs/road-graph.md,
 * "Driving time"): a car's average speed falls as the road turns more per km (the curvature change rate of road
 * design, measured from the drawn geometry by winding.ts). Chosen by hand and checked against published driving
 * times for 10 pairs (src/domain/roads/road-graph-calibration.ts, DRIVING_TIMES): 9 within ±20%, the tenth on a
 * route the graph gets wrong.
 */

/** Average speed of a car on a straight national highway (km/h), towns and traffic included. Assumed (see docs). */
export const STRAIGHT_ROAD_KMH = 60;
/** Turning (°/km) at which the average speed is half the straight road's. Assumed, checked on the table. */
export const HALF_SPEED_TURN_DEG_PER_KM = 400;
/** Turning (°/km) from which a stretch counts as winding mountain road. Assumed (see docs). */
export const WINDING_TURN_DEG_PER_KM = 150;

/** A car's average speed (km/h) on road that turns this much (°/km). */
export function roadSpeedKmh(turnDegPerKm: number): number {
  return STRAIGHT_ROAD_KMH / (1 + Math.max(0, turnDegPerKm) / HALF_SPEED_TURN_DEG_PER_KM);
}

export function isWinding(turnDegPerKm: number): boolean {
  return turnDegPerKm >= WINDING_TURN_DEG_PER_KM;
}
