/**
 * How fast a trip goes between chargers, when no routing engine gives a duration: an average speed
 * per kind of vehicle on Indian highways, and a few minutes lost at each stop. All assumed; the
 * reasons are in docs/trip-model.md ("Stop choice").
 */
import type { VehicleKind } from './vehicle-profile.ts';

/** Average speed over a highway trip (towns, tolls, traffic included), km/h. */
export const AVERAGE_KMH: Readonly<Record<VehicleKind, number>> = { car: 55, bike: 40, scooter: 40 };

/** A slow vehicle averages this share of its top speed at best. */
export const SHARE_OF_TOP_SPEED = 0.8;

/** Parking, plugging in, starting the session through an app, unplugging: minutes per stop. */
export const STOP_OVERHEAD_MINUTES = 5;

/** The kind's average speed, lower for a vehicle whose top speed can't reach it (e.g. a 25 km/h scooter). */
export function averageKmh(kind: VehicleKind, topSpeedKmh?: number | null): number {
  const typical = AVERAGE_KMH[kind];
  return topSpeedKmh && topSpeedKmh > 0 ? Math.min(typical, topSpeedKmh * SHARE_OF_TOP_SPEED) : typical;
}

export const drivingMinutes = (km: number, kmh: number) => (km / kmh) * 60;
